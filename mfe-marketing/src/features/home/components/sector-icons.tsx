import type { SectorKey } from './sectors';

// One pictogram per sector; decorative (aria-hidden), the card's title names the sector.
const PATHS: Record<SectorKey, string> = {
  // Wheat ear
  agriculture:
    'M12 22V9m0 4c-2.5 0-4-1.6-4-4 2.5 0 4 1.6 4 4Zm0 0c2.5 0 4-1.6 4-4-2.5 0-4 1.6-4 4Zm0-4c-2.5 0-4-1.6-4-4 2.5 0 4 1.6 4 4Zm0 0c2.5 0 4-1.6 4-4-2.5 0-4 1.6-4 4Zm0-4V2',
  // Aeroplane
  aeronautics:
    'M10.5 3.5c0-.8.7-1.5 1.5-1.5s1.5.7 1.5 1.5V9l8 5v2l-8-2.5V18l2.5 2v1.5L12 20.5l-4 1V20l2.5-2v-4.5L2.5 16v-2l8-5Z',
  // Basket
  agri_food: 'M3 10h18l-2 10H5L3 10Zm4 0 3-6m7 6-3-6M8 14v3m4-3v3m4-3v3',
  // Car
  automobile: 'M3 16v-4l2-5h14l2 5v4H3Zm0 0v3h3v-3m12 0v3h3v-3M6 13h2m8 0h2M5.5 11h13',
  // Thread spool
  textile: 'M6 3h12M6 21h12M8 3v18m8-18v18M8 7l8 3M8 11l8 3M8 15l8 3',
};

export function SectorIcon({ sector }: { sector: SectorKey }) {
  return (
    <svg width="32" height="32" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={PATHS[sector]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
