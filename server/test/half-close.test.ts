import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contactFields } from './support/form-app';
import { connect, listenLocally } from './support/raw-http';
import { drivers, startApp } from './support/test-app';

// A client that half-closes its side right after sending its request (it still reads the answer),
// as `nc -N`, some scripts and proxies do: the request is stored and answered. Node's default ended
// the socket at the client's FIN, so on PostgreSQL, whose round trip comes after it, a stored message
// was never answered.

const UNLIMITED = { max: 10_000, timeWindowMs: 60_000 };

describe.each(drivers)('a POST whose client half-closes after sending, on %s', (driver) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let port: number;
  beforeAll(async () => {
    ({ app, close } = await startApp(driver, {
      rateLimit: UNLIMITED,
      formRateLimit: UNLIMITED,
      outbox: { autoSend: false },
    }));
    port = await listenLocally(app);
  });
  afterAll(async () => close());

  test('20 of 20 answered 201 with their reference, and stored once each', async () => {
    const email = `half.close.${driver}@example.ma`;
    const body = JSON.stringify({ ...contactFields(), email });
    const references: string[] = [];
    for (let i = 0; i < 20; i++) {
      const connection = connect(port);
      connection.socket.write(
        `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
      connection.socket.end();
      const response = await connection.response;
      expect(response.status, response.body).toBe(201);
      references.push(JSON.parse(response.body).reference);
      await connection.closed;
    }
    expect(new Set(references).size).toBe(20);
    const { rows } = await app.db.query<{ count: string }>(
      'SELECT count(*)::text AS count FROM contact_messages WHERE email = $1',
      [email],
    );
    expect(rows[0]?.count).toBe('20');
  });

  test('a body cut short by the half-close is refused, nothing stored', async () => {
    const body = JSON.stringify({ ...contactFields(), email: `cut.short.${driver}@example.ma` });
    const connection = connect(port);
    connection.socket.write(
      `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 20)}`,
    );
    connection.socket.end();
    await connection.closed;
    const { rows } = await app.db.query<{ count: string }>(
      'SELECT count(*)::text AS count FROM contact_messages WHERE email = $1',
      [`cut.short.${driver}@example.ma`],
    );
    expect(rows[0]?.count).toBe('0');
  });
});
