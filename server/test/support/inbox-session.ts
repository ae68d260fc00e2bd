import type { FastifyInstance, InjectOptions } from 'fastify';
import type { StaffRole } from '@freight/shared/core/schemas/staff';
import { createStaffAccount } from './staff';

/** A staff member of `role`, signed in: `call` sends a request with their cookie and CSRF token. */
export async function staffMember(app: FastifyInstance, role: StaffRole) {
  const account = await createStaffAccount(app, { role });
  const session = await app.staffSessions.open(account.id);
  const headers = { cookie: `staff=${session.secret}`, 'x-csrf-token': session.csrfToken };
  const call = (options: InjectOptions) =>
    app.inject({ ...options, headers: { ...headers, ...(options.headers ?? {}) } });
  return { account, headers, call };
}

export type StaffMember = Awaited<ReturnType<typeof staffMember>>;
