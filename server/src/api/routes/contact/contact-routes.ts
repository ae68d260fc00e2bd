import type { FastifyPluginAsync } from 'fastify';
import { contactSchema } from '@freight/shared/core/schemas/contact';
import { withFormMeta } from '../../http/form-meta';
import { jsonFormRouteOptions, sendStored, submissionResponseSchema, type FormRateLimit } from '../../http/submission';
import type { ZodTypeProvider } from '../../http/zod';
import { CONTACT_MESSAGES } from '../../requests/store-submission';

export interface ContactRoutesOptions {
  /** Per client address; false leaves the route under the general /api limit. */
  rateLimit: FormRateLimit;
}

/** POST /api/contact: the contact page's message, stored with its e-mail, then 201 { reference: 'C-…' }. */
export const contactRoutes: FastifyPluginAsync<ContactRoutesOptions> = async (fastify, { rateLimit }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/contact',
    {
      ...jsonFormRouteOptions('/api/contact', rateLimit),
      schema: { body: withFormMeta(contactSchema), response: { 201: submissionResponseSchema } },
    },
    async (request, reply) => {
      const form = app.spamGuard.receive(request, reply, request.body, CONTACT_MESSAGES);
      if ('decoy' in form) return form.decoy;
      const stored = await app.submissions.createContactMessage(form.fields, form.submission);
      if (!stored.replayed) app.outbox.kick();
      return sendStored(reply, stored);
    },
  );
};
