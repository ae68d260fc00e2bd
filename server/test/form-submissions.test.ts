import { describe, expect, test } from 'vitest';
import { todayIso } from '@freight/shared/core/schemas/dates';
import { submissionResponseSchema } from '../src/api/http/submission';
import { applicationFields, multipartBody, pdfBytes } from './support/application-fixtures';
import { otherQuoteBody, quoteBody } from './support/quote-fixtures';
import { contactFields, useFormApp } from './support/form-app';
import { captureLogs, drivers } from './support/test-app';
import { storedCvKeys } from './support/stored-cvs';

// What every public form shares (docs/decisions/005-form-submissions.md):
// the meta fields beside the form's own, split off before storing.

const YEAR = todayIso().slice(0, 4);

/** A person's meta: their language, an empty honeypot, a human fill time. */
const personMeta = { language: 'ar-MA', website: '', fill_ms: 45_000 };

interface JsonForm {
  name: string;
  prefix: string;
  url: string;
  table: string;
  body: () => Record<string, unknown>;
}

const JSON_FORMS: JsonForm[] = [
  { name: 'quote', prefix: 'Q', url: '/api/cotation', table: 'quote_requests', body: () => quoteBody() },
  {
    name: 'other quote',
    prefix: 'O',
    url: '/api/other-quote',
    table: 'other_quote_requests',
    body: () => otherQuoteBody(),
  },
  { name: 'contact', prefix: 'C', url: '/api/contact', table: 'contact_messages', body: contactFields },
];

const APPLICATION_URLS = ['/api/condidature', '/api/candidature'];

describe.each(drivers)('form meta fields on %s', (driver) => {
  const forms = useFormApp(driver);
  const postJson = (url: string, body: unknown) => forms.postJson(url, body);
  const payloadOf = async (table: string, reference: string) =>
    (
      await forms.app.db.query<{ payload: Record<string, unknown> }>(
        `SELECT payload FROM ${table} WHERE reference = $1`,
        [reference],
      )
    ).rows[0]?.payload;

  test.each(JSON_FORMS)(
    '$name: a body with the meta fields is accepted; the stored payload holds only the form',
    async ({ url, table, body }) => {
      const response = await postJson(url, { ...body(), ...personMeta });
      expect(response.statusCode).toBe(201);
      const payload = await payloadOf(table, submissionResponseSchema.parse(response.json()).reference);
      expect(payload).toBeDefined();
      for (const key of ['language', 'website', 'fill_ms']) expect(payload).not.toHaveProperty(key);
    },
  );

  test.each(JSON_FORMS)(
    '$name: an older page without the meta fields still gets its request stored',
    async ({ url, table, body }) => {
      const response = await postJson(url, body());
      expect(response.statusCode).toBe(201);
      expect(await payloadOf(table, submissionResponseSchema.parse(response.json()).reference)).toBeDefined();
    },
  );

  test.each(JSON_FORMS)('$name: a malformed fill time is a 400 on that field', async ({ url, body }) => {
    const response = await postJson(url, { ...body(), fill_ms: 'soon' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ fill_ms: 'validation.invalid' });
  });

  test.each(APPLICATION_URLS)('application on %s: the meta fields as multipart fields, not stored', async (url) => {
    const body = await multipartBody(
      { ...applicationFields, language: 'es', website: '', fill_ms: '60000' },
      { content: pdfBytes(), name: 'cv.pdf' },
    );
    const response = await forms.app.inject({ method: 'POST', url, payload: body.payload, headers: body.headers });
    expect(response.statusCode).toBe(201);
    const payload = await payloadOf('applications', submissionResponseSchema.parse(response.json()).reference);
    expect(payload).toMatchObject({ fullName: applicationFields.fullName });
    for (const key of ['language', 'website', 'fill_ms']) expect(payload).not.toHaveProperty(key);
  });
});

