import { z } from 'zod';
import { isIsoDate } from '../schemas/dates';
import { VALIDATION } from '../schemas/messages';
import { scaledInteger } from './offer-totals';

// An offer as the back office's form posts it and as the staff API answers it
// (docs/decisions/031-offers-and-booking.md). Here rather than in the server so that the form checks
// with the API's own schema and previews the totals with its rounding (offer-totals.ts).

export const OFFER_CURRENCIES = ['MAD', 'EUR'] as const;
export type OfferCurrency = (typeof OFFER_CURRENCIES)[number];
export const OFFER_STATUSES = ['draft', 'sent', 'superseded', 'withdrawn', 'accepted', 'declined', 'expired'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
/** Days an offer stays valid when the form gives no date (DECISIONS: 15 days). */
export const DEFAULT_VALIDITY_DAYS = 15;
export const OFFER_LINES_MAX = 50;

const text = (max: number) => z.string().trim().max(max, { error: VALIDATION.tooLong });
/** A number typed with at most `scale`'s decimals (0.10 for centimes, 1.5 for thousandths). */
const decimal = (scale: 100 | 1000) =>
  z
    .number({ error: VALIDATION.positiveNumber })
    .refine((value) => scaledInteger(value, scale) !== null, { error: VALIDATION.invalid });

export const offerLineSchema = z.object({
  label: text(300).min(1, { error: VALIDATION.required }),
  /** Up to three decimals (1.5 tonnes); stored in thousandths. */
  quantity: decimal(1000).pipe(
    z.number().positive({ error: VALIDATION.positiveNumber }).max(1_000_000, { error: VALIDATION.tooLarge }),
  ),
  unit: text(40).default(''),
  /** In the currency's units with up to two decimals (0.10); stored in whole centimes. */
  unitPrice: decimal(100).pipe(
    z.number().min(0, { error: VALIDATION.tooSmall }).max(100_000_000, { error: VALIDATION.tooLarge }),
  ),
});

export const offerDraftSchema = z.object({
  currency: z.enum(OFFER_CURRENCIES, { error: VALIDATION.invalidOption }),
  /** A percentage with up to two decimals (20, 5.5); stored in hundredths of a percent. */
  vatRate: decimal(100).pipe(
    z.number().min(0, { error: VALIDATION.tooSmall }).max(100, { error: VALIDATION.tooLarge }),
  ),
  /** YYYY-MM-DD; DEFAULT_VALIDITY_DAYS from today when absent. */
  validUntil: z.string().refine(isIsoDate, { error: VALIDATION.dateInvalid }).optional(),
  transitTime: text(200).default(''),
  pickupWindow: text(200).default(''),
  conditions: text(4000).default(''),
  lines: z
    .array(offerLineSchema)
    .min(1, { error: VALIDATION.required })
    .max(OFFER_LINES_MAX, { error: VALIDATION.tooLarge }),
});
export type OfferDraftBody = z.infer<typeof offerDraftSchema>;
export type OfferDraftValues = z.input<typeof offerDraftSchema>;

/** A change of a draft carries the updated_at its editor read (409 STALE_UPDATE otherwise). */
export const offerDraftChangeSchema = offerDraftSchema.extend({ updated_at: z.string() });
export const offerSendSchema = z.object({ updated_at: z.string() });
export const offerWithdrawSchema = z.object({ reason: text(2000).min(1, { error: VALIDATION.required }) });

export const offerSummaryQuerySchema = z.object({
  from: z.string().refine(isIsoDate, { error: VALIDATION.dateInvalid }).optional(),
  to: z.string().refine(isIsoDate, { error: VALIDATION.dateInvalid }).optional(),
});

/** A version as the staff API answers it (GET /api/staff/requests/:reference/offers), amounts in centimes. */
export const offerVersionSchema = z.object({
  version: z.number().int(),
  status: z.enum(OFFER_STATUSES),
  currency: z.enum(OFFER_CURRENCIES),
  /** In percent, as the form posts it. */
  vatRate: z.number(),
  validUntil: z.string(),
  transitTime: z.string(),
  pickupWindow: z.string(),
  conditions: z.string(),
  lines: z.array(
    z.object({
      label: z.string(),
      quantity: z.number(),
      unit: z.string(),
      unitPriceCents: z.number().int(),
      totalCents: z.number().int(),
    }),
  ),
  subtotalCents: z.number().int(),
  vatCents: z.number().int(),
  totalCents: z.number().int(),
  updatedAt: z.string(),
  sentAt: z.string().nullable(),
  pdfSha256: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  withdrawReason: z.string().nullable(),
  declinedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  acceptorName: z.string().nullable(),
  orderNumber: z.string().nullable(),
});
export type OfferVersion = z.infer<typeof offerVersionSchema>;

/** A request's offer, its versions newest first; `data` is null before the first draft. */
export const offerAnswerSchema = z.object({
  data: z
    .object({
      number: z.string(),
      reference: z.string(),
      booking: z.string().nullable(),
      versions: z.array(offerVersionSchema),
    })
    .nullable(),
});
export type OfferView = NonNullable<z.infer<typeof offerAnswerSchema>['data']>;

/** GET /api/staff/offers/summary: per month of sending (YYYY-MM, Casablanca) and currency. */
export const offerSummarySchema = z.object({
  data: z.array(
    z.object({
      month: z.string(),
      currency: z.enum(OFFER_CURRENCIES),
      sent: z.number().int(),
      sentCents: z.number().int(),
      accepted: z.number().int(),
      acceptedCents: z.number().int(),
      declined: z.number().int(),
      declinedCents: z.number().int(),
    }),
  ),
});
export type OfferSummaryRow = z.infer<typeof offerSummarySchema>['data'][number];
