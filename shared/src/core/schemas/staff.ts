import { z } from 'zod';
import { emailField, missingOr, requiredText, TEXT_LIMITS } from './fields';
import { currentPasswordField, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, staffRoleField } from './staff-session';
import { VALIDATION } from './messages';

// The staff back office's bodies (docs/decisions/017-staff-authentication.md):
// the API validates with these, the back office's forms will too.

export {
  currentPasswordField,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  STAFF_ROLES,
  STAFF_SESSION_LOSSES,
  type StaffPasswordForgotten,
  staffPasswordForgottenSchema,
  type StaffRole,
  staffRoleField,
  type StaffSession,
  type StaffSessionProbe,
  staffSessionProbeSchema,
  staffSessionSchema,
  type StaffSignIn,
  staffSignInSchema,
} from './staff-session';

/** A new password: the length rules (not trimmed: every character counts). */
export const newPasswordField = z
  .string({ error: missingOr(VALIDATION.invalid) })
  .min(PASSWORD_MIN_LENGTH, { error: VALIDATION.tooSmall })
  .max(PASSWORD_MAX_LENGTH, { error: VALIDATION.tooLong });

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
  role: z.optional(staffRoleField),
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
