import { BlockList, isIP } from 'node:net';

// Which peers may tell us the client's address (X-Forwarded-For), protocol
// (X-Forwarded-Proto) and host (X-Forwarded-Host). Off by default: a client
// talking to the server directly could otherwise pick any address it likes,
// and with it a fresh rate-limit allowance per request.

/** Nobody (`false`), the first N hops, or the proxies at these addresses and ranges. */
export type TrustProxy = false | { hops: number } | { proxies: readonly string[] };

/** Names for the usual private ranges, as proxy-addr (Express, Fastify) spells them. */
const NAMED_RANGES: Record<string, readonly string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

const OFF = new Set(['', '0', 'false', 'off', 'no']);

/** An address or a CIDR range (`10.0.0.0/8`, `fd00::/8`) or a name of NAMED_RANGES. */
function isProxyEntry(entry: string): boolean {
  if (Object.hasOwn(NAMED_RANGES, entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset, empty, `0` or `false` trusts nobody; a whole number N
 * trusts the N nearest hops (whoever they are); otherwise a comma list of
 * addresses, CIDR ranges or `loopback` / `linklocal` / `uniquelocal`.
 */
export function parseTrustProxy(text: string): { value: TrustProxy } | { error: string } {
  const trimmed = text.trim().toLowerCase();
  if (OFF.has(trimmed)) return { value: false };
  if (/^\d+$/.test(trimmed)) {
    const hops = Number(trimmed);
    return hops <= 10 ? { value: { hops } } : { error: 'a hop count is at most 10' };
  }
  const proxies = trimmed
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = proxies.filter((entry) => !isProxyEntry(entry));
  if (wrong.length > 0) return { error: `not an address, a CIDR range or a hop count: ${wrong.join(', ')}` };
  return { value: { proxies } };
}

/** `::ffff:10.0.0.1` (an IPv4 peer of a dual-stack socket) is 10.0.0.1. */
export function plainAddress(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/** Whether `address` is one of `proxies` (addresses, ranges, names). */
function proxyMatcher(proxies: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of proxies.flatMap((item) => NAMED_RANGES[item] ?? [item])) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    const plain = plainAddress(address);
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/** Fastify's `trustProxy` option for this setting. */
export function fastifyTrustProxy(trust: TrustProxy): false | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if ('hops' in trust) return (_address, hop) => hop < trust.hops;
  const isProxy = proxyMatcher(trust.proxies);
  return (address) => isProxy(address);
}

/**
 * Whether a peer is a trusted proxy, whose connections carry many clients'
 * requests (so a per-address connection cap must not count it as one client).
 * With a hop count every peer is the proxy in front.
 */
export function trustedPeer(trust: TrustProxy): (address: string) => boolean {
  if (trust === false) return () => false;
  if ('hops' in trust) return () => true;
  return proxyMatcher(trust.proxies);
}
