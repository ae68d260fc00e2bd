// The brands' logos as inline SVG: a profile then needs no bundler asset
// set-up, and the API, the shell and every remote share the same bytes.

/** Freight: a lorry on the road, in the site's navy and a port orange. */
export const FREIGHT_LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
<rect width="64" height="64" rx="12" fill="#0b2545"/>
<path d="M8 20h28v20H8z" fill="#ffffff"/>
<path d="M36 26h10l8 8v6H36z" fill="#f28c28"/>
<path d="M40 29h5l5 5h-10z" fill="#0b2545"/>
<circle cx="17" cy="42" r="5" fill="#f28c28" stroke="#0b2545" stroke-width="2"/>
<circle cx="45" cy="42" r="5" fill="#f28c28" stroke="#0b2545" stroke-width="2"/>
<path d="M6 52h52" stroke="#ffffff" stroke-width="3" stroke-dasharray="6 4"/>
</svg>`;

/** Electrical: a lightning bolt in a circle. */
export const ELECTRICAL_LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
<rect width="64" height="64" rx="12" fill="#12355b"/>
<circle cx="32" cy="32" r="22" fill="none" stroke="#ffd23f" stroke-width="4"/>
<path d="M35 12 20 36h10l-3 16 17-26H34z" fill="#ffd23f"/>
</svg>`;

const SVG_DATA_URI = 'data:image/svg+xml,';

/** For <img src>: percent-encoded, which every browser accepts for SVG. */
export function svgDataUri(svg: string): string {
  return `${SVG_DATA_URI}${encodeURIComponent(svg)}`;
}

/** The SVG markup of a logo written by svgDataUri; null for a logo that is a file. */
export function svgOfDataUri(logo: string): string | null {
  return logo.startsWith(SVG_DATA_URI) ? decodeURIComponent(logo.slice(SVG_DATA_URI.length)) : null;
}
