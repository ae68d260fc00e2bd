import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  staffAccountCreateSchema,
  staffAccountSchema,
  staffAccountUpdateSchema,
} from '@freight/shared/core/schemas/staff';
import { HttpError, notFound } from '../../http/errors';
import { idParamsSchema, parseId } from '../../http/route-params';
import { sendStaleUpdate } from '../../http/stale-update';
import type { ZodTypeProvider } from '../../http/zod';
import { signedIn } from '../../plugins/app/staff-auth';
import { createAccountsStore } from '../../staff/accounts';
import { writeAudit } from '../../staff/audit';
import { issueResetLink } from '../../staff/reset-link';
import { createSessionsStore } from '../../staff/sessions';

export interface StaffAccountRoutesOptions {
  /** Origin of the reset links; default: the request's own. */
  publicOrigin?: string;
}

const ADMIN_ONLY = { staffAccess: [] } as const;

/** The accounts of the back office, managed by admins: /api/staff/accounts. */
export const staffAccountRoutes: FastifyPluginAsync<StaffAccountRoutesOptions> = async (fastify, { publicOrigin }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const originOf = (request: FastifyRequest) => publicOrigin ?? `${request.protocol}://${request.host}`;

  app.get(
    '/api/staff/accounts',
    { config: ADMIN_ONLY, schema: { response: { 200: z.object({ data: z.array(staffAccountSchema) }) } } },
    async () => ({ data: await app.staffAccounts.list() }),
  );

  // The new member chooses a password through the link e-mailed to them; nobody else knows it.
  app.post(
    '/api/staff/accounts',
    { config: ADMIN_ONLY, schema: { body: staffAccountCreateSchema, response: { 201: staffAccountSchema } } },
    async (request, reply) => {
      const admin = signedIn(request);
      const account = await app.db.transaction(async (tx) => {
        const created = await createAccountsStore(tx).create(request.body, admin.accountId);
        if (!created) throw new HttpError(409, 'EMAIL_TAKEN', 'An account already has this e-mail');
        await writeAudit(tx, {
          actorId: admin.accountId,
          action: 'account-created',
          targetKind: 'staff-account',
          targetId: created.id,
          details: { email: created.email, role: created.role },
        });
        await issueResetLink(tx, { account: created, by: admin.accountId, origin: originOf(request) });
        return created;
      });
      app.outbox.kick();
      return reply.code(201).send(account);
    },
  );

  app.patch(
    '/api/staff/accounts/:id',
    { config: ADMIN_ONLY, schema: { params: idParamsSchema, body: staffAccountUpdateSchema } },
    async (request, reply) => {
      const admin = signedIn(request);
      const id = parseId(request.params.id);
      if (id === null) throw notFound('No such account');
      const { updated_at, ...change } = request.body;
      // An admin cannot lock themselves out (nor the office out of its last admin this way).
      if (id === admin.accountId && (change.disabled === true || (change.role && change.role !== 'admin')))
        throw new HttpError(409, 'OWN_ACCOUNT', 'You cannot disable your own account or change your own role');
      const result = await app.db.transaction(async (tx) => {
        const before = await createAccountsStore(tx).get(id);
        const outcome = await createAccountsStore(tx).update(id, { ...change, updatedAt: updated_at }, admin.accountId);
        if (outcome.status !== 'updated' || !before) return outcome;
        const after = outcome.account;
        if (after.disabled && !before.disabled) await createSessionsStore(tx).revokeAll(id);
        const action =
          after.disabled !== before.disabled
            ? after.disabled
              ? 'account-disabled'
              : 'account-enabled'
            : 'account-changed';
        await writeAudit(tx, {
          actorId: admin.accountId,
          action,
          targetKind: 'staff-account',
          targetId: id,
          details: {
            before: { name: before.name, role: before.role, disabled: before.disabled },
            after: { name: after.name, role: after.role, disabled: after.disabled },
          },
        });
        return outcome;
      });
      if (result.status === 'missing') throw notFound('No such account');
      if (result.status === 'stale') return sendStaleUpdate(reply, result);
      return result.account;
    },
  );

  app.post(
    '/api/staff/accounts/:id/reset-link',
    { config: ADMIN_ONLY, schema: { params: idParamsSchema } },
    async (request, reply) => {
      const admin = signedIn(request);
      const id = parseId(request.params.id);
      const account = id === null ? null : await app.staffAccounts.get(id);
      if (!account) throw notFound('No such account');
      if (account.disabled) throw new HttpError(409, 'ACCOUNT_DISABLED', 'Enable the account first');
      await app.db.transaction((tx) => issueResetLink(tx, { account, by: admin.accountId, origin: originOf(request) }));
      app.outbox.kick();
      return reply.code(202).send({ sent_to: account.email });
    },
  );
};
