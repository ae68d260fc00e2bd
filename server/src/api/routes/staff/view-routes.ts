import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { REQUEST_STATUSES } from '@freight/shared/core/schemas/staff-inbox';
import { HttpError, notFound } from '../../http/errors';
import type { LastChange } from '../../http/stale-update';
import type { ZodTypeProvider } from '../../http/zod';
import { createInboxViews, latestArrival, viewBodySchema, viewRenameSchema } from '../../requests/inbox-views';
import { changeRequestIn } from '../../requests/request-changes';
import { INBOX_ACCESS, reachableKind, requestedAssignee, scopeOf } from './request-access';
import { signedIn } from '../../plugins/app/staff-auth';

// The inbox's views with their unread counts, the poll of the live list, and bulk actions
// (docs/decisions/033-inbox-views-and-bulk-actions.md).

const viewParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** At most a page of the list (INBOX_PAGE_SIZE is 20) and then some: what a person selects at once. */
const BULK_MAX = 100;

const bulkSchema = z
  .object({
    requests: z
      .array(z.object({ reference: z.string(), updated_at: z.string().min(1) }))
      .min(1)
      .max(BULK_MAX),
    status: z.enum(REQUEST_STATUSES).optional(),
    /** An account id; null unassigns. */
    assignee_id: z.number().int().positive().nullable().optional(),
  })
  .refine((body) => body.status !== undefined || body.assignee_id !== undefined, { message: 'Nothing to change' });

export interface BulkOutcome {
  changed: string[];
  /** Changed by someone else since the person read them: left as they are, with who changed them. */
  stale: (LastChange & { reference: string })[];
  missing: string[];
}

export const staffViewRoutes: FastifyPluginAsync<{ firstAnswerTargetHours: number }> = async (
  fastify,
  { firstAnswerTargetHours },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const views = createInboxViews(app.db);

  app.get('/api/staff/views', { config: INBOX_ACCESS }, async (request) => ({
    data: await views.list(scopeOf(request, firstAnswerTargetHours)),
  }));

  app.post('/api/staff/views', { config: INBOX_ACCESS, schema: { body: viewBodySchema } }, async (request, reply) => {
    const { name, filters = {} } = request.body;
    const created = await views.create(signedIn(request).accountId, name, filters);
    if (!created) throw new HttpError(409, 'VIEW_NAME_TAKEN', 'You already have a view of that name');
    return reply.code(201).send(created);
  });

  app.patch(
    '/api/staff/views/:id',
    { config: INBOX_ACCESS, schema: { params: viewParamsSchema, body: viewRenameSchema } },
    async (request, reply) => {
      const outcome = await views.rename(signedIn(request).accountId, request.params.id, request.body.name);
      if (outcome === 'missing') throw notFound('No such view');
      if (outcome === 'taken') throw new HttpError(409, 'VIEW_NAME_TAKEN', 'You already have a view of that name');
      return reply.code(204).send();
    },
  );

  app.delete(
    '/api/staff/views/:id',
    { config: INBOX_ACCESS, schema: { params: viewParamsSchema } },
    async (request, reply) => {
      if (!(await views.remove(signedIn(request).accountId, request.params.id))) throw notFound('No such view');
      return reply.code(204).send();
    },
  );

  // Polled by the list every few seconds: one indexed max() per kind, no page read.
  app.get('/api/staff/requests-latest', { config: INBOX_ACCESS }, async (request) => ({
    latest: await latestArrival(app.db, scopeOf(request, firstAnswerTargetHours)),
  }));

  // Several requests, one transaction: each checked against the updated_at the person read, like a
  // single change; a stale one is reported and left as it is, the others change.
  app.post(
    '/api/staff/requests/bulk',
    { config: INBOX_ACCESS, schema: { body: bulkSchema } },
    async (request): Promise<BulkOutcome> => {
      const { requests, status, assignee_id: assigneeId } = request.body;
      const targets = requests.map(({ reference, updated_at }) => ({
        kind: reachableKind(request, reference),
        reference,
        readAt: updated_at,
      }));
      const assignee = await requestedAssignee(
        app.db,
        assigneeId,
        targets.map(({ kind }) => kind),
      );
      const actor = signedIn(request);
      return app.db.transaction(async (tx) => {
        const outcome: BulkOutcome = { changed: [], stale: [], missing: [] };
        for (const target of targets) {
          const result = await changeRequestIn(tx, { ...target, actor, bulk: true }, { status, assignee });
          if (result.status === 'done') outcome.changed.push(target.reference);
          else if (result.status === 'stale') outcome.stale.push({ reference: target.reference, ...result.stale });
          else outcome.missing.push(target.reference);
        }
        return outcome;
      });
    },
  );
};
