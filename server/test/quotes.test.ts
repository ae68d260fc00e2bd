import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiErrorSchema } from '@freight/shared/core/api/models';
import { todayIso } from '@freight/shared/core/schemas/dates';
import { submissionResponseSchema } from '../src/api/http/submission';
import { inDays, otherQuoteBody, quoteBody } from './support/quote-fixtures';
import { drivers, startApp } from './support/test-app';

const UNLIMITED = { max: 10_000, timeWindowMs: 60_000 };
const YEAR = todayIso().slice(0, 4);

describe.each(drivers)('quote requests on %s', (driver) => {
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

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json', ...headers },
    });

  const count = async (sql: string, params: unknown[] = []) =>
    (await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0]?.n;

  const outboxOf = async (reference: string) =>
    (
      await app.db.query<{
        kind: string;
        status: string;
        to_address: string;
        reply_to: string;
        subject: string;
        text: string;
      }>(`SELECT kind, status, to_address, reply_to, subject, text FROM outbox WHERE payload->>'reference' = $1`, [
        reference,
      ])
    ).rows;

  test('a valid quote request is stored and its e-mail queued, then 201 { reference }', async () => {
    const response = await post('/api/cotation', quoteBody());
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const { reference } = submissionResponseSchema.parse(response.json());
    expect(reference).toMatch(new RegExp(`^Q-${YEAR}-\\d{6}$`));

    const { rows } = await app.db.query<Record<string, unknown>>(
      `SELECT quote_type, full_name, email, company, city, loading_place, dangerous, client_ip, payload,
              to_char(loading_date, 'YYYY-MM-DD') AS loading_date, to_char(unloading_date, 'YYYY-MM-DD') AS unloading_date
       FROM quote_requests WHERE reference = $1`,
      [reference],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      quote_type: 'full-load',
      full_name: 'Amina El Idrissi',
      email: 'amina@example.ma',
      company: 'Agrumes du Nord',
      city: 'Tétouan',
      loading_place: 'Tanger Med',
      loading_date: inDays(2),
      unloading_date: inDays(5),
      dangerous: false,
      client_ip: '127.0.0.1',
    });
    // The validated, normalised request: numbers and booleans, not form strings.
    expect(rows[0]?.payload).toMatchObject({
      product: { weight: 12.5, dangerous: false },
      loading: { time_slots: ['8-14'] },
    });

    const outbox = await outboxOf(reference);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({
      kind: 'quote-request',
      status: 'pending',
      to_address: 'contact@boughaz-freight.example',
      reply_to: 'amina@example.ma',
    });
    expect(outbox[0]?.subject).toContain(reference);
    expect(outbox[0]?.subject).toContain('Chargement complet');
  });

  test.each([
    ['full-load', 'Chargement complet (lots complets)'],
    ['traction', 'Traction'],
    ['containers', 'Conteneurs'],
  ])('quote type %s is accepted and named in the e-mail subject', async (type, label) => {
    const response = await post('/api/cotation', quoteBody(type));
    expect(response.statusCode).toBe(201);
    const { reference } = submissionResponseSchema.parse(response.json());
    const { rows } = await app.db.query<{ quote_type: string }>(
      'SELECT quote_type FROM quote_requests WHERE reference = $1',
      [reference],
    );
    expect(rows[0]?.quote_type).toBe(type);
    expect((await outboxOf(reference))[0]?.subject).toContain(label);
  });

  test('references are unique and increasing', async () => {
    const references = [];
    for (let index = 0; index < 3; index += 1) {
      references.push(submissionResponseSchema.parse((await post('/api/cotation', quoteBody())).json()).reference);
    }
    expect(new Set(references).size).toBe(3);
    expect([...references].sort()).toEqual(references);
  });

  const invalid: [string, (body: ReturnType<typeof quoteBody>) => unknown, Record<string, string>][] = [
    ['missing client', ({ client: _client, ...rest }) => rest, { client: 'validation.required' }],
    [
      'bad email',
      (body) => ({ ...body, client: { ...body.client, email: 'amina@example' } }),
      { 'client.email': 'validation.email' },
    ],
    [
      'past date',
      (body) => ({ ...body, loading: { ...body.loading, date: inDays(-1) } }),
      { 'loading.date': 'validation.date_past' },
    ],
    [
      'unloading before loading',
      (body) => ({
        ...body,
        loading: { ...body.loading, date: inDays(6) },
        unloading: { ...body.unloading, date: inDays(3) },
      }),
      { 'unloading.date': 'validation.date_order' },
    ],
    [
      'wrong type',
      (body) => ({ ...body, cotation: { type: 'other' } }),
      { 'cotation.type': 'validation.invalid_option' },
    ],
    ['missing step', ({ product: _product, ...rest }) => rest, { product: 'validation.required' }],
    [
      'empty required fields and a bad phone',
      (body) => ({
        ...body,
        client: { ...body.client, fullName: ' ', phone: '06-12' },
        unloading: { ...body.unloading, time_slots: [] },
      }),
      {
        'client.fullName': 'validation.required',
        'client.phone': 'validation.phone_length',
        'unloading.time_slots': 'validation.required',
      },
    ],
    ['not an object', () => ['cotation'], { _root: 'validation.invalid' }],
  ];

  test.each(invalid)('%s -> 400 VALIDATION_FAILED with its fields, nothing stored', async (_name, mutate, fields) => {
    const before = await count('quote_requests');
    const response = await post('/api/cotation', mutate(quoteBody()));
    expect(response.statusCode).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect(body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(body.fields).toEqual(fields);
    expect(await count('quote_requests')).toBe(before);
  });

  test('an oversized body is a 413 PAYLOAD_TOO_LARGE', async () => {
    const body = quoteBody();
    const response = await post('/api/cotation', {
      ...body,
      unloading: { ...body.unloading, more_info: 'x'.repeat(70_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(apiErrorSchema.parse(response.json()).code).toBe('PAYLOAD_TOO_LARGE');
  });

  test('anything but JSON is a 415, malformed JSON a 400, both as JSON errors', async () => {
    for (const [type, payload] of [
      ['text/plain', JSON.stringify(quoteBody())],
      ['application/x-www-form-urlencoded', 'cotation=full-load'],
      ['multipart/form-data; boundary=x', '--x--'],
    ] as const) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/cotation',
        headers: { 'content-type': type },
        payload,
      });
      expect(response.statusCode).toBe(415);
      expect(apiErrorSchema.parse(response.json()).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/other-quote',
      headers: { 'content-type': 'application/json' },
      payload: '{"client":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(apiErrorSchema.parse(malformed.json()).code).toBe('BAD_REQUEST');
  });

  test('a valid other-quote request is stored and its e-mail queued', async () => {
    const response = await post('/api/other-quote', otherQuoteBody());
    expect(response.statusCode).toBe(201);
    const { reference } = submissionResponseSchema.parse(response.json());
    expect(reference).toMatch(new RegExp(`^O-${YEAR}-\\d{6}$`));
    const { rows } = await app.db.query<{ object: string; email: string }>(
      'SELECT object, email FROM other_quote_requests WHERE reference = $1',
      [reference],
    );
    expect(rows).toEqual([{ object: 'Stockage sous douane', email: 'amina@example.ma' }]);
    const outbox = await outboxOf(reference);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ kind: 'other-quote-request', status: 'pending' });
    expect(outbox[0]?.subject).toContain('Stockage sous douane');
    expect(outbox[0]?.text).toContain('pour 3 mois.');
  });

  test.each([
    ['missing info', { client: otherQuoteBody().client }, { info: 'validation.required' }],
    [
      'empty subject and message',
      { ...otherQuoteBody(), info: { object: '', message: '  ' } },
      { 'info.object': 'validation.required', 'info.message': 'validation.required' },
    ],
    [
      'bad email',
      { ...otherQuoteBody(), client: { ...otherQuoteBody().client, email: 'x@y' } },
      { 'client.email': 'validation.email' },
    ],
  ])('other quote, %s -> 400 with its fields', async (_name, payload, fields) => {
    const response = await post('/api/other-quote', payload);
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({ code: 'VALIDATION_FAILED', fields });
  });
});
