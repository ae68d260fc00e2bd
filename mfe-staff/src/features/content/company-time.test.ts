import { expect, test } from 'vitest';
import { companyTimeToIso, isoToCompanyTime } from './company-time';

test("a wall time on Casablanca's clock is the instant of its offset of the day", () => {
  // UTC+1 in July 2026, UTC+0 during Ramadan (February 2026): instants every tz release agrees on.
  expect(companyTimeToIso('2026-07-01T09:30')).toBe('2026-07-01T08:30:00.000Z');
  expect(companyTimeToIso('2026-02-25T09:30')).toBe('2026-02-25T09:30:00.000Z');
  expect(companyTimeToIso('2026-12-01T09:30', 'UTC')).toBe('2026-12-01T09:30:00.000Z');
});

test('an instant back to the wall time the input shows; anything else is null', () => {
  expect(isoToCompanyTime('2026-07-01T08:30:00.000Z')).toBe('2026-07-01T09:30');
  expect(companyTimeToIso('2026-12-01 09:30')).toBeNull();
  expect(companyTimeToIso('')).toBeNull();
});
