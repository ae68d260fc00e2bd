import { randomInt } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { applicationSchema } from '@freight/shared/core/schemas/application';
import { contactSchema } from '@freight/shared/core/schemas/contact';
import { otherQuoteSchema } from '@freight/shared/core/schemas/other-quote';
import { quoteRequestSchema } from '@freight/shared/core/schemas/quote';
import { readEnv } from '../src/env';
import { withFormMeta } from '../src/api/http/form-meta';
import { APPLICATION_PATHS } from '../src/api/routes/applications/application-routes';
import { countsOf, expectAnswered, expectCleanText, expectStoredOnlyIfAccepted } from './support/fuzz/expectations';
import {
  applyMutations,
  damage,
  idempotencyKey,
  jsonContentType,
  mutationOf,
  serialize,
  wireDamage,
} from './support/fuzz/json-bodies';
import { encode, multipartCase } from './support/fuzz/multipart-bodies';
import { readCase, routeOf, singlePage, urlOf } from './support/fuzz/read-requests';
import { fieldsOf } from './support/fuzz/schema-fields';
import { otherQuoteBody, quoteBody } from './support/quote-fixtures';
import { contactFields, useFormApp } from './support/form-app';
import { drivers } from './support/test-app';
import { storedCvKeys } from './support/stored-cvs';

// Property-based tests of every endpoint, generated from the shared zod
// schemas: whatever a client sends, the API answers below 500, every error
// is the documented body, and a refused request stores nothing (rows and
// e-mails counted before and after; CVs on disk match the applications).
// Each property runs with a fixed seed and with a seed drawn for this run;
// a failure prints its seed and path (replay: FUZZ_SEED=<seed>).

const FIXED_SEED = 20_261_124;
const RUN_SEED = readEnv().FUZZ_SEED ?? randomInt(2 ** 31 - 1);
const SEEDS = [
  { label: 'fixed seed', seed: FIXED_SEED },
  { label: `this run's seed ${RUN_SEED}`, seed: RUN_SEED },
];
/** Cases per seed: 2 × (150 + 60 + 100) = 620 per database. */
const RUNS = { json: 150, multipart: 60, read: 100 };

/** Statuses seen by a property, so a run that only ever reached one answer is noticed. */
function tally() {
  const seen = new Set<number>();
  return {
    add: (status: number) => seen.add(status),
    statuses: () => [...seen].sort((a, b) => a - b),
  };
}

const JSON_FORMS = [
  {
    url: '/api/cotation',
    table: 'quote_requests',
    fields: fieldsOf(withFormMeta(quoteRequestSchema)),
    valid: quoteBody,
  },
  {
    url: '/api/other-quote',
    table: 'other_quote_requests',
    fields: fieldsOf(withFormMeta(otherQuoteSchema)),
    valid: otherQuoteBody,
  },
  {
    url: '/api/contact',
    table: 'contact_messages',
    fields: fieldsOf(withFormMeta(contactSchema)),
    valid: contactFields,
  },
];
const APPLICATION_FIELDS = fieldsOf(withFormMeta(applicationSchema));

test('the schemas are walked to their fields', () => {
  expect(JSON_FORMS.map(({ fields }) => fields.length)).toEqual([20, 10, 7]);
  expect(APPLICATION_FIELDS).toHaveLength(14);
  expect(APPLICATION_FIELDS.find(({ path }) => path[0] === 'job_id')).toMatchObject({
    kind: 'number',
    integer: true,
    optional: true,
  });
  expect(JSON_FORMS[0]?.fields.find(({ path }) => path.join('.') === 'product.weight')).toMatchObject({
    kind: 'number',
    min: 0.01,
    max: 1000,
  });
  expect(JSON_FORMS[2]?.fields.find(({ path }) => path[0] === 'message')).toMatchObject({
    kind: 'text',
    maxLength: 5000,
  });
});

