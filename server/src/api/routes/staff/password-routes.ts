import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  PASSWORD_MAX_LENGTH,
  staffPasswordChangeSchema,
  staffPasswordResetSchema,
} from '@freight/shared/core/schemas/staff';
import { HttpError, ValidationFailed } from '../../http/errors';
import { signedIn } from '../../plugins/app/staff-auth';
import type { ZodTypeProvider } from '../../http/zod';
import { createAccountsStore } from '../../staff/accounts';
import { writeAudit } from '../../staff/audit';
import {
  assertAcceptablePassword,
  checkPassword,
  hashPassword,
  type PasswordOwner,
  passwordProblem,
} from '../../staff/passwords';
import { createResetsStore } from '../../staff/resets';
import { createSessionsStore } from '../../staff/sessions';
import { perAddressLimit, type StaffSignInLimits } from './sign-in-limits';

export interface StaffPasswordRoutesOptions {
  signInLimits: StaffSignInLimits;
}

/** What the back office sends as a password is typed: the member's session, or the reset link, names its owner. */
const verdictSchema = z.object({
  password: z.string().max(PASSWORD_MAX_LENGTH),
  token: z.string().max(200).optional(),
});

/** As many verdicts as one person typing a few passwords asks for; more is someone trying a list. */
const VERDICT_LIMIT = { max: 60, timeWindow: 60_000 };

/**
 * One's own password change (POST /api/staff/password), a reset link's use (POST /api/staff/password-reset),
 * and what either would say of a password being typed (POST /api/staff/password-verdict).
 */
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
      assertAcceptablePassword(newPassword, staff);
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

  // The judge's dictionaries stay on the server (1.5 MB gzip): the form asks as one types. Changes nothing.
  app.post(
    '/api/staff/password-verdict',
    { config: { staffAccess: 'public', rateLimit: VERDICT_LIMIT }, schema: { body: verdictSchema } },
    async (request) => {
      const { password, token } = request.body;
      let owner: PasswordOwner = request.staff ?? {};
      if (!request.staff && token) {
        const accountId = await createResetsStore(app.db).peek(token);
        owner = (accountId !== null && (await app.staffAccounts.get(accountId))) || {};
      }
      return { reason: passwordProblem(password, owner) };
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
      await app.db.transaction(async (tx) => {
        const accountId = await createResetsStore(tx).consume(token);
        if (accountId === null)
          throw new HttpError(400, 'RESET_LINK_INVALID', 'This link is unknown, already used or expired');
        const accounts = createAccountsStore(tx);
        // Judged against the link's owner; a refusal rolls the transaction back, so the link stays usable.
        assertAcceptablePassword(newPassword, (await accounts.get(accountId)) ?? {});
        await accounts.setPassword(accountId, await hashPassword(newPassword));
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
