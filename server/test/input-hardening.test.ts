import { describe, expect, test } from 'vitest';
import { hasForbiddenCharacters } from '@freight/shared/core/schemas/fields';
import { submissionResponseSchema } from '../src/api/http/submission';
import { enqueue } from '../src/api/outbox/outbox';
import { applicationFields, multipartBody, pdfBytes, type MultipartRequest } from './support/application-fixtures';
import { otherQuoteBody, quoteBody } from './support/quote-fixtures';
import { contactFields, useFormApp } from './support/form-app';
import { drivers } from './support/test-app';

// Text the database cannot hold (NUL, a lone UTF-16 surrogate) or that
// hides what it says (control characters, bidi overrides) is the visitor's
// error, answered 400 with the field's message key, never a 500.

const BAD_CHARACTERS = 'validation.invalid_characters';

type Body = Record<string, unknown>;
/** Sets `value` at a dotted path of a copy of `body`. */
function withValue(body: Body, dotted: string, value: string): Body {
  const copy = structuredClone(body);
  const keys = dotted.split('.');
  const last = keys.pop() as string;
  let target = copy;
  for (const key of keys) target = target[key] as Body;
  target[last] = value;
  return copy;
}

/** Every text field of each JSON form, single-line and multi-line. */
const JSON_FIELDS = [
  {
    url: '/api/cotation',
    table: 'quote_requests',
    body: quoteBody,
    fields: ['client.fullName', 'client.company', 'client.city', 'loading.place', 'unloading.place'],
    messages: ['unloading.more_info'],
  },
  {
    url: '/api/other-quote',
    table: 'other_quote_requests',
    body: otherQuoteBody,
    fields: ['client.fullName', 'client.company', 'info.object'],
    messages: ['info.message'],
  },
  { url: '/api/contact', table: 'contact_messages', body: contactFields, fields: ['name'], messages: ['message'] },
];

const jsonCases = JSON_FIELDS.flatMap(({ url, body, fields, messages }) =>
  [...fields, ...messages].flatMap((field) => [
    { url, body, field, what: 'NUL', value: 'Tanger\u0000Med' },
    { url, body, field, what: 'a lone surrogate', value: 'Tanger \ud800 Med' },
    { url, body, field, what: 'a C1 control', value: 'Tanger\u009bMed' },
  ]),
);

describe.each(drivers)('refused characters on %s', (driver) => {
  const forms = useFormApp(driver);
  const postJson = (url: string, body: unknown) => forms.postJson(url, body);
  const sendMultipart = (body: MultipartRequest) =>
    forms.app.inject({ method: 'POST', url: '/api/condidature', payload: body.payload, headers: body.headers });
  const apply = async (fields: Record<string, string>) =>
    sendMultipart(await multipartBody(fields, { content: pdfBytes(), name: 'cv.pdf' }));
  const rowOf = async (table: string, reference: string) =>
    (await forms.app.db.query<Record<string, unknown>>(`SELECT * FROM ${table} WHERE reference = $1`, [reference]))
      .rows[0];

  test.each(jsonCases)('$url: $what in $field -> 400 on that field', async ({ url, body, field, value }) => {
    const response = await postJson(url, withValue(body(), field, value));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: BAD_CHARACTERS } });
  });

  test.each(JSON_FIELDS)(
    '$url: a line break or a tab in a one-line field is refused',
    async ({ url, body, fields }) => {
      for (const value of ['Tanger\nMed', 'Tanger\tMed']) {
        const response = await postJson(url, withValue(body(), fields[0] as string, value));
        expect(response.statusCode).toBe(400);
        expect(response.json().fields).toEqual({ [fields[0] as string]: BAD_CHARACTERS });
      }
    },
  );

  test.each(JSON_FIELDS)(
    '$url: a message keeps its line breaks and tabs; bidi overrides are dropped everywhere',
    async ({ url, table, body, fields, messages }) => {
      let sent = withValue(body(), messages[0] as string, 'ligne 1\r\n\tligne 2\n\u202eetxet');
      sent = withValue(sent, fields[0] as string, '\u2066Amina\u2069 \u202dEl Idrissi\u202c');
      const response = await postJson(url, sent);
      expect(response.statusCode).toBe(201);
      const row = await rowOf(table, submissionResponseSchema.parse(response.json()).reference);
      const payload = JSON.stringify(row?.payload);
      expect(payload).toContain('ligne 1\\r\\n\\tligne 2\\netxet');
      expect(payload).toContain('"Amina El Idrissi"');
      expect(payload).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
    },
  );

  test.each([
    ['NUL', 'fullName', 'Youssef\u0000Benali'],
    ['NUL', 'message', 'Bonjour\u0000'],
    ['a C1 control', 'city', 'Tanger\u0085'],
    ['an escape', 'country', 'Maroc\u001b[31m'],
  ])('application: %s in %s -> 400 on that field', async (_what, field, value) => {
    const response = await apply({ ...applicationFields, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: BAD_CHARACTERS } });
  });

  test('application: bytes that are no UTF-8 (an encoded lone surrogate) are never a 500', async () => {
    const body = await multipartBody(
      { ...applicationFields, city: 'CITY-PLACEHOLDER' },
      { content: pdfBytes(), name: 'cv.pdf' },
    );
    const at = body.payload.indexOf('CITY-PLACEHOLDER');
    const payload = Buffer.concat([
      body.payload.subarray(0, at),
      Buffer.from([0x54, 0xed, 0xa0, 0x80]),
      body.payload.subarray(at + 'CITY-PLACEHOLDER'.length),
    ]);
    const response = await sendMultipart({ payload, headers: body.headers });
    expect(response.statusCode).toBe(201);
    const row = await rowOf('applications', submissionResponseSchema.parse(response.json()).reference);
    expect(hasForbiddenCharacters(String(row?.city))).toBe(false);
  });

  test.each(['2147483648', '99999999999', '1e10', '0x1', '0b1', '+1', ' 1'])(
    'application: job_id %j (beyond a database integer, or not decimal digits) -> 400 on job_id',
    async (jobId) => {
      const response = await apply({ ...applicationFields, job_id: jobId });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { job_id: 'validation.invalid' } });
    },
  );

  test('application: job_id 2147483647 is a well-formed id (no such offer: 400 on job_id)', async () => {
    const response = await apply({ ...applicationFields, job_id: '2147483647' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ job_id: 'validation.invalid' });
  });

  test.each([5e-324, '0,001', 0.009])(
    'quote: a weight of %j tonnes (above zero, under 10 kg) -> 400 too_small, nothing stored',
    async (weight) => {
      const count = async () =>
        (await forms.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM quote_requests')).rows[0]?.n;
      const before = await count();
      const body = quoteBody();
      const response = await postJson('/api/cotation', { ...body, product: { ...body.product, weight } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { 'product.weight': 'validation.too_small' },
      });
      expect(await count()).toBe(before);
    },
  );

  test('every outbox subject is one safe line, whoever built the message', async () => {
    const id = await enqueue(forms.app.db, {
      kind: 'test',
      to: 'ops@example.com',
      subject: 'Accusé\r\nBcc: x@example.com \u202eexe.fdp\u0000',
      text: 'x',
    });
    const { rows } = await forms.app.db.query<{ subject: string }>('SELECT subject FROM outbox WHERE id = $1', [id]);
    expect(rows[0]?.subject).toBe('Accusé Bcc: x@example.com exe.fdp');
  });
});