describe.each(drivers)('fuzzing the API on %s', (driver) => {
  const forms = useFormApp(driver);

  test.each(SEEDS)('JSON forms ($label)', async ({ seed }) => {
    const form = fc.constantFrom(...JSON_FORMS).chain((target) =>
      fc.record({
        target: fc.constant(target),
        mutations: fc.array(mutationOf(target.fields), { minLength: 1, maxLength: 4 }),
        contentType: jsonContentType,
        wire: wireDamage,
        cut: fc.double({ min: 0, max: 1, noNaN: true }),
        key: idempotencyKey,
      }),
    );
    const statuses = tally();
    await fc.assert(
      fc.asyncProperty(form, async ({ target, mutations, contentType, wire, cut, key }) => {
        const payload = damage(serialize(applyMutations(target.valid(), mutations)), wire, cut);
        const headers: Record<string, string> = {
          ...(contentType ? { 'content-type': contentType } : {}),
          ...(key !== undefined ? { 'idempotency-key': key } : {}),
        };
        const before = await countsOf(forms.app, target.table);
        const response = await forms.app.inject({ method: 'POST', url: target.url, payload, headers });
        const what = `POST ${target.url}`;
        statuses.add(response.statusCode);
        expectAnswered(response, what);
        const after = await countsOf(forms.app, target.table);
        expectStoredOnlyIfAccepted(response.statusCode, before, after, what);
        if (after.rows > before.rows) {
          const { rows } = await forms.app.db.query<{ payload: unknown }>(
            `SELECT payload FROM ${target.table} ORDER BY id DESC LIMIT 1`,
          );
          expectCleanText(rows[0]?.payload, `${what} stored`);
        }
      }),
      { seed, numRuns: RUNS.json },
    );
    expect(statuses.statuses()).toEqual(expect.arrayContaining([201, 400, 413, 415]));
  });

  test.each(SEEDS)('applications, multipart ($label)', async ({ seed }) => {
    const statuses = tally();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...APPLICATION_PATHS),
        multipartCase(APPLICATION_FIELDS),
        idempotencyKey,
        async (url, sample, key) => {
          const { payload, headers } = await encode(sample);
          const before = await countsOf(forms.app, 'applications');
          const response = await forms.app.inject({
            method: 'POST',
            url,
            payload,
            headers: { ...headers, ...(key !== undefined ? { 'idempotency-key': key } : {}) },
          });
          const what = `POST ${url} (${sample.files.length} files, ${sample.wire})`;
          statuses.add(response.statusCode);
          expectAnswered(response, what);
          const after = await countsOf(forms.app, 'applications');
          expectStoredOnlyIfAccepted(response.statusCode, before, after, what);
          // Every application has its CV and every CV its application.
          expect((await storedCvKeys(forms.app.db)).length, what).toBe(after.rows);
        },
      ),
      { seed, numRuns: RUNS.multipart },
    );
    expect(statuses.statuses()).toEqual(expect.arrayContaining([201, 400]));
  });

  test.each(SEEDS)('list and detail GETs ($label)', async ({ seed }) => {
    const statuses = tally();
    await fc.assert(
      fc.asyncProperty(readCase, async (sample) => {
        const url = urlOf(sample);
        const response = await forms.app.inject({ method: 'GET', url });
        statuses.add(response.statusCode);
        expectAnswered(response, `GET ${url}`);
        expect([200, 400, 404], `GET ${url}`).toContain(response.statusCode);
        if (response.statusCode !== 200) return;
        const route = routeOf(sample);
        route.schema.parse(response.json());
        const page = singlePage(sample);
        // A page is decimal digits (no 0x1, 1e3, " 2"); the default when it is absent.
        if (route.paged && page !== undefined) expect(page, `GET ${url}`).toMatch(/^\d+$/);
      }),
      { seed, numRuns: RUNS.read },
    );
    expect(statuses.statuses()).toEqual([200, 400, 404]);
  });
});