describe.each(drivers)('the spam guard on %s', (driver) => {
  const logs = captureLogs('warn');
  const forms = useFormApp(driver, { spamMinFillMs: 3000, logger: logs.logger });
  const postJson = (url: string, body: unknown) => forms.postJson(url, body);
  const countOf = async (table: string) =>
    (await forms.app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n ?? 0;
  const uploaded = () => storedCvKeys(forms.app.db);
  const spamLogs = (reason: string) =>
    logs.lines.filter((line) => (line as unknown as { spam?: string }).spam === reason) as unknown as {
      spam: string;
      count: number;
      route: string;
    }[];

  /** Runs `act`; checks that no request, no e-mail and no file was added. */
  async function expectNothingKept(table: string, act: () => Promise<void>) {
    const before = { rows: await countOf(table), outbox: await countOf('outbox'), files: await uploaded() };
    await act();
    expect({ rows: await countOf(table), outbox: await countOf('outbox'), files: await uploaded() }).toEqual(before);
  }

  const spamCases = [
    { reason: 'honeypot', meta: { website: 'http://cheap-pills.example', fill_ms: 60_000 } },
    { reason: 'too_fast', meta: { website: '', fill_ms: 800 } },
  ];

  describe.each(spamCases)('$reason', ({ reason, meta }) => {
    test.each(JSON_FORMS)(
      '$name: 201 with a reference of the usual shape, nothing stored or sent, logged with a count',
      async ({ url, table, prefix, body }) => {
        const before = spamLogs(reason).length;
        await expectNothingKept(table, async () => {
          const response = await postJson(url, { ...body(), ...meta });
          expect(response.statusCode).toBe(201);
          const { reference } = submissionResponseSchema.parse(response.json());
          expect(reference).toMatch(new RegExp(`^${prefix}-${YEAR}-\\d{6}$`));
          expect(response.headers['idempotent-replayed']).toBeUndefined();
        });
        const hits = spamLogs(reason);
        expect(hits).toHaveLength(before + 1);
        expect(hits.at(-1)).toMatchObject({ spam: reason, count: before + 1, route: url });
      },
    );

    test.each([false, true])(
      'application (CV first: %s): 201 with an A- reference, no row, no e-mail, no file',
      async (fileFirst) => {
        const before = spamLogs(reason).length;
        await expectNothingKept('applications', async () => {
          const fields = { ...applicationFields, website: meta.website, fill_ms: String(meta.fill_ms) };
          const body = await multipartBody(fields, { content: pdfBytes(), name: 'cv.pdf' }, { fileFirst });
          const response = await forms.app.inject({
            method: 'POST',
            url: '/api/condidature',
            payload: body.payload,
            headers: body.headers,
          });
          expect(response.statusCode).toBe(201);
          expect(submissionResponseSchema.parse(response.json()).reference).toMatch(new RegExp(`^A-${YEAR}-\\d{6}$`));
        });
        expect(spamLogs(reason).at(-1)).toMatchObject({ spam: reason, count: before + 1, route: '/api/condidature' });
      },
    );
  });

  test('a flagged form that is also invalid gets the 400 a person would get', async () => {
    const response = await postJson('/api/contact', { ...contactFields(), email: 'nope', website: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ email: 'validation.email' });
  });

  test.each(JSON_FORMS)(
    '$name: a person (slow enough, or no fill time at all) is stored as always',
    async ({ url, table, body }) => {
      for (const meta of [{ website: '', fill_ms: 3000 }, {}]) {
        const before = await countOf(table);
        const response = await postJson(url, { ...body(), ...meta });
        expect(response.statusCode).toBe(201);
        expect(await countOf(table)).toBe(before + 1);
      }
    },
  );

  test('an application by a person is stored with its CV', async () => {
    const before = await countOf('applications');
    const body = await multipartBody(
      { ...applicationFields, website: '', fill_ms: '90000' },
      { content: pdfBytes(), name: 'cv.pdf' },
    );
    const response = await forms.app.inject({
      method: 'POST',
      url: '/api/candidature',
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode).toBe(201);
    expect(await countOf('applications')).toBe(before + 1);
  });
});
