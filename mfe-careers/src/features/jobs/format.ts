import { localeFor } from '@freight/shared/core/i18n/format';

/** A monthly salary in Moroccan dirhams, whole amounts, in the page's language. */
export function formatSalary(amount: number, lng: string | undefined): string {
  return new Intl.NumberFormat(localeFor(lng), { style: 'currency', currency: 'MAD', maximumFractionDigits: 0 }).format(
    amount,
  );
}

/**
 * Years of experience with the language's own plural rules ('1 an',
 * '3 years', '3 سنوات'), which Intl knows and a single translation string would not.
 */
export function formatYears(years: number, lng: string | undefined): string {
  return new Intl.NumberFormat(localeFor(lng), { style: 'unit', unit: 'year', unitDisplay: 'long' }).format(years);
}
