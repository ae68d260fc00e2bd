import { z } from 'zod';
import { isIsoDate } from '@freight/shared/core/schemas/dates';
import { scaledInteger } from './offer-totals';

// What the back office posts and reads. Kept in the server (not in @freight/shared) so that adding
// them needs no shared version bump (docs/decisions/009-shared-versions.md); the back-office form
// can copy `offerDraftSchema`'s shape: a react-hook-form field array posts `lines` as it is.

export const OFFER_CURRENCIES = ['MAD', 'EUR'] as const;
export const OFFER_STATUSES = ['draft', 'sent', 'superseded', 'withdrawn', 'accepted', 'declined', 'expired'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
/** Days an offer stays valid when the form gives no date (DECISIONS: 15 days). */
export const DEFAULT_VALIDITY_DAYS = 15;
export const OFFER_LINES_MAX = 50;

const text = (max: number) => z.string().trim().max(max);
const decimal = (scale: 100 | 1000, message: string) =>
  z.number().refine((value) => scaledInteger(value, scale) !== null, message);

export const offerLineSchema = z.object({
  label: text(300).min(1),
  /** Up to three decimals (1.5 tonnes); stored in thousandths. */
  quantity: decimal(1000, 'at most 3 decimals').pipe(z.number().positive().max(1_000_000)),
  unit: text(40).default(''),
  /** In the currency's units with up to two decimals (0.10); stored in whole centimes. */
  unitPrice: decimal(100, 'at most 2 decimals').pipe(z.number().min(0).max(100_000_000)),
});

export const offerDraftSchema = z.object({
  currency: z.enum(OFFER_CURRENCIES),
  /** A percentage with up to two decimals (20, 5.5); stored in hundredths of a percent. */
  vatRate: decimal(100, 'at most 2 decimals').pipe(z.number().min(0).max(100)),
  /** YYYY-MM-DD; DEFAULT_VALIDITY_DAYS from today when absent. */
  validUntil: z.string().refine(isIsoDate, 'a date YYYY-MM-DD').optional(),
  transitTime: text(200).default(''),
  pickupWindow: text(200).default(''),
  conditions: text(4000).default(''),
  lines: z.array(offerLineSchema).min(1).max(OFFER_LINES_MAX),
});
export type OfferDraftBody = z.infer<typeof offerDraftSchema>;

/** A change of a draft carries the updated_at its editor read (409 STALE_UPDATE otherwise). */
export const offerDraftChangeSchema = offerDraftSchema.extend({ updated_at: z.string() });
export const offerSendSchema = z.object({ updated_at: z.string() });
export const offerWithdrawSchema = z.object({ reason: text(2000).min(1) });
export const offerParamsSchema = z.object({ reference: z.string(), version: z.coerce.number().int().positive() });

/** The shipper's answers on the follow-up page. */
export const offerAcceptSchema = z.object({
  name: text(120).min(1),
  orderNumber: text(60).optional(),
  agree: z.literal(true),
});
export const offerDeclineSchema = z.object({ reason: text(2000).min(1) });

export const offerSummaryQuerySchema = z.object({
  from: z.string().refine(isIsoDate, 'a date YYYY-MM-DD').optional(),
  to: z.string().refine(isIsoDate, 'a date YYYY-MM-DD').optional(),
});

/** The draft in the stored units: integers only. */
export interface OfferDraftInput {
  currency: (typeof OFFER_CURRENCIES)[number];
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
