import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { CV_MAX_BYTES } from '@freight/shared/core/constants';
import { refuseLargerThan, requireMultipart } from '../../http/multipart-form';
import { fileTooLarge } from '../../http/pdf-upload';
import {
  idempotencyKeyOf,
  sendStored,
  SUBMISSION_BODY_LIMIT,
  submissionMetaOf,
  submissionResponseSchema,
  type FormRateLimit,
} from '../../http/submission';
import type { ZodTypeProvider } from '../../http/zod';
import { multipartPlugin } from '../../plugins/external/multipart';
import { refundedWhenUnavailable } from '../../http/refunded-limit';
import { APPLICATIONS } from '../../requests/store-submission';
import { readApplicationForm } from './application-form';

export interface ApplicationRoutesOptions {
  /** Per client address, shared by both paths; false leaves the routes under the general /api limit. */
  rateLimit: FormRateLimit;
}

/** The historic misspelled path is kept (links and clients use it); the correct spelling is an alias (docs/routes.md). */
export const APPLICATION_PATHS = ['/api/condidature', '/api/candidature'] as const;

/** Text fields of a real application are far below this (schemas cap them); the CV comes on top. */
const FIELDS_BYTES = SUBMISSION_BODY_LIMIT;

/**
 * POST /api/condidature (and /api/candidature): multipart/form-data, the CV
 * under `file`. The CV is checked as it arrives, then the application, its CV
 * and its e-mail (CV attached) are stored together, then 201 { reference: 'A-…' }.
 */
export const applicationRoutes: FastifyPluginAsync<ApplicationRoutesOptions> = async (fastify, { rateLimit }) => {
  // Multipart parsing exists only in this scope: every other form stays JSON-only.
  await fastify.register(multipartPlugin, { maxFileBytes: CV_MAX_BYTES, maxFieldBytes: FIELDS_BYTES });
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // One counter for both paths, so the alias does not double the allowance.
  const limit = rateLimit ? app.rateLimit(refundedWhenUnavailable('applications', rateLimit)) : null;

  async function handler(request: FastifyRequest, reply: FastifyReply) {
    idempotencyKeyOf(request); // a malformed key is refused before the CV is read
    const form = await readApplicationForm(request, app.spamGuard);
    if (form.spam) return app.spamGuard.answer(request, reply, form.spam, APPLICATIONS);
    const stored = await app.applications.create(form.application, form.cv, submissionMetaOf(request, form.meta));
    if (!stored.replayed) app.outbox.kick();
    return sendStored(reply, stored);
  }

  for (const url of APPLICATION_PATHS) {
    app.post(
      url,
      {
        ...(limit ? { onRequest: limit, config: { rateLimit: false } } : {}),
        // A body announced larger than a full form with the largest CV is refused unread.
        preParsing: [requireMultipart, refuseLargerThan(CV_MAX_BYTES + FIELDS_BYTES, () => fileTooLarge(CV_MAX_BYTES))],
        schema: { response: { 201: submissionResponseSchema } },
      },
      handler,
    );
  }
};
