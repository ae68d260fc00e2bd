import { startValues } from './offer-composer';
import { offerVersion } from '../../../test/offer-fixtures';

// What the composer starts from (DECISIONS, "Offers": a validity date, default 15 days).

test('a new offer: MAD, VAT 20 %, one empty line, valid 15 days from today', () => {
  const values = startValues(null, new Date('2026-11-29T10:00:00'));
  expect(values).toMatchObject({ currency: 'MAD', vatRate: 20, validUntil: '2026-12-14', transitTime: '' });
  expect(values.lines).toHaveLength(1);
  // Across a month's and a year's end too.
  expect(startValues(null, new Date('2026-12-20T10:00:00')).validUntil).toBe('2027-01-04');
});

test('a revision starts from its version’s terms, not the defaults', () => {
  const from = offerVersion();
  const values = startValues(from, new Date('2026-11-29T10:00:00'));
  expect(values.currency).toBe(from.currency);
  expect(values.vatRate).toBe(from.vatRate);
  expect(values.lines).toHaveLength(from.lines.length);
});
