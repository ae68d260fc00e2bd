import { describe, expect, test } from 'vitest';
import { submissionResponseSchema } from '../src/api/http/submission';
import { applicationFields, multipartBody, pdfBytes } from './support/application-fixtures';
import { contactFields, useFormApp } from './support/form-app';
import { client, otherQuoteBody, quoteBody } from './support/quote-fixtures';
import { drivers } from './support/test-app';

// One phone rule for every form: 10 to 13 digits once spaces, dots, dashes
// and parentheses are removed, one leading + (docs in shared/README.md).

const VALID = ['06 12 34 56 78', '+212 6 12 34 56 78', '+34 600 000 000'];
const INVALID = [
  ['12345', 'validation.phone_length'],
  ['06 12 34 56 78 90 12 34', 'validation.phone_length'],
  ['06-12-ab', 'validation.phone_chars'],
];

const JSON_FORMS = [
  {
    url: '/api/cotation',
    table: 'quote_requests',
    column: 'phone',
    field: 'client.phone',
    body: (phone: string) => ({ ...quoteBody(), client: { ...client, phone } }),
  },
  {
    url: '/api/other-quote',
    table: 'other_quote_requests',
    column: 'phone',
    field: 'client.phone',
    body: (phone: string) => ({ ...otherQuoteBody(), client: { ...client, phone } }),
  },
  {
    url: '/api/contact',
    table: 'contact_messages',
    column: 'telephone',
    field: 'telephone',
    body: (phone: string) => ({ ...contactFields(), telephone: phone }),
  },
];

describe.each(drivers)('the phone rule on %s', (driver) => {
  const forms = useFormApp(driver);
  const phoneOf = async (table: string, column: string, reference: string) =>
    (
      await forms.app.db.query<Record<string, string>>(`SELECT ${column} FROM ${table} WHERE reference = $1`, [
        reference,
      ])
    ).rows[0]?.[column];
  const apply = async (phone: string) => {
    const body = await multipartBody({ ...applicationFields, phone }, { content: pdfBytes(), name: 'cv.pdf' });
    return forms.app.inject({ method: 'POST', url: '/api/condidature', payload: body.payload, headers: body.headers });
  };

  describe.each(JSON_FORMS)('$url', ({ url, table, column, field, body }) => {
    test.each(VALID)('%s is accepted and stored as written', async (phone) => {
      const response = await forms.postJson(url, body(phone));
      expect(response.statusCode).toBe(201);
      expect(await phoneOf(table, column, submissionResponseSchema.parse(response.json()).reference)).toBe(phone);
    });

    test.each(INVALID)('%s -> 400 %s', async (phone, key) => {
      const response = await forms.postJson(url, body(phone));
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ [field]: key });
    });
  });

  describe('/api/condidature', () => {
    test.each(VALID)('%s is accepted and stored as written', async (phone) => {
      const response = await apply(phone);
      expect(response.statusCode).toBe(201);
      expect(await phoneOf('applications', 'phone', submissionResponseSchema.parse(response.json()).reference)).toBe(
        phone,
      );
    });

    test.each(INVALID)('%s -> 400 %s', async (phone, key) => {
      const response = await apply(phone);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ phone: key });
    });
  });
});
