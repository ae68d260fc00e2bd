import type { FastifyPluginAsync } from 'fastify';
import {
  type StaffSession,
  type StaffSessionProbe,
  staffSessionProbeSchema,
  staffSessionSchema,
  staffSignInSchema,
} from '@freight/shared/core/schemas/staff';
import { HttpError } from '../../http/errors';
import { signedIn } from '../../plugins/app/staff-auth';
import type { ZodTypeProvider } from '../../http/zod';
import type { StaffPrincipal } from '../../staff/sessions';
import { writeAudit } from '../../staff/audit';
import { checkPassword } from '../../staff/passwords';
import { clearSessionCookie, setSessionCookie } from '../../staff/session-cookie';
import { perAccountLimit, perAddressLimit, type StaffSignInLimits } from './sign-in-limits';

export interface StaffSessionRoutesOptions {
  signInLimits: StaffSignInLimits;
}

function sessionBody(
  staff: Pick<StaffPrincipal, 'accountId' | 'email' | 'name' | 'role'>,
  csrfToken: string,
): StaffSession {
  return { account: { id: staff.accountId, email: staff.email, name: staff.name, role: staff.role }, csrfToken };
}

/** One answer for an unknown e-mail, a disabled account and a wrong password. */
const refused = () => new HttpError(401, 'INVALID_CREDENTIALS', 'Wrong e-mail or password');

/** Sign in (POST), who am I (GET), sign out (DELETE): /api/staff/session. */
export const staffSessionRoutes: FastifyPluginAsync<StaffSessionRoutesOptions> = async (fastify, { signInLimits }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/staff/session',
    {
      config: { staffAccess: 'public', rateLimit: perAddressLimit(signInLimits) },
      schema: { body: staffSignInSchema, response: { 200: staffSessionSchema } },
      preHandler: perAccountLimit(fastify, signInLimits),
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const account = await app.staffAccounts.credentials(email);
      // Verified even when the account is unknown or disabled: every refusal costs the same.
      const matches = await checkPassword(account?.password_hash, password);
      if (!account || account.disabled || !matches) {
        const reason = !account ? 'unknown-account' : account.disabled ? 'disabled' : 'wrong-password';
        await writeAudit(app.db, {
          actorId: null,
          action: 'sign-in-failed',
          targetKind: account ? 'staff-account' : undefined,
          targetId: account?.id,
          details: { email, reason, ip: request.ip },
        });
        throw refused();
      }
      // A new session at every sign-in: a session id planted before it is worth nothing (fixation).
      if (request.staff) await app.staffSessions.revoke(request.staff.sessionId);
      const session = await app.staffSessions.open(account.id);
      setSessionCookie(request, reply, session.secret);
      await writeAudit(app.db, {
        actorId: account.id,
        action: 'sign-in',
        targetKind: 'staff-account',
        targetId: account.id,
        details: { ip: request.ip },
      });
      return sessionBody({ accountId: account.id, ...account }, session.csrfToken);
    },
  );

  app.get(
    '/api/staff/session',
    { config: { staffAccess: 'public' }, schema: { response: { 200: staffSessionProbeSchema } } },
    async (request): Promise<StaffSessionProbe> => {
      const staff = request.staff;
      if (staff) return sessionBody(staff, staff.csrfToken);
      return { account: null, reason: request.staffSessionExpired ? 'SESSION_EXPIRED' : 'NOT_SIGNED_IN' };
    },
  );

  app.delete('/api/staff/session', { config: { staffAccess: 'signed-in' } }, async (request, reply) => {
    const staff = signedIn(request);
    await app.staffSessions.revoke(staff.sessionId);
    clearSessionCookie(request, reply);
    await writeAudit(app.db, {
      actorId: staff.accountId,
      action: 'sign-out',
      targetKind: 'staff-account',
      targetId: staff.accountId,
    });
    return reply.code(204).send();
  });
};
