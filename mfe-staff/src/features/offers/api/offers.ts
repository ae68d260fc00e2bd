import useSWR from 'swr';
import { type OfferDraftBody, offerAnswerSchema, offerSummarySchema } from '@freight/shared/core/offers/offer-schemas';
import { getApiBase } from '@freight/shared/web/api/client';
import { STAFF_KEY } from '../../../lib/session';
import { staffDownload, staffFetch } from '../../../lib/staff-api';

// The offers of a request (docs/decisions/031-offers-and-booking.md): every call answers the
// request's offer as it is now, versions newest first, so the page shows the server's totals.

const base = (reference: string) => `/requests/${encodeURIComponent(reference)}/offers`;
const offerKey = (reference: string) => `${STAFF_KEY}offers/${reference}`;

export function useOffer(reference: string) {
  return useSWR(
    offerKey(reference),
    async () => (await staffFetch(base(reference), { schema: offerAnswerSchema })).data,
  );
}

/** A new draft: the first version, or the revision of the one sent. */
export const createOfferDraft = async (reference: string, body: OfferDraftBody) =>
  (await staffFetch(base(reference), { method: 'POST', body, schema: offerAnswerSchema })).data;

/** A change of the draft, with the `updated_at` read: a stale one answers 409 STALE_UPDATE. */
export const changeOfferDraft = async (reference: string, version: number, body: OfferDraftBody, updatedAt: string) =>
  (
    await staffFetch(`${base(reference)}/${version}`, {
      method: 'PUT',
      body: { ...body, updated_at: updatedAt },
      schema: offerAnswerSchema,
    })
  ).data;

/** Prints the PDF, then e-mails the offer; 503 PDF_UNAVAILABLE when printing is impossible (nothing sent). */
export const sendOffer = async (reference: string, version: number, updatedAt: string) =>
  (
    await staffFetch(`${base(reference)}/${version}/send`, {
      method: 'POST',
      body: { updated_at: updatedAt },
      schema: offerAnswerSchema,
    })
  ).data;

export const reviseOffer = async (reference: string, version: number) =>
  (await staffFetch(`${base(reference)}/${version}/revision`, { method: 'POST', schema: offerAnswerSchema })).data;

export const withdrawOffer = async (reference: string, version: number, reason: string) =>
  (
    await staffFetch(`${base(reference)}/${version}/withdraw`, {
      method: 'POST',
      body: { reason },
      schema: offerAnswerSchema,
    })
  ).data;

/** The document exactly as the shipper will see it (the API's HTML, which runs no script). */
export const offerPreviewHtml = async (reference: string, version: number) =>
  (await staffDownload(`${base(reference)}/${version}/preview`)).file.text();

export const offerPdfHref = (reference: string, version: number) =>
  `${getApiBase()}/staff${base(reference)}/${version}/pdf`;

/** Offers sent, accepted and declined per month and currency. */
export function useOfferSummary(query: { from?: string; to?: string }) {
  return useSWR(
    `${STAFF_KEY}offers/summary?${JSON.stringify(query)}`,
    async () => (await staffFetch('/offers/summary', { query, schema: offerSummarySchema })).data,
  );
}
