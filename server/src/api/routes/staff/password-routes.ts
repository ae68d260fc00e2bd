import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  PASSWORD_MAX_LENGTH,
  staffPasswordChangeSchema,
  staffPasswordForgottenSchema,
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
import { issueResetLink } from '../../staff/reset-link';
import { createResetsStore } from '../../staff/resets';
import { createSessionsStore } from '../../staff/sessions';
import { perAddressLimit, perAccountLimit, type StaffSignInLimits } from './sign-in-limits';

export interface StaffPasswordRoutesOptions {
  signInLimits: StaffSignInLimits;
  /** The origin of the links e-mailed (PUBLIC_ORIGIN); the request's own when unset. */
  publicOrigin?: string;
}

/**
 * The least time "forgot my password" takes to answer: issuing and e-mailing a link (a few writes) ends
 * well within it, so the answer's time does not tell whether the address has an account.
 */
export const FORGOTTEN_ANSWER_MS = 400;

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
  { signInLimits, publicOrigin },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Like sign-in: per client address, and per typed address whatever the client (an inbox flooded).
  const perTypedAddress = perAccountLimit(app, signInLimits, 'staff-forgotten');

  // "Forgot my password": the same 202 whatever the address, in the same time; an active account gets
  // a one-hour link (earlier unused ones stop working), a disabled or unknown one nothing.
  app.post(
    '/api/staff/password-forgotten',
    {
      config: { staffAccess: 'public', rateLimit: perAddressLimit(signInLimits) },
      schema: { body: staffPasswordForgottenSchema },
      preHandler: perTypedAddress,
    },
    async (request, reply) => {
      const started = Date.now();
      const account = await app.staffAccounts.credentials(request.body.email);
      if (account && !account.disabled)
        await app.db.transaction((tx) =>
          issueResetLink(tx, {
            account,
            by: null,
            origin: publicOrigin ?? `${request.protocol}://${request.host}`,
            purpose: 'forgotten',
          }),
        );
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, FORGOTTEN_ANSWER_MS - (Date.now() - started))));
      return reply.code(202).send({ status: 'sent-if-known' });
    },
  );

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
