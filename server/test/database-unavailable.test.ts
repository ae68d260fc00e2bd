import { expect, test } from 'vitest';
import { isDatabaseUnavailable } from '../src/api/db/unavailable';

// What a database restart throws at a request is a 503 (retry), not a 500; the fleet test
// (e2e/fleet/fleet.test.ts) sees it through HAProxy with PostgreSQL stopped.

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

test('a database away: socket errors, PostgreSQL shutting down, the pool losing its connection', () => {
  for (const error of [
    withCode('ECONNREFUSED'),
    withCode('ECONNRESET'),
    withCode('57P01', 'terminating connection due to administrator command'),
    withCode('57P03', 'the database system is starting up'),
    withCode('08006'),
    new Error('Connection terminated unexpectedly'),
    new Error('timeout exceeded when trying to connect'),
    new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]),
    new Error('query failed', { cause: withCode('ECONNREFUSED') }),
  ])
    expect(isDatabaseUnavailable(error), String(error)).toBe(true);
});

test('anything else is not: a constraint, a syntax error, a plain bug, no error at all', () => {
  for (const error of [
    withCode('23505', 'duplicate key'),
    withCode('42601'),
    new TypeError('x is undefined'),
    null,
    'text',
  ])
    expect(isDatabaseUnavailable(error), String(error)).toBe(false);
});
