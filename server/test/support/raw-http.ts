import { readdirSync, readlinkSync } from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

// HTTP spoken by hand over TCP, for what app.inject() cannot send: a body
// that trickles in, a malformed request line, a request without Host, more
// headers than Node accepts, many connections from one address.

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Whether the server closed the connection (by the time the answer was complete). */
  closed: boolean;
}

/** Starts listening on an ephemeral port of 127.0.0.1; returns the port. */
export async function listenLocally(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

function parse(data: Buffer): { head: string; body: Buffer; length: number | undefined } | null {
  const end = data.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const head = data.subarray(0, end).toString('latin1');
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1];
  return { head, body: data.subarray(end + 4), length: length === undefined ? undefined : Number(length) };
}

function toResponse(data: Buffer, closed: boolean): RawResponse {
  const parsed = parse(data);
  if (!parsed)
    throw new Error(`No HTTP answer (${data.length} bytes: ${JSON.stringify(data.toString('latin1').slice(0, 80))})`);
  const [statusLine = '', ...lines] = parsed.head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: parsed.body.toString('utf8'), closed };
}

export interface Connection {
  socket: net.Socket;
  /** Resolves with the first answer, once complete (or the connection closed). */
  response: Promise<RawResponse>;
  /** Resolves when the connection is closed (by either side). */
  closed: Promise<void>;
}

/** Opens a connection and collects the first answer on it. */
export function connect(port: number): Connection {
  const socket = net.connect({ port, host: '127.0.0.1' });
  let data = Buffer.alloc(0);
  let isClosed = false;
  const closed = new Promise<void>((resolve) =>
    socket.once('close', () => {
      isClosed = true;
      resolve();
    }),
  );
  const response = new Promise<RawResponse>((resolve, reject) => {
    const complete = () => {
      const parsed = parse(data);
      return parsed !== null && parsed.length !== undefined && parsed.body.length >= parsed.length;
    };
    socket.on('data', (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      // The server closes right after its error answers: wait a moment to see it.
      if (complete()) setTimeout(() => resolve(toResponse(data, isClosed)), 50);
    });
    // A reset after the answer is the server dropping the connection, as meant.
    socket.on('error', () => undefined);
    socket.once('close', () => {
      try {
        resolve(toResponse(data, true));
      } catch (error) {
        reject(error);
      }
    });
  });
  // A connection closed unanswered rejects `response`; that matters only to a test awaiting it.
  response.catch(() => undefined);
  return { socket, response, closed };
}

/** Sends `request` as is on a new connection and answers the first response. */
export async function exchange(port: number, request: string | Buffer): Promise<RawResponse> {
  const connection = connect(port);
  connection.socket.write(request);
  try {
    return await connection.response;
  } finally {
    connection.socket.destroy();
  }
}

/** Writes `chunk` every `everyMs` until the connection closes; answers how many were written. */
export function trickle(socket: net.Socket, chunk: string, everyMs: number): Promise<number> {
  return new Promise((resolve) => {
    let written = 0;
    const timer = setInterval(() => {
      if (socket.destroyed || !socket.writable) return;
      socket.write(chunk);
      written += 1;
    }, everyMs);
    socket.once('close', () => {
      clearInterval(timer);
      resolve(written);
    });
  });
}

/** How many sockets this process holds open (Linux: /proc/self/fd). */
export function openSocketDescriptors(): number {
  return readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`).startsWith('socket:');
    } catch {
      return false;
    }
  }).length;
}

/** The server's open connections. */
export function serverConnections(app: FastifyInstance): Promise<number> {
  return new Promise((resolve, reject) =>
    app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );
}
