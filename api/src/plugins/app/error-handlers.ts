import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '@freight/shared/core/api/models';
import { CODE_BY_STATUS, HttpError, ValidationFailed } from '../../http/errors';
import { isPageRequest, pageRequest, type SiteShell } from '../../site/site-shell';

function statusOf(error: unknown): number {
  const status = typeof error === 'object' && error !== null && 'statusCode' in error ? error.statusCode : undefined;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Bad request';
}

function send(reply: FastifyReply, body: ApiError) {
  // Errors are never cached: the next try may well succeed.
  return reply.code(body.statusCode).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(body);
}

/**
 * Every error leaves as the ApiError JSON body with a stable code. A 5xx says
 * nothing about its cause (the log does); unknown page addresses get the
 * shell's index.html when the site is served (history fallback).
 */
export function installErrorHandlers(app: FastifyInstance, shell: SiteShell | null) {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const statusCode = statusOf(error);
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      const unavailable = statusCode === 503;
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
    if (shell && isPageRequest(request.method, request.url, request.headers.accept)) {
      return reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(await shell.indexHtml(pageRequest(request)));
    }
    const pathname = request.url.split('?')[0];
    return send(reply, { statusCode: 404, code: 'NOT_FOUND', message: `No resource at ${request.method} ${pathname}` });
  });
}
