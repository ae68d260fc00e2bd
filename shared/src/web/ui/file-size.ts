import { localeFor } from '../../core/i18n/format';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * "1.2 MB", "1,2 Mo", "1,2 MB", "1,2 م.ب": binary multiples (1 MB = 1024 KB), as
 * upload limits such as "at most 5 MB" are counted, in the page's language.
 */
export function formatFileSize(bytes: number, lng: string | undefined): string {
  let value = Math.max(0, bytes);
  let index = 0;
  while (value >= 1024 && index < UNITS.length - 1) {
    value /= 1024;
    index += 1;
  }
  return new Intl.NumberFormat(localeFor(lng), {
    style: 'unit',
    unit: UNITS[index],
    unitDisplay: 'short',
    maximumFractionDigits: index === 0 ? 0 : 1,
  }).format(value);
}
