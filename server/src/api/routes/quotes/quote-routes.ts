import type { FastifyPluginAsync } from 'fastify';
import { otherQuoteSchema } from '@freight/shared/core/schemas/other-quote';
import { quoteRequestSchema } from '@freight/shared/core/schemas/quote';
import { withFormMeta } from '../../http/form-meta';
import { jsonFormRouteOptions, sendStored, submissionResponseSchema, type FormRateLimit } from '../../http/submission';
import type { ZodTypeProvider } from '../../http/zod';
import { OTHER_QUOTE_REQUESTS, QUOTE_REQUESTS } from '../../requests/store-submission';

export interface QuoteRoutesOptions {
  /** Per client address and route; false leaves these routes under the general /api limit. */
  rateLimit: FormRateLimit;
}

/** POST /api/cotation and /api/other-quote: stored, e-mail queued, then 201 { reference }. */
export const quoteRoutes: FastifyPluginAsync<QuoteRoutesOptions> = async (fastify, { rateLimit }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/cotation',
    {
      ...jsonFormRouteOptions('/api/cotation', rateLimit),
      schema: { body: withFormMeta(quoteRequestSchema), response: { 201: submissionResponseSchema } },
    },
    async (request, reply) => {
      const form = app.spamGuard.receive(request, reply, request.body, QUOTE_REQUESTS);
      if ('decoy' in form) return form.decoy;
      const stored = await app.submissions.createQuote(form.fields, form.submission);
      if (!stored.replayed) app.outbox.kick();
      return sendStored(reply, stored);
    },
  );

  app.post(
    '/api/other-quote',
    {
      ...jsonFormRouteOptions('/api/other-quote', rateLimit),
      schema: { body: withFormMeta(otherQuoteSchema), response: { 201: submissionResponseSchema } },
    },
    async (request, reply) => {
      const form = app.spamGuard.receive(request, reply, request.body, OTHER_QUOTE_REQUESTS);
      if ('decoy' in form) return form.decoy;
      const stored = await app.submissions.createOtherQuote(form.fields, form.submission);
      if (!stored.replayed) app.outbox.kick();
      return sendStored(reply, stored);
    },
  );
};
