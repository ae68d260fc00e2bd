import type { FastifyPluginAsync } from 'fastify';
import type { SiteProfile } from '@freight/shared/core/profiles/profile-schema';
import {
  inboxQuerySchema,
  REQUEST_KINDS_BY_ROLE,
  requestChangeSchema,
  requestNoteSchema,
  requestReplySchema,
} from '@freight/shared/core/schemas/staff-inbox';
import { HttpError, notFound } from '../../http/errors';
import { sendStaleUpdate } from '../../http/stale-update';
import type { ZodTypeProvider } from '../../http/zod';
import { replyMessage } from '../../inbox/reply-mail';
import { createRequestsStore } from '../../inbox/requests-store';
import { assignableAccount, lockRequest, recordEvent, staleChange, touchRequest } from '../../inbox/workflow';
import { enqueue } from '../../outbox/outbox';
import { writeAudit } from '../../staff/audit';
import { forbiddenKind, INBOX_ACCESS, reachableKind, referenceParamsSchema, scopeOf, signedIn } from './request-access';

export interface StaffRequestRoutesOptions {
  /** The company of this deployment: the replies' sign-off and reply-to address. */
  profile: SiteProfile;
}

/** The inbox: /api/staff/requests, its details, status, assignee, notes and replies (docs/decisions/018-staff-inbox.md). */
export const staffRequestRoutes: FastifyPluginAsync<StaffRequestRoutesOptions> = async (fastify, { profile }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const requests = createRequestsStore(app.db);

  const detailOrNotFound = async (kind: Parameters<typeof requests.detail>[0], reference: string) => {
    const detail = await requests.detail(kind, reference);
    if (!detail) throw notFound('No such request');
    return detail;
  };

  app.get(
    '/api/staff/requests',
    { config: INBOX_ACCESS, schema: { querystring: inboxQuerySchema } },
    async (request) => {
      const { query } = request;
      if (query.kind && !scopeOf(request).kinds.includes(query.kind)) throw forbiddenKind(query.kind);
      return requests.list(query, scopeOf(request));
    },
  );

  app.get(
    '/api/staff/requests/:reference',
    { config: INBOX_ACCESS, schema: { params: referenceParamsSchema } },
    async (request) => {
      const { reference } = request.params;
      return detailOrNotFound(reachableKind(request, reference), reference);
    },
  );

  app.patch(
    '/api/staff/requests/:reference',
    { config: INBOX_ACCESS, schema: { params: referenceParamsSchema, body: requestChangeSchema } },
    async (request, reply) => {
      const staff = signedIn(request);
      const { reference } = request.params;
      const kind = reachableKind(request, reference);
      const { status, assignee_id: assigneeId, updated_at: readAt } = request.body;
      const assignee = assigneeId ? await assignableAccount(app.db, assigneeId) : null;
      if (assigneeId && !assignee) throw new HttpError(409, 'ASSIGNEE_UNKNOWN', 'No such account');
      if (assignee?.disabled) throw new HttpError(409, 'ASSIGNEE_DISABLED', 'This account is disabled');
      if (assignee && !REQUEST_KINDS_BY_ROLE[assignee.role].includes(kind))
        throw new HttpError(409, 'ASSIGNEE_ROLE', 'This account’s role does not work on this kind of request');
      const outcome = await app.db.transaction(async (tx) => {
        const locked = await lockRequest(tx, kind, reference);
        if (!locked) return { status: 'missing' } as const;
        const stale = await staleChange(tx, locked, readAt);
        if (stale) return { status: 'stale', stale } as const;
        const newStatus = status !== undefined && status !== locked.status ? status : undefined;
        const to = assignee ? { id: assignee.id, name: assignee.name } : null;
        const reassigned = assigneeId !== undefined && assigneeId !== (locked.assignee?.id ?? null);
        // Setting what is already set changes nothing: no new updated_at, no event.
        if (newStatus === undefined && !reassigned) return { status: 'changed' } as const;
        await touchRequest(tx, locked, staff.accountId, {
          status: newStatus,
          assigneeId: reassigned ? assigneeId : undefined,
        });
        const changes: Record<string, Record<string, unknown>> = {};
        if (newStatus) {
          changes.status = { from: locked.status, to: newStatus };
          await recordEvent(tx, { reference, actorId: staff.accountId, type: 'status', details: changes.status });
        }
        if (reassigned) {
          changes.assignee = { from: locked.assignee, to };
          await recordEvent(tx, { reference, actorId: staff.accountId, type: 'assigned', details: changes.assignee });
        }
        await writeAudit(tx, {
          actorId: staff.accountId,
          action: 'request-changed',
          targetKind: kind,
          targetId: reference,
          details: changes,
        });
        return { status: 'changed' } as const;
      });
      if (outcome.status === 'missing') throw notFound('No such request');
      if (outcome.status === 'stale') return sendStaleUpdate(reply, outcome.stale);
      return detailOrNotFound(kind, reference);
    },
  );

  // A note is only added: two colleagues writing notes at once both keep theirs, so no updated_at.
  app.post(
    '/api/staff/requests/:reference/notes',
    { config: INBOX_ACCESS, schema: { params: referenceParamsSchema, body: requestNoteSchema } },
    async (request, reply) => {
      const staff = signedIn(request);
      const { reference } = request.params;
      const kind = reachableKind(request, reference);
      const found = await app.db.transaction(async (tx) => {
        if (!(await lockRequest(tx, kind, reference))) return false;
        await recordEvent(tx, {
          reference,
          actorId: staff.accountId,
          type: 'note',
          details: { text: request.body.text },
        });
        return true;
      });
      if (!found) throw notFound('No such request');
      return reply.code(201).send(await detailOrNotFound(kind, reference));
    },
  );

  // Sent once: a stale updated_at (a colleague answered or changed it meanwhile) enqueues nothing.
  app.post(
    '/api/staff/requests/:reference/replies',
    { config: INBOX_ACCESS, schema: { params: referenceParamsSchema, body: requestReplySchema } },
    async (request, reply) => {
      const staff = signedIn(request);
      const { reference } = request.params;
      const kind = reachableKind(request, reference);
      const { subject, text, updated_at: readAt } = request.body;
      const outcome = await app.db.transaction(async (tx) => {
        const locked = await lockRequest(tx, kind, reference);
        if (!locked) return { status: 'missing' } as const;
        const stale = await staleChange(tx, locked, readAt);
        if (stale) return { status: 'stale', stale } as const;
        const message = replyMessage({
          reference,
          language: locked.language,
          to: locked.email,
          subject,
          text,
          staffName: staff.name,
          profile,
        });
        const outboxId = await enqueue(tx, message);
        await touchRequest(tx, locked, staff.accountId, { status: 'answered' });
        await recordEvent(tx, {
          reference,
          actorId: staff.accountId,
          type: 'reply',
          details: { subject: message.subject, text, language: locked.language, outbox_id: outboxId },
        });
        if (locked.status !== 'answered')
          await recordEvent(tx, {
            reference,
            actorId: staff.accountId,
            type: 'status',
            details: { from: locked.status, to: 'answered' },
          });
        await writeAudit(tx, {
          actorId: staff.accountId,
          action: 'request-replied',
          targetKind: kind,
          targetId: reference,
          details: { outbox_id: outboxId, language: locked.language },
        });
        return { status: 'sent' } as const;
      });
      if (outcome.status === 'missing') throw notFound('No such request');
      if (outcome.status === 'stale') return sendStaleUpdate(reply, outcome.stale);
      app.outbox.kick();
      return reply.code(201).send(await detailOrNotFound(kind, reference));
    },
  );
};
