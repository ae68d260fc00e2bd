import type { SiteProfile } from '@freight/shared/core/profiles/profile-schema';
import type { VisitorOffer } from '@freight/shared/core/offers/visitor-offer-schemas';
import type { Queryable } from '../db/database';
import { offerSectionHtml } from './offer-document';
import { offerOf, sentOfferDocuments } from './offers-store';

// The offers as the follow-up page shows them: every version the shipper was sent (never a draft,
// never who wrote it), each with its state as of today and its HTML section, the same rendering
// as its PDF and e-mail; the booking's reference once one was accepted (the schema: shared's
// core/offers/visitor-offer-schemas.ts).

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
