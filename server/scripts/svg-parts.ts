// Drawing blocks of the seed illustrations (see generate-images.ts). Plain
// strings: the output is committed, the script only re-creates it.

export const W = 1200;
export const H = 675;

export interface Palette {
  skyTop: string;
  skyBottom: string;
  ground: string;
  accent: string;
  cab: string;
}

export function frame(label: string, palette: Palette, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${label}">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.skyTop}"/><stop offset="1" stop-color="${palette.skyBottom}"/></linearGradient>
<linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${palette.ground}"/><stop offset="1" stop-color="${palette.ground}" stop-opacity=".75"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#s)"/>
${body}
</svg>
`;
}

export const sun = (x: number, y: number, r: number, color = '#ffd166') =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}" opacity=".9"/>`;

export const hills = (color: string) =>
  `<path d="M0 470 C180 400 320 430 470 410 S800 360 960 420 1120 400 1200 390 V675 H0Z" fill="${color}" opacity=".55"/>`;

/** The road in perspective, with its dashed centre line. */
export const road = (ground = 'url(#g)') =>
  `<path d="M0 520 H1200 V675 H0Z" fill="${ground}"/><path d="M0 590 H1200" stroke="#f4f4f4" stroke-width="6" stroke-dasharray="48 36" opacity=".8"/>`;

export const wheel = (x: number, y: number, r = 26) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="#1d1d1f"/><circle cx="${x}" cy="${y}" r="${r * 0.45}" fill="#9aa3ad"/>`;

/** A tractor unit facing right, with a box trailer; x,y is the trailer's top-left corner. */
export function truck(x: number, y: number, trailer: string, cab: string, trailerBody = ''): string {
  const tw = 520;
  const th = 170;
  const base = y + th;
  return `<g>
<rect x="${x}" y="${y}" width="${tw}" height="${th}" rx="8" fill="${trailer}"/>
${trailerBody}
<rect x="${x + 10}" y="${base}" width="${tw - 20}" height="14" fill="#2b2d42"/>
<path d="M${x + tw + 14} ${base + 14} V${y + 40} Q${x + tw + 14} ${y + 20} ${x + tw + 34} ${y + 20} H${x + tw + 120} L${x + tw + 160} ${y + 90} V${base + 14}Z" fill="${cab}"/>
<path d="M${x + tw + 60} ${y + 34} H${x + tw + 114} L${x + tw + 144} ${y + 88} H${x + tw + 60}Z" fill="#cfe8ff" opacity=".9"/>
<rect x="${x + tw + 150}" y="${base - 20}" width="16" height="22" fill="#ffd166"/>
${wheel(x + 70, base + 26)}${wheel(x + 130, base + 26)}${wheel(x + 190, base + 26)}
${wheel(x + tw + 40, base + 26)}${wheel(x + tw + 120, base + 26)}
</g>`;
}

/** A shipping container with corrugation; the label is its size in feet. */
export function container(x: number, y: number, w: number, h: number, color: string, label = ''): string {
  const ribs = Array.from({ length: Math.floor(w / 22) }, (_, i) => x + 11 + i * 22)
    .map((rx) => `<path d="M${rx} ${y + 8} V${y + h - 8}" stroke="#000" stroke-opacity=".18" stroke-width="4"/>`)
    .join('');
  const text = label
    ? `<text x="${x + w / 2}" y="${y + h / 2 + 14}" font-family="Arial, sans-serif" font-size="40" font-weight="700" fill="#fff" text-anchor="middle">${label}</text>`
    : '';
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="${color}"/>${ribs}${text}`;
}

export function crane(x: number, base: number, color = '#e63946'): string {
  return `<g fill="none" stroke="${color}" stroke-width="12" stroke-linejoin="round">
<path d="M${x} ${base} V${base - 300} M${x + 90} ${base} V${base - 300} M${x - 40} ${base - 300} H${x + 260} M${x} ${base - 200} L${x + 90} ${base - 300} M${x + 90} ${base - 200} L${x} ${base - 300}"/>
<path d="M${x + 200} ${base - 300} V${base - 220}" stroke-width="4"/></g>`;
}

export function ship(x: number, y: number, hull = '#1d3557'): string {
  const stack = [
    container(x + 60, y - 60, 110, 56, '#e76f51'),
    container(x + 175, y - 60, 110, 56, '#2a9d8f'),
    container(x + 290, y - 60, 110, 56, '#f4a261'),
    container(x + 120, y - 120, 110, 56, '#457b9d'),
    container(x + 235, y - 120, 110, 56, '#e9c46a'),
  ].join('');
  return `${stack}<path d="M${x} ${y} H${x + 520} L${x + 470} ${y + 80} H${x + 40}Z" fill="${hull}"/>
<rect x="${x + 420}" y="${y - 110}" width="70" height="110" fill="#f1faee"/>`;
}

export const sea = (y: number, color = '#1b4965') =>
  `<path d="M0 ${y} H1200 V675 H0Z" fill="${color}"/><path d="M40 ${y + 40} q30 -14 60 0 t60 0 M700 ${y + 70} q30 -14 60 0 t60 0" stroke="#fff" stroke-opacity=".5" stroke-width="4" fill="none"/>`;

export function badge(x: number, y: number, r: number, color: string, inner: string): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/><circle cx="${x}" cy="${y}" r="${r - 14}" fill="none" stroke="#fff" stroke-width="6" opacity=".85"/>${inner}`;
}

export const text = (x: number, y: number, size: number, content: string, color = '#fff', weight = 700) =>
  `<text x="${x}" y="${y}" font-family="Arial, Helvetica, sans-serif" font-size="${size}" font-weight="${weight}" fill="${color}" text-anchor="middle">${content}</text>`;
