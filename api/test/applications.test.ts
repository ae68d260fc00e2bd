import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiErrorSchema } from '@freight/shared/core/api/models';
import { CV_MAX_BYTES } from '@freight/shared/core/constants';
import { todayIso } from '@freight/shared/core/schemas/dates';
import { submissionResponseSchema } from '../src/http/submission';
import { createMailer } from '../src/outbox/mailer';
import { createOutboxSender } from '../src/outbox/sender';
import { generateKey, type FileStorage } from '../src/storage/file-storage';
import { ORPHAN_FILE_AGE_MS } from '../src/plugins/app/applications-repository';
import {
  applicationFields,
  chunked,
  multipartBody,
  PNG_BYTES,
  pdfBytes,
  SCRIPT_BYTES,
  type FilePart,
  type MultipartRequest,
} from './support/application-fixtures';
import { smtpOutboxSender } from './support/smtp-sender';
import { startSmtpInbox } from './support/smtp-inbox';
import { drivers, startApp } from './support/test-app';

const UNLIMITED = { max: 10_000, timeWindowMs: 60_000 };
const YEAR = todayIso().slice(0, 4);
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

interface ApplicationRow {
  reference: string;
  career_type: string;
  full_name: string;
  email: string;
  phone: string;
  country: string;
  city: string;
  experience: string | null;
  level_of_studies: string;
  cv_storage_key: string;
  cv_file_name: string;
  cv_size: number;
  cv_sha256: string;
  client_ip: string;
  payload: Record<string, unknown>;
}

interface OutboxRow {
  kind: string;
  status: string;
  reply_to: string;
  subject: string;
  text: string;
  attachments: unknown;
}

