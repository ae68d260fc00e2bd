// An offer's totals, in whole centimes: every amount is an integer (a bigint while multiplying, so
// no product loses a centime to floating point), rounded half away from zero once per line and
// once for the VAT. The server recomputes them from the lines; what a form shows is a preview.

/** A line as the server stores it: quantity in thousandths, unit price in centimes. */
export interface PricedLine {
  label: string;
  quantityMilli: number;
  unit: string;
  unitPriceCents: number;
}

export interface OfferTotals {
  lineTotalsCents: number[];
  subtotalCents: number;
  vatCents: number;
  totalCents: number;
}

/** numerator / denominator rounded half away from zero, on integers. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const rounded = (n * 2n + d) / (d * 2n);
  return negative ? -rounded : rounded;
}

function safeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER))
    throw new RangeError('An offer amount is beyond what can be stored');
  return Number(value);
}

/** A line's total: quantity × unit price, rounded to the centime. */
export function lineTotalCents({
  quantityMilli,
  unitPriceCents,
}: Pick<PricedLine, 'quantityMilli' | 'unitPriceCents'>) {
  return safeNumber(divideRounded(BigInt(quantityMilli) * BigInt(unitPriceCents), 1000n));
}

/** The lines' totals, their sum, the VAT on the sum (rate in hundredths of a percent) and the total. */
export function offerTotals(lines: readonly PricedLine[], vatRateBasisPoints: number): OfferTotals {
  const lineTotalsCents = lines.map(lineTotalCents);
  const subtotal = lineTotalsCents.reduce((sum, cents) => sum + BigInt(cents), 0n);
  const vat = divideRounded(subtotal * BigInt(vatRateBasisPoints), 10_000n);
  return {
    lineTotalsCents,
    subtotalCents: safeNumber(subtotal),
    vatCents: safeNumber(vat),
    totalCents: safeNumber(subtotal + vat),
  };
}

/** A decimal typed in a form (1.5, "0.10") as an integer of `1 / scale` units, or null when it has more digits. */
export function scaledInteger(value: number, scale: 100 | 1000): number | null {
  const scaled = Math.round(value * scale);
  // 0.1 * 1000 is 100.00000000000001: within a millionth of an integer is that integer.
  return Math.abs(value * scale - scaled) < 1e-6 && Number.isSafeInteger(scaled) ? scaled : null;
}

/** Centimes as an exact decimal string with two digits ("3001.56", "-0.05"): for files and Intl, never a float. */
export function centsDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
