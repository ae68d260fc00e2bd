import type { IncomingMessage, ServerOptions, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ApiError } from '@freight/shared/core/api/models';
import { plainAddress } from './trust-proxy';

// What keeps a slow or greedy client from holding the server's sockets and
// file descriptors: time limits on receiving a request, and a cap on the
// connections one address may keep open. Node's defaults leave a request
// whose body trickles in open for ever (Fastify sets requestTimeout to 0).

export interface ServerTimeouts {
  /** The request line and headers must have arrived within this time. */
  headersMs: number;
  /** The whole request, body included, must have arrived within this time. */
  requestMs: number;
  /** Longest silence while a request is sent (a body that stops coming). */
  bodyIdleMs: number;
  /** How long an idle keep-alive connection stays open between requests. */
  keepAliveMs: number;
}

export const DEFAULT_TIMEOUTS: ServerTimeouts = {
  headersMs: 10_000,
  // A 5 MB CV over a slow mobile uplink.
  requestMs: 120_000,
  bodyIdleMs: 30_000,
  // Above the usual 60 s idle timeout of load balancers, so they close first (Fastify's default).
  keepAliveMs: 72_000,
};

/** Open connections one client address may hold at once (browsers open about 6 per site). */
export const DEFAULT_MAX_CONNECTIONS_PER_CLIENT = 100;

/** Fastify options that apply the timeouts to its Node server. */
export function timeoutOptions(timeouts: ServerTimeouts): {
  requestTimeout: number;
  keepAliveTimeout: number;
  connectionTimeout: number;
  http: ServerOptions;
} {
  return {
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    // The socket's idle timeout; what happens when it fires is decided below.
    connectionTimeout: timeouts.bodyIdleMs,
    http: {
      headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs),
      requestTimeout: timeouts.requestMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      // Node checks the headers and request deadlines on this period (30 s by default).
      connectionsCheckingInterval: Math.max(
        100,
        Math.min(1_000, Math.floor(Math.min(timeouts.headersMs, timeouts.requestMs) / 4)),
      ),
      // A missing Host is refused by the app, with the usual JSON error (plugins/app/error-handlers.ts).
      requireHostHeader: false,
    },
  };
}

/**
 * Answers on a raw socket, outside Fastify (a request it could not parse, or
 * one that took too long), with the API's error body, then closes it.
 */
export function answerOnSocket(socket: Socket, error: ApiError): void {
  if (socket.destroyed) return;
  if (socket.writable) {
    const body = JSON.stringify(error);
    socket.write(
      `HTTP/1.1 ${error.statusCode} ${statusText(error.statusCode)}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\nConnection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy();
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Content Too Large',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
};
function statusText(status: number): string {
  return STATUS_TEXT[status] ?? 'Error';
}

const requestTimeout = (): ApiError => ({
  statusCode: 408,
  code: 'REQUEST_TIMEOUT',
  message: 'The request took too long to arrive',
});

/** What Node's parser refused (clientError), as the API's error: malformed requests, oversized headers, timeouts. */
export function clientErrorOf(error: { code?: string }): ApiError {
  switch (error.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return requestTimeout();
    case 'HPE_HEADER_OVERFLOW':
      return { statusCode: 431, code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large' };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The chunk extensions are too large' };
    default:
      return { statusCode: 400, code: 'BAD_REQUEST', message: 'Malformed HTTP request' };
  }
}

/** The request each socket is serving, from onRequest to onResponse. */
const inFlight = new WeakMap<Socket, { req: IncomingMessage; res: ServerResponse }>();

/**
 * Fastify's `clientErrorHandler`: Node could not read a request (malformed,
 * headers too large, too slow). Answered with the API's error body, unless
 * an answer is already on its way on that socket (it would be corrupted).
 */
export function clientErrorHandler(error: { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (inFlight.get(socket)?.res.headersSent) {
    socket.destroy();
    return;
  }
  answerOnSocket(socket, clientErrorOf(error));
}

export interface ConnectionGuardOptions {
  /** Open connections per client address; false: no cap. */
  maxPerClient: number | false;
  /** Trusted proxies carry many clients' connections: never capped. */
  isTrustedPeer: (address: string) => boolean;
}

/** On the listening server: the per-address connection cap and the 408 of a body that stops coming. */
export function guardConnections(app: FastifyInstance, { maxPerClient, isTrustedPeer }: ConnectionGuardOptions): void {
  // A client may half-close its side once its request is sent (it still reads the answer). Node's
  // default aborts the request then and ends the socket, so a POST stored after a database round
  // trip was never answered; with this, the answer is written and the connection closed after it.
  // (http.Server's own switch, undocumented but kept for this purpose since Node 0.x.)
  (app.server as typeof app.server & { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true;
  app.addHook('onRequest', async (request, reply) => {
    inFlight.set(request.raw.socket, { req: request.raw, res: reply.raw });
  });
  app.addHook('onResponse', async (request) => {
    inFlight.delete(request.raw.socket);
  });

  // The socket was silent for bodyIdleMs. With this listener Node leaves the decision to us.
  app.server.on('timeout', (socket: Socket) => {
    const pending = inFlight.get(socket);
    if (pending && !pending.req.complete && !pending.res.headersSent) return answerOnSocket(socket, requestTimeout());
    // A request fully received whose answer is being prepared: the wait is ours, not the client's.
    if (pending && pending.req.complete && !pending.res.headersSent) return;
    socket.destroy();
  });

  if (maxPerClient === false) return;
  const open = new Map<string, number>();
  app.server.on('connection', (socket: Socket) => {
    const address = plainAddress(socket.remoteAddress ?? '');
    if (isTrustedPeer(address)) return;
    const count = (open.get(address) ?? 0) + 1;
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
    if (count > maxPerClient) {
      answerOnSocket(socket, {
        statusCode: 429,
        code: 'TOO_MANY_CONNECTIONS',
        message: `At most ${maxPerClient} open connections per client`,
      });
    }
  });
}
