import { z } from 'zod';
import { MESSAGE, missingOr, optionalText, requiredText } from '@freight/shared/core/schemas/fields';
import { VALIDATION } from '@freight/shared/core/schemas/messages';

// What GET /api/follow/:token/offers answers, as far as the page reads it, and the two answers the
// page posts, checked as the API checks them (server/src/api/offers/offer-schemas.ts and
// visitor-offers.ts; docs/decisions/031-offers-and-booking.md). They stay in this remote rather than
// in shared, so that the page's work needs no shared version bump (docs/decisions/009-shared-versions.md).

export const OFFER_STATES = ['draft', 'sent', 'superseded', 'withdrawn', 'accepted', 'declined', 'expired'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

const offerVersionSchema = z.object({
  version: z.number(),
  status: z.enum(OFFER_STATES),
  currency: z.enum(['MAD', 'EUR']),
  validUntil: z.string(),
  sentAt: z.string().nullable(),
  totalCents: z.number(),
  withdrawnAt: z.string().nullable(),
  withdrawReason: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  acceptorName: z.string().nullable(),
  orderNumber: z.string().nullable(),
  declinedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  /** The offer document's section, escaped by the server: what the PDF shows. */
  html: z.string(),
});
export type OfferVersion = z.infer<typeof offerVersionSchema>;

export const followOffersResponseSchema = z.object({
  data: z
    .object({
      number: z.string(),
      booking: z.string().nullable(),
      answerable: z.number().nullable(),
      versions: z.array(offerVersionSchema),
    })
    .nullable(),
});
export type FollowOffer = NonNullable<z.infer<typeof followOffersResponseSchema>['data']>;

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
