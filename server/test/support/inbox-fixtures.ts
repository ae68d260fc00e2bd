import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../src/api/db/database';
import { applicationFields, multipartBody, pdfBytes } from './application-fixtures';
import { contactFields } from './form-app';
import { otherQuoteBody, quoteBody } from './quote-fixtures';

// Requests for the inbox's tests: one of each kind through the public forms,
// or thousands written straight into the tables.

async function referenceOf(response: { statusCode: number; body: string; json: () => { reference: string } }) {
  if (response.statusCode !== 201 && response.statusCode !== 200)
    throw new Error(`submission answered ${response.statusCode}: ${response.body}`);
  return response.json().reference;
}

const postJson = (app: FastifyInstance, url: string, body: unknown) =>
  app.inject({ method: 'POST', url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

/** A quote request as the wizard sends it, in English; its reference. */
export async function submitQuote(app: FastifyInstance) {
  return referenceOf(await postJson(app, '/api/cotation', { ...quoteBody(), language: 'en' }));
}

/** One request of each kind, sent as the site sends them; the application's CV is `cv`. */
export async function submitEachKind(
  app: FastifyInstance,
  { cv = pdfBytes(3000, 'CV inbox'), cvName = 'CV Zoë Lefèvre.pdf' } = {},
) {
  const quote = await submitQuote(app);
  const otherQuote = await referenceOf(
    await postJson(app, '/api/other-quote', { ...otherQuoteBody(), language: 'es' }),
  );
  const contact = await referenceOf(
    await postJson(app, '/api/contact', { ...contactFields(), name: 'سارة العمراني', language: 'ar' }),
  );
  const body = await multipartBody({ ...applicationFields, language: 'fr' }, { content: cv, name: cvName });
  const application = await referenceOf(
    await app.inject({ method: 'POST', url: '/api/condidature', payload: body.payload, headers: body.headers }),
  );
  return { quote, otherQuote, contact, application };
}

/**
 * `count` requests of the four kinds in turn, one a minute back from `newest`,
 * written in four statements (what a bench or a paging test needs).
 */
export async function seedRequests(
  db: Queryable,
  count: number,
  { newest = '2026-06-30T12:00:00Z', tag = 'Bulk' } = {},
) {
  const series = (kindIndex: number) =>
    `SELECT i, $2::timestamptz - (i * interval '1 minute') AS at, '${tag} Person ' || i AS full_name,
       lower('${tag}') || i || '@example.com' AS email FROM generate_series(1, $1::int) i WHERE i % 4 = ${kindIndex}`;
  const ref = (prefix: string) => `'${prefix}-2026-' || lpad((500000 + i)::text, 6, '0')`;
  await db.query(
    `INSERT INTO quote_requests (reference, payload, quote_type, full_name, email, phone, company, city, loading_place,
       loading_date, unloading_place, unloading_date, dangerous, language, created_at, updated_at)
     SELECT ${ref('Q')}, '{}'::jsonb, 'full-load', full_name, email, '0612345678', 'Company ' || i, 'Tanger',
       'Tanger Med', at::date, 'Perpignan', at::date + 3, false, 'fr', at, date_trunc('milliseconds', at)
     FROM (${series(0)}) s`,
    [count, newest],
  );
  await db.query(
    `INSERT INTO other_quote_requests (reference, payload, full_name, email, phone, company, object, language,
       created_at, updated_at)
     SELECT ${ref('O')}, '{}'::jsonb, full_name, email, '0612345678', 'Company ' || i, 'Storage ' || i, 'en', at,
       date_trunc('milliseconds', at)
     FROM (${series(1)}) s`,
    [count, newest],
  );
  await db.query(
    `INSERT INTO contact_messages (reference, payload, full_name, email, telephone, language, created_at, updated_at)
     SELECT ${ref('C')}, jsonb_build_object('message', 'Message ' || i), full_name, email, '0612345678', 'es', at,
       date_trunc('milliseconds', at)
     FROM (${series(2)}) s`,
    [count, newest],
  );
  await db.query(
    `INSERT INTO applications (reference, payload, career_type, full_name, email, phone, country, city,
       level_of_studies, job_post, cv_storage_key, cv_file_name, cv_size, cv_sha256, language, created_at, updated_at)
     SELECT ${ref('A')}, '{}'::jsonb, 'job-offer', full_name, email, '0612345678', 'Maroc', 'Tanger', 'bac+2',
       'Chauffeur', gen_random_uuid() || '.pdf', 'cv.pdf', 1000, 'x', 'ar', at, date_trunc('milliseconds', at)
     FROM (${series(3)}) s`,
    [count, newest],
  );
}
