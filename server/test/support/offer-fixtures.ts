import { inDays } from './quote-fixtures';

/** A two-line EUR offer in Arabic, as the back office's form posts it (docs/decisions/031-offers-and-booking.md). */
export const offerDraft = (overrides: Record<string, unknown> = {}) => ({
  currency: 'EUR',
  vatRate: 20,
  validUntil: inDays(10),
  transitTime: 'يومان عبر طنجة المتوسط',
  pickupWindow: '8-14',
  conditions: 'الأسعار دون رسوم جمركية',
  lines: [
    { label: 'نقل شاحنة كاملة طنجة المتوسط – بربينيان', quantity: 2, unit: 'شاحنة', unitPrice: 1250.5 },
    { label: 'تأمين البضائع', quantity: 3, unit: 'u', unitPrice: 0.1 },
  ],
  ...overrides,
});

/** The same offer written in French, for a request made in French. */
export const frenchOfferDraft = (overrides: Record<string, unknown> = {}) =>
  offerDraft({
    transitTime: '2 jours via Tanger Med',
    conditions: 'Prix hors droits de douane',
    lines: [
      { label: 'Transport complet Tanger Med – Perpignan', quantity: 2, unit: 'camion', unitPrice: 1250.5 },
      { label: 'Assurance marchandises', quantity: 3, unit: 'u', unitPrice: 0.1 },
    ],
    ...overrides,
  });
