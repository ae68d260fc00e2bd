import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiErrorSchema } from '@freight/shared/core/api/models';
import { todayIso } from '@freight/shared/core/schemas/dates';
import { submissionResponseSchema } from '../src/api/http/submission';
import { drivers, startApp } from './support/test-app';

const UNLIMITED = { max: 10_000, timeWindowMs: 60_000 };
const YEAR = todayIso().slice(0, 4);

/** A message as the contact page sends it. */
const contactBody = (overrides: Record<string, unknown> = {}) => ({
  name: '  Sara Amrani ',
  email: 'sara.amrani@example.es',
  telephone: '+34 612345678',
  message: 'Bonjour,\nnous exportons des agrumes vers Valence chaque semaine : pouvez-vous nous rappeler ?',
  ...overrides,
});

describe.each(drivers)('POST /api/contact on %s', (driver) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  // A second app whose contact form accepts two messages a minute from one address.
  let limited: FastifyInstance;
  let closeLimited: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startApp(driver, {
      rateLimit: UNLIMITED,
      formRateLimit: UNLIMITED,
      outbox: { autoSend: false },
    }));
    ({ app: limited, close: closeLimited } = await startApp(driver, {
      rateLimit: UNLIMITED,
      formRateLimit: { max: 2, timeWindowMs: 60_000 },
      outbox: { autoSend: false },
    }));
  });
  afterAll(async () => {
    await close();
    await closeLimited();
  });

  const post = (payload: unknown, headers: Record<string, string> = {}, target = app) =>
    target.inject({
      method: 'POST',
      url: '/api/contact',
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      headers: { 'content-type': 'application/json', ...headers },
    });

  const count = async (table: string) =>
    (await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n;

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

  test('a valid message is stored with its e-mail, then 201 { reference: C-… }', async () => {
    const response = await post(contactBody());
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const { reference } = submissionResponseSchema.parse(response.json());
    expect(reference).toMatch(new RegExp(`^C-${YEAR}-\\d{6}$`));

    const { rows } = await app.db.query<Record<string, unknown>>(
      'SELECT full_name, email, telephone, client_ip, payload FROM contact_messages WHERE reference = $1',
      [reference],
    );
    expect(rows).toEqual([
      {
        full_name: 'Sara Amrani',
        email: 'sara.amrani@example.es',
        telephone: '+34 612345678',
        client_ip: '127.0.0.1',
        // The validated value: trimmed, as the schema outputs it.
        payload: { ...contactBody(), name: 'Sara Amrani' },
      },
    ]);
  });

  test('the outbox row names the visitor, carries the message and is delivered by the sender', async () => {
    const { reference } = submissionResponseSchema.parse((await post(contactBody())).json());
    const [mail, ...others] = await outboxOf(reference);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      kind: 'contact',
      status: 'pending',
      to_address: 'contact@boughaz-freight.example',
      reply_to: 'sara.amrani@example.es',
      subject: `Message de contact ${reference} – Sara Amrani`,
    });
    expect(mail?.text).toContain(`Nouveau message de contact ${reference}`);
    expect(mail?.text).toContain('Nom complet : Sara Amrani');
    expect(mail?.text).toContain('Téléphone : +34 612345678');
    // A message of several lines stays readable, indented under its label.
    expect(mail?.text).toContain('Message :\n    Bonjour,\n    nous exportons des agrumes');
    expect(mail?.text).toContain('répondez à ce message (sara.amrani@example.es) ou appelez le +34 612345678');

    // Without SMTP the sender logs the e-mail and marks it so.
    await app.outbox.runOnce();
    expect((await outboxOf(reference))[0]?.status).toBe('logged');
  });

  test.each([
    [
      'every field empty',
      { name: ' ', email: '', telephone: null },
      {
        name: 'validation.required',
        email: 'validation.required',
        telephone: 'validation.required',
        message: 'validation.required',
      },
    ],
    ['a malformed e-mail', contactBody({ email: 'sara@example' }), { email: 'validation.email' }],
    ['a phone too short', contactBody({ telephone: '06 12 34' }), { telephone: 'validation.phone_length' }],
    ['a phone with letters', contactBody({ telephone: '0612abc345' }), { telephone: 'validation.phone_chars' }],
    ['a phone too long', contactBody({ telephone: '+212 612 345 678 901' }), { telephone: 'validation.phone_length' }],
    ['a message over 5000 characters', contactBody({ message: 'm'.repeat(5001) }), { message: 'validation.too_long' }],
    ['a number for a name', contactBody({ name: 42 }), { name: 'validation.invalid' }],
    ['a body that is not an object', ['Sara'], { _root: 'validation.invalid' }],
  ])('%s -> 400 VALIDATION_FAILED with its fields, nothing stored', async (_name, payload, fields) => {
    const before = await count('contact_messages');
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect(body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(body.fields).toEqual(fields);
    expect(await count('contact_messages')).toBe(before);
  });

  test('the same Idempotency-Key twice gives the same answer, one row and one e-mail', async () => {
    const key = randomUUID();
    const first = await post(contactBody(), { 'idempotency-key': key });
    // A retry of the same message, spelled differently before validation.
    const second = await post(contactBody({ name: 'Sara Amrani' }), { 'idempotency-key': key });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toEqual(first.json());
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(second.headers['idempotent-replayed']).toBe('true');
    const { reference } = submissionResponseSchema.parse(first.json());
    const { rows } = await app.db.query('SELECT reference FROM contact_messages WHERE idempotency_key = $1', [key]);
    expect(rows).toEqual([{ reference }]);
    expect(await outboxOf(reference)).toHaveLength(1);
  });

  test('concurrent duplicates store one message; the key with another message is a 409', async () => {
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => post(contactBody(), { 'idempotency-key': key })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201]);
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);

    const conflict = await post(contactBody({ message: 'Un autre message' }), { 'idempotency-key': key });
    expect(conflict.statusCode).toBe(409);
    expect(apiErrorSchema.parse(conflict.json()).code).toBe('IDEMPOTENCY_CONFLICT');
    const { rows } = await app.db.query('SELECT reference FROM contact_messages WHERE idempotency_key = $1', [key]);
    expect(rows).toHaveLength(1);
  });

  test('contact keys are apart from quote keys, and a key over 200 characters is refused', async () => {
    const key = randomUUID();
    const quoteLike = await app.inject({
      method: 'POST',
      url: '/api/other-quote',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      payload: JSON.stringify({
        client: { fullName: 'Sara Amrani', email: 'sara@example.es', phone: '0612345678', company: 'Cítricos' },
        info: { object: 'Stockage', message: 'Deux mois' },
      }),
    });
    expect(quoteLike.statusCode).toBe(201);
    expect(
      submissionResponseSchema.parse((await post(contactBody(), { 'idempotency-key': key })).json()).reference,
    ).toMatch(/^C-/);

    const tooLong = await post(contactBody(), { 'idempotency-key': 'k'.repeat(201) });
    expect(tooLong.statusCode).toBe(400);
    expect(apiErrorSchema.parse(tooLong.json()).fields).toEqual({ 'idempotency-key': 'validation.too_long' });
  });

  test('an oversized body is a 413, anything but JSON a 415, malformed JSON a 400', async () => {
    const oversized = await post(contactBody({ message: 'x'.repeat(70_000) }));
    expect(oversized.statusCode).toBe(413);
    expect(apiErrorSchema.parse(oversized.json()).code).toBe('PAYLOAD_TOO_LARGE');

    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await post('name=Sara', { 'content-type': type });
      expect(response.statusCode).toBe(415);
      expect(apiErrorSchema.parse(response.json()).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    const malformed = await post('{"name":');
    expect(malformed.statusCode).toBe(400);
    expect(apiErrorSchema.parse(malformed.json()).code).toBe('BAD_REQUEST');
  });

  test('a third message in a minute from one address is a 429 RATE_LIMITED, counted apart from quotes', async () => {
    expect((await post(contactBody(), {}, limited)).statusCode).toBe(201);
    // Refused messages count too: the limit is about requests, not successes.
    expect((await post({}, {}, limited)).statusCode).toBe(400);
    const refused = await post(contactBody(), {}, limited);
    expect(refused.statusCode).toBe(429);
    expect(apiErrorSchema.parse(refused.json())).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await limited.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contact_messages')).rows[0]?.n).toBe(
      1,
    );

    const otherQuote = await limited.inject({
      method: 'POST',
      url: '/api/other-quote',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        client: { fullName: 'Sara Amrani', email: 'sara@example.es', phone: '0612345678', company: 'Cítricos' },
        info: { object: 'Stockage', message: 'Deux mois' },
      }),
    });
    expect(otherQuote.statusCode).toBe(201);
  });
});
