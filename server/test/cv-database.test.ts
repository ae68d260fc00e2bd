import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CV_MAX_BYTES } from '@freight/shared/core/constants';
import { build } from '../src/app';
import { eraseDataSubject } from '../src/api/data-protection/data-subjects';
import { submissionResponseSchema } from '../src/api/http/submission';
import { createMailer } from '../src/api/outbox/mailer';
import { createOutboxSender } from '../src/api/outbox/sender';
import { CV_READ_CHUNK_BYTES, CvMissing, readCv } from '../src/api/requests/cv-store';
import { applicationFields, multipartBody, pdfBytes } from './support/application-fixtures';
import { useFormApp } from './support/form-app';
import { staffMember } from './support/inbox-session';
import { onlyDueAbout } from './support/smtp-sender';
import { startSmtpInbox } from './support/smtp-inbox';
import { storedCv } from './support/stored-cvs';
import { drivers, freshDatabase } from './support/test-app';

// CVs live in the database (migrations/010-cv-content.sql): read a slice at a
// time for the staff download and the company's e-mail, gone with their
// application, and readable through any instance on the same database.

const UNLIMITED = { max: 10_000, timeWindowMs: 60_000 };

async function apply(app: FastifyInstance, cv: Buffer, email = applicationFields.email): Promise<string> {
  const body = await multipartBody({ ...applicationFields, email }, { content: cv, name: 'CV Amina.pdf' });
  const response = await app.inject({ method: 'POST', url: '/api/condidature', ...body });
  expect(response.statusCode).toBe(201);
  return submissionResponseSchema.parse(response.json()).reference;
}

async function keyOf(app: FastifyInstance, reference: string): Promise<string> {
  const { rows } = await app.db.query<{ key: string }>(
    'SELECT cv_storage_key AS key FROM applications WHERE reference = $1',
    [reference],
  );
  return rows[0]?.key ?? '';
}

describe.each(drivers)('CVs in the database on %s', (driver) => {
  const forms = useFormApp(driver);

  test('a 5 MB CV is read in slices of at most CV_READ_CHUNK_BYTES, and downloads whole with its headers', async () => {
    const cv = pdfBytes(CV_MAX_BYTES, 'Five megabytes');
    const reference = await apply(forms.app, cv);
    const sizes: number[] = [];
    for await (const chunk of await readCv(forms.app.db, await keyOf(forms.app, reference))) sizes.push(chunk.length);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(CV_MAX_BYTES);
    expect(Math.max(...sizes)).toBe(CV_READ_CHUNK_BYTES);
    expect(sizes).toHaveLength(Math.ceil(CV_MAX_BYTES / CV_READ_CHUNK_BYTES));

    const recruiter = await staffMember(forms.app, 'recruiter');
    const response = await recruiter.call({ method: 'GET', url: `/api/staff/requests/${reference}/cv` });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(CV_MAX_BYTES),
      'x-content-type-options': 'nosniff',
    });
    expect(response.headers['content-disposition']).toBe('attachment; filename="CV Amina.pdf"');
    expect(response.rawPayload.equals(cv)).toBe(true);
  });

  test('a CV deleted while it is read fails the stream rather than ending it short', async () => {
    const cv = pdfBytes(100_000, 'Deleted midway');
    const reference = await apply(forms.app, cv, 'midway@example.ma');
    const key = await keyOf(forms.app, reference);
    const stream = await readCv(forms.app.db, key, 30_000);
    const chunks = stream[Symbol.asyncIterator]();
    expect(((await chunks.next()).value as Buffer).length).toBe(30_000);
    await eraseDataSubject(forms.app.db, 'midway@example.ma');
    // A slice read ahead may still come; then the stream fails, short of the whole CV.
    let read = 30_000;
    const rest = (async () => {
      for (let next = await chunks.next(); !next.done; next = await chunks.next())
        read += (next.value as Buffer).length;
    })();
    await expect(rest).rejects.toBeInstanceOf(CvMissing);
    expect(read).toBeLessThan(cv.length);
    await expect(readCv(forms.app.db, key)).rejects.toBeInstanceOf(CvMissing);
  });

  test('an applicant erased after the company e-mail was claimed: the e-mail is not sent, and nothing of it stays', async () => {
    const email = 'erased.meanwhile@example.ma';
    const reference = await apply(forms.app, pdfBytes(20_000, 'Erased'), email);
    // Only this application's e-mail to the company is due.
    await onlyDueAbout(forms.app.db, reference);
    const smtp = await startSmtpInbox();
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'noreply@boughaz-freight.example',
      log: forms.app.log,
      db: forms.app.db,
    });
    const erasures: number[] = [];
    const sender = createOutboxSender({
      db: forms.app.db,
      log: forms.app.log,
      mailer: {
        kind: 'smtp',
        close: () => mailer.close(),
        async deliver(row) {
          // The admin's erasure lands between the claim and the reading of the CV.
          erasures.push((await eraseDataSubject(forms.app.db, email)).counts.cv_files);
          return mailer.deliver(row);
        },
      },
    });
    try {
      expect(await sender.runOnce()).toMatchObject({ sent: 0, retried: 1 });
      expect(erasures).toEqual([1]);
      expect(smtp.messages).toHaveLength(0);
      const { rows } = await forms.app.db.query(`SELECT 1 FROM outbox WHERE payload->>'reference' = $1`, [reference]);
      expect(rows).toEqual([]);
    } finally {
      await sender.stop();
      await smtp.close();
    }
  });
});

describe.skipIf(!drivers.includes('postgres'))('two instances on one PostgreSQL schema', () => {
  let drop: () => Promise<void>;
  let options: Awaited<ReturnType<typeof freshDatabase>>['options'];
  beforeAll(async () => {
    ({ options, drop } = await freshDatabase('postgres'));
  });
  afterAll(async () => drop());

  test('a CV sent through A, A closed: B e-mails it to the company and B’s staff route downloads the same bytes', async () => {
    const smtp = await startSmtpInbox();
    const instance = () =>
      build({
        database: options,
        rateLimit: UNLIMITED,
        formRateLimit: UNLIMITED,
        outbox: { autoSend: false },
        retention: { autoSweep: false },
        mail: { smtpUrl: smtp.url, notifyEmail: 'recrutement@boughaz-freight.example' },
      });
    const cv = pdfBytes(1_200_000, 'Through A');
    const a = instance();
    await a.ready();
    const reference = await apply(a, cv);
    await a.close();

    const b = instance();
    try {
      await b.ready();
      expect(await b.outbox.runOnce()).toMatchObject({ sent: 2, retried: 0, failed: 0 });
      const mails = await smtp.waitFor(2);
      const company = mails.find((mail) => mail.subject.includes(reference) && mail.attachments.length === 1);
      expect(company?.attachments[0]).toMatchObject({ filename: 'CV Amina.pdf', contentType: 'application/pdf' });
      expect(company?.attachments[0]?.content.equals(cv)).toBe(true);

      const recruiter = await staffMember(b, 'recruiter');
      const download = await recruiter.call({ method: 'GET', url: `/api/staff/requests/${reference}/cv` });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(cv)).toBe(true);
      expect((await storedCv(b.db, await keyOf(b, reference)))?.equals(cv)).toBe(true);
    } finally {
      await b.close();
      await smtp.close();
    }
  });
});
