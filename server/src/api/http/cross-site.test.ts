import { expect, test } from 'vitest';
import { isCrossSite, type RequestSource } from './cross-site';

const host = 'www.example.ma';
const check = (source: Partial<RequestSource>) =>
  isCrossSite({ secFetchSite: undefined, origin: undefined, host, ...source });

test.each([
  ['Sec-Fetch-Site cross-site, whatever the Origin', { secFetchSite: 'cross-site', origin: 'https://www.example.ma' }],
  ['another origin', { origin: 'https://evil.example' }],
  ['a look-alike host', { origin: 'https://www.example.ma.evil.example' }],
  ['our host on another port', { origin: 'https://www.example.ma:8443' }],
  ['an opaque origin', { origin: 'null' }],
  ['an origin that is not http(s)', { origin: 'file://' }],
  ['garbage', { origin: 'not a url' }],
])('%s is cross-site', (_what, source) => {
  expect(check(source)).toBe(true);
});

test.each([
  ['our page', { secFetchSite: 'same-origin', origin: 'https://www.example.ma' }],
  ['a sibling subdomain', { secFetchSite: 'same-site', origin: 'https://blog.example.ma' }],
  ['the visitor typing the address', { secFetchSite: 'none' }],
  ['our origin without Sec-Fetch-Site', { origin: 'https://www.example.ma' }],
  ['our origin with its default port written out', { origin: 'https://www.example.ma:443' }],
  ['our origin over http behind a TLS proxy', { origin: 'http://www.example.ma' }],
  ['no browser (neither header)', {}],
])('%s is not cross-site', (_what, source) => {
  expect(check(source)).toBe(false);
});

test('a Host written with its default port matches the bare origin', () => {
  expect(check({ origin: 'https://www.example.ma', host: 'www.example.ma:443' })).toBe(false);
  expect(check({ origin: 'https://www.example.ma', host: undefined })).toBe(true);
});
