import { apiFetch, type FetchOptions } from '@freight/shared/web/api/client';
import type { FollowMessage, FreshLinkAsk } from '@freight/shared/core/schemas/follow';

// The follow-up page's three calls (docs/decisions/028-follow-up-links.md). The view's schema comes
// with the first request only: a page rendered on the server starts with its data.
const schemas = () => import('../follow-schemas.lazy');
const views = () => schemas().then((m) => m.followResponseSchema);
const accepted = () => schemas().then((m) => m.followAcceptedSchema);

/** GET /api/follow/:token: the request the link opens; 404 FOLLOW_LINK_NOT_FOUND for any dead link. */
export async function getFollowView(token: string, { signal }: FetchOptions = {}) {
  return (await apiFetch(`/follow/${encodeURIComponent(token)}`, { schema: views, signal })).data;
}

/** POST /api/follow/:token/messages, once per key however often it is retried. */
export function postFollowMessage(token: string, body: FollowMessage, idempotencyKey: string) {
  return apiFetch(`/follow/${encodeURIComponent(token)}/messages`, {
    schema: accepted,
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** POST /api/follow/fresh-link: the same 202 whether or not the reference and address match. */
export function postFreshLink(body: FreshLinkAsk) {
  return apiFetch('/follow/fresh-link', { schema: accepted, body });
}
