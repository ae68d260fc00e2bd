import type { OfferVersion, OfferView } from '@freight/shared/core/offers/offer-schemas';
import { REF } from './inbox-fixtures';

// A request's offer as GET /api/staff/requests/:reference/offers answers it, for the pages' tests (MSW).

export function offerVersion(overrides: Partial<OfferVersion> = {}): OfferVersion {
  return {
    version: 1,
    status: 'draft',
    currency: 'EUR',
    vatRate: 20,
    validUntil: '2026-12-05',
    transitTime: '2 days',
    pickupWindow: '8-14',
    conditions: 'Customs not included',
    lines: [
      {
        label: 'Full truck Tanger Med – Perpignan',
        quantity: 2,
        unit: 'truck',
        unitPriceCents: 125_050,
        totalCents: 250_100,
      },
      { label: 'Cargo insurance', quantity: 3, unit: 'u', unitPriceCents: 10, totalCents: 30 },
    ],
    subtotalCents: 250_130,
    vatCents: 50_026,
    totalCents: 300_156,
    updatedAt: '2026-11-20T10:00:00.000Z',
    sentAt: null,
    pdfSha256: null,
    withdrawnAt: null,
    withdrawReason: null,
    declinedAt: null,
    declineReason: null,
    acceptedAt: null,
    acceptorName: null,
    orderNumber: null,
    ...overrides,
  };
}

export function offerOf(versions: OfferVersion[], booking: string | null = null): OfferView {
  return { number: 'OF-2026-00042', reference: REF, booking, versions };
}
