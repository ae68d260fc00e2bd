import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { StaffRole } from '@freight/shared/core/schemas/staff';
import { hashPassword } from '../../src/api/staff/passwords';

// Staff accounts and sessions for the API's tests of /api/staff.

export const STAFF_PASSWORD = 'correct horse battery staple';

let counter = 0;

/** An account with a password, made straight in the database. */
export async function createStaffAccount(
  app: FastifyInstance,
  { role = 'admin', password = STAFF_PASSWORD, email }: { role?: StaffRole; password?: string; email?: string } = {},
) {
  counter += 1;
  const account = await app.staffAccounts.create(
    {
      email: email ?? `${role}.${counter}.${Date.now()}@boughaz-freight.example`,
      name: `${role} ${counter}`,
      role,
      passwordHash: await hashPassword(password),
    },
    null,
  );
  if (!account) throw new Error('account not created');
  return { ...account, password };
}

/** The session cookie (name=value) a response sets, if any. */
export function sessionCookieOf(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((c) => c.name === 'staff' || c.name === '__Host-staff');
  return cookie && cookie.value !== '' ? `${cookie.name}=${cookie.value}` : undefined;
}

export function signInRequest(
  app: FastifyInstance,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/staff/session',
    payload: { email, password },
    headers,
  });
}

/** Signs in and answers what later requests send: the cookie header and the CSRF token. */
export async function signIn(app: FastifyInstance, email: string, password = STAFF_PASSWORD) {
  const response = await signInRequest(app, email, password);
  if (response.statusCode !== 200) throw new Error(`sign-in answered ${response.statusCode}: ${response.body}`);
  const cookie = sessionCookieOf(response);
  if (!cookie) throw new Error('sign-in set no cookie');
  const csrfToken: string = response.json().csrfToken;
  return { cookie, csrfToken, headers: { cookie, 'x-csrf-token': csrfToken } };
}
