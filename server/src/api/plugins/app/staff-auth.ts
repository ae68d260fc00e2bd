import type { StaffRole } from '@freight/shared/core/schemas/staff';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../http/errors';
import { createAccountsStore, type AccountsStore } from '../../staff/accounts';
import { clearSessionCookie, sessionCookieName } from '../../staff/session-cookie';
import { createSessionsStore, type SessionsStore, type StaffPrincipal } from '../../staff/sessions';
import { sameToken } from '../../staff/tokens';

/**
 * Who may call a staff route, declared on the route (`config.staffAccess`):
 * 'public' (sign-in, password reset), 'signed-in' (any role), or the roles
 * allowed besides admin, who may call everything.
 */
export type StaffAccess = 'public' | 'signed-in' | readonly StaffRole[];

declare module 'fastify' {
  interface FastifyContextConfig {
    staffAccess?: StaffAccess;
  }
  interface FastifyRequest {
    /** The signed-in staff member of a /api/staff request, or null. */
    staff: StaffPrincipal | null;
    /** The cookie named a session that has expired (the session probe says so without a 401). */
    staffSessionExpired: boolean;
  }
  interface FastifyInstance {
    staffAccounts: AccountsStore;
    staffSessions: SessionsStore;
  }
}

export const STAFF_PREFIX = '/api/staff';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isStaffUrl(url: string): boolean {
  return url === STAFF_PREFIX || url.startsWith(`${STAFF_PREFIX}/`) || url.startsWith(`${STAFF_PREFIX}?`);
}

/** The staff member of a route that is not 'public' (the hook has refused anyone else). */
export function signedIn(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw new HttpError(401, 'NOT_SIGNED_IN', 'Sign in first');
  return request.staff;
}

export function mayAccess(access: StaffAccess, role: StaffRole): boolean {
  return access === 'public' || access === 'signed-in' || role === 'admin' || access.includes(role);
}

/**
 * The one gate of /api/staff (docs/decisions/017-staff-authentication.md):
 * finds the session of the cookie, then refuses, before the body is read, a
 * request without a valid session (401), of a role the route does not allow
 * (403), or changing state without the session's CSRF token (403).
 */
export const staffAuth = fp(
  async (app) => {
    const sessions = createSessionsStore(app.db);
    app.decorate('staffAccounts', createAccountsStore(app.db));
    app.decorate('staffSessions', sessions);
    app.decorateRequest('staff', null);
    app.decorateRequest('staffSessionExpired', false);

    // A staff route that forgets to say who may call it does not start.
    app.addHook('onRoute', (route) => {
      if (isStaffUrl(route.url) && route.config?.staffAccess === undefined)
        throw new Error(`${route.method} ${route.url}: a staff route needs config.staffAccess`);
    });

    app.addHook('onRequest', async (request, reply) => {
      if (!isStaffUrl(request.url)) return;
      // The back office's answers are private: no cache, no search engine.
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      const access = request.routeOptions.config.staffAccess;
      if (access === undefined) return;
      const secret = request.cookies[sessionCookieName(request)];
      let expired = false;
      if (secret) {
        const found = await sessions.find(secret);
        if (found.status === 'valid') request.staff = found.principal;
        else {
          expired = found.status === 'expired';
          clearSessionCookie(request, reply);
        }
      }
      request.staffSessionExpired = expired;
      if (access === 'public') return;
      const staff = request.staff;
      if (!staff)
        throw expired
          ? new HttpError(401, 'SESSION_EXPIRED', 'The session has expired: sign in again')
          : new HttpError(401, 'NOT_SIGNED_IN', 'Sign in first');
      if (!mayAccess(access, staff.role)) throw new HttpError(403, 'FORBIDDEN_ROLE', 'Your role does not allow this');
      const token = request.headers['x-csrf-token'];
      if (
        !SAFE_METHODS.has(request.method) &&
        !sameToken(typeof token === 'string' ? token : undefined, staff.csrfToken)
      )
        throw new HttpError(403, 'CSRF_TOKEN_INVALID', 'Missing or wrong X-CSRF-Token header');
    });
  },
  { name: 'staff-auth', dependencies: ['db', 'cookie'] },
);
