import { lineTotalCents, offerTotals, type OfferTotals, scaledInteger } from '@freight/shared/core/offers/offer-totals';
import type { OfferDraftValues } from '@freight/shared/core/offers/offer-schemas';

/** What the form holds as it is typed: a number field cleared is NaN, a line not yet typed undefined. */
export type TypedLine = Partial<OfferDraftValues['lines'][number]>;

/**
 * The totals of the form as typed, by the server's rule (offer-totals.ts: integers, half away from
 * zero per line and once for the VAT): a line's total is null while its quantity or price is not a
 * valid amount, and the sums are null until every line is.
 */
export function typedTotals(
  lines: readonly TypedLine[],
  vatRate: unknown,
): { lineTotalsCents: Array<number | null>; totals: OfferTotals | null } {
  const priced = lines.map((line) => {
    const quantityMilli = typeof line.quantity === 'number' ? scaledInteger(line.quantity, 1000) : null;
    const unitPriceCents = typeof line.unitPrice === 'number' ? scaledInteger(line.unitPrice, 100) : null;
    return quantityMilli === null || unitPriceCents === null
      ? null
      : { label: '', unit: '', quantityMilli, unitPriceCents };
  });
  const vat = typeof vatRate === 'number' ? scaledInteger(vatRate, 100) : null;
  const complete = priced.every((line) => line !== null);
  return {
    lineTotalsCents: priced.map((line) => (line ? lineTotalCents(line) : null)),
    totals: complete && vat !== null && priced.length > 0 ? offerTotals(priced, vat) : null,
  };
}
