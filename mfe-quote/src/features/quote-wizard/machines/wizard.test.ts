import { webcrypto } from 'node:crypto';
import { randomIdempotencyKey, submissionOf, toSubmitError } from './wizard';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => vi.unstubAllGlobals());

test('idempotency keys are random UUIDs v4', () => {
  const keys = new Set(Array.from({ length: 50 }, randomIdempotencyKey));
  expect(keys.size).toBe(50);
  for (const key of keys) expect(key).toMatch(UUID_V4);
});

test('without crypto.randomUUID (plain http), keys still are UUIDs v4', () => {
  vi.stubGlobal('crypto', { getRandomValues: <T extends Uint8Array>(array: T) => webcrypto.getRandomValues(array) });
  expect(randomIdempotencyKey()).toMatch(UUID_V4);
});

test.each([
  [new Error('x'), { code: 'network', retryable: true }],
  [
    { code: 'rate_limited', status: 429 },
    { code: 'rate_limited', retryable: true },
  ],
  [{ status: 404 }, { code: 'http_404', retryable: false }],
  [
    { code: 'validation_failed', status: 400, retryable: false },
    { code: 'validation_failed', retryable: false },
  ],
  [null, { code: 'network', retryable: true }],
])('toSubmitError(%j) -> %j', (error, expected) => {
  expect(toSubmitError(error)).toEqual(expected);
});

test('submitting without a prepared request is a bug, said loudly', () => {
  expect(() => submissionOf({ request: null, idempotencyKey: 'k' })).toThrow(/Nothing to submit/);
  expect(submissionOf({ request: { a: 1 }, idempotencyKey: 'k' })).toEqual({ request: { a: 1 }, idempotencyKey: 'k' });
});
