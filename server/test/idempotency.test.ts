import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiErrorSchema } from '@freight/shared/core/api/models';
import { submissionResponseSchema } from '../src/api/http/submission';
import { exchange, listenLocally } from './support/raw-http';
import { otherQuoteBody, quoteBody } from './support/quote-fixtures';
import { drivers, startApp } from './support/test-app';

const UNLIMITED = { max: 10_000, timeWindowMs: 60_000 };

describe.each(drivers)('Idempotency-Key on %s', (driver) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startApp(driver, {
      rateLimit: UNLIMITED,
      formRateLimit: UNLIMITED,
      outbox: { autoSend: false },
    }));
  });
  afterAll(() => close());

  const post = (url: string, payload: unknown, key?: string) =>
    app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json', ...(key === undefined ? {} : { 'idempotency-key': key }) },
    });

  const rowsWithKey = async (table: string, key: string) =>
    (await app.db.query<{ reference: string }>(`SELECT reference FROM ${table} WHERE idempotency_key = $1`, [key]))
      .rows;

  const outboxRows = async (reference: string) =>
    (
      await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE payload->>'reference' = $1`, [
        reference,
      ])
    ).rows[0]?.n;

  test('the same key twice gives the same answer, one row and one e-mail', async () => {
    const key = randomUUID();
    const first = await post('/api/cotation', quoteBody(), key);
    // A retry may differ in key order and in form spelling of the same values.
    const { cotation, ...rest } = quoteBody();
    const second = await post('/api/cotation', { ...rest, product: { ...rest.product, weight: 12.5 }, cotation }, key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(second.headers['idempotent-replayed']).toBe('true');
    const { reference } = submissionResponseSchema.parse(first.json());
    expect(await rowsWithKey('quote_requests', key)).toEqual([{ reference }]);
    expect(await outboxRows(reference)).toBe(1);
  });

  test('the same key with a different body is a 409 IDEMPOTENCY_CONFLICT', async () => {
    const key = randomUUID();
    expect((await post('/api/cotation', quoteBody('traction'), key)).statusCode).toBe(201);
    const conflict = await post('/api/cotation', quoteBody('containers'), key);
    expect(conflict.statusCode).toBe(409);
    expect(apiErrorSchema.parse(conflict.json())).toMatchObject({ statusCode: 409, code: 'IDEMPOTENCY_CONFLICT' });
    expect(await rowsWithKey('quote_requests', key)).toHaveLength(1);
  });

  test('five concurrent duplicates store one submission and one e-mail', async () => {
    const key = randomUUID();
    const responses = await Promise.all(Array.from({ length: 5 }, () => post('/api/cotation', quoteBody(), key)));
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const references = new Set(responses.map((response) => submissionResponseSchema.parse(response.json()).reference));
    expect(references.size).toBe(1);
    const [reference] = [...references];
    expect(await rowsWithKey('quote_requests', key)).toEqual([{ reference }]);
    expect(await outboxRows(reference ?? '')).toBe(1);
  });

  test('other quotes honour the key too, apart from quotes', async () => {
    const key = randomUUID();
    const quote = await post('/api/cotation', quoteBody(), key);
    const other = await Promise.all([
      post('/api/other-quote', otherQuoteBody(), key),
      post('/api/other-quote', otherQuoteBody(), key),
    ]);
    expect(quote.statusCode).toBe(201);
    expect(other.map((response) => response.statusCode)).toEqual([201, 201]);
    expect(other[0]?.json()).toEqual(other[1]?.json());
    expect(submissionResponseSchema.parse(other[0]?.json()).reference).toMatch(/^O-/);
    expect(await rowsWithKey('other_quote_requests', key)).toHaveLength(1);
  });

  test('without a key, two identical submissions are two stored rows', async () => {
    const first = submissionResponseSchema.parse((await post('/api/other-quote', otherQuoteBody())).json());
    const second = submissionResponseSchema.parse((await post('/api/other-quote', otherQuoteBody())).json());
    expect(second.reference).not.toBe(first.reference);
  });

  test('a key over 200 characters is a 400 VALIDATION_FAILED', async () => {
    const response = await post('/api/cotation', quoteBody(), 'k'.repeat(201));
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { 'idempotency-key': 'validation.too_long' },
    });
    expect((await post('/api/cotation', quoteBody(), 'k'.repeat(200))).statusCode).toBe(201);
  });

  // app.inject cannot send a header twice: raw HTTP. Node would join two keys
  // into one ("a, b") and keep the first Content-Type.
  test('a header sent twice (Idempotency-Key, Content-Type) is a 400 DUPLICATE_HEADER, and nothing is stored', async () => {
    const port = await listenLocally(app);
    const body = JSON.stringify(quoteBody());
    const key = randomUUID();
    const send = (url: string, headers: string[], payload = body) =>
      exchange(
        port,
        `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers.map((header) => `${header}\r\n`).join('')}Content-Length: ${Buffer.byteLength(payload)}\r\nConnection: close\r\n\r\n${payload}`,
      );
    const refusals = [
      await send('/api/cotation', [
        'Content-Type: application/json',
        `Idempotency-Key: ${key}`,
        'Idempotency-Key: other',
      ]),
      await send('/api/cotation', ['Content-Type: application/json', 'Content-Type: text/plain']),
      await send('/api/cotation', ['Content-Type: application/json', 'content-type: application/json']),
      await send(
        '/api/condidature',
        ['Content-Type: multipart/form-data; boundary=x', 'Content-Type: application/json'],
        '--x--\r\n',
      ),
    ];
    for (const response of refusals) {
      expect(response.status).toBe(400);
      expect(apiErrorSchema.parse(JSON.parse(response.body)).code).toBe('DUPLICATE_HEADER');
    }
    expect(await rowsWithKey('quote_requests', key)).toEqual([]);
    expect(await rowsWithKey('quote_requests', `${key}, other`)).toEqual([]);
    const once = await send('/api/cotation', ['Content-Type: application/json', `Idempotency-Key: ${key}`]);
    expect(once.status).toBe(201);
  });
});
