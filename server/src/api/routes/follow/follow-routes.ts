import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { SiteProfile } from '@freight/shared/core/profiles/profile-schema';
import { z } from 'zod';
import { findFollowedRequest } from '../../follow/follow-links';
import { followMessageSchema, followResponseSchema, freshLinkSchema } from '@freight/shared/core/schemas/follow';
import { followView } from '../../follow/follow-view';
import { sendFreshLink } from '../../follow/new-links';
import { postVisitorMessage } from '../../follow/visitor-messages';
import { HttpError } from '../../http/errors';
import { acceptOffer, type AnswerRefusal, declineOffer } from '../../offers/offer-answers';
import { pdfReply } from '../../offers/offer-printing';
import { storedPdf } from '../../offers/offers-store';
import { visitorOffer } from '../../offers/visitor-offers';
import {
  offerAcceptSchema,
  offerDeclineSchema,
  visitorOfferSchema,
} from '@freight/shared/core/offers/visitor-offer-schemas';
import { idempotencyKeyOf, requireJson } from '../../http/submission';
import type { ZodTypeProvider } from '../../http/zod';

export interface FollowRoutesOptions {
  /** Where a visitor's message goes when nobody is assigned (NOTIFY_EMAIL). */
  notifyTo: string;
  profile: SiteProfile;
  /** The origin of the links e-mailed (PUBLIC_ORIGIN); the request's own when unset. */
  publicOrigin?: string;
  /** "E-mail me a fresh link" per typed address and per reference, whatever the client. */
  freshLinkLimit: { max: number; timeWindowMs: number };
}

/** The least time "e-mail me a fresh link" takes, sent or not (as "forgot my password": ADR 017). */
export const FRESH_LINK_ANSWER_MS = 400;
export const DEFAULT_FRESH_LINK_LIMIT = { max: 5, timeWindowMs: 60 * 60_000 };

const tokenParamsSchema = z.object({ token: z.string() });
const offerParamsSchema = z.object({ token: z.string(), version: z.coerce.number().int().positive() });

/** Unknown, revoked and expired links: one answer, one body. */
const linkNotFound = () => new HttpError(404, 'FOLLOW_LINK_NOT_FOUND', 'This follow-up link opens nothing');

/** An answer to a version that cannot take one: 409 with why, and the version the page should show now. */
function sendRefusal(reply: FastifyReply, refusal: AnswerRefusal) {
  return reply.code(409).send({
    statusCode: 409,
    code: refusal.code,
    message: 'This offer version cannot be answered any more',
    currentVersion: refusal.currentVersion,
  });
}

/** A string field of the validated body ('' otherwise). */
function fieldOf(body: unknown, field: string): string {
  if (typeof body !== 'object' || body === null || !(field in body)) return '';
  const value: unknown = Reflect.get(body, field);
  return typeof value === 'string' ? value : '';
}

/** A preHandler counting "fresh link" asks on one value of the body (an inbox or a request flooded). */
function perBodyValue(
  app: FastifyInstance,
  limit: FollowRoutesOptions['freshLinkLimit'],
  field: 'email' | 'reference',
) {
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.timeWindowMs,
    keyGenerator: (request) => `follow-fresh-${field}:${fieldOf(request.body, field).trim().toLowerCase()}`,
  });
  return async (request: FastifyRequest) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded)
      throw new HttpError(429, 'RATE_LIMITED', `Too many links asked for, retry in ${Math.ceil(result.ttl / 1000)} s`);
  };
}

