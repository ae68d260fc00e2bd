import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { create as contentDisposition } from 'content-disposition';
import type { SiteProfile } from '@freight/shared/core/profiles/profile-schema';
import { HttpError } from '../http/errors';
import { type OfferDocument, offerDocumentHtml } from './offer-document';
import type { PdfRenderer } from './pdf-renderer';

// Printing an offer for the routes: a failure to print (no browser, a crash, a timeout) is logged
// and answered null; the route says 503 PDF_UNAVAILABLE before anything is written or sent.

export async function printOffer(
  renderer: PdfRenderer,
  offer: OfferDocument,
  profile: SiteProfile,
  log: FastifyBaseLogger,
): Promise<Buffer | null> {
  try {
    return await renderer.render(offerDocumentHtml(offer, profile));
  } catch (error) {
    log.error({ err: error, offer: offer.number, version: offer.version }, 'offer PDF not printed');
    return null;
  }
}

/** The answer when printing failed: its own code (the generic 503 says UNAVAILABLE), for the back office to translate. */
export function sendPdfUnavailable(reply: FastifyReply) {
  return reply.code(503).send({
    statusCode: 503,
    code: 'PDF_UNAVAILABLE',
    message: 'The offer could not be printed to PDF: nothing was sent or changed',
  });
}

/** A stored PDF as a download, or 404. */
export function pdfReply(reply: FastifyReply, stored: { pdf: Buffer; filename: string } | null) {
  if (!stored) throw new HttpError(404, 'OFFER_NOT_FOUND', 'No such offer document');
  return reply
    .type('application/pdf')
    .header('content-disposition', contentDisposition(stored.filename, { type: 'inline' }))
    .header('cache-control', 'private, no-store')
    .send(stored.pdf);
}
