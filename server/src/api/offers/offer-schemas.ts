import { z } from 'zod';
import { scaledInteger } from '@freight/shared/core/offers/offer-totals';
import type { OfferCurrency, OfferDraftBody } from '@freight/shared/core/offers/offer-schemas';

// The back office's bodies and answers live in shared (core/offers/offer-schemas.ts: its form checks
// with them); these are the shipper's answers and the draft in stored units.
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

const text = (max: number) => z.string().trim().max(max);

export const offerParamsSchema = z.object({ reference: z.string(), version: z.coerce.number().int().positive() });

/** The shipper's answers on the follow-up page. */
export const offerAcceptSchema = z.object({
  name: text(120).min(1),
  orderNumber: text(60).optional(),
  agree: z.literal(true),
});
export const offerDeclineSchema = z.object({ reason: text(2000).min(1) });

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