/** The visitor's follow-up page's API (docs/decisions/028-follow-up-links.md): read, write back, ask for a new link. */
export const followRoutes: FastifyPluginAsync<FollowRoutesOptions> = async (fastify, options) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const originOf = (request: FastifyRequest) => options.publicOrigin ?? `${request.protocol}://${request.host}`;

  // Reading changes nothing: mail scanners open every link they see.
  app.get(
    '/api/follow/:token',
    { schema: { params: tokenParamsSchema, response: { 200: followResponseSchema } } },
    async (request) => {
      const followed = await findFollowedRequest(app.db, request.params.token);
      const view = followed && (await followView(app.db, followed));
      if (!view) throw linkNotFound();
      return { data: view };
    },
  );

  app.post(
    '/api/follow/:token/messages',
    { preParsing: requireJson, schema: { params: tokenParamsSchema, body: followMessageSchema } },
    async (request, reply) => {
      const idempotencyKey = idempotencyKeyOf(request);
      const followed = await findFollowedRequest(app.db, request.params.token);
      if (!followed) throw linkNotFound();
      const text = request.body.message;
      const outcome = await postVisitorMessage(app.db, followed, { text, idempotencyKey }, options.notifyTo);
      if (outcome === 'missing') throw linkNotFound();
      if (outcome === 'stored') app.outbox.kick();
      else reply.header('idempotent-replayed', 'true');
      return reply.code(201).send({ status: 'stored' });
    },
  );

  // The same 202 in at least the same time whether or not the reference and address match.
  app.post(
    '/api/follow/fresh-link',
    {
      preParsing: requireJson,
      schema: { body: freshLinkSchema },
      preHandler: [
        perBodyValue(fastify, options.freshLinkLimit, 'email'),
        perBodyValue(fastify, options.freshLinkLimit, 'reference'),
      ],
    },
    async (request, reply) => {
      const started = Date.now();
      const sent = await sendFreshLink(app.db, request.body, { origin: originOf(request), profile: options.profile });
      if (sent) app.outbox.kick();
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, FRESH_LINK_ANSWER_MS - (Date.now() - started))));
      return reply.code(202).send({ status: 'sent-if-known' });
    },
  );
  // The offers the shipper was sent (docs/decisions/031-offers-and-booking.md): read, download, answer.
  const followedOrNotFound = async (token: string) => {
    const followed = await findFollowedRequest(app.db, token);
    if (!followed) throw linkNotFound();
    return followed;
  };

  app.get(
    '/api/follow/:token/offers',
    { schema: { params: tokenParamsSchema, response: { 200: z.object({ data: visitorOfferSchema.nullable() }) } } },
    async (request) => {
      const followed = await followedOrNotFound(request.params.token);
      return { data: await visitorOffer(app.db, followed.reference, options.profile) };
    },
  );

  // The stored bytes of a sent version, as sent (drafts have none).
  app.get(
    '/api/follow/:token/offers/:version/pdf',
    { schema: { params: offerParamsSchema } },
    async (request, reply) => {
      const followed = await followedOrNotFound(request.params.token);
      return pdfReply(reply, await storedPdf(app.db, followed.reference, request.params.version));
    },
  );

  app.post(
    '/api/follow/:token/offers/:version/accept',
    { preParsing: requireJson, schema: { params: offerParamsSchema, body: offerAcceptSchema } },
    async (request, reply) => {
      const idempotencyKey = idempotencyKeyOf(request);
      if (idempotencyKey === undefined)
        throw new HttpError(428, 'IDEMPOTENCY_KEY_REQUIRED', 'Send an Idempotency-Key with an acceptance');
      const followed = await followedOrNotFound(request.params.token);
      const { name, orderNumber } = request.body;
      const outcome = await acceptOffer(
        app.db,
        followed,
        request.params.version,
        { name, orderNumber, idempotencyKey },
        { notifyTo: options.notifyTo, profile: options.profile },
      );
      if (outcome.status === 'refused') return sendRefusal(reply, outcome.refusal);
      if (outcome.replayed) reply.header('idempotent-replayed', 'true');
      else app.outbox.kick();
      return reply.code(201).send({ status: 'accepted', booking: outcome.booking });
    },
  );

  app.post(
    '/api/follow/:token/offers/:version/decline',
    { preParsing: requireJson, schema: { params: offerParamsSchema, body: offerDeclineSchema } },
    async (request, reply) => {
      const followed = await followedOrNotFound(request.params.token);
      const outcome = await declineOffer(app.db, followed, request.params.version, request.body.reason, {
        notifyTo: options.notifyTo,
      });
      if (outcome.status === 'refused') return sendRefusal(reply, outcome.refusal);
      app.outbox.kick();
      return reply.code(201).send({ status: 'declined' });
    },
  );
};
