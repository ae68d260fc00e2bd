import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import type { ZodTypeProvider } from '../../http/zod';
import { backdateRequest, expireOffers, inspectRequest } from '../../inspection/inspection-queries';
import type { SubmissionTable } from '../../requests/store-submission';

export interface InspectionRoutesOptions {
  /** The tables of stored submissions, found by the first letter of a reference. */
  tables: readonly SubmissionTable[];
}

const REFERENCE = /^([A-Z])-\d{4}-\d{6,}$/;

/**
 * POST /api/test/requests/:reference/backdate moves its arrival back by `days`.
 * GET /api/test/requests/:reference: what the database holds for a reference
 * (the stored submission with its `language` and, for applications,
 * `cv_consent_at`; the company's outbox e-mails; the visitor's
 * acknowledgements; how many rows of its table share its e-mail; for an
 * application, `cv`: the size and SHA-256 of the CV bytes the database holds, or
 * null), so browser journeys check that a request was really kept, once. Registered only when the server starts with
 * TEST_INSPECTION=1 (the e2e servers); never in a real deployment.
 */
export const inspectionRoutes: FastifyPluginAsync<InspectionRoutesOptions> = async (fastify, { tables }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.log.warn(
    'TEST_INSPECTION is on: GET /api/test/requests/:reference shows stored submissions. Never use it in production.',
  );

  const params = z.object({ reference: z.string().regex(REFERENCE) });
  const tableOf = (reference: string) => {
    const prefix = REFERENCE.exec(reference)?.[1];
    const target = tables.find((table) => table.prefix === prefix);
    if (!target) throw notFound(`No request table for ${reference}`);
    return target;
  };

  app.get('/api/test/requests/:reference', { schema: { params } }, async (request) => {
    const { reference } = request.params;
    const target = tableOf(reference);
    const found = await inspectRequest(app.db, target, reference);
    if (!found) throw notFound(`No request ${reference}`);
    return found;
  });

  // The inbox's journey shows an overdue request (docs/decisions/029) without waiting hours for one.
  app.post(
    '/api/test/requests/:reference/backdate',
    { schema: { params, body: z.object({ days: z.number().int().min(1).max(3650) }) } },
    async (request) => {
      const { reference } = request.params;
      if (!(await backdateRequest(app.db, tableOf(reference), reference, request.body.days)))
        throw notFound(`No request ${reference}`);
      return { reference };
    },
  );

  // The follow-up page's journey shows an expired offer: staff cannot send one whose date is past.
  app.post('/api/test/requests/:reference/offers/expire', { schema: { params } }, async (request) => {
    const { reference } = request.params;
    if (!(await expireOffers(app.db, reference))) throw notFound(`No sent offer for ${reference}`);
    return { reference };
  });
};
