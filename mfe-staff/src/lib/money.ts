import { centsDecimal } from '@freight/shared/core/offers/offer-totals';

/** Centimes in the page's language: Intl fed the exact decimal string, never a float. */
export function formatMoney(cents: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(centsDecimal(cents) as `${number}`);
}
