import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Paginated } from '@freight/shared/core/api/models';
import type { StaffRole } from '@freight/shared/core/schemas/staff';
import { staffContentListQuerySchema, staffPublicationSchema } from '@freight/shared/core/schemas/staff-content';
import type { z } from 'zod';
import type { Queryable } from '../../db/database';
import { notFound } from '../../http/errors';
import { idParamsSchema, parseId } from '../../http/route-params';
import { sendStaleUpdate } from '../../http/stale-update';
import type { ZodTypeProvider } from '../../http/zod';
import { signedIn } from '../../plugins/app/staff-auth';
import type { ChangeOutcome } from '../../content/content-records';
import { writeAudit } from '../../staff/audit';

// The routes of the back office's job offers and articles: one shape for both
// (list, read, create as a draft, replace, publish, unpublish), each change in
// one transaction with its audit entry, so the public site sees it at commit.

interface ContentRecord {
  id: number;
  status: 'draft' | 'published';
}

export interface ContentStore<R extends ContentRecord, I> {
  get(id: number): Promise<R | null>;
  list(query: z.infer<typeof staffContentListQuerySchema>): Promise<Paginated<unknown>>;
  create(input: I, by: number): Promise<R>;
  update(id: number, input: I, updatedAt: string, by: number): Promise<ChangeOutcome<R>>;
  setPublished(id: number, published: boolean, updatedAt: string, by: number): Promise<ChangeOutcome<R>>;
}

export interface ContentRoutesSpec<R extends ContentRecord, I> {
  /** '/api/staff/jobs' */
  path: string;
  /** The audit's target kind and the start of its actions: 'job' gives job-created, job-changed… */
  kind: string;
  roles: readonly StaffRole[];
  input: z.ZodType<I>;
  update: z.ZodType<I & { updated_at: string }>;
  store: (db: Queryable) => ContentStore<R, I>;
  /** The audit details of a change. */
  changes: (before: R | null, after: R) => Record<string, unknown>;
  /** Refuses (throws ValidationFailed) a published record that may not be, e.g. an offer whose last day is past. */
  checkPublished?: (record: R) => void;
  /** Checks what the schema cannot (the article's image exists); throws ValidationFailed. */
  checkInput?: (input: I) => Promise<void>;
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

  /** Runs a change and its audit entry in one transaction; answers the record, 404 or 409. */
  const change = async (
    request: FastifyRequest,
    action: string,
    run: (store: ContentStore<R, I>, by: number) => Promise<ChangeOutcome<R>>,
  ) => {
    const staff = signedIn(request);
    return app.db.transaction(async (tx) => {
      const outcome = await run(spec.store(tx), staff.accountId);
      if (outcome.status !== 'changed') return outcome;
      if (outcome.record.status === 'published') spec.checkPublished?.(outcome.record);
      await writeAudit(tx, {
        actorId: staff.accountId,
        action: `${spec.kind}-${action}`,
        targetKind: spec.kind,
        targetId: outcome.record.id,
        details: spec.changes(outcome.before, outcome.record),
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
    const outcome = await change(request, 'changed', (store, by) => store.update(id, body, body.updated_at, by));
    return answer(reply, outcome);
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
        const { updated_at } = request.body;
        const outcome = await change(request, `${action}ed`, (store, by) =>
          store.setPublished(id, published, updated_at, by),
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
