import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '@freight/shared/core/api/models';
import { trackAllowedMethods } from '../../http/allowed-methods';
import { CODE_BY_STATUS, HttpError, ValidationFailed } from '../../http/errors';
import { redactSecrets } from '../../http/redact-secrets';
import { isDatabaseUnavailable } from '../../db/unavailable';

/** The site's pages when they are served (site/site-pages.ts): the addresses they answer, and the answer. */
export interface PageFallback {
  serves(method: string, url: string): boolean;
  send(request: FastifyRequest, reply: FastifyReply): unknown;
}

function statusOf(error: unknown): number {
  if (isDatabaseUnavailable(error)) return 503;
  const status = typeof error === 'object' && error !== null && 'statusCode' in error ? error.statusCode : undefined;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}

function isStaticRefusal(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'FST_STATIC_FORBIDDEN_PATH';
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Bad request';
}

function send(reply: FastifyReply, body: ApiError) {
  // A message may repeat the address asked (a 404, a 405): its tokens do not come back.
  body.message = redactSecrets(body.message);
  // Errors are never cached: the next try may well succeed.
  return reply
    .code(body.statusCode)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(body);
}

/** Fastify's `frameworkErrors`: a path it cannot decode (`/api/blog/%zz`). */
export function frameworkErrors(error: Error, _request: FastifyRequest, reply: FastifyReply) {
  return send(reply, { statusCode: 400, code: 'BAD_REQUEST', message: messageOf(error) });
}

/**
 * Every error leaves as the ApiError JSON body with a stable code. A 5xx says

 * nothing about its cause (the log does). When the site is served, a page
 * address no route or file answered is a page of the site or its 404
 * (site/site-pages.ts); an API path asked with a method it does not take is a
 * 405 with `Allow`. Call before the routes are registered. What Node refuses
 * before Fastify sees a request (malformed, too slow, headers too large) is
 * answered by http/connection-guard.ts in the same shape.
 */
export function installErrorHandlers(app: FastifyInstance, pages: PageFallback | null) {
  const allowedMethods = trackAllowedMethods(app);

  // Node's own check answers an empty 400; it is turned off (http/connection-guard.ts) for this one.
  app.addHook('onRequest', async (request) => {
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
      throw new HttpError(400, 'BAD_REQUEST', 'An HTTP/1.1 request needs a Host header');
    }
  });

  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    // @fastify/static refuses a path it cannot read safely (`//x`, a NUL byte) with 403; no file
    // or page has such an address, so it is answered as any unknown address.
    if (isStaticRefusal(error)) return reply.callNotFound();
    const statusCode = statusOf(error);
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      const unavailable = statusCode === 503;
      // The database away (a restart): the client may come back shortly, as the forms do.
      if (unavailable) reply.header('retry-after', '2');
      return send(reply, {
        statusCode,
        code: unavailable ? 'UNAVAILABLE' : 'INTERNAL',
        message: unavailable ? 'Service unavailable, retry later' : 'Internal server error',
      });
    }
    const code = error instanceof HttpError ? error.code : (CODE_BY_STATUS[statusCode] ?? 'BAD_REQUEST');
    const body: ApiError = { statusCode, code, message: messageOf(error) };
    if (error instanceof ValidationFailed) body.fields = error.fields;
    return send(reply, body);
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (pages?.serves(request.method, request.url)) return pages.send(request, reply);
    const pathname = request.url.split('?')[0] ?? '';
    const allowed = allowedMethods(pathname);
    if (allowed.length > 0) {
      reply.header('allow', allowed.join(', '));
      return send(reply, {
        statusCode: 405,
        code: 'METHOD_NOT_ALLOWED',
        message: `${request.method} is not allowed on ${pathname}; allowed: ${allowed.join(', ')}`,
      });
    }
    return send(reply, { statusCode: 404, code: 'NOT_FOUND', message: `No resource at ${request.method} ${pathname}` });
  });
}
