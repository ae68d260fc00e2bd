import type { FastifyPluginAsync } from 'fastify';
import { staffPasswordChangeSchema, staffPasswordResetSchema } from '@freight/shared/core/schemas/staff';
import { HttpError, ValidationFailed } from '../../http/errors';
import { signedIn } from '../../plugins/app/staff-auth';
import type { ZodTypeProvider } from '../../http/zod';
import { createAccountsStore } from '../../staff/accounts';
import { writeAudit } from '../../staff/audit';
import { assertAcceptablePassword, checkPassword, hashPassword } from '../../staff/passwords';
import { createResetsStore } from '../../staff/resets';
import { createSessionsStore } from '../../staff/sessions';
import { perAddressLimit, type StaffSignInLimits } from './sign-in-limits';

export interface StaffPasswordRoutesOptions {
  signInLimits: StaffSignInLimits;
}

/** One's own password change (POST /api/staff/password) and a reset link's use (POST /api/staff/password-reset). */
export const staffPasswordRoutes: FastifyPluginAsync<StaffPasswordRoutesOptions> = async (
  fastify,
  { signInLimits },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/staff/password',
    { config: { staffAccess: 'signed-in' }, schema: { body: staffPasswordChangeSchema } },
    async (request, reply) => {
      const staff = signedIn(request);
      const { currentPassword, newPassword } = request.body;
      if (!(await checkPassword(await app.staffAccounts.passwordHash(staff.accountId), currentPassword)))
        throw new ValidationFailed({ currentPassword: 'validation.invalid' }, 'current password');
      assertAcceptablePassword(newPassword);
      const passwordHash = await hashPassword(newPassword);
      await app.db.transaction(async (tx) => {
        await createAccountsStore(tx).setPassword(staff.accountId, passwordHash);
        // Whoever may have had the old password is signed out everywhere else.
        const revoked = await createSessionsStore(tx).revokeAll(staff.accountId, staff.sessionId);
        await writeAudit(tx, {
          actorId: staff.accountId,
          action: 'password-changed',
          targetKind: 'staff-account',
          targetId: staff.accountId,
          details: { sessions_revoked: revoked },
        });
      });
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/staff/password-reset',
    {
      config: { staffAccess: 'public', rateLimit: perAddressLimit(signInLimits) },
      schema: { body: staffPasswordResetSchema },
    },
    async (request, reply) => {
      const { token, newPassword } = request.body;
      // Checked before the link is used up, so a refused password leaves it usable.
      assertAcceptablePassword(newPassword);
      const passwordHash = await hashPassword(newPassword);
      await app.db.transaction(async (tx) => {
        const accountId = await createResetsStore(tx).consume(token);
        if (accountId === null)
          throw new HttpError(400, 'RESET_LINK_INVALID', 'This link is unknown, already used or expired');
        await createAccountsStore(tx).setPassword(accountId, passwordHash);
        await createSessionsStore(tx).revokeAll(accountId);
        await writeAudit(tx, {
          actorId: accountId,
          action: 'password-reset-used',
          targetKind: 'staff-account',
          targetId: accountId,
        });
      });
      return reply.code(204).send();
    },
  );
};
