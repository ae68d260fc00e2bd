import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { SiteProfile } from '@freight/shared/core/profiles/profile-schema';
import {
  inboxAssigneesSchema,
  inboxQuerySchema,
  requestChangeSchema,
  requestNoteSchema,
  type RequestKind,
} from '@freight/shared/core/schemas/staff-inbox';
import { notFound } from '../../http/errors';
import { sendStaleUpdate } from '../../http/stale-update';
import type { ZodTypeProvider } from '../../http/zod';
import { reissueFollowLink } from '../../follow/new-links';
import { markRead } from '../../requests/inbox-views';
import { createRequestsStore } from '../../requests/requests-store';
import { addNote, type ChangeOutcome, changeRequest } from '../../requests/request-changes';
import { assignableAccounts } from '../../requests/workflow';
import {
  forbiddenKind,
  INBOX_ACCESS,
  reachableKind,
  referenceParamsSchema,
  requestedAssignee,
  scopeOf,
} from './request-access';
import { signedIn } from '../../plugins/app/staff-auth';

export interface StaffRequestRoutesOptions {
  /** The company of this deployment: the replies' sign-off and reply-to address. */
  profile: SiteProfile;
  /** Office hours a request may wait for its first answer before it is overdue (docs/decisions/029). */
  firstAnswerTargetHours: number;
  /** The origin of the follow-up links e-mailed (PUBLIC_ORIGIN); the request's own when unset. */
  publicOrigin?: string;
}

/** The inbox: /api/staff/requests, its details, status, assignee and notes (docs/decisions/018-staff-inbox.md); replies in reply-routes.ts. */
export const staffRequestRoutes: FastifyPluginAsync<StaffRequestRoutesOptions> = async (
  fastify,
  { profile, firstAnswerTargetHours, publicOrigin },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const originOf = (request: FastifyRequest) => publicOrigin ?? `${request.protocol}://${request.host}`;
  const requests = createRequestsStore(app.db, { firstAnswerTargetHours });

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
      const scope = scopeOf(request, firstAnswerTargetHours);
      if (query.kind && !scope.kinds.includes(query.kind)) throw forbiddenKind(query.kind);
      return requests.list(query, scope);
    },
  );

  // Whom a request may be assigned to (the detail's assign menu): enabled colleagues sharing a kind.
  app.get(
    '/api/staff/assignees',
    { config: INBOX_ACCESS, schema: { response: { 200: inboxAssigneesSchema } } },
    async (request) => ({ data: await assignableAccounts(app.db, scopeOf(request, firstAnswerTargetHours).kinds) }),
  );

  app.get(
    '/api/staff/requests/:reference',
    { config: INBOX_ACCESS, schema: { params: referenceParamsSchema } },
    async (request) => {
      const { reference } = request.params;
      const detail = await detailOrNotFound(reachableKind(request, reference), reference);
      // Opened: no longer unread for this person (the views' counts, docs/decisions/033).
      await markRead(app.db, signedIn(request).accountId, reference);
      return detail;
    },
  );

  const sendOutcome = async (outcome: ChangeOutcome, reply: FastifyReply, kind: RequestKind, reference: string) => {
    if (outcome.status === 'missing') throw notFound('No such request');
    if (outcome.status === 'stale') return sendStaleUpdate(reply, outcome.stale);
    return reply.send(await detailOrNotFound(kind, reference));
  };

  app.patch(
    '/api/staff/requests/:reference',
    { config: INBOX_ACCESS, schema: { params: referenceParamsSchema, body: requestChangeSchema } },
    async (request, reply) => {
      const { reference } = request.params;
      const kind = reachableKind(request, reference);
      const { status, assignee_id: assigneeId, updated_at: readAt } = request.body;
      const assignee = await requestedAssignee(app.db, assigneeId, [kind]);
      const target = { kind, reference, actor: signedIn(request), readAt };
      return sendOutcome(await changeRequest(app.db, target, { status, assignee }), reply, kind, reference);
    },
  );

  // A note is only added: two colleagues writing notes at once both keep theirs, so no updated_at.
  app.post(
    '/api/staff/requests/:reference/notes',
    { config: INBOX_ACCESS, schema: { params: referenceParamsSchema, body: requestNoteSchema } },
    async (request, reply) => {
      const { reference } = request.params;
      const kind = reachableKind(request, reference);
      if (!(await addNote(app.db, { kind, reference, actor: signedIn(request) }, request.body.text)))
        throw notFound('No such request');
      return reply.code(201).send(await detailOrNotFound(kind, reference));
    },
  );

  // Revokes the visitor's follow-up link and e-mails a new one to the request's address (a link
  // forwarded by mistake, a visitor who lost it); the answer and the audit entry never hold the token.
  app.post(
    '/api/staff/requests/:reference/follow-link',
    { config: INBOX_ACCESS, schema: { params: referenceParamsSchema } },
    async (request, reply) => {
      const { reference } = request.params;
      const kind = reachableKind(request, reference);
      const actorId = signedIn(request).accountId;
      const context = { origin: originOf(request), profile };
      if (!(await reissueFollowLink(app.db, { kind, reference, actorId }, context))) throw notFound('No such request');
      app.outbox.kick();
      return reply.code(202).send({ status: 'sent' });
    },
  );
};
