import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { submissionResponseSchema } from '../src/http/submission';
import { applicationFields, multipartBody, pdfBytes } from './support/application-fixtures';
import { otherQuoteBody, quoteBody } from './support/quote-fixtures';
import { drivers, startApp } from './support/test-app';

// What every public form shares (docs/decisions/005-form-submissions.md):
// the meta fields beside the form's own, split off before storing.

const UNLIMITED = { max: 10_000, timeWindowMs: 60_000 };

const contactFields = {
  name: 'Sara Amrani',
  email: 'sara.amrani@example.es',
  telephone: '+34 612345678',
  message: 'Bonjour,\nnous exportons des agrumes vers Valence.',
};

/** A person's meta: their language, an empty honeypot, a human fill time. */
const personMeta = { language: 'ar-MA', website: '', fill_ms: 45_000 };

interface JsonForm {
  name: string;
  url: string;
  table: string;
  body: () => Record<string, unknown>;
}

const JSON_FORMS: JsonForm[] = [
  { name: 'quote', url: '/api/cotation', table: 'quote_requests', body: () => quoteBody() },
  { name: 'other quote', url: '/api/other-quote', table: 'other_quote_requests', body: () => otherQuoteBody() },
  { name: 'contact', url: '/api/contact', table: 'contact_messages', body: () => ({ ...contactFields }) },
];

const APPLICATION_URLS = ['/api/condidature', '/api/candidature'];

describe.each(drivers)('form meta fields on %s', (driver) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'freight-form-meta-'));
    ({ app, close } = await startApp(driver, {
      rateLimit: UNLIMITED,
      formRateLimit: UNLIMITED,
      outbox: { autoSend: false },
      uploadDir: path.join(root, 'uploads'),
    }));
  });
  afterAll(async () => {
    await close();
    await rm(root, { recursive: true, force: true });
  });

  const postJson = (url: string, body: unknown) =>
    app.inject({ method: 'POST', url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  const payloadOf = async (table: string, reference: string) =>
    (await app.db.query<{ payload: Record<string, unknown> }>(`SELECT payload FROM ${table} WHERE reference = $1`, [reference])).rows[0]?.payload;

  test.each(JSON_FORMS)('$name: a body with the meta fields is accepted; the stored payload holds only the form', async ({ url, table, body }) => {
    const response = await postJson(url, { ...body(), ...personMeta });
    expect(response.statusCode).toBe(201);
    const payload = await payloadOf(table, submissionResponseSchema.parse(response.json()).reference);
    expect(payload).toBeDefined();
    for (const key of ['language', 'website', 'fill_ms']) expect(payload).not.toHaveProperty(key);
  });

  test.each(JSON_FORMS)('$name: an older page without the meta fields still gets its request stored', async ({ url, table, body }) => {
    const response = await postJson(url, body());
    expect(response.statusCode).toBe(201);
    expect(await payloadOf(table, submissionResponseSchema.parse(response.json()).reference)).toBeDefined();
  });

  test.each(JSON_FORMS)('$name: a malformed fill time is a 400 on that field', async ({ url, body }) => {
    const response = await postJson(url, { ...body(), fill_ms: 'soon' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ fill_ms: 'validation.invalid' });
  });

  test.each(APPLICATION_URLS)('application on %s: the meta fields as multipart fields, not stored', async (url) => {
    const body = await multipartBody({ ...applicationFields, language: 'es', website: '', fill_ms: '60000' }, { content: pdfBytes(), name: 'cv.pdf' });
    const response = await app.inject({ method: 'POST', url, payload: body.payload, headers: body.headers });
    expect(response.statusCode).toBe(201);
    const payload = await payloadOf('applications', submissionResponseSchema.parse(response.json()).reference);
    expect(payload).toMatchObject({ fullName: applicationFields.fullName });
    for (const key of ['language', 'website', 'fill_ms']) expect(payload).not.toHaveProperty(key);
  });
});
