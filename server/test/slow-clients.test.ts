import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { apiErrorSchema } from '@freight/shared/core/api/models';
import { connect, listenLocally, openSocketDescriptors, serverConnections, trickle } from './support/raw-http';
import { useFormApp } from './support/form-app';
import { storedCvKeys } from './support/stored-cvs';

// A client that sends its request slowly must not hold a socket and a file
// descriptor for ever (500 slow POSTs from one address once held 1,000):
// real TCP clients against a listening server with short limits.

const TIMEOUTS = { headersMs: 600, requestMs: 1_500, bodyIdleMs: 800, keepAliveMs: 1_000 };

const contactHead = (length: number) =>
  `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;
const applicationHead = (length: number) =>
  `POST /api/condidature HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=b0undary\r\nContent-Length: ${length}\r\n\r\n`;

const count = async (forms: ReturnType<typeof useFormApp>, table: string) =>
  Number((await forms.app.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.n);

/** The server answered 408 in the API's error shape and closed the connection; nothing of it stays open. */
async function expectTimedOut(forms: ReturnType<typeof useFormApp>, connection: ReturnType<typeof connect>) {
  const response = await connection.response;
  expect(response.status).toBe(408);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(apiErrorSchema.parse(JSON.parse(response.body))).toEqual({
    statusCode: 408,
    code: 'REQUEST_TIMEOUT',
    message: expect.any(String),
  });
  await connection.closed;
  await vi.waitFor(async () => expect(await serverConnections(forms.app)).toBe(0), { timeout: 2_000 });
}

describe('slow clients', () => {
  const forms = useFormApp('pglite', { timeouts: TIMEOUTS });
  let port: number;
  beforeAll(async () => {
    port = await listenLocally(forms.app);
  });

  test('a JSON body that trickles in, a byte at a time, is answered 408 once the request time is up, and its socket is released', async () => {
    const before = await count(forms, 'contact_messages');
    const socketsBefore = openSocketDescriptors();
    const connection = connect(port);
    connection.socket.write(contactHead(2_000));
    // Never silent long enough for the idle limit: only the whole-request limit stops it.
    const sending = trickle(connection.socket, ' ', 200);
    const started = Date.now();
    await expectTimedOut(forms, connection);
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUTS.requestMs - 100);
    expect(await sending).toBeGreaterThan(3);
    expect(await count(forms, 'contact_messages')).toBe(before);
    await vi.waitFor(() => expect(openSocketDescriptors()).toBeLessThanOrEqual(socketsBefore), { timeout: 2_000 });
  });

  test('a body that stops coming is answered 408 after the idle limit', async () => {
    const connection = connect(port);
    connection.socket.write(`${contactHead(200)}{"name":"Sara`);
    const started = Date.now();
    await expectTimedOut(forms, connection);
    expect(Date.now() - started).toBeLessThan(TIMEOUTS.requestMs);
  });

  test('headers that trickle in are answered 408 once the headers time is up', async () => {
    const connection = connect(port);
    connection.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const sending = trickle(connection.socket, 'X-Slow: 1\r\n', 100);
    await expectTimedOut(forms, connection);
    expect(await sending).toBeGreaterThan(3);
  });

  test('a CV that trickles in is answered 408, and neither a CV nor a row is left', async () => {
    const before = await count(forms, 'applications');
    const connection = connect(port);
    connection.socket.write(
      `${applicationHead(100_000)}--b0undary\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
    );
    void trickle(connection.socket, 'x'.repeat(10), 150);
    await expectTimedOut(forms, connection);
    expect(await count(forms, 'applications')).toBe(before);
    expect(await storedCvKeys(forms.app.db)).toEqual([]);
  });

  test('an idle keep-alive connection is closed after the keep-alive time', async () => {
    const connection = connect(port);
    connection.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const response = await connection.response;
    expect(response.status).toBe(200);
    expect(response.closed).toBe(false);
    await connection.closed;
  });
});

describe('connections per client address', () => {
  const forms = useFormApp('pglite', { maxConnectionsPerClient: 3 });
  let port: number;
  beforeAll(async () => {
    port = await listenLocally(forms.app);
  });
  const open: ReturnType<typeof connect>[] = [];
  afterAll(() => {
    for (const connection of open) connection.socket.destroy();
  });

  test('past the cap, a new connection is answered 429 and closed; once one closes, the next is served', async () => {
    for (let index = 0; index < 3; index += 1) {
      const connection = connect(port);
      await new Promise((resolve) => connection.socket.once('connect', resolve));
      open.push(connection);
    }
    await vi.waitFor(async () => expect(await serverConnections(forms.app)).toBe(3));

    const refused = connect(port);
    const response = await refused.response;
    expect(response.status).toBe(429);
    expect(apiErrorSchema.parse(JSON.parse(response.body))).toMatchObject({
      statusCode: 429,
      code: 'TOO_MANY_CONNECTIONS',
    });
    await refused.closed;
    await vi.waitFor(async () => expect(await serverConnections(forms.app)).toBe(3));

    open.shift()?.socket.destroy();
    await vi.waitFor(async () => expect(await serverConnections(forms.app)).toBe(2));
    const next = connect(port);
    next.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect((await next.response).status).toBe(200);
  });
});
