import { expect, test } from 'vitest';
import { DEFAULT_RETRY_POLICY, retryDelayMs } from './sender';

test('retries wait 30 s after the first failure, doubling up to an hour', () => {
  expect([1, 2, 3, 4, 7, 8, 9, 20].map((attempts) => retryDelayMs(attempts) / 1000)).toEqual([
    30, 60, 120, 240, 1920, 3600, 3600, 3600,
  ]);
});

test('the policy is configurable', () => {
  const policy = { ...DEFAULT_RETRY_POLICY, baseDelayMs: 1000, maxDelayMs: 5000 };
  expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, policy))).toEqual([1000, 2000, 4000, 5000]);
});
