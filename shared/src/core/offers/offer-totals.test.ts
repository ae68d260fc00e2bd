import { describe, expect, test } from 'vitest';
import { lineTotalCents, offerTotals, scaledInteger } from './offer-totals';

const line = (quantityMilli: number, unitPriceCents: number) => ({
  label: 'x',
  unit: 'u',
  quantityMilli,
  unitPriceCents,
});

describe('offer totals in whole centimes', () => {
  test('3 × 0.10 EUR is 30 centimes, not 0.30000000000000004', () => {
    expect(3 * 0.1).not.toBe(0.3);
    expect(offerTotals([line(3000, 10)], 0)).toEqual({
      lineTotalsCents: [30],
      subtotalCents: 30,
      vatCents: 0,
      totalCents: 30,
    });
  });

  test('VAT at 20 % rounds half away from zero once, on the subtotal', () => {
    // 0.125 × 20 % … : 1 centime × 3 lines = 3 c, VAT 0.6 c → 1 c.
    expect(offerTotals([line(1000, 1), line(1000, 1), line(1000, 1)], 2000)).toMatchObject({
      subtotalCents: 3,
      vatCents: 1,
      totalCents: 4,
    });
    // 2.5 c of VAT (12.5 c at 20 %) rounds up to 3 c; 2.4 c down to 2 c.
    expect(offerTotals([line(1000, 1250)], 20)).toMatchObject({ vatCents: 3 });
    expect(offerTotals([line(1000, 1200)], 20)).toMatchObject({ vatCents: 2 });
    expect(offerTotals([line(2000, 125_050), line(1000, 80_000)], 2000)).toEqual({
      lineTotalsCents: [250_100, 80_000],
      subtotalCents: 330_100,
      vatCents: 66_020,
      totalCents: 396_120,
    });
  });

  test('a fractional quantity rounds the line to the centime', () => {
    // 1.5 × 0.33 = 0.495 → 0.50
    expect(lineTotalCents({ quantityMilli: 1500, unitPriceCents: 33 })).toBe(50);
    // 0.333 × 1.00 = 0.333 → 0.33
    expect(lineTotalCents({ quantityMilli: 333, unitPriceCents: 100 })).toBe(33);
  });

  test('large amounts stay exact; beyond a safe integer is refused', () => {
    expect(offerTotals([line(1_000_000, 99_999_999)], 2000).totalCents).toBe(119_999_998_800);
    expect(() => offerTotals([line(1_000_000_000, 9_000_000_000_000)], 0)).toThrow(RangeError);
  });

  test('typed decimals become integers only when they fit the scale', () => {
    expect(scaledInteger(0.1, 100)).toBe(10);
    expect(scaledInteger(1.15, 100)).toBe(115);
    expect(scaledInteger(1.155, 100)).toBeNull();
    expect(scaledInteger(2.5, 1000)).toBe(2500);
    expect(scaledInteger(20, 100)).toBe(2000);
  });
});
