// Re-creates the seed illustrations in server/seed/images (committed; run only
// after changing a drawing): npx tsx server/scripts/generate-images.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { categoryImages, partnerLogos } from './catalog-images';
import {
  badge,
  container,
  crane,
  frame,
  hills,
  road,
  sea,
  ship,
  sun,
  text,
  truck,
  wheel,
  type Palette,
} from './svg-parts';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../seed/images');

const day: Palette = { skyTop: '#5fa8d3', skyBottom: '#cae9ff', ground: '#3d405b', accent: '#f4a261', cab: '#e63946' };
const dusk: Palette = { skyTop: '#22223b', skyBottom: '#f2a65a', ground: '#2b2d42', accent: '#ffd166', cab: '#1d3557' };
const cold: Palette = { skyTop: '#0b3c5d', skyBottom: '#a9d6e5', ground: '#334e68', accent: '#e0fbfc', cab: '#f1faee' };
const navy: Palette = { skyTop: '#0b2545', skyBottom: '#13315c', ground: '#1b263b', accent: '#8da9c4', cab: '#eef4ed' };

const scene = (palette: Palette, parts: string[]) => [hills(palette.ground), road(), ...parts].join('\n');

const articles: Record<string, [string, Palette, string]> = {
  'adr-dangerous-goods': [
    'ADR tanker with orange plate and hazard label',
    dusk,
    scene(dusk, [
      sun(980, 150, 70),
      `<rect x="190" y="330" width="520" height="170" rx="85" fill="#dfe7ef"/>`,
      truck(190, 330, 'none', '#1d3557'),
      `<rect x="380" y="375" width="130" height="80" rx="6" fill="#f77f00" stroke="#000" stroke-width="5"/><path d="M380 415 H510" stroke="#000" stroke-width="5"/>`,
      text(445, 405, 28, '33', '#000'),
      text(445, 447, 28, '1203', '#000'),
      `<g transform="translate(600 415) rotate(45)"><rect x="-42" y="-42" width="84" height="84" fill="#d62828" stroke="#fff" stroke-width="5"/></g>`,
      `<path d="M600 395 c14 18 16 30 0 44 c-16 -14 -14 -26 0 -44z" fill="#fff"/>`,
    ]),
  ],
  'reefer-perishables': [
    'Refrigerated truck carrying fresh produce',
    cold,
    scene(cold, [
      `<g stroke="#fff" stroke-width="8" stroke-linecap="round" opacity=".9" transform="translate(960 150)"><path d="M0 -70 V70 M-61 -35 L61 35 M-61 35 L61 -35"/><path d="M-18 -52 L0 -34 L18 -52 M-18 52 L0 34 L18 52" fill="none"/></g>`,
      truck(
        180,
        330,
        '#f8f9fa',
        '#0077b6',
        `<rect x="170" y="350" width="40" height="110" rx="6" fill="#adb5bd"/>${text(450, 430, 44, '+2 °C / +8 °C', '#0077b6')}`,
      ),
    ]),
  ],
  'tir-carnet': [
    'TIR plate and the road from Morocco to Europe',
    day,
    scene(day, [
      `<path d="M140 200 C380 60 760 60 1060 180" stroke="#fff" stroke-width="6" stroke-dasharray="14 14" fill="none"/>`,
      `<circle cx="140" cy="200" r="16" fill="#e63946"/><circle cx="1060" cy="180" r="16" fill="#1d3557"/>`,
      text(140, 250, 30, 'Tanger', '#1d3557'),
      text(1060, 230, 30, 'Europe', '#1d3557'),
      truck(200, 340, '#457b9d', '#e63946'),
      `<rect x="380" y="385" width="160" height="80" rx="8" fill="#0353a4" stroke="#fff" stroke-width="6"/>`,
      text(460, 442, 48, 'TIR'),
    ]),
  ],
  'tanger-med-port': [
    'Container ship and cranes at the port',
    dusk,
    [
      sun(1000, 140, 60),
      sea(470),
      crane(120, 470),
      crane(380, 470, '#f4a261'),
      ship(620, 440),
      container(60, 410, 120, 60, '#2a9d8f'),
      container(190, 410, 120, 60, '#e76f51'),
    ].join('\n'),
  ],
  'container-types': [
    '20, 40 and 45 foot containers',
    day,
    scene(day, [
      sun(1040, 120, 60),
      container(120, 380, 240, 130, '#e76f51', '20 ft'),
      container(390, 380, 360, 130, '#2a9d8f', '40 ft'),
      container(780, 380, 300, 130, '#457b9d', '45 ft HC'),
      container(250, 240, 380, 130, '#e9c46a', '40 ft HC'),
    ]),
  ],
  incoterms: [
    'Trade documents and the route of the goods',
    navy,
    [
      `<circle cx="860" cy="330" r="210" fill="#134074" stroke="#8da9c4" stroke-width="4"/>`,
      `<path d="M650 330 H1070 M860 120 V540 M700 200 Q860 260 1020 200 M700 460 Q860 400 1020 460" stroke="#8da9c4" stroke-width="3" fill="none"/>`,
      `<rect x="150" y="140" width="330" height="420" rx="14" fill="#eef4ed"/>`,
      ...[210, 260, 310, 360, 410].map(
        (y, i) => `<rect x="190" y="${y}" width="${i % 2 ? 200 : 250}" height="16" rx="8" fill="#8da9c4"/>`,
      ),
      text(315, 500, 38, 'EXW · FCA · DAP', '#0b2545'),
      `<path d="M520 330 H610" stroke="#ffd166" stroke-width="14" marker-end="none"/><path d="M600 300 L650 330 L600 360Z" fill="#ffd166"/>`,
    ].join('\n'),
  ],
  palletising: [
    'Stacked pallets wrapped and ready to load',
    day,
    [
      `<path d="M0 520 H1200 V675 H0Z" fill="#8d99ae"/>`,
      ...[
        [150, 0],
        [390, 0],
        [630, 0],
        [270, 1],
        [510, 1],
      ].map(([x = 0, level = 0]) => {
        const y = 380 - level * 170;
        return `<rect x="${x}" y="${y + 130}" width="220" height="26" fill="#bc6c25"/><rect x="${x}" y="${y}" width="220" height="130" fill="#dda15e"/><path d="M${x} ${y + 45} H${x + 220} M${x} ${y + 90} H${x + 220}" stroke="#fefae0" stroke-opacity=".7" stroke-width="6"/>`;
      }),
      `<rect x="900" y="330" width="150" height="130" rx="10" fill="#ffb703"/><path d="M880 460 V250 M880 460 H800" stroke="#333" stroke-width="14"/>${wheel(930, 480, 30)}${wheel(1020, 480, 30)}`,
    ].join('\n'),
  ],
  'customs-algeciras': [
    'Ferry crossing the strait to the customs post',
    day,
    [
      sun(1000, 120, 60),
      sea(420, '#1d6996'),
      `<path d="M0 420 C200 380 300 390 420 420Z" fill="#6a994e"/><path d="M820 420 C950 370 1100 380 1200 400 V420Z" fill="#6a994e"/>`,
      `<path d="M400 390 H820 L780 470 H440Z" fill="#f1faee"/><path d="M440 440 H790" stroke="#1d3557" stroke-width="10"/>`,
      `<rect x="480" y="330" width="280" height="60" rx="6" fill="#e63946"/>${[500, 550, 600, 650, 700].map((x) => `<rect x="${x}" y="345" width="30" height="20" rx="3" fill="#cfe8ff"/>`).join('')}`,
      `<rect x="690" y="290" width="34" height="40" fill="#1d3557"/>`,
      `<path d="M0 520 H1200 V675 H0Z" fill="#3d405b"/><rect x="760" y="430" width="26" height="160" fill="#333"/>`,
      `<rect x="300" y="450" width="480" height="24" fill="#e63946"/>${[330, 410, 490, 570, 650, 730].map((x) => `<rect x="${x}" y="450" width="40" height="24" fill="#fff"/>`).join('')}`,
    ].join('\n'),
  ],
  'urgent-transport': [
    'Express van with speed lines and a clock',
    dusk,
    scene(dusk, [
      badge(
        960,
        180,
        100,
        '#ffd166',
        `<path d="M960 120 V180 L1010 210" stroke="#1d3557" stroke-width="12" stroke-linecap="round" fill="none"/>`,
      ),
      ...[400, 440, 480].map(
        (y) => `<path d="M60 ${y} H300" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity=".7"/>`,
      ),
      `<path d="M340 520 V380 Q340 360 360 360 H640 Q700 360 740 430 L800 470 V520Z" fill="#e63946"/><path d="M650 380 L715 445 H650Z" fill="#cfe8ff"/>`,
      wheel(420, 530, 32),
      wheel(700, 530, 32),
    ]),
  ],
  'dry-port': [
    'Warehouse, rail wagon and containers of a dry port',
    day,
    [
      sun(1040, 120, 50),
      `<path d="M0 500 H1200 V675 H0Z" fill="#6c757d"/>`,
      `<path d="M80 500 V300 L320 200 L560 300 V500Z" fill="#adb5bd"/><rect x="230" y="380" width="180" height="120" fill="#495057"/>`,
      container(620, 380, 250, 110, '#e76f51'),
      container(890, 380, 250, 110, '#2a9d8f'),
      container(750, 270, 250, 110, '#457b9d'),
      `<path d="M0 560 H1200 M0 600 H1200" stroke="#343a40" stroke-width="8"/>${Array.from({ length: 20 }, (_, i) => `<rect x="${i * 62}" y="550" width="14" height="60" fill="#343a40"/>`).join('')}`,
    ].join('\n'),
  ],
  'iso-9001': [
    'Quality certificate badge with a check mark',
    navy,
    [
      `<rect x="170" y="120" width="520" height="440" rx="16" fill="#eef4ed"/>`,
      ...[190, 240, 290, 340].map(
        (y, i) => `<rect x="220" y="${y}" width="${i % 2 ? 300 : 400}" height="18" rx="9" fill="#8da9c4"/>`,
      ),
      text(430, 470, 64, 'ISO 9001', '#0b2545'),
      badge(
        860,
        330,
        150,
        '#ffb703',
        `<path d="M790 330 L845 385 L940 280" stroke="#0b2545" stroke-width="22" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
      ),
      `<path d="M790 460 L760 600 L820 570 L850 620 L870 475 M930 460 L960 600 L900 570 L870 620" fill="#e63946"/>`,
    ].join('\n'),
  ],
  'choosing-vehicle': [
    'A van, a rigid truck and a semi-trailer side by side',
    day,
    scene(day, [
      sun(1060, 110, 50),
      `<path d="M60 520 V420 Q60 400 80 400 H240 Q280 400 300 450 V520Z" fill="#2a9d8f"/>${wheel(110, 530, 22)}${wheel(250, 530, 22)}`,
      `<rect x="340" y="340" width="260" height="170" rx="6" fill="#f4a261"/><path d="M606 520 V390 H680 L720 450 V520Z" fill="#1d3557"/>${wheel(400, 530, 26)}${wheel(660, 530, 26)}`,
      `<rect x="760" y="320" width="300" height="190" rx="6" fill="#457b9d"/><path d="M1066 520 V370 H1140 L1180 440 V520Z" fill="#e63946"/>${wheel(800, 530, 26)}${wheel(860, 530, 26)}${wheel(1120, 530, 26)}`,
    ]),
  ],
  'security-note': [
    'Shield and padlock over a transport order',
    navy,
    [
      `<rect x="160" y="150" width="420" height="380" rx="16" fill="#eef4ed"/>`,
      ...[190, 240, 290, 340, 390].map(
        (y, i) => `<rect x="200" y="${y}" width="${i % 2 ? 240 : 330}" height="18" rx="9" fill="#8da9c4"/>`,
      ),
      `<path d="M860 120 L1040 190 V330 C1040 450 950 530 860 570 C770 530 680 450 680 330 V190Z" fill="#2a9d8f"/>`,
      `<rect x="800" y="320" width="120" height="100" rx="12" fill="#eef4ed"/><path d="M825 320 V285 A35 35 0 0 1 895 285 V320" stroke="#eef4ed" stroke-width="16" fill="none"/>`,
    ].join('\n'),
  ],
};

function write(dir: string, name: string, content: string) {
  mkdirSync(path.join(out, dir), { recursive: true });
  writeFileSync(path.join(out, dir, name), content.replace(/\n+/g, '\n'));
}

for (const [slug, [label, palette, body]] of Object.entries(articles))
  write('articles', `${slug}.svg`, frame(label, palette, body));
for (const [name, svg] of Object.entries(categoryImages())) write('categories', name, svg);
for (const [name, svg] of Object.entries(partnerLogos())) write('partners', name, svg);
console.log(`Images written to ${out}`);
