import { describe, expect, test } from 'vitest';
import { apiErrorSchema } from '@freight/shared/core/api/models';
import { APPLICATION_PATHS } from '../src/api/routes/applications/application-routes';
import { applicationFields, multipartBody, pdfBytes } from './support/application-fixtures';
import { otherQuoteBody, quoteBody } from './support/quote-fixtures';
import { contactFields, useFormApp } from './support/form-app';
import { drivers } from './support/test-app';
import { storedCvKeys } from './support/stored-cvs';

// A page of another site must not make a visitor's browser post our forms:
// a hidden form on evil.example auto-submitting a multipart application was
// stored (201). Every state-changing route checks Sec-Fetch-Site and Origin.

/** app.inject sends `Host: localhost:80`: the site's own origin is http://localhost. */
const OWN = 'http://localhost';

const REFUSED: Record<string, Record<string, string>> = {
  'another site, as a browser says it': { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
  'another origin (a browser without Sec-Fetch-Site)': { origin: 'https://evil.example' },
  'Sec-Fetch-Site cross-site alone': { 'sec-fetch-site': 'cross-site' },
  'an opaque origin (sandboxed frame)': { origin: 'null' },
  'our host on another port': { origin: 'http://localhost:8081' },
};

const ALLOWED: Record<string, Record<string, string>> = {
  'our own page': { origin: OWN, 'sec-fetch-site': 'same-origin' },
  'our own origin (a browser without Sec-Fetch-Site)': { origin: `${OWN}:80` },
  'a page of the same site (a subdomain)': { origin: 'https://www.localhost', 'sec-fetch-site': 'same-site' },
  'no browser at all (curl, a server)': {},
};

const JSON_ROUTES = [
  { url: '/api/cotation', table: 'quote_requests', body: quoteBody },
  { url: '/api/other-quote', table: 'other_quote_requests', body: otherQuoteBody },
  { url: '/api/contact', table: 'contact_messages', body: contactFields },
];

describe.each(drivers)('cross-site requests on %s', (driver) => {
  const forms = useFormApp(driver);
  const uploaded = async () => (await storedCvKeys(forms.app.db)).length;
  const count = async (table: string) =>
    Number((await forms.app.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.n);
  const postJson = (url: string, body: unknown, headers: Record<string, string>) =>
    forms.app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...headers },
    });
  const apply = async (url: string, headers: Record<string, string>) => {
    const body = await multipartBody(applicationFields, { content: pdfBytes(), name: 'cv.pdf' });
    return forms.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...headers } });
  };

  const routes = [
    ...JSON_ROUTES.map(({ url, table, body }) => ({
      url,
      table,
      send: (headers: Record<string, string>) => postJson(url, body(), headers),
    })),
    ...APPLICATION_PATHS.map((url) => ({
      url,
      table: 'applications',
      send: (headers: Record<string, string>) => apply(url, headers),
    })),
  ];

  test.each(routes.flatMap((route) => Object.entries(REFUSED).map(([what, headers]) => ({ ...route, what, headers }))))(
    '$url from $what: 403 CROSS_SITE_REQUEST, nothing stored',
    async ({ table, send, headers }) => {
      const before = { rows: await count(table), mails: await count('outbox'), files: await uploaded() };
      const response = await send(headers);
      expect(response.statusCode).toBe(403);
      expect(apiErrorSchema.parse(response.json())).toEqual({
        statusCode: 403,
        code: 'CROSS_SITE_REQUEST',
        message: expect.any(String),
      });
      expect({ rows: await count(table), mails: await count('outbox'), files: await uploaded() }).toEqual(before);
    },
  );

  test.each(routes.flatMap((route) => Object.entries(ALLOWED).map(([what, headers]) => ({ ...route, what, headers }))))(
    '$url from $what: accepted',
    async ({ table, send, headers }) => {
      const before = await count(table);
      const response = await send(headers);
      expect(response.statusCode).toBe(201);
      expect(await count(table)).toBe(before + 1);
    },
  );

  test('reading stays open to every origin (GET carries no state change)', async () => {
    const response = await forms.app.inject({
      url: '/api/blog',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
  });
});
