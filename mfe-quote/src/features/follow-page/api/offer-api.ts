import { apiFetch, type FetchOptions } from '@freight/shared/web/api/client';
import type { OfferAccept, OfferDecline } from '@freight/shared/core/offers/visitor-offer-schemas';

// The offers' calls of the follow-up page (docs/decisions/031-offers-and-booking.md). Their schemas
// come with the first request, in the lazy chunk the page's other calls use.
const schemas = () => import('../follow-schemas.lazy');
const offers = () => schemas().then((m) => m.followOffersResponseSchema);
const answered = () => schemas().then((m) => m.offerAnsweredSchema);
const base = (token: string) => `/follow/${encodeURIComponent(token)}/offers`;

/** GET /api/follow/:token/offers: the versions sent (null when none was). */
export async function getFollowOffers(token: string, { signal }: FetchOptions = {}) {
  return (await apiFetch(base(token), { schema: offers, signal })).data;
}

/** Where the stored PDF of a sent version is downloaded from: the bytes as they were sent. */
// The site hosts the API (nothing from another origin): a path, the same on the server and in the browser.
export const offerPdfHref = (token: string, version: number) => `/api${base(token)}/${version}/pdf`;

/** POST …/accept: booked once per key, however often it is retried (409 with the version to show otherwise). */
export function postOfferAccept(token: string, version: number, body: OfferAccept, idempotencyKey: string) {
  return apiFetch(`${base(token)}/${version}/accept`, {
    schema: answered,
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** POST …/decline with the shipper's reason. */
export function postOfferDecline(token: string, version: number, body: OfferDecline) {
  return apiFetch(`${base(token)}/${version}/decline`, { schema: answered, body });
}
