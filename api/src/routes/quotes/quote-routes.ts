import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { otherQuoteSchema } from '@freight/shared/schemas/other-quote';
import { quoteRequestSchema } from '@freight/shared/schemas/quote';
import { idempotencyKeyOf, requireJson, sendStored, SUBMISSION_BODY_LIMIT, submissionResponseSchema } from '../../http/submission';
import type { ZodTypeProvider } from '../../http/zod';
import type { SubmissionMeta } from '../../plugins/app/requests-repository';

export interface QuoteRoutesOptions {
  /** Per client address and route; false leaves these routes under the general /api limit. */
  rateLimit: { max: number; timeWindowMs: number } | false;
}

function metaOf(request: FastifyRequest): SubmissionMeta {
  return { idempotencyKey: idempotencyKeyOf(request), clientIp: request.ip, receivedAt: new Date() };
}

/** POST /api/cotation and /api/other-quote: stored, e-mail queued, then 201 { reference }. */
export const quoteRoutes: FastifyPluginAsync<QuoteRoutesOptions> = async (fastify, { rateLimit }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const common = {
    bodyLimit: SUBMISSION_BODY_LIMIT,
    preParsing: requireJson,
    config: rateLimit ? { rateLimit: { max: rateLimit.max, timeWindow: rateLimit.timeWindowMs } } : {},
  };

  app.post(
    '/api/cotation',
    { ...common, schema: { body: quoteRequestSchema, response: { 201: submissionResponseSchema } } },
    async (request, reply) => {
      const stored = await app.requests.createQuote(request.body, metaOf(request));
      if (!stored.replayed) app.outbox.kick();
      return sendStored(reply, stored);
    },
  );

  app.post(
    '/api/other-quote',
    { ...common, schema: { body: otherQuoteSchema, response: { 201: submissionResponseSchema } } },
    async (request, reply) => {
      const stored = await app.requests.createOtherQuote(request.body, metaOf(request));
      if (!stored.replayed) app.outbox.kick();
      return sendStored(reply, stored);
    },
  );
};
