import type { Format } from '@freight/shared/core/i18n/format';

// Formatted through the page's formatter (useFormat): the server's texts while the page
// hydrates, Intl afterwards (docs/decisions/027-interactive-as-fast-as-react-alone.md).

const SALARY: Intl.NumberFormatOptions = { style: 'currency', currency: 'MAD', maximumFractionDigits: 0 };
const YEARS: Intl.NumberFormatOptions = { style: 'unit', unit: 'year', unitDisplay: 'long' };

/** A monthly salary in Moroccan dirhams, whole amounts, in the page's language. */
export function formatSalary(format: Format, amount: number, lng: string | undefined): string {
  return format.number(amount, lng, SALARY);
}

/**
 * Years of experience with the language's own plural rules ('1 an',
 * '3 years', '3 سنوات'), which Intl knows and a single translation string would not.
 */
export function formatYears(format: Format, years: number, lng: string | undefined): string {
  return format.number(years, lng, YEARS);
}
