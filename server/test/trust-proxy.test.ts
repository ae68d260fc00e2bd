import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { submissionResponseSchema } from '../src/api/http/submission';
import type { TrustProxy } from '../src/api/http/trust-proxy';
import { PERMISSIONS_POLICY, STRICT_TRANSPORT_SECURITY } from '../src/api/plugins/external/helmet';
import { otherQuoteBody } from './support/quote-fixtures';
import { drivers, startApp, type DriverName } from './support/test-app';

// X-Forwarded-For is anyone's to write. Believed only from the proxies
// TRUST_PROXY names, it decides the rate limits' client and the address
// stored with a request; X-Forwarded-Proto decides whether HSTS is sent.

const PROXY = '10.0.0.5';
const STRANGER = '203.0.113.9';

function useApp(driver: DriverName, trustProxy: TrustProxy) {
  const state = {} as { app: FastifyInstance };
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app: state.app, close } = await startApp(driver, {
      trustProxy,
      rateLimit: { max: 1000, timeWindowMs: 60_000 },
      formRateLimit: { max: 2, timeWindowMs: 60_000 },
      outbox: { autoSend: false },
    }));
  });
  afterAll(() => close());
  const send = (options: InjectOptions) => state.app.inject(options);
  /** An other-quote request from `peer`, claiming `forwardedFor`. */
  const submit = (peer: string, forwardedFor?: string) =>
    send({
      method: 'POST',
      url: '/api/other-quote',
      remoteAddress: peer,
      headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
      payload: JSON.stringify(otherQuoteBody()),
    });
  const storedAddress = async (response: { json(): unknown }) => {
    const { reference } = submissionResponseSchema.parse(response.json());
    const { rows } = await state.app.db.query<{ client_ip: string }>(
      'SELECT client_ip FROM other_quote_requests WHERE reference = $1',
      [reference],
    );
    return rows[0]?.client_ip;
  };
  return { send, submit, storedAddress };
}

describe.each(drivers)('without TRUST_PROXY on %s', (driver) => {
  const { send, submit, storedAddress } = useApp(driver, false);

  test('X-Forwarded-For is ignored: the peer is stored and rate limited, whatever it claims', async () => {
    const first = await submit(STRANGER, '198.51.100.1');
    expect(first.statusCode).toBe(201);
    expect(await storedAddress(first)).toBe(STRANGER);
    expect((await submit(STRANGER, '198.51.100.2')).statusCode).toBe(201);
    // A third claimed address does not buy a fresh allowance.
    expect((await submit(STRANGER, '198.51.100.3')).statusCode).toBe(429);
  });

  test('X-Forwarded-Proto: https is not believed: no HSTS on plain http; Permissions-Policy always', async () => {
    const response = await send({
      url: '/api/partners',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(PERMISSIONS_POLICY).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\).*payment=\(\).*usb=\(\)/);
  });
});

describe.each(drivers)('with TRUST_PROXY naming the proxy on %s', (driver) => {
  const { send, submit, storedAddress } = useApp(driver, { proxies: ['10.0.0.0/8'] });

  test('from the proxy, the forwarded client is stored and rate limited on its own', async () => {
    const first = await submit(PROXY, '198.51.100.7');
    expect(await storedAddress(first)).toBe('198.51.100.7');
    expect((await submit(PROXY, '198.51.100.7')).statusCode).toBe(201);
    expect((await submit(PROXY, '198.51.100.7')).statusCode).toBe(429);
    // Another visitor behind the same proxy keeps their own allowance.
    const other = await submit(PROXY, '198.51.100.8');
    expect(other.statusCode).toBe(201);
    expect(await storedAddress(other)).toBe('198.51.100.8');
  });

  test('a client that forges X-Forwarded-For in front of the proxy gets the address the proxy saw', async () => {
    const response = await submit(PROXY, '6.6.6.6, 198.51.100.20');
    expect(await storedAddress(response)).toBe('198.51.100.20');
  });

  test('from anyone else, the header is still ignored', async () => {
    const response = await submit(STRANGER, '198.51.100.9');
    expect(await storedAddress(response)).toBe(STRANGER);
  });

  test('HSTS is sent when the proxy says the request came over HTTPS, and only then', async () => {
    const secure = await send({
      url: '/api/partners',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(secure.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
    const plain = await send({ url: '/api/partners', remoteAddress: PROXY, headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const forged = await send({
      url: '/api/partners',
      remoteAddress: STRANGER,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('with TRUST_PROXY as a hop count', () => {
  const { submit, storedAddress } = useApp('pglite', { hops: 1 });

  test('the address one hop before the peer is the client', async () => {
    expect(await storedAddress(await submit(PROXY, '6.6.6.6, 198.51.100.30'))).toBe('198.51.100.30');
  });
});
