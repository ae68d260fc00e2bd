import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { SiteProfile } from '@freight/shared/core/profiles/profile-schema';
import { HttpError } from '../../http/errors';
import { sendStaleUpdate } from '../../http/stale-update';
import type { ZodTypeProvider } from '../../http/zod';
import { offerDocumentHtml } from '../../offers/offer-document';
import {
  draftInput,
  offerDraftChangeSchema,
  offerDraftSchema,
  offerParamsSchema,
  offerSendSchema,
  offerSummaryQuerySchema,
  offerWithdrawSchema,
} from '../../offers/offer-schemas';
import {
  createDraft,
  type DraftOutcome,
  draftToSend,
  offerDocument,
  offerOf,
  offerSummary,
  reviseVersion,
  sendVersion,
  storedPdf,
  updateDraft,
  withdrawVersion,
} from '../../offers/offers-store';
import { pdfReply, printOffer, sendPdfUnavailable } from '../../offers/offer-printing';
import { signedIn } from '../../plugins/app/staff-auth';
import { reachableKind, referenceParamsSchema } from './request-access';

export interface StaffOfferRoutesOptions {
  profile: SiteProfile;
  /** The origin of the follow-up links e-mailed (PUBLIC_ORIGIN); the request's own when unset. */
  publicOrigin?: string;
}

/** Sales compose and send offers; admins may do everything (docs/decisions/031-offers-and-booking.md). */
export const OFFER_ACCESS = { staffAccess: ['sales'] } as const;

/** The offers of a request in the back office: drafts, preview, send, revise, withdraw, PDF, monthly summary. */
export const staffOfferRoutes: FastifyPluginAsync<StaffOfferRoutesOptions> = async (
  fastify,
  { profile, publicOrigin },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const originOf = (request: FastifyRequest) => publicOrigin ?? `${request.protocol}://${request.host}`;

  const actorOf = (request: FastifyRequest & { params: { reference: string } }) => {
    const { reference } = request.params;
    return { kind: reachableKind(request, reference), reference, actorId: signedIn(request).accountId };
  };
  const sendOffer = async (reply: FastifyReply, reference: string, outcome: DraftOutcome, code = 200) => {
    if (outcome.status === 'stale') return sendStaleUpdate(reply, outcome.stale);
    return reply.code(code).send({ data: await offerOf(app.db, reference) });
  };

  app.get(
    '/api/staff/requests/:reference/offers',
    { config: OFFER_ACCESS, schema: { params: referenceParamsSchema } },
    async (request) => {
      const { reference } = actorOf(request);
      return { data: await offerOf(app.db, reference) };
    },
  );

  app.post(
    '/api/staff/requests/:reference/offers',
    { config: OFFER_ACCESS, schema: { params: referenceParamsSchema, body: offerDraftSchema } },
    async (request, reply) => {
      const actor = actorOf(request);
      return sendOffer(reply, actor.reference, await createDraft(app.db, actor, draftInput(request.body)), 201);
    },
  );

  app.put(
    '/api/staff/requests/:reference/offers/:version',
    { config: OFFER_ACCESS, schema: { params: offerParamsSchema, body: offerDraftChangeSchema } },
    async (request, reply) => {
      const actor = { ...actorOf(request), version: request.params.version, readAt: request.body.updated_at };
      return sendOffer(reply, actor.reference, await updateDraft(app.db, actor, draftInput(request.body)));
    },
  );

  // Exactly what the shipper will see (the PDF's page); no script, nothing fetched.
  app.get(
    '/api/staff/requests/:reference/offers/:version/preview',
    { config: OFFER_ACCESS, schema: { params: offerParamsSchema } },
    async (request, reply) => {
      const { reference } = actorOf(request);
      const found = await offerDocument(app.db, reference, request.params.version);
      if (!found) throw new HttpError(404, 'OFFER_NOT_FOUND', 'No such offer version');
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'")
        .send(offerDocumentHtml(found.document, profile));
    },
  );

  // Printed first: without a browser the answer is 503 PDF_UNAVAILABLE and nothing was written or sent.
  app.post(
    '/api/staff/requests/:reference/offers/:version/send',
    { config: OFFER_ACCESS, schema: { params: offerParamsSchema, body: offerSendSchema } },
    async (request, reply) => {
      const actor = { ...actorOf(request), version: request.params.version, readAt: request.body.updated_at };
      const { document } = await draftToSend(app.db, actor.reference, actor.version);
      document.issuedAt = new Date();
      const pdf = await printOffer(app.pdf, document, profile, request.log);
      if (!pdf) return sendPdfUnavailable(reply);
      const outcome = await sendVersion(app.db, actor, { document, pdf, origin: originOf(request), profile });
      if (outcome.status === 'done') app.outbox.kick();
      return sendOffer(reply, actor.reference, outcome);
    },
  );

  app.post(
    '/api/staff/requests/:reference/offers/:version/revision',
    { config: OFFER_ACCESS, schema: { params: offerParamsSchema } },
    async (request, reply) => {
      const actor = actorOf(request);
      return sendOffer(reply, actor.reference, await reviseVersion(app.db, actor, request.params.version), 201);
    },
  );

  app.post(
    '/api/staff/requests/:reference/offers/:version/withdraw',
    { config: OFFER_ACCESS, schema: { params: offerParamsSchema, body: offerWithdrawSchema } },
    async (request, reply) => {
      const actor = { ...actorOf(request), version: request.params.version };
      await withdrawVersion(app.db, actor, { reason: request.body.reason, profile });
      app.outbox.kick();
      return reply.send({ data: await offerOf(app.db, actor.reference) });
    },
  );

  app.get(
    '/api/staff/requests/:reference/offers/:version/pdf',
    { config: OFFER_ACCESS, schema: { params: offerParamsSchema } },
    async (request, reply) => {
      const { reference } = actorOf(request);
      return pdfReply(reply, await storedPdf(app.db, reference, request.params.version));
    },
  );

  app.get(
    '/api/staff/offers/summary',
    { config: OFFER_ACCESS, schema: { querystring: offerSummaryQuerySchema } },
    async (request) => ({ data: await offerSummary(app.db, request.query) }),
  );
};
