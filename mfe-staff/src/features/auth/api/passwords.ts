import { z } from 'zod';
import { staffFetch } from '../../../lib/staff-api';

/** POST /api/staff/password-reset: the link's token and the new password (no session needed). */
export const resetPassword = (token: string, newPassword: string) =>
  staffFetch('/password-reset', { method: 'POST', body: { token, newPassword } });

/** POST /api/staff/password: the member's own password; the API ends their other sessions. */
export const changePassword = (currentPassword: string, newPassword: string) =>
  staffFetch('/password', { method: 'POST', body: { currentPassword, newPassword } });

const verdictSchema = z.object({ reason: z.string().nullable() });

/**
 * POST /api/staff/password-verdict: why the server would refuse the password (a `password.reasons.*`
 * key's last part, or `too-short`/`too-long`), or null. The session or the reset link names its owner.
 */
export const passwordVerdict = (password: string, token?: string) =>
  staffFetch('/password-verdict', { method: 'POST', body: { password, token }, schema: verdictSchema });

/** POST /api/staff/password-forgotten: a one-hour link e-mailed if the address has an active account (202 alike). */
export const askForResetLink = (email: string) =>
  staffFetch('/password-forgotten', { method: 'POST', body: { email } });
