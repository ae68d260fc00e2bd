import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiErrorSchema } from '@freight/shared/core/api/models';
import { otherQuoteBody, quoteBody } from './support/quote-fixtures';
import { startApp } from './support/test-app';

// The limiter keeps its counts in memory: one database kind is enough.

const post = (app: FastifyInstance, url: string, payload: unknown) =>
  app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json' },
  });

describe('form rate limit', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startApp('pglite', {
      rateLimit: { max: 1000, timeWindowMs: 60_000 },
      formRateLimit: { max: 2, timeWindowMs: 60_000 },
      outbox: { autoSend: false },
    }));
  });
  afterAll(() => close());

  test('a third submission in the window is a 429 RATE_LIMITED with Retry-After', async () => {
    expect((await post(app, '/api/cotation', quoteBody())).statusCode).toBe(201);
    // Refused submissions count too: the limit is about requests, not successes.
    expect((await post(app, '/api/cotation', { cotation: {} })).statusCode).toBe(400);
    const limited = await post(app, '/api/cotation', quoteBody());
    expect(limited.statusCode).toBe(429);
    expect(apiErrorSchema.parse(limited.json())).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM quote_requests')).rows[0]?.n).toBe(1);
  });

  test('each form endpoint counts on its own, and reading the API is not limited by it', async () => {
    expect((await post(app, '/api/other-quote', otherQuoteBody())).statusCode).toBe(201);
    expect((await post(app, '/api/other-quote', otherQuoteBody())).statusCode).toBe(201);
    expect((await post(app, '/api/other-quote', otherQuoteBody())).statusCode).toBe(429);
    expect((await app.inject({ url: '/api/partners' })).statusCode).toBe(200);
  });
});

describe('form rate limit without the general API limit', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startApp('pglite', {
      rateLimit: false,
      formRateLimit: { max: 1, timeWindowMs: 60_000 },
      outbox: { autoSend: false },
    }));
  });
  afterAll(() => close());

  test('still applies to the forms, and only to them', async () => {
    expect((await post(app, '/api/other-quote', otherQuoteBody())).statusCode).toBe(201);
    expect((await post(app, '/api/other-quote', otherQuoteBody())).statusCode).toBe(429);
    for (let index = 0; index < 5; index += 1)
      expect((await app.inject({ url: '/api/partners' })).statusCode).toBe(200);
  });
});
