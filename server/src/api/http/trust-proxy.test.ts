import { expect, test } from 'vitest';
import { fastifyTrustProxy, parseTrustProxy, trustedPeer } from './trust-proxy';

test.each(['', '  ', '0', 'false', 'off'])('TRUST_PROXY=%j trusts nobody', (text) => {
  expect(parseTrustProxy(text)).toEqual({ value: false });
});

test('a whole number is a hop count', () => {
  expect(parseTrustProxy('2')).toEqual({ value: { hops: 2 } });
  expect(parseTrustProxy('11')).toEqual({ error: expect.stringMatching(/at most 10/) });
});

test('a comma list of addresses, ranges and names is read as given', () => {
  expect(parseTrustProxy(' 10.0.0.1, 192.168.0.0/16 ,fd00::/8, ::1, loopback')).toEqual({
    value: { proxies: ['10.0.0.1', '192.168.0.0/16', 'fd00::/8', '::1', 'loopback'] },
  });
});

test.each(['proxy.example.com', '10.0.0.1/33', '10.0.0/8', '::1/129', '10.0.0.1/8/1', 'true', '1.5'])(
  '%j is refused, with what is wrong',
  (text) => {
    expect(parseTrustProxy(text)).toEqual({ error: expect.any(String) });
  },
);

test('a listed proxy is trusted by address, range or name, an IPv4 peer of a dual-stack socket too', () => {
  const trust = { proxies: ['10.0.0.0/8', '2001:db8::1', 'loopback'] };
  const isPeer = trustedPeer(trust);
  const fastify = fastifyTrustProxy(trust);
  for (const address of ['10.1.2.3', '::ffff:10.1.2.3', '2001:db8::1', '127.0.0.1', '::1']) {
    expect(isPeer(address)).toBe(true);
    expect(fastify !== false && fastify(address, 0)).toBe(true);
  }
  for (const address of ['11.0.0.1', '2001:db8::2', '192.168.1.1', '', 'garbage']) expect(isPeer(address)).toBe(false);
});

test('a hop count trusts that many hops, whoever they are; off trusts none', () => {
  const hops = fastifyTrustProxy({ hops: 2 });
  expect(hops !== false && [hops('203.0.113.1', 0), hops('203.0.113.1', 1), hops('203.0.113.1', 2)]).toEqual([
    true,
    true,
    false,
  ]);
  expect(fastifyTrustProxy(false)).toBe(false);
  expect(trustedPeer(false)('10.0.0.1')).toBe(false);
});
