// Square shop-category pictures and partner wordmarks (see generate-images.ts).

const square = (label: string, from: string, to: string, icon: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${label}">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="400" height="400" rx="32" fill="url(#b)"/>
<circle cx="200" cy="200" r="140" fill="#fff" opacity=".12"/>
${icon}
</svg>
`;

const stroke = 'stroke="#fff" stroke-linecap="round" stroke-linejoin="round" fill="none"';

/** Transformers have no picture on purpose: the front-end shows its default image. */
export function categoryImages(): Record<string, string> {
  return {
    'cables.svg': square(
      'Electrical cables',
      '#e76f51',
      '#9d0208',
      `
<circle cx="200" cy="200" r="90" ${stroke} stroke-width="22"/><circle cx="200" cy="200" r="50" ${stroke} stroke-width="22"/>
<path d="M290 200 C330 200 330 300 360 320" ${stroke} stroke-width="22"/><circle cx="200" cy="200" r="14" fill="#fff"/>`,
    ),
    'circuit-breakers.svg': square(
      'Circuit breakers',
      '#457b9d',
      '#1d3557',
      `
<rect x="110" y="90" width="80" height="220" rx="10" fill="#fff"/><rect x="210" y="90" width="80" height="220" rx="10" fill="#fff"/>
<rect x="132" y="150" width="36" height="60" rx="6" fill="#1d3557"/><rect x="232" y="190" width="36" height="60" rx="6" fill="#e63946"/>
<path d="M120 120 H180 M220 120 H280" stroke="#457b9d" stroke-width="8"/>`,
    ),
    'lighting.svg': square(
      'Lighting',
      '#ffb703',
      '#fb8500',
      `
<path d="M200 90 A80 80 0 0 1 250 232 V270 H150 V232 A80 80 0 0 1 200 90Z" fill="#fff"/>
<rect x="158" y="282" width="84" height="18" rx="8" fill="#fff"/><rect x="170" y="308" width="60" height="18" rx="8" fill="#fff"/>
<path d="M200 40 V60 M90 90 L105 105 M310 90 L295 105 M60 190 H80 M320 190 H340" ${stroke} stroke-width="10"/>`,
    ),
    'automation-plc.svg': square(
      'Automation and PLC',
      '#2a9d8f',
      '#264653',
      `
<rect x="80" y="120" width="240" height="160" rx="12" fill="#fff"/>
${[110, 150, 190, 230, 270].map((x) => `<rect x="${x - 10}" y="140" width="20" height="30" fill="#264653"/>`).join('')}
<rect x="100" y="200" width="120" height="60" rx="6" fill="#2a9d8f"/><circle cx="260" cy="215" r="10" fill="#52b788"/><circle cx="290" cy="215" r="10" fill="#e63946"/>
<path d="M120 300 V340 M200 300 V340 M280 300 V340" ${stroke} stroke-width="10"/>`,
    ),
    'enclosures.svg': square(
      'Electrical enclosures',
      '#6c757d',
      '#343a40',
      `
<rect x="110" y="70" width="180" height="260" rx="10" fill="#fff"/><rect x="130" y="90" width="140" height="220" rx="6" fill="#dee2e6"/>
<rect x="250" y="180" width="10" height="44" rx="4" fill="#343a40"/>
<path d="M185 150 L165 205 H200 L180 260" stroke="#ffb703" stroke-width="12" stroke-linejoin="round" fill="none"/>`,
    ),
    'surveillance-cameras.svg': square(
      'Surveillance cameras',
      '#5e60ce',
      '#3a0ca3',
      `
<path d="M90 150 L280 110 L300 190 L110 230Z" fill="#fff"/><circle cx="270" cy="165" r="22" fill="#3a0ca3"/><circle cx="270" cy="165" r="9" fill="#90e0ef"/>
<path d="M170 215 L180 270 H110 M110 240 V300" ${stroke} stroke-width="14"/>`,
    ),
    'measuring-tools.svg': square(
      'Measuring tools',
      '#52b788',
      '#1b4332',
      `
<rect x="120" y="60" width="160" height="280" rx="24" fill="#ffd166"/><rect x="145" y="90" width="110" height="70" rx="8" fill="#1b4332"/>
<text x="200" y="138" font-family="Arial, sans-serif" font-size="34" font-weight="700" fill="#b7e4c7" text-anchor="middle">230V</text>
<circle cx="200" cy="225" r="40" fill="#fff"/><path d="M200 225 L225 200" stroke="#1b4332" stroke-width="8" stroke-linecap="round"/>
<circle cx="160" cy="305" r="12" fill="#e63946"/><circle cx="240" cy="305" r="12" fill="#1b4332"/>`,
    ),
  };
}

const wordmark = (name: string, color: string, emblem: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 120" width="360" height="120" role="img" aria-label="${name}">
<rect width="360" height="120" rx="12" fill="#fff"/>
<g transform="translate(20 20)">${emblem}</g>
<text x="112" y="70" font-family="Arial, Helvetica, sans-serif" font-size="${name.length > 16 ? 19 : 23}" font-weight="700" fill="${color}">${name}</text>
</svg>
`;

export function partnerLogos(): Record<string, string> {
  return {
    'atlas-containers.svg': wordmark(
      'Atlas Containers',
      '#1d3557',
      '<path d="M0 80 L40 0 L80 80Z" fill="#e63946"/><path d="M20 80 L40 40 L60 80Z" fill="#fff"/>',
    ),
    'strait-link-ferries.svg': wordmark(
      'Strait Link Ferries',
      '#0077b6',
      '<circle cx="40" cy="40" r="40" fill="#0077b6"/><path d="M8 48 q16 -12 32 0 t32 0" stroke="#fff" stroke-width="7" fill="none"/>',
    ),
    'rif-logistics-park.svg': wordmark(
      'Rif Logistics Park',
      '#2d6a4f',
      '<rect width="80" height="80" rx="14" fill="#2d6a4f"/><path d="M14 60 V34 L40 18 L66 34 V60Z" fill="#fff"/>',
    ),
    'iberia-cargo-express.svg': wordmark(
      'Iberia Cargo Express',
      '#9d0208',
      '<path d="M0 40 L50 0 V25 H80 V55 H50 V80Z" fill="#f48c06"/>',
    ),
    'sahara-reefer.svg': wordmark(
      'Sahara Reefer',
      '#005f73',
      '<circle cx="40" cy="40" r="40" fill="#94d2bd"/><path d="M40 8 V72 M12 24 L68 56 M12 56 L68 24" stroke="#005f73" stroke-width="7"/>',
    ),
    'medport-handling.svg': wordmark(
      'MedPort Handling',
      '#3a0ca3',
      '<path d="M6 80 V20 H74 V80 M6 20 L40 0 L74 20" stroke="#3a0ca3" stroke-width="8" fill="none"/><rect x="22" y="44" width="36" height="36" fill="#f72585"/>',
    ),
    'andalus-customs.svg': wordmark(
      'Andalus Customs',
      '#6a4c93',
      '<path d="M40 0 L80 40 L40 80 L0 40Z" fill="#6a4c93"/><path d="M24 40 L36 52 L58 28" stroke="#fff" stroke-width="8" fill="none"/>',
    ),
    // The electrical brand's network (seed/partners/electrical.json).
    'volta-components.svg': wordmark(
      'Volta Components',
      '#1d3557',
      '<path d="M46 0 L10 46 H36 L28 80 L70 30 H44 Z" fill="#f4a261"/>',
    ),
    'atlas-cables.svg': wordmark(
      'Atlas Cables',
      '#1d3557',
      '<path d="M8 70 C8 20 72 60 72 10" fill="none" stroke="#2a9d8f" stroke-width="12" stroke-linecap="round"/><circle cx="72" cy="10" r="8" fill="#1d3557"/>',
    ),
    'maghreb-automation.svg': wordmark(
      'Maghreb Automation',
      '#1d3557',
      '<circle cx="40" cy="40" r="26" fill="none" stroke="#264653" stroke-width="14" stroke-dasharray="10 6"/><circle cx="40" cy="40" r="10" fill="#264653"/>',
    ),
    'nord-switchgear.svg': wordmark(
      'Nord Switchgear',
      '#1d3557',
      '<rect x="6" y="6" width="68" height="68" rx="10" fill="#e76f51"/><rect x="30" y="16" width="20" height="30" rx="4" fill="#fff"/>',
    ),
    'secure-vision-systems.svg': wordmark(
      'Secure Vision Systems',
      '#1d3557',
      '<path d="M0 40 Q40 0 80 40 Q40 80 0 40Z" fill="#457b9d"/><circle cx="40" cy="40" r="13" fill="#fff"/>',
    ),
    'ohm-industrial-supply.svg': wordmark(
      'Ohm Industrial Supply',
      '#1d3557',
      '<path d="M12 76 H30 V62 A30 30 0 1 1 50 62 V76 H68" fill="none" stroke="#6a4c93" stroke-width="10"/>',
    ),
    'tanja-energy-services.svg': wordmark(
      'Tanja Energy Services',
      '#1d3557',
      '<circle cx="40" cy="40" r="18" fill="#e9c46a"/><circle cx="40" cy="40" r="32" fill="none" stroke="#e9c46a" stroke-width="6" stroke-dasharray="6 8"/>',
    ),
  };
}
