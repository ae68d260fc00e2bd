import { describe, expect, test } from 'vitest';
import { freightProfile } from '@freight/shared/core/profiles/freight';
import { formatMoney, formatQuantity, formatVatRate, type OfferDocument, offerDocumentHtml } from './offer-document';

// The offer's one rendering: amounts from integer centimes through Intl in each language, the
// language's direction, and every typed text escaped.

const offer = (overrides: Partial<OfferDocument> = {}): OfferDocument => ({
  number: 'OF-2026-00042',
  version: 2,
  reference: 'Q-2026-000123',
  language: 'fr',
  customerName: 'Amina',
  customerCompany: null,
  currency: 'MAD',
  vatRateBasisPoints: 2000,
  validUntil: '2026-12-14',
  issuedAt: new Date('2026-11-29T10:00:00Z'),
  transitTime: '',
  pickupWindow: '',
  conditions: '',
  lines: [{ label: 'Camion', quantityMilli: 1500, unit: 't', unitPriceCents: 33, totalCents: 50 }],
  subtotalCents: 50,
  vatCents: 10,
  totalCents: 60,
  ...overrides,
});

describe('the offer document', () => {
  test('money, quantities and rates from integers, per language, without a float', () => {
    const nbsp = /[\u00a0\u202f]/g;
    expect(formatMoney(250_130, 'EUR', 'fr').replace(nbsp, ' ')).toBe('2 501,30 €');
    expect(formatMoney(250_130, 'EUR', 'en')).toBe('€2,501.30');
    expect(formatMoney(5, 'MAD', 'es').replace(nbsp, ' ')).toMatch(/^0,05 MAD$/);
    // Beyond 2^53 / 100 a float would lose centimes; the decimal string does not.
    expect(formatMoney(900_719_925_474_099, 'EUR', 'en')).toBe('€9,007,199,254,740.99');
    expect(formatQuantity(1500, 'fr')).toBe('1,5');
    expect(formatVatRate(550, 'en')).toBe('5.5%');
  });

  test('in Arabic the page is right to left; in French left to right', () => {
    expect(offerDocumentHtml(offer({ language: 'ar' }), freightProfile)).toContain('<html lang="ar" dir="rtl">');
    expect(offerDocumentHtml(offer(), freightProfile)).toContain('<html lang="fr" dir="ltr">');
  });

  test('typed text is escaped, its line breaks kept', () => {
    const html = offerDocumentHtml(
      offer({ conditions: '<img src=x onerror=alert(1)>\nligne 2', customerName: '"><script>x</script>' }),
      freightProfile,
    );
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;<br>ligne 2');
  });
});
