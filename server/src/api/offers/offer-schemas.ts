import { z } from 'zod';
import { scaledInteger } from '@freight/shared/core/offers/offer-totals';
import type { OfferCurrency, OfferDraftBody } from '@freight/shared/core/offers/offer-schemas';

// The back office's bodies and answers live in shared (core/offers/offer-schemas.ts: its form checks
// with them), as do the shipper's (visitor-offer-schemas.ts); here, the draft in stored units.
export {
  DEFAULT_VALIDITY_DAYS,
  OFFER_CURRENCIES,
  OFFER_LINES_MAX,
  OFFER_STATUSES,
  type OfferStatus,
  offerDraftChangeSchema,
  offerDraftSchema,
  offerLineSchema,
  offerSendSchema,
  offerSummaryQuerySchema,
  offerWithdrawSchema,
} from '@freight/shared/core/offers/offer-schemas';

export const offerParamsSchema = z.object({ reference: z.string(), version: z.coerce.number().int().positive() });

/** The draft in the stored units: integers only. */
export interface OfferDraftInput {
  currency: OfferCurrency;
  vatRateBasisPoints: number;
  validUntil?: string;
  transitTime: string;
  pickupWindow: string;
  conditions: string;
  lines: Array<{ label: string; quantityMilli: number; unit: string; unitPriceCents: number }>;
}

export function draftInput(body: OfferDraftBody): OfferDraftInput {
  const integer = (value: number, scale: 100 | 1000) => scaledInteger(value, scale) ?? 0;
  return {
    currency: body.currency,
    vatRateBasisPoints: integer(body.vatRate, 100),
    validUntil: body.validUntil,
    transitTime: body.transitTime,
    pickupWindow: body.pickupWindow,
    conditions: body.conditions,
    lines: body.lines.map((line) => ({
      label: line.label,
      quantityMilli: integer(line.quantity, 1000),
      unit: line.unit,
      unitPriceCents: integer(line.unitPrice, 100),
    })),
  };
}
