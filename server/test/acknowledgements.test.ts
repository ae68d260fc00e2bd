import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { submissionResponseSchema } from '../src/api/http/submission';
import { ACKNOWLEDGEMENT_TEXTS } from '../src/api/mail/acknowledgement-texts';
import { newCvKey } from '../src/api/requests/cv-store';
import { applicationFields, multipartBody, pdfBytes } from './support/application-fixtures';
import { otherQuoteBody, quoteBody } from './support/quote-fixtures';
import { smtpOutboxSender } from './support/smtp-sender';
import { startSmtpInbox, type ReceivedMail } from './support/smtp-inbox';
import { drivers, startApp } from './support/test-app';

// The visitor's acknowledgement (docs/decisions/006-acknowledgements.md),
// end to end: the form as the site sends it, the rows it leaves, and the
// e-mails a real SMTP server receives.

const UNLIMITED = { max: 10_000, timeWindowMs: 60_000 };
const COMPANY = 'contact@boughaz-freight.example';
const VISITOR = 'amina@example.ma';
const APPLICANT = applicationFields.email;
const contactBody = {
  name: 'Amina El Idrissi',
  email: VISITOR,
  telephone: '0612345678',
  message: 'Bonjour,\nquels sont vos délais vers Perpignan ?',
};

interface Row {
  language: string;
  cv_consent_at: Date | null;
  created_at: Date;
}

