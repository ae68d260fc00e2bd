import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors';

export interface WindowLimit {
  max: number;
  timeWindowMs: number;
}

/** Sign-in and password-reset attempts (docs/decisions/017-staff-authentication.md); false: no such limit. */
export interface StaffSignInLimits {
  perAddress: WindowLimit | false;
  perAccount: WindowLimit | false;
}

/** The window of the staff sign-in limits (RATE_LIMIT_STAFF_SIGN_IN_* count attempts in it). */
export const STAFF_SIGN_IN_WINDOW_MS = 15 * 60_000;

export const DEFAULT_STAFF_SIGN_IN_LIMITS = {
  perAddress: { max: 30, timeWindowMs: STAFF_SIGN_IN_WINDOW_MS },
  perAccount: { max: 10, timeWindowMs: STAFF_SIGN_IN_WINDOW_MS },
} satisfies StaffSignInLimits;

/** The route's own per-address limit (@fastify/rate-limit's `config.rateLimit`), counted on request.ip. */
export function perAddressLimit(limits: StaffSignInLimits) {
  return limits.perAddress ? { max: limits.perAddress.max, timeWindow: limits.perAddress.timeWindowMs } : false;
}

/** The validated body's e-mail, lower-cased (one account whatever the case typed). */
function emailOf(body: unknown): string {
  return typeof body === 'object' && body !== null && 'email' in body && typeof body.email === 'string'
    ? body.email.toLowerCase()
    : '';
}

/**
 * A preHandler limiting attempts on one account, whatever the address
 * (a password guessed from many machines); keyed on the typed e-mail.
 */
export function perAccountLimit(app: FastifyInstance, limits: StaffSignInLimits, scope = 'staff-sign-in') {
  const limit = limits.perAccount;
  if (!limit) return async () => {};
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.timeWindowMs,
    keyGenerator: (request) => `${scope}:${emailOf(request.body)}`,
  });
  return async (request: FastifyRequest) => {
    const result = await check(request);
    // isAllowed means allow-listed; a counted request is refused once it exceeds max.
    if (!result.isAllowed && result.isExceeded)
      throw new HttpError(
        429,
        'RATE_LIMITED',
        `Too many attempts on this account, retry in ${Math.ceil(result.ttl / 1000)} s`,
      );
  };
}
