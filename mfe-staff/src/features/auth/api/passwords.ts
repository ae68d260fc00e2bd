import { staffFetch } from '../../../lib/staff-api';

/** POST /api/staff/password-reset: the link's token and the new password (no session needed). */
export const resetPassword = (token: string, newPassword: string) =>
  staffFetch('/password-reset', { method: 'POST', body: { token, newPassword } });

/** POST /api/staff/password: the member's own password; the API ends their other sessions. */
export const changePassword = (currentPassword: string, newPassword: string) =>
  staffFetch('/password', { method: 'POST', body: { currentPassword, newPassword } });