describe.each(drivers)('applications with a CV on %s', (driver) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  /** A temporary folder holding site/data/uploads: nothing may ever appear beside the uploads. */
  let root: string;
  let uploads: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'freight-applications-'));
    uploads = path.join(root, 'site', 'data', 'uploads');
    ({ app, close } = await startApp(driver, {
      rateLimit: UNLIMITED,
      formRateLimit: UNLIMITED,
      outbox: { autoSend: false },
      uploadDir: uploads,
    }));
  });
  afterAll(async () => {
    await close();
    await rm(root, { recursive: true, force: true });
  });

  const send = (body: MultipartRequest, { url = '/api/condidature', key }: { url?: string; key?: string } = {}) =>
    app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    });

  const cvPart = (content = pdfBytes(), name = 'CV Youssef Benali.pdf'): FilePart => ({ content, name });

  const apply = async (
    fields: Record<string, string | undefined> = applicationFields,
    /** null: no file part at all. */
    file: FilePart | null = cvPart(),
    options: { url?: string; key?: string; fileFirst?: boolean } = {},
  ) => send(await multipartBody(fields, file ?? undefined, { fileFirst: options.fileFirst }), options);

  /** Every entry of the upload folder, temporary files included. */
  const storedFiles = async () => (await readdir(uploads).catch(() => [])).sort();
  const applicationCount = async () =>
    (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM applications')).rows[0]?.n ?? 0;
  const rowOf = async (reference: string) =>
    (await app.db.query<ApplicationRow>('SELECT * FROM applications WHERE reference = $1', [reference])).rows;
  const outboxOf = async (reference: string) =>
    (
      await app.db.query<OutboxRow>(
        `SELECT kind, status, reply_to, subject, text, attachments FROM outbox WHERE payload->>'reference' = $1`,
        [reference],
      )
    ).rows;
  const referenceOf = (response: { json: () => unknown }) => submissionResponseSchema.parse(response.json()).reference;

  /** Runs `act`, then checks it stored no application and left no file (not even a temporary one). */
  async function expectNothingStored(act: () => Promise<void>) {
    const files = await storedFiles();
    const count = await applicationCount();
    await act();
    expect(await storedFiles()).toEqual(files);
    expect(await applicationCount()).toBe(count);
  }

  test('a valid application: CV stored as sent, row and e-mail with the CV attached by reference, 201 { reference }', async () => {
    const cv = pdfBytes(40_000, 'Youssef Benali');
    const before = await storedFiles();
    const response = await apply(applicationFields, cvPart(cv));
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const reference = referenceOf(response);
    expect(reference).toMatch(new RegExp(`^A-${YEAR}-\\d{6}$`));

    const [row] = await rowOf(reference);
    expect(row).toMatchObject({
      career_type: 'job-offer',
      full_name: 'Youssef Benali',
      email: 'youssef.benali@example.ma',
      phone: '+212612345678',
      country: 'Maroc',
      city: 'Tanger',
      experience: '2-years',
      level_of_studies: 'bac+2',
      cv_file_name: 'CV Youssef Benali.pdf',
      cv_size: cv.length,
      cv_sha256: sha256(cv),
      client_ip: '127.0.0.1',
    });
    expect(row?.payload).toEqual({ ...applicationFields, cv: { size: cv.length, sha256: sha256(cv) } });

    // Under a generated name, in the upload folder, byte for byte.
    const key = row?.cv_storage_key ?? '';
    expect(key).toMatch(KEY);
    expect(await storedFiles()).toEqual([...before, key].sort());
    expect((await readFile(path.join(uploads, key))).equals(cv)).toBe(true);
    const read = Buffer.concat(await (await app.files.read(key)).toArray());
    expect(read.equals(cv)).toBe(true);

    const outbox = await outboxOf(reference);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ kind: 'application', status: 'pending', reply_to: 'youssef.benali@example.ma' });
    expect(outbox[0]?.subject).toBe(`Candidature ${reference} – Offre d'emploi – Youssef Benali`);
    for (const expected of [
      "Niveau d'études : Bac + 2",
      'Expérience : 2 ans',
      'Pays : Maroc',
      'CV : CV Youssef Benali.pdf (39 Ko), en pièce jointe',
    ]) {
      expect(outbox[0]?.text).toContain(expected);
    }
    // A reference to the stored file, not 40 KB of base64 in the table.
    expect(outbox[0]?.attachments).toEqual([
      { filename: 'CV Youssef Benali.pdf', contentType: 'application/pdf', storageKey: key },
    ]);
  });

  test('the correctly spelled alias /api/candidature does the same', async () => {
    const response = await apply({ ...applicationFields, type: 'internship', experience: 'internship' }, cvPart(), {
      url: '/api/candidature',
    });
    expect(response.statusCode).toBe(201);
    const [row] = await rowOf(referenceOf(response));
    expect(row).toMatchObject({ career_type: 'internship', experience: 'internship' });
  });

  test('an application to an offer records the offer and names it in the e-mail; a spontaneous one has none', async () => {
    const { rows } = await app.db.query<{ id: number; post: string }>(
      `SELECT j.id, t.post FROM jobs j JOIN job_translations t ON t.job_id = j.id AND t.lang = 'fr' ORDER BY j.id LIMIT 1`,
    );
    const job = rows[0];
    if (!job) throw new Error('the seed has no job');
    const response = await apply({ ...applicationFields, job_id: String(job.id) });
    expect(response.statusCode).toBe(201);
    const reference = referenceOf(response);
    expect((await rowOf(reference))[0]).toMatchObject({ job_id: job.id, job_post: job.post });
    const [mail] = await outboxOf(reference);
    expect(mail?.subject).toContain(job.post);
    expect(mail?.text).toContain(`Offre : ${job.post} (n° ${job.id})`);

    const spontaneous = await apply();
    expect((await rowOf(referenceOf(spontaneous)))[0]).toMatchObject({ job_id: null, job_post: null });
    expect((await outboxOf(referenceOf(spontaneous)))[0]?.text).toContain('Candidature spontanée');
  });

  test('an unknown or malformed offer -> 400 with fields.job_id, nothing stored', async () => {
    for (const jobId of ['999999', 'abc', '-3']) {
      await expectNothingStored(async () => {
        const response = await apply({ ...applicationFields, job_id: jobId });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { job_id: 'validation.invalid' } });
      });
    }
  });

  test('the sweep removes old CVs no application refers to, and old half-written files; never a CV of a row or a fresh upload', async () => {
    const response = await apply();
    expect(response.statusCode).toBe(201);
    const [row] = await rowOf(referenceOf(response));
    const kept = String(row?.cv_storage_key);
    const old = new Date(Date.now() - 2 * ORPHAN_FILE_AGE_MS);
    // What a crash between the file and the commit leaves: a complete orphan, and a half-written file.
    const orphan = `${randomUUID()}.pdf`;
    const partial = `.${randomUUID()}.pdf.part`;
    const fresh = `${randomUUID()}.pdf`;
    for (const name of [orphan, partial, fresh]) await writeFile(path.join(uploads, name), pdfBytes());
    await utimes(path.join(uploads, orphan), old, old);
    await utimes(path.join(uploads, partial), old, old);
    // The CV of the stored application is as old: it stays.
    await utimes(path.join(uploads, kept), old, old);

    expect(await app.applications.sweepOrphanFiles(ORPHAN_FILE_AGE_MS)).toBe(1);
    const left = await storedFiles();
    expect(left).toContain(kept);
    expect(left).toContain(fresh);
    expect(left).not.toContain(orphan);
    expect(left).not.toContain(partial);
    await rm(path.join(uploads, fresh));
  });

  test('experience is optional: absent or empty', async () => {
    for (const experience of [undefined, '']) {
      const response = await apply({ ...applicationFields, experience });
      expect(response.statusCode).toBe(201);
      expect((await rowOf(referenceOf(response)))[0]?.experience).toBeNull();
    }
  });

  test('a CV of exactly 5 MB is accepted', async () => {
    const response = await apply(applicationFields, cvPart(pdfBytes(CV_MAX_BYTES)));
    expect(response.statusCode).toBe(201);
    expect((await rowOf(referenceOf(response)))[0]?.cv_size).toBe(CV_MAX_BYTES);
  });

  test.each([
    ['a PNG named .pdf and declared application/pdf', PNG_BYTES],
    ['a shell script named .pdf and declared application/pdf', SCRIPT_BYTES],
    ['a PDF signature that is not at the start', Buffer.concat([Buffer.from('junk'), pdfBytes()])],
    ['three bytes', Buffer.from('%PD')],
  ])('%s -> 415 UNSUPPORTED_FILE_TYPE, nothing stored', async (_name, content) => {
    await expectNothingStored(async () => {
      for (const fileFirst of [false, true]) {
        const response = await apply(
          applicationFields,
          { content, name: 'cv.pdf', type: 'application/pdf' },
          { fileFirst },
        );
        expect(response.statusCode).toBe(415);
        expect(apiErrorSchema.parse(response.json())).toMatchObject({ statusCode: 415, code: 'UNSUPPORTED_FILE_TYPE' });
      }
    });
  });

  test('a real PDF is accepted whatever name and type the browser gave it', async () => {
    const response = await apply(applicationFields, { content: pdfBytes(), name: 'photo.png', type: 'image/png' });
    expect(response.statusCode).toBe(201);
    const reference = referenceOf(response);
    expect((await rowOf(reference))[0]?.cv_file_name).toBe('photo.png');
    // The company receives it as the PDF it is.
    expect((await outboxOf(reference))[0]?.attachments).toMatchObject([
      { filename: 'photo.pdf', contentType: 'application/pdf' },
    ]);
  });

  test('a 6 MB PDF -> 413 FILE_TOO_LARGE, nothing stored, whether its length is announced or not', async () => {
    const body = await multipartBody(applicationFields, cvPart(pdfBytes(6 * 1024 * 1024)));
    await expectNothingStored(async () => {
      // Content-Length announced: refused before the body is read.
      const announced = await send(body);
      expect(announced.statusCode).toBe(413);
      expect(apiErrorSchema.parse(announced.json())).toMatchObject({ statusCode: 413, code: 'FILE_TOO_LARGE' });
      // Chunked: refused once 5 MB have streamed.
      const streamed = await app.inject({
        method: 'POST',
        url: '/api/condidature',
        payload: chunked(body.payload),
        headers: body.headers,
      });
      expect(streamed.headers['content-length']).not.toBe(String(body.payload.length));
      expect(streamed.statusCode).toBe(413);
      expect(apiErrorSchema.parse(streamed.json()).code).toBe('FILE_TOO_LARGE');
    });
  });

  test('a missing CV -> 400 VALIDATION_FAILED with fields.file', async () => {
    await expectNothingStored(async () => {
      const response = await apply(applicationFields, null);
      expect(response.statusCode).toBe(400);
      expect(apiErrorSchema.parse(response.json())).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { file: 'validation.required' },
      });
      // What a browser form posts when no file was chosen: an empty part without a name.
      const unnamed = await apply(applicationFields, { content: Buffer.alloc(0), name: '' });
      expect(apiErrorSchema.parse(unnamed.json()).fields).toEqual({ file: 'validation.required' });
      const empty = await apply(applicationFields, { content: Buffer.alloc(0), name: 'cv.pdf' });
      expect(apiErrorSchema.parse(empty.json()).fields).toEqual({ file: 'validation.file_empty' });
      // A text field called `file` is not a file.
      const text = await send(await multipartBody({ ...applicationFields, file: '%PDF-1.4' }));
      expect(apiErrorSchema.parse(text.json()).fields).toEqual({ file: 'validation.required' });
    });
  });

  test.each([
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['..\\..\\..\\windows\\system32\\cv.pdf', 'cv.pdf'],
    ['/var/www/html/shell.php.pdf', 'shell.php.pdf'],
    ['..', 'cv.pdf'],
    ['.htaccess.pdf', 'htaccess.pdf'],
    ['cv\u202Efdp.exe', 'cvfdp.exe'],
    ['cv\u0000\u0007 Amina\tEl  Idrissi.pdf', 'cv Amina El Idrissi.pdf'],
  ])('the file name %j is only information: stored as %j, the file under a generated name', async (name, kept) => {
    const response = await apply(applicationFields, { content: pdfBytes(), name });
    expect(response.statusCode).toBe(201);
    const [row] = await rowOf(referenceOf(response));
    expect(row?.cv_file_name).toBe(kept);
    expect(row?.cv_storage_key).toMatch(KEY);
    // Nothing outside the upload folder, whatever the name said.
    const tree = (await readdir(root, { recursive: true })).map((entry) => entry.split(path.sep).join('/'));
    const outside = tree.filter(
      (entry) => !['site', 'site/data', 'site/data/uploads'].includes(entry) && !entry.startsWith('site/data/uploads/'),
    );
    expect(outside).toEqual([]);
    expect(
      tree.filter((entry) => entry.startsWith('site/data/uploads/')).every((entry) => KEY.test(entry.slice(18))),
    ).toBe(true);
  });

  test('a very long file name is shortened, keeping its extension', async () => {
    const response = await apply(applicationFields, { content: pdfBytes(), name: `${'é'.repeat(300)}.pdf` });
    const name = (await rowOf(referenceOf(response)))[0]?.cv_file_name ?? '';
    expect([...name]).toHaveLength(120);
    expect(name.endsWith('….pdf')).toBe(true);
  });

  const invalid: [string, Record<string, string | undefined>, Record<string, string>][] = [
    [
      'every field missing',
      {},
      {
        type: 'validation.required',
        fullName: 'validation.required',
        email: 'validation.required',
        phone: 'validation.required',
        country: 'validation.required',
        city: 'validation.required',
        message: 'validation.required',
        level_of_studies: 'validation.required',
        cv_consent: 'validation.consent_required',
      },
    ],
    [
      'blank name, bad e-mail, short phone, unknown type, level and experience',
      {
        ...applicationFields,
        fullName: '   ',
        email: 'youssef@example',
        phone: '0612',
        type: 'freelance',
        level_of_studies: 'bac+9',
        experience: '20-years',
      },
      {
        fullName: 'validation.required',
        email: 'validation.email',
        phone: 'validation.phone_length',
        type: 'validation.invalid_option',
        level_of_studies: 'validation.invalid_option',
        experience: 'validation.invalid_option',
      },
    ],
    [
      'no consent to keep the CV',
      { ...applicationFields, cv_consent: undefined },
      { cv_consent: 'validation.consent_required' },
    ],
    [
      'a consent that is not a yes',
      { ...applicationFields, cv_consent: 'false' },
      { cv_consent: 'validation.consent_required' },
    ],
    ['a phone with letters', { ...applicationFields, phone: '06 12 34 AB 78' }, { phone: 'validation.phone_chars' }],
    [
      'a phone too long',
      { ...applicationFields, phone: '+212 6 12 34 56 78 90' },
      { phone: 'validation.phone_length' },
    ],
    ['an oversized message', { ...applicationFields, message: 'x'.repeat(5001) }, { message: 'validation.too_long' }],
  ];

  test.each(invalid)(
    '%s -> 400 with its fields, no file left, CV before or after the fields',
    async (_name, fields, expected) => {
      await expectNothingStored(async () => {
        for (const fileFirst of [false, true]) {
          const response = await apply(fields, cvPart(), { fileFirst });
          expect(response.statusCode).toBe(400);
          const body = apiErrorSchema.parse(response.json());
          expect(body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
          expect(body.fields).toEqual(expected);
        }
      });
    },
  );

  test('wrong fields and no CV report both', async () => {
    const response = await apply({ ...applicationFields, email: 'nobody' }, null);
    expect(apiErrorSchema.parse(response.json()).fields).toEqual({
      email: 'validation.email',
      file: 'validation.required',
    });
  });

  test('a field sent twice is refused rather than guessed', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(applicationFields)) form.append(name, value);
    form.append('fullName', 'Someone Else');
    form.append('file', new Blob([new Uint8Array(pdfBytes())], { type: 'application/pdf' }), 'cv.pdf');
    const request = new Request('http://127.0.0.1/', { method: 'POST', body: form });
    await expectNothingStored(async () => {
      const response = await send({
        payload: Buffer.from(await request.arrayBuffer()),
        headers: { 'content-type': request.headers.get('content-type') ?? '' },
      });
      expect(apiErrorSchema.parse(response.json()).fields).toEqual({ fullName: 'validation.invalid' });
    });
  });

  test('anything but multipart/form-data is a 415; a broken multipart body a 400', async () => {
    await expectNothingStored(async () => {
      for (const [type, payload] of [
        ['application/json', JSON.stringify(applicationFields)],
        ['application/x-www-form-urlencoded', new URLSearchParams(applicationFields).toString()],
        ['text/plain', 'hello'],
      ] as const) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/condidature',
          headers: { 'content-type': type },
          payload,
        });
        expect(response.statusCode).toBe(415);
        expect(apiErrorSchema.parse(response.json()).code).toBe('UNSUPPORTED_MEDIA_TYPE');
      }
      for (const [type, payload] of [
        ['multipart/form-data', 'no boundary'],
        [
          'multipart/form-data; boundary=abc',
          '--abc\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\n\r\n%PDF-1.4 cut',
        ],
      ] as const) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/condidature',
          headers: { 'content-type': type },
          payload,
        });
        expect(response.statusCode).toBe(400);
        expect(apiErrorSchema.parse(response.json()).code).toBe('BAD_REQUEST');
      }
    });
  });

  test('a database failure after the CV was written leaves neither a row nor the file', async () => {
    // The outbox refuses this one message, so the transaction fails after the application's INSERT.
    await app.db.exec(
      `ALTER TABLE outbox ADD CONSTRAINT test_refuses_marked CHECK (position('PANNE-SIMULEE' in text) = 0)`,
    );
    try {
      await expectNothingStored(async () => {
        const response = await apply({ ...applicationFields, message: 'PANNE-SIMULEE' });
        expect(response.statusCode).toBe(500);
        expect(apiErrorSchema.parse(response.json())).toEqual({
          statusCode: 500,
          code: 'INTERNAL',
          message: 'Internal server error',
        });
      });
    } finally {
      await app.db.exec('ALTER TABLE outbox DROP CONSTRAINT test_refuses_marked');
    }
  });

  test('Idempotency-Key: the same application twice is one row, one e-mail, one file', async () => {
    const key = randomUUID();
    const cv = pdfBytes(5_000, 'idempotent');
    const files = await storedFiles();
    const first = await apply(applicationFields, cvPart(cv), { key });
    // A retry may come by the other path, the fields in another order.
    const second = await apply({ ...applicationFields }, cvPart(cv), { key, url: '/api/candidature', fileFirst: true });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(second.headers['idempotent-replayed']).toBe('true');
    const reference = referenceOf(first);
    const rows = await app.db.query<{ reference: string; cv_storage_key: string }>(
      'SELECT reference, cv_storage_key FROM applications WHERE idempotency_key = $1',
      [key],
    );
    expect(rows.rows).toHaveLength(1);
    expect(await outboxOf(reference)).toHaveLength(1);
    expect(await storedFiles()).toEqual([...files, rows.rows[0]?.cv_storage_key].sort());
  });

  test('Idempotency-Key: another CV or other fields under the same key -> 409, nothing more stored', async () => {
    const key = randomUUID();
    expect((await apply(applicationFields, cvPart(pdfBytes(0, 'first')), { key })).statusCode).toBe(201);
    await expectNothingStored(async () => {
      for (const [fields, cv] of [
        [applicationFields, pdfBytes(0, 'second')],
        [{ ...applicationFields, city: 'Tétouan' }, pdfBytes(0, 'first')],
      ] as const) {
        const conflict = await apply(fields, cvPart(cv), { key });
        expect(conflict.statusCode).toBe(409);
        expect(apiErrorSchema.parse(conflict.json()).code).toBe('IDEMPOTENCY_CONFLICT');
      }
    });
  });

  test('Idempotency-Key: concurrent duplicates store one application and one file', async () => {
    const key = randomUUID();
    const body = await multipartBody(applicationFields, cvPart(pdfBytes(20_000, 'concurrent')));
    const files = await storedFiles();
    const responses = await Promise.all(Array.from({ length: 4 }, () => send(body, { key })));
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201]);
    expect(new Set(responses.map((response) => referenceOf(response))).size).toBe(1);
    expect((await storedFiles()).length).toBe(files.length + 1);
    expect((await app.db.query('SELECT 1 FROM applications WHERE idempotency_key = $1', [key])).rows).toHaveLength(1);
  });

  test('the e-mail reaches a real SMTP server with the PDF attached, read from the storage', async () => {
    const cv = pdfBytes(300_000, 'Youssef Benali');
    const reference = referenceOf(await apply(applicationFields, cvPart(cv, 'CV Youssef Bénali.pdf')));
    // Only this test's message is due.
    // Only this test's message to the company is due (the applicant's acknowledgement: acknowledgements.test.ts).
    await app.db.query(
      `UPDATE outbox SET status = 'failed' WHERE status = 'pending' AND (payload->>'reference') IS DISTINCT FROM $1`,
      [reference],
    );
    const smtp = await startSmtpInbox();
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'noreply@boughaz-freight.example',
      log: app.log,
      files: app.files,
    });
    const sender = createOutboxSender({ db: app.db, mailer, log: app.log });
    try {
      expect(await sender.runOnce()).toEqual({ sent: 1, logged: 0, retried: 0, failed: 0 });
      const [mail] = await smtp.waitFor(1);
      expect(mail?.subject).toBe(`Candidature ${reference} – Offre d'emploi – Youssef Benali`);
      expect(mail?.headers['reply-to']).toBe('youssef.benali@example.ma');
      expect(mail?.text).toContain(`Nouvelle candidature ${reference}`);
      expect(mail?.text).toContain('Message :\n    Bonjour,\n    chauffeur poids lourd depuis 2019, permis CE et ADR.');
      expect(mail?.attachments).toHaveLength(1);
      expect(mail?.attachments[0]).toMatchObject({ filename: 'CV Youssef Bénali.pdf', contentType: 'application/pdf' });
      expect(mail?.attachments[0]?.content.equals(cv)).toBe(true);
    } finally {
      await sender.stop();
      await smtp.close();
    }
  });

  test('an e-mail whose stored CV has disappeared is retried, not sent without it', async () => {
    const reference = referenceOf(await apply());
    const [row] = await rowOf(reference);
    await app.files.remove(row?.cv_storage_key ?? '');
    await app.db.query(
      `UPDATE outbox SET status = 'failed' WHERE status = 'pending' AND (payload->>'reference') IS DISTINCT FROM $1`,
      [reference],
    );
    const smtp = await startSmtpInbox();
    const sender = smtpOutboxSender(app, smtp.url);
    try {
      expect(await sender.runOnce()).toMatchObject({ sent: 0, retried: 1 });
      expect(smtp.messages).toHaveLength(0);
      const { rows } = await app.db.query<{ status: string; last_error: string }>(
        `SELECT status, last_error FROM outbox WHERE payload->>'reference' = $1`,
        [reference],
      );
      expect(rows[0]?.status).toBe('pending');
      expect(rows[0]?.last_error).toMatch(/ENOENT/);
    } finally {
      await sender.stop();
      await smtp.close();
    }
  });
});