describe.each(drivers)('acknowledgements on %s', (driver) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startApp(driver, {
      rateLimit: UNLIMITED,
      formRateLimit: UNLIMITED,
      outbox: { autoSend: false },
      testInspection: true,
    }));
  });
  afterEach(async () => {
    // Nothing left due for the next test.
    await app.db.query(`UPDATE outbox SET status = 'failed' WHERE status = 'pending'`);
  });
  afterAll(async () => {
    await close();
  });

  const postJson = async (url: string, payload: unknown, key?: string) => {
    const response = await app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
    });
    expect(response.statusCode, response.body).toBe(201);
    return submissionResponseSchema.parse(response.json()).reference;
  };

  const apply = async (fields: Record<string, string | undefined>) => {
    const body = await multipartBody(fields, { content: pdfBytes(), name: 'CV Youssef Benali.pdf' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/condidature',
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode, response.body).toBe(201);
    return submissionResponseSchema.parse(response.json()).reference;
  };

  const rowOf = async (table: string, reference: string): Promise<Row | undefined> =>
    (await app.db.query<Row>(`SELECT * FROM ${table} WHERE reference = $1`, [reference])).rows[0];

  /** Sends what is due to a real SMTP server; answers the mails it received, by recipient. */
  const deliver = async (
    expected: number,
  ): Promise<{ all: ReceivedMail[]; to: (address: string) => ReceivedMail[] }> => {
    const smtp = await startSmtpInbox();
    const sender = smtpOutboxSender(app, smtp.url);
    try {
      expect(await sender.runOnce()).toEqual({ sent: expected, logged: 0, retried: 0, failed: 0 });
      const all = await smtp.waitFor(expected);
      return { all, to: (address) => all.filter((mail) => mail.envelopeTo.includes(address)) };
    } finally {
      await sender.stop();
      await smtp.close();
    }
  };

  test('a quote in English: the visitor gets an English acknowledgement, the company its French e-mail, the row says en', async () => {
    const reference = await postJson('/api/cotation', {
      ...quoteBody('containers'),
      language: 'en',
      website: '',
      fill_ms: 45_000,
    });
    expect(await rowOf('quote_requests', reference)).toMatchObject({ language: 'en' });

    const mails = await deliver(2);
    const [ack] = mails.to(VISITOR);
    expect(mails.to(VISITOR)).toHaveLength(1);
    expect(ack?.subject).toBe(`We have received your quote request ${reference} – Boughaz Freight`);
    expect(ack?.headers['reply-to']).toBe(COMPANY);
    expect(ack?.text).toContain('Hello Amina El Idrissi,');
    expect(ack?.text).toContain(`Your reference: ${reference}`);
    expect(ack?.text).toContain(ACKNOWLEDGEMENT_TEXTS.en.next.quote);
    expect(ack?.text).toContain('Type of quote: Containers');
    expect(ack?.text).toContain('+212 5 39 00 00 00, +212 6 00 00 00 00');
    const [company] = mails.to(COMPANY);
    expect(company?.subject).toContain(`Demande de cotation ${reference}`);
  });

  test('an other quote in Spanish', async () => {
    const reference = await postJson('/api/other-quote', { ...otherQuoteBody(), language: 'es' });
    expect(await rowOf('other_quote_requests', reference)).toMatchObject({ language: 'es' });
    const mails = await deliver(2);
    const [ack] = mails.to(VISITOR);
    expect(ack?.subject).toBe(`Hemos recibido su solicitud de presupuesto ${reference} – Boughaz Freight`);
    expect(ack?.text).toContain(ACKNOWLEDGEMENT_TEXTS.es.next['other-quote']);
    expect(ack?.text).toContain('Stockage sous douane');
    expect(mails.to(COMPANY)).toHaveLength(1);
  });

  test('a contact message in Arabic, sent with a regional code', async () => {
    const reference = await postJson('/api/contact', { ...contactBody, language: 'ar-MA' });
    expect(await rowOf('contact_messages', reference)).toMatchObject({ language: 'ar' });
    const mails = await deliver(2);
    const [ack] = mails.to(VISITOR);
    expect(ack?.subject).toBe(`توصلنا برسالتكم ${reference} – Boughaz Freight`);
    expect(ack?.text).toContain('مرحبًا Amina El Idrissi،');
    expect(ack?.text).toContain(`مرجعكم: ${reference}`);
    expect(ack?.text).toContain(ACKNOWLEDGEMENT_TEXTS.ar.next.contact);
    expect(mails.to(COMPANY)[0]?.subject).toContain(`Message de contact ${reference}`);
  });

  test('a form without a language (a page older than the field) is stored and acknowledged in French', async () => {
    const reference = await postJson('/api/contact', contactBody);
    expect(await rowOf('contact_messages', reference)).toMatchObject({ language: 'fr' });
    const [ack] = (await deliver(2)).to(VISITOR);
    expect(ack?.subject).toBe(`Votre message ${reference} est bien reçu – Boughaz Freight`);
    expect(ack?.text).toContain(ACKNOWLEDGEMENT_TEXTS.fr.next.contact);
  });

  test('an application in French with the CV consent: its date is stored, the acknowledgement says how long the CV is kept, without the CV', async () => {
    const reference = await apply({ ...applicationFields, language: 'fr' });
    const row = await rowOf('applications', reference);
    expect(row).toMatchObject({ language: 'fr' });
    // The time the application arrived, just before its row was written.
    expect(row?.cv_consent_at).toBeInstanceOf(Date);
    expect(Math.abs((row?.cv_consent_at?.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
    expect(row?.cv_consent_at?.getTime()).toBeLessThanOrEqual((row?.created_at.getTime() ?? 0) + 1000);

    const mails = await deliver(2);
    const [ack] = mails.to(APPLICANT).filter((mail) => mail.envelopeTo.length === 1);
    expect(ack?.subject).toBe(`Votre candidature ${reference} est bien reçue – Boughaz Freight`);
    expect(ack?.text).toContain('Bonjour Youssef Benali,');
    expect(ack?.text).toContain(ACKNOWLEDGEMENT_TEXTS.fr.next.application);
    expect(ack?.text).toContain(ACKNOWLEDGEMENT_TEXTS.fr.cvKept(COMPANY));
    expect(ack?.attachments).toHaveLength(0);
    const [company] = mails.to(COMPANY);
    expect(company?.attachments).toHaveLength(1);
  });

  test('an application stored without the consent (a page older than the box) keeps no date and promises no retention', async () => {
    // Through the repository: the current form requires the box, an older page may not send it.
    const content = pdfBytes();
    const cv = {
      key: newCvKey(),
      content,
      size: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      fileName: 'cv.pdf',
    };
    const { cv_consent: _consent, ...withoutConsent } = applicationFields;
    const stored = await app.applications.create(
      { ...withoutConsent, type: 'job-offer', experience: '2-years', level_of_studies: 'bac+2' },
      cv,
      {
        clientIp: '127.0.0.1',
        receivedAt: new Date(),
        language: 'en',
        origin: 'http://localhost:80',
      },
    );
    expect(await rowOf('applications', stored.reference)).toMatchObject({ language: 'en', cv_consent_at: null });
    const [ack] = (await deliver(2)).to(APPLICANT);
    expect(ack?.text).toContain(ACKNOWLEDGEMENT_TEXTS.en.next.application);
    expect(ack?.text).not.toContain(ACKNOWLEDGEMENT_TEXTS.en.cvKept(COMPANY));
  });

  test('a replay with the same Idempotency-Key queues no second acknowledgement', async () => {
    const key = randomUUID();
    const body = { ...quoteBody(), language: 'es' };
    const first = await postJson('/api/cotation', body, key);
    const again = await postJson('/api/cotation', body, key);
    expect(again).toBe(first);
    const mails = await deliver(2);
    expect(mails.to(VISITOR)).toHaveLength(1);
    expect(mails.to(COMPANY)).toHaveLength(1);
    const { rows } = await app.db.query(`SELECT 1 FROM outbox WHERE payload->>'acknowledges' = $1`, [first]);
    expect(rows).toHaveLength(1);
  });

  test('the request, its e-mail and its acknowledgement are one transaction: no acknowledgement, no request', async () => {
    const before = (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contact_messages')).rows[0]?.n;
    await app.db.exec(
      `ALTER TABLE outbox ADD CONSTRAINT test_refuses_acks CHECK (kind NOT LIKE '%-acknowledgement') NOT VALID`,
    );
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: JSON.stringify(contactBody),
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await app.db.exec('ALTER TABLE outbox DROP CONSTRAINT test_refuses_acks');
    }
    expect((await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contact_messages')).rows[0]?.n).toBe(
      before,
    );
    expect((await app.db.query(`SELECT 1 FROM outbox WHERE status = 'pending'`)).rows).toHaveLength(0);
  });

  test('the inspection route shows the language, the consent date and the acknowledgement', async () => {
    const reference = await apply({ ...applicationFields, language: 'ar' });
    const response = await app.inject({ method: 'GET', url: `/api/test/requests/${reference}` });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ row: Record<string, unknown>; outbox: unknown[]; acknowledgements: unknown[] }>();
    expect(body.row).toMatchObject({ language: 'ar', cv_consent_at: expect.any(String) });
    expect(body.outbox).toEqual([expect.objectContaining({ kind: 'application' })]);
    expect(body.acknowledgements).toEqual([
      expect.objectContaining({
        kind: 'application-acknowledgement',
        to_address: APPLICANT,
        language: 'ar',
        status: 'pending',
      }),
    ]);
  });
});
