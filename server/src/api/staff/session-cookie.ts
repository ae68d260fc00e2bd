import type { FastifyReply, FastifyRequest } from 'fastify';

// The session cookie (docs/decisions/017-staff-authentication.md). Over HTTPS
// (request.protocol honours TRUST_PROXY) the __Host- prefix makes the browser
// insist on Secure, Path=/ and no Domain; plain HTTP (dev, tests) cannot carry
// a Secure cookie, so it gets a plain name.

export const SECURE_COOKIE = '__Host-staff';
export const PLAIN_COOKIE = 'staff';
/** The browser forgets the cookie when the session's absolute lifetime ends anyway. */
const COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60;

export function sessionCookieName(request: FastifyRequest): string {
  return request.protocol === 'https' ? SECURE_COOKIE : PLAIN_COOKIE;
}

function cookieOptions(request: FastifyRequest) {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' } as const;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, secret: string): void {
  reply.setCookie(sessionCookieName(request), secret, { ...cookieOptions(request), maxAge: COOKIE_MAX_AGE_S });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName(request), cookieOptions(request));
}