describe('the application form rate limit', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'freight-applications-'));
    ({ app, close } = await startApp('pglite', {
      rateLimit: { max: 1000, timeWindowMs: 60_000 },
      formRateLimit: { max: 2, timeWindowMs: 60_000 },
      outbox: { autoSend: false },
      uploadDir: root,
    }));
  });
  afterAll(async () => {
    await close();
    await rm(root, { recursive: true, force: true });
  });

  test('both paths share one count per address: the third is a 429 RATE_LIMITED, its CV never read', async () => {
    const body = await multipartBody(applicationFields, { content: pdfBytes(), name: 'cv.pdf' });
    const post = (url: string) => app.inject({ method: 'POST', url, payload: body.payload, headers: body.headers });
    expect((await post('/api/condidature')).statusCode).toBe(201);
    expect((await post('/api/candidature')).statusCode).toBe(201);
    const limited = await post('/api/condidature');
    expect(limited.statusCode).toBe(429);
    expect(apiErrorSchema.parse(limited.json())).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await readdir(root)).toHaveLength(2);
    // The other forms count on their own.
    const quote = await app.inject({
      method: 'POST',
      url: '/api/other-quote',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(quote.statusCode).toBe(400);
  });
});

/** Another FileStorage (as an object store would be): files in a Map, every call recorded. */
function memoryStorage() {
  const files = new Map<string, Buffer>();
  const calls: string[] = [];
  const storage: FileStorage = {
    kind: 'memory',
    async save(content, { extension }) {
      calls.push('save');
      const bytes = Buffer.isBuffer(content) ? content : Buffer.concat(await content.toArray());
      const key = generateKey(extension);
      files.set(key, bytes);
      return { key, size: bytes.length };
    },
    async read(key) {
      const bytes = files.get(key);
      if (!bytes) throw new Error(`ENOENT ${key}`);
      return Readable.from([bytes]);
    },
    async remove(key) {
      calls.push('remove');
      files.delete(key);
    },
    async *list() {
      for (const key of files.keys()) yield { key, modifiedAt: new Date() };
    },
  };
  return { storage, files, calls };
}

