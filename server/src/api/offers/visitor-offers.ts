import type { SiteProfile } from '@freight/shared/core/profiles/profile-schema';
import { z } from 'zod';
import type { Queryable } from '../db/database';
import { offerSectionHtml } from './offer-document';
import { OFFER_CURRENCIES, OFFER_STATUSES } from './offer-schemas';
import { offerOf, sentOfferDocuments } from './offers-store';

// The offers as the follow-up page shows them: every version the shipper was sent (never a draft,
// never who wrote it), each with its state as of today and its HTML section, the same rendering
// as its PDF and e-mail; the booking's reference once one was accepted.

export const visitorOfferSchema = z.object({
  number: z.string(),
  booking: z.string().nullable(),
  /** The version an answer may go to now: the newest, when it is sent and unexpired. */
  answerable: z.number().nullable(),
  versions: z.array(
    z.object({
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
      /** The document's HTML section (escaped): what the PDF shows. */
      html: z.string(),
    }),
  ),
});
export type VisitorOffer = z.infer<typeof visitorOfferSchema>;

export async function visitorOffer(
  db: Queryable,
  reference: string,
  profile: SiteProfile,
): Promise<VisitorOffer | null> {
  const offer = await offerOf(db, reference, { visible: true });
  if (!offer || offer.versions.length === 0) return null;
  const documents = await sentOfferDocuments(db, reference);
  const versions = offer.versions.map((version) => {
    const document = documents.get(version.version);
    return {
      version: version.version,
      status: version.status,
      currency: version.currency,
      vatRate: version.vatRate,
      validUntil: version.validUntil,
      sentAt: version.sentAt,
      subtotalCents: version.subtotalCents,
      vatCents: version.vatCents,
      totalCents: version.totalCents,
      lines: version.lines,
      transitTime: version.transitTime,
      pickupWindow: version.pickupWindow,
      conditions: version.conditions,
      withdrawnAt: version.withdrawnAt,
      withdrawReason: version.withdrawReason,
      acceptedAt: version.acceptedAt,
      acceptorName: version.acceptorName,
      orderNumber: version.orderNumber,
      declinedAt: version.declinedAt,
      declineReason: version.declineReason,
      html: document ? offerSectionHtml(document, profile) : '',
    };
  });
  const newest = versions[0];
  return {
    number: offer.number,
    booking: offer.booking,
    answerable: newest?.status === 'sent' ? newest.version : null,
    versions,
  };
}
