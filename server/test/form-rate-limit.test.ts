import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { apiErrorSchema } from '@freight/shared/core/api/models';
import { applicationFields, multipartBody, pdfBytes } from './support/application-fixtures';
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

describe('a submission answered 503 (the database away) does not count', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const databaseAway = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

  beforeAll(async () => {
    ({ app, close } = await startApp('pglite', {
      rateLimit: false,
      formRateLimit: { max: 2, timeWindowMs: 60_000 },
      outbox: { autoSend: false },
    }));
  });
  afterAll(() => close());

  test('three 503s, then the limit still lets two through', async () => {
    const away = vi.spyOn(app.submissions, 'createQuote').mockRejectedValue(databaseAway());
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const refused = await post(app, '/api/cotation', quoteBody());
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('2');
    }
    away.mockRestore();
    expect((await post(app, '/api/cotation', quoteBody())).statusCode).toBe(201);
    expect((await post(app, '/api/cotation', quoteBody())).statusCode).toBe(201);
    expect((await post(app, '/api/cotation', quoteBody())).statusCode).toBe(429);
  });

  test('an application (one limit over both of its paths) likewise; other refusals still count', async () => {
    const send = async (url: string) => {
      const body = await multipartBody(applicationFields, { content: pdfBytes() });
      return app.inject({ method: 'POST', url, payload: body.payload, headers: body.headers });
    };
    const away = vi.spyOn(app.applications, 'create').mockRejectedValue(databaseAway());
    expect((await send('/api/candidature')).statusCode).toBe(503);
    expect((await send('/api/condidature')).statusCode).toBe(503);
    away.mockRestore();
    expect((await send('/api/candidature')).statusCode).toBe(201);
    // A refused form is the visitor's doing: it counts.
    expect((await post(app, '/api/candidature', {})).statusCode).toBe(415);
    expect((await send('/api/condidature')).statusCode).toBe(429);
  });
});
