import { z } from 'zod/mini';
import { emailField, missingOr } from './fields';
import { VALIDATION } from './messages';

// Signing in and the session: what the back office checks before anyone is signed in. Written with
// zod/mini, so that the sign-in page's first load carries no classic zod
// (docs/decisions/027-interactive-as-fast-as-react-alone.md); staff.ts re-exports it all.

export const STAFF_ROLES = ['admin', 'sales', 'recruiter', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** NIST SP 800-63B: length over composition rules; the API also refuses the most common passwords. */
export const PASSWORD_MIN_LENGTH = 12;
/** Bounds the work of hashing what a client sends. */
export const PASSWORD_MAX_LENGTH = 256;

/** A password typed to prove who one is: any non-empty string (old accounts' rules may differ). */
export const currentPasswordField = z
  .string({ error: missingOr(VALIDATION.invalid) })
  .check(
    z.minLength(1, { error: VALIDATION.required }),
    z.maxLength(PASSWORD_MAX_LENGTH, { error: VALIDATION.tooLong }),
  );

export const staffSignInSchema = z.object({ email: emailField, password: currentPasswordField });
export type StaffSignIn = z.infer<typeof staffSignInSchema>;

/** "Forgot my password": the address a link goes to, when it has an account. */
export const staffPasswordForgottenSchema = z.object({ email: emailField });
export type StaffPasswordForgotten = z.infer<typeof staffPasswordForgottenSchema>;

export const staffRoleField = z.enum(STAFF_ROLES, { error: VALIDATION.invalidOption });

/** GET /api/staff/session and a successful sign-in: who is signed in, and the token of their state-changing requests. */
export const staffSessionSchema = z.object({
  account: z.object({ id: z.int(), email: z.string(), name: z.string(), role: staffRoleField }),
  csrfToken: z.string(),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

/** Why nobody is signed in: never signed in (or signed out), or the session ran out. */
export const STAFF_SESSION_LOSSES = ['NOT_SIGNED_IN', 'SESSION_EXPIRED'] as const;

/**
 * GET /api/staff/session: the member, or 200 with no account and why (not a 401: asking whether
 * someone is signed in is not an error, and the sign-in page would log one in every console).
 */
export const staffSessionProbeSchema = z.union([
  staffSessionSchema,
  z.object({ account: z.null(), reason: z.enum(STAFF_SESSION_LOSSES) }),
]);
export type StaffSessionProbe = z.infer<typeof staffSessionProbeSchema>;
