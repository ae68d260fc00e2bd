import { localeFor } from '@freight/shared/core/i18n/format';

// Making an Intl formatter loads its locale's data; a list made two a card, and its render at
// start-up took longer than React's (docs/decisions/027-interactive-as-fast-as-react-alone.md).
const formats = new Map<string, Intl.NumberFormat>();

/** The page language's number formatter with these options, made once. */
export function numberFormat(lng: string | undefined, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locale = localeFor(lng);
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** A monthly salary in Moroccan dirhams, whole amounts, in the page's language. */
export function formatSalary(amount: number, lng: string | undefined): string {
  return numberFormat(lng, { style: 'currency', currency: 'MAD', maximumFractionDigits: 0 }).format(amount);
}

/**
 * Years of experience with the language's own plural rules ('1 an',
 * '3 years', '3 سنوات'), which Intl knows and a single translation string would not.
 */
export function formatYears(years: number, lng: string | undefined): string {
  return numberFormat(lng, { style: 'unit', unit: 'year', unitDisplay: 'long' }).format(years);
}
