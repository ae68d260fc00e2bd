// The API's and the forms' schemas, zod and the resolver, in one chunk of their own: loaded with the
// page's first request or a form's first check, never with the page (docs/decisions/016-first-load-scripts.md, docs/decisions/030-follow-up-page.md).
export { zodResolver } from '@hookform/resolvers/zod';
export {
  followAcceptedSchema,
  followMessageSchema,
  followResponseSchema,
  freshLinkSchema,
} from '@freight/shared/core/schemas/follow';
export {
  followOffersResponseSchema,
  offerAcceptSchema,
  offerAnsweredSchema,
  offerDeclineSchema,
} from '@freight/shared/core/offers/visitor-offer-schemas';
