import type { FastifyPluginAsync } from 'fastify';
import { otherQuoteSchema } from '@freight/shared/schemas/other-quote';
import { quoteRequestSchema } from '@freight/shared/schemas/quote';
import { splitFormMeta } from '@freight/shared/schemas/form-meta';
import { withFormMeta } from '../../http/form-meta';
import { jsonFormRouteOptions, sendStored, submissionMetaOf, submissionResponseSchema, type FormRateLimit } from '../../http/submission';
import type { ZodTypeProvider } from '../../http/zod';

export interface QuoteRoutesOptions {
  /** Per client address and route; false leaves these routes under the general /api limit. */
  rateLimit: FormRateLimit;
}

/** POST /api/cotation and /api/other-quote: stored, e-mail queued, then 201 { reference }. */
export const quoteRoutes: FastifyPluginAsync<QuoteRoutesOptions> = async (fastify, { rateLimit }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const common = jsonFormRouteOptions(rateLimit);

  app.post(
    '/api/cotation',
    { ...common, schema: { body: withFormMeta(quoteRequestSchema), response: { 201: submissionResponseSchema } } },
    async (request, reply) => {
      const { meta, fields } = splitFormMeta(request.body);
      const stored = await app.requests.createQuote(fields, submissionMetaOf(request, meta));
      if (!stored.replayed) app.outbox.kick();
      return sendStored(reply, stored);
    },
  );

  app.post(
    '/api/other-quote',
    { ...common, schema: { body: withFormMeta(otherQuoteSchema), response: { 201: submissionResponseSchema } } },
    async (request, reply) => {
      const { meta, fields } = splitFormMeta(request.body);
      const stored = await app.requests.createOtherQuote(fields, submissionMetaOf(request, meta));
      if (!stored.replayed) app.outbox.kick();
      return sendStored(reply, stored);
    },
  );
};