describe('another file storage in place of the local folder', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const memory = memoryStorage();

  beforeAll(async () => {
    ({ app, close } = await startApp('pglite', {
      rateLimit: UNLIMITED,
      formRateLimit: UNLIMITED,
      outbox: { autoSend: false },
      fileStorage: memory.storage,
    }));
  });
  afterAll(() => close());

  const post = async (fields: Record<string, string>, options: { fileFirst?: boolean } = {}) => {
    const body = await multipartBody(fields, { content: pdfBytes(), name: 'cv.pdf' }, options);
    return app.inject({ method: 'POST', url: '/api/condidature', payload: body.payload, headers: body.headers });
  };

  test('keeps the CV there, and the e-mail reads it from there', async () => {
    const response = await post(applicationFields);
    expect(response.statusCode).toBe(201);
    const reference = submissionResponseSchema.parse(response.json()).reference;
    const { rows } = await app.db.query<{ cv_storage_key: string }>(
      'SELECT cv_storage_key FROM applications WHERE reference = $1',
      [reference],
    );
    expect(memory.files.get(rows[0]?.cv_storage_key ?? '')?.equals(pdfBytes())).toBe(true);

    const smtp = await startSmtpInbox();
    const sender = smtpOutboxSender(app, smtp.url);
    try {
      // The CV e-mail to the company, and the applicant's acknowledgement (no attachment).
      expect(await sender.runOnce()).toMatchObject({ sent: 2 });
      const withCv = (await smtp.waitFor(2)).filter((mail) => mail.attachments.length > 0);
      expect(withCv).toHaveLength(1);
      expect(withCv[0]?.attachments[0]?.content.equals(pdfBytes())).toBe(true);
    } finally {
      await sender.stop();
      await smtp.close();
    }
  });

  test('a CV sent after a wrong field is never written; one sent before it is written, then removed', async () => {
    memory.calls.length = 0;
    const count = memory.files.size;
    expect((await post({ ...applicationFields, email: 'nobody' })).statusCode).toBe(400);
    expect(memory.calls).toEqual([]);
    expect((await post({ ...applicationFields, email: 'nobody' }, { fileFirst: true })).statusCode).toBe(400);
    expect(memory.calls).toEqual(['save', 'remove']);
    expect(memory.files.size).toBe(count);
  });
});
