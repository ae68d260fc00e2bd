import { z } from 'zod';
import { MESSAGE, missingOr, optionalText, requiredText } from '../schemas/fields';
import { VALIDATION } from '../schemas/messages';
import { OFFER_CURRENCIES, OFFER_STATUSES } from './offer-schemas';

// The offers as the shipper sees them on the follow-up page (GET /api/follow/:token/offers), and the
// two answers the page posts: one schema for the API's answer and checks and for the page's
// (docs/decisions/031-offers-and-booking.md).

/** A version the shipper was sent (never a draft, never who wrote it), with its state as of today. */
export const visitorOfferVersionSchema = z.object({
  version: z.number(),
  status: z.enum(OFFER_STATUSES),
  currency: z.enum(OFFER_CURRENCIES),
  vatRate: z.number(),
  validUntil: z.string(),
  sentAt: z.string().nullable(),
  subtotalCents: z.number(),
  vatCents: z.number(),
  totalCents: z.number(),
  lines: z.array(
    z.object({
      label: z.string(),
      quantity: z.number(),
      unit: z.string(),
      unitPriceCents: z.number(),
      totalCents: z.number(),
    }),
  ),
  transitTime: z.string(),
  pickupWindow: z.string(),
  conditions: z.string(),
  withdrawnAt: z.string().nullable(),
  withdrawReason: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  acceptorName: z.string().nullable(),
  orderNumber: z.string().nullable(),
  declinedAt: z.string().nullable(),
  /** The shipper's own reason, shown back to them. */
  declineReason: z.string().nullable(),
  /** The document's HTML section (escaped by the server): what the PDF shows. */
  html: z.string(),
});
export type VisitorOfferVersion = z.infer<typeof visitorOfferVersionSchema>;

export const visitorOfferSchema = z.object({
  number: z.string(),
  booking: z.string().nullable(),
  /** The version an answer may go to now: the newest, when it is sent and unexpired. */
  answerable: z.number().nullable(),
  versions: z.array(visitorOfferVersionSchema),
});
export type VisitorOffer = z.infer<typeof visitorOfferSchema>;

export const followOffersResponseSchema = z.object({ data: visitorOfferSchema.nullable() });

/** What an answer's POST returns: its state, and the booking's reference once accepted. */
export const offerAnsweredSchema = z.object({ status: z.string(), booking: z.string().optional() });

/** POST …/offers/:version/accept: a name, an optional order number, the conditions agreed to. */
export const offerAcceptSchema = z.object(
  {
    name: requiredText(120),
    orderNumber: optionalText(60),
    agree: z.literal(true, { error: VALIDATION.consentRequired }),
  },
  { error: missingOr(VALIDATION.invalid) },
);
/** The form's fields (the box may be unticked while typing); the API gets the schema's output. */
export interface OfferAcceptFields {
  name: string;
  orderNumber: string;
  agree: boolean;
}
export type OfferAccept = z.output<typeof offerAcceptSchema>;

/** POST …/offers/:version/decline: why. */
export const offerDeclineSchema = z.object(
  { reason: requiredText(2000, MESSAGE) },
  { error: missingOr(VALIDATION.invalid) },
);
export type OfferDecline = z.infer<typeof offerDeclineSchema>;
