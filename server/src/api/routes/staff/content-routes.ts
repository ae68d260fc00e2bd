import type { FastifyInstance, FastifyRequest } from 'fastify';
import { staffContentListQuerySchema, staffPublicationSchema } from '@freight/shared/core/schemas/staff-content';
import { notFound, ValidationFailed } from '../../http/errors';
import { VALIDATION } from '@freight/shared/core/schemas/messages';
import { idParamsSchema, parseId } from '../../http/route-params';
import { sendStaleUpdate } from '../../http/stale-update';
import type { ZodTypeProvider } from '../../http/zod';
import { signedIn } from '../../plugins/app/staff-auth';
import type { ChangeOutcome } from '../../content/content-records';
import { writeAudit } from '../../staff/audit';
import { recordVersion } from '../../content/content-versions';
import type { ContentRecord, ContentRoutesSpec, ContentStore } from './content-route-spec';
import { registerVersionRoutes } from './content-version-routes';

// The routes of the back office's job offers and articles: one shape for both
// (list, read, create as a draft, replace, publish, unpublish, versions), each change in
// one transaction with its audit entry (and a save with its version), so the public site sees it at commit.

/** The publication time in an audit entry when it moved (scheduled, rescheduled, published, unpublished). */
function publicationChange(before: ContentRecord | null, after: ContentRecord) {
  if (!before || before.published_at === after.published_at) return {};
  return { published_at: { before: before.published_at, after: after.published_at } };
}

function idOf(request: FastifyRequest<{ Params: { id: string } }>): number {
  const id = parseId(request.params.id);
  if (id === null) throw notFound('No such record');
  return id;
}

export function registerContentRoutes<R extends ContentRecord, I>(
  fastify: FastifyInstance,
  spec: ContentRoutesSpec<R, I>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { staffAccess: spec.roles };
  const params = idParamsSchema;

  /**
   * Runs a change and its audit entry in one transaction; answers the record, 404 or 409.
   * A save (`version` given) is also kept as the record's next version.
   */
  const change = async (
    request: FastifyRequest,
    action: string,
    run: (store: ContentStore<R, I>, by: number) => Promise<ChangeOutcome<R>>,
    version?: { restoredFrom?: number },
  ) => {
    const staff = signedIn(request);
    return app.db.transaction(async (tx) => {
      const outcome = await run(spec.store(tx), staff.accountId);
      if (outcome.status !== 'changed') return outcome;
      const { record, before } = outcome;
      if (record.status === 'published') spec.checkPublished?.(record);
      let number: number | undefined;
      if (version) {
        number = await recordVersion(tx, {
          kind: spec.kind,
          recordId: record.id,
          content: spec.snapshot(record),
          by: staff.accountId,
          restoredFrom: version.restoredFrom,
          before: before && {
            content: spec.snapshot(before),
            at: before.updated_at,
            by: before.updated_by?.id ?? null,
          },
        });
      }
      const details = { ...spec.changes(before, record), ...publicationChange(before, record) };
      await writeAudit(tx, {
        actorId: staff.accountId,
        action: `${spec.kind}-${action}`,
        targetKind: spec.kind,
        targetId: record.id,
        details: version?.restoredFrom ? { ...details, restored_from: version.restoredFrom, version: number } : details,
      });
      return outcome;
    });
  };

  app.get(spec.path, { config, schema: { querystring: staffContentListQuerySchema } }, async (request) =>
    spec.store(app.db).list(request.query),
  );

  app.get(`${spec.path}/:id`, { config, schema: { params } }, async (request) => {
    const record = await spec.store(app.db).get(idOf(request));
    if (!record) throw notFound('No such record');
    return record;
  });

  // The route's schema validates (400 with the fields); parsing its output again only types it here.
  app.post(spec.path, { config, schema: { body: spec.input } }, async (request, reply) => {
    const staff = signedIn(request);
    const body = spec.input.parse(request.body);
    await spec.checkInput?.(body);
    const record = await app.db.transaction(async (tx) => {
      const created = await spec.store(tx).create(body, staff.accountId);
      await recordVersion(tx, {
        kind: spec.kind,
        recordId: created.id,
        content: spec.snapshot(created),
        by: staff.accountId,
      });
      await writeAudit(tx, {
        actorId: staff.accountId,
        action: `${spec.kind}-created`,
        targetKind: spec.kind,
        targetId: created.id,
        details: spec.changes(null, created),
      });
      return created;
    });
    return reply.code(201).send(record);
  });

  app.put(`${spec.path}/:id`, { config, schema: { params, body: spec.update } }, async (request, reply) => {
    const id = idOf(request);
    const body = spec.update.parse(request.body);
    await spec.checkInput?.(body);
    const outcome = await change(request, 'changed', (store, by) => store.update(id, body, body.updated_at, by), {});
    return answer(reply, outcome);
  });

  registerVersionRoutes(app, spec, {
    idOf,
    answer: (reply, outcome) => answer(reply, outcome),
    restore: (request, id, number, input, updatedAt) =>
      change(request, 'restored', (store, by) => store.update(id, input, updatedAt, by), { restoredFrom: number }),
  });

  for (const [action, published] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    app.post(
      `${spec.path}/:id/${action}`,
      { config, schema: { params, body: staffPublicationSchema } },
      async (request, reply) => {
        const id = idOf(request);
        const { updated_at, at } = request.body;
        const later = published ? at : undefined;
        // A time already passed is a mistake in the form, not "now": the editor is told.
        if (later !== undefined && Date.parse(later) <= Date.now())
          throw new ValidationFailed({ at: VALIDATION.datePast }, 'body');
        const outcome = await change(request, later ? 'scheduled' : `${action}ed`, (store, by) =>
          store.setPublished(id, published, updated_at, by, later),
        );
        return answer(reply, outcome);
      },
    );
  }

  function answer(reply: Parameters<typeof sendStaleUpdate>[0], outcome: ChangeOutcome<R>) {
    if (outcome.status === 'missing') throw notFound('No such record');
    if (outcome.status === 'stale') return sendStaleUpdate(reply, outcome);
    return reply.send(outcome.record);
  }
}
