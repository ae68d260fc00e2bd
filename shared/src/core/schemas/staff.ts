import { z } from 'zod';
import { emailField, missingOr, requiredText, TEXT_LIMITS } from './fields';
import { VALIDATION } from './messages';

// The staff back office's bodies (docs/decisions/017-staff-authentication.md):
// the API validates with these, the back office's forms will too.

export const STAFF_ROLES = ['admin', 'sales', 'recruiter', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** NIST SP 800-63B: length over composition rules; the API also refuses the most common passwords. */
export const PASSWORD_MIN_LENGTH = 12;
/** Bounds the work of hashing what a client sends. */
export const PASSWORD_MAX_LENGTH = 256;

/** A new password: the length rules (not trimmed: every character counts). */
export const newPasswordField = z
  .string({ error: missingOr(VALIDATION.invalid) })
  .min(PASSWORD_MIN_LENGTH, { error: VALIDATION.tooSmall })
  .max(PASSWORD_MAX_LENGTH, { error: VALIDATION.tooLong });

/** A password typed to prove who one is: any non-empty string (old accounts' rules may differ). */
const currentPasswordField = z
  .string({ error: missingOr(VALIDATION.invalid) })
  .min(1, { error: VALIDATION.required })
  .max(PASSWORD_MAX_LENGTH, { error: VALIDATION.tooLong });

export const staffRoleField = z.enum(STAFF_ROLES, { error: VALIDATION.invalidOption });

export const staffSignInSchema = z.object({ email: emailField, password: currentPasswordField });
export type StaffSignIn = z.infer<typeof staffSignInSchema>;

export const staffPasswordChangeSchema = z.object({
  currentPassword: currentPasswordField,
  newPassword: newPasswordField,
});
export type StaffPasswordChange = z.infer<typeof staffPasswordChangeSchema>;

export const staffPasswordResetSchema = z.object({
  token: z.string().min(1, { error: VALIDATION.required }).max(200, { error: VALIDATION.tooLong }),
  newPassword: newPasswordField,
});
export type StaffPasswordReset = z.infer<typeof staffPasswordResetSchema>;

export const staffAccountCreateSchema = z.object({
  email: emailField,
  name: requiredText(TEXT_LIMITS.name),
  role: staffRoleField,
});
export type StaffAccountCreate = z.infer<typeof staffAccountCreateSchema>;

/** What an admin changes; `updated_at` is the one they read (a stale one answers 409). */
export const staffAccountUpdateSchema = z.object({
  name: z.optional(requiredText(TEXT_LIMITS.name)),
  role: staffRoleField.optional(),
  disabled: z.boolean({ error: VALIDATION.invalid }).optional(),
  updated_at: z.iso.datetime({ error: VALIDATION.invalid }),
});
export type StaffAccountUpdate = z.infer<typeof staffAccountUpdateSchema>;

/** An account as the API shows it (never its password hash). */
export const staffAccountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: staffRoleField,
  disabled: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  password_set: z.boolean(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

/** GET /api/staff/session and a successful sign-in: who is signed in, and the token of their state-changing requests. */
export const staffSessionSchema = z.object({
  account: z.object({ id: z.number().int(), email: z.string(), name: z.string(), role: staffRoleField }),
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

const digits = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value),
    z.number().int().min(1).max(max),
  );

/** GET /api/staff/audit's query: by actor, action and date range, paged. */
export const staffAuditQuerySchema = z.object({
  actor: digits(999_999_999).optional(),
  action: z.string().min(1).max(80).optional(),
  from: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  to: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  page: digits(999_999_999).default(1),
});
export type StaffAuditQuery = z.infer<typeof staffAuditQuerySchema>;

/** One line of the audit log as GET /api/staff/audit shows it. */
export const staffAuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor_id: z.number().int().nullable(),
  actor_name: z.string().nullable(),
  action: z.string(),
  target_kind: z.string().nullable(),
  target_id: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type StaffAuditEntry = z.infer<typeof staffAuditEntrySchema>;

/** GET /api/staff/audit: a page of the log, newest first. */
export const staffAuditPageSchema = z.object({
  data: z.array(staffAuditEntrySchema),
  page: z.number().int(),
  last_page: z.number().int(),
  total: z.number().int(),
});
export type StaffAuditPage = z.infer<typeof staffAuditPageSchema>;

/** GET /api/staff/accounts. */
export const staffAccountListSchema = z.object({ data: z.array(staffAccountSchema) });

/** POST /api/staff/accounts/:id/reset-link: where the link went. */
export const staffResetLinkSentSchema = z.object({ sent_to: z.string() });
