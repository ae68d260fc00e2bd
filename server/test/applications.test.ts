import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiErrorSchema } from '@freight/shared/core/api/models';
import { CV_MAX_BYTES } from '@freight/shared/core/constants';
import { todayIso } from '@freight/shared/core/schemas/dates';
import { submissionResponseSchema } from '../src/api/http/submission';
import { createMailer } from '../src/api/outbox/mailer';
import { createOutboxSender } from '../src/api/outbox/sender';
import { readCv } from '../src/api/requests/cv-store';
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
import { onlyDueAbout, smtpOutboxSender } from './support/smtp-sender';
import { startSmtpInbox } from './support/smtp-inbox';
import { storedCv, storedCvKeys } from './support/stored-cvs';
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

  beforeAll(async () => {
    ({ app, close } = await startApp(driver, {
      rateLimit: UNLIMITED,
      formRateLimit: UNLIMITED,
      outbox: { autoSend: false },
    }));
  });
  afterAll(async () => {
    await close();
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

  /** The keys of every CV in the database. */
  const storedFiles = () => storedCvKeys(app.db);
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

  /** Runs `act`, then checks it stored no application and no CV. */
  async function expectNothingStored(act: () => Promise<void>) {
    const files = await storedFiles();
    const count = await applicationCount();
    await act();
    expect(await storedFiles()).toEqual(files);
    expect(await applicationCount()).toBe(count);
  }

  test('a valid application: CV stored in the database as sent, row and e-mail with the CV attached by reference, 201 { reference }', async () => {
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

    // Under a generated key, in application_cvs, byte for byte.
    const key = row?.cv_storage_key ?? '';
    expect(key).toMatch(KEY);
    expect(await storedFiles()).toEqual([...before, key].sort());
    expect((await storedCv(app.db, key))?.equals(cv)).toBe(true);
    const read = Buffer.concat(await (await readCv(app.db, key, 7_000)).toArray());
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
  ])('the file name %j is only information: stored as %j, the CV under a generated key', async (name, kept) => {
    const response = await apply(applicationFields, { content: pdfBytes(), name });
    expect(response.statusCode).toBe(201);
    const [row] = await rowOf(referenceOf(response));
    expect(row?.cv_file_name).toBe(kept);
    expect(row?.cv_storage_key).toMatch(KEY);
    expect((await storedCv(app.db, row?.cv_storage_key ?? ''))?.equals(pdfBytes())).toBe(true);
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
    '%s -> 400 with its fields, no CV kept, CV before or after the fields',
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

  test('a database failure after the application row was written leaves neither the row nor its CV', async () => {
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

  test('a failure storing the CV leaves neither the application nor its e-mails; the retry stores all of it once', async () => {
    // Injected between the row and its CV: the CV's INSERT fails after the application's.
    await app.db.exec(`
      CREATE FUNCTION test_refuse_cv() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'simulated failure writing a CV'; END $$;
      CREATE TRIGGER test_refuse_cv BEFORE INSERT ON application_cvs FOR EACH ROW EXECUTE FUNCTION test_refuse_cv();`);
    const key = randomUUID();
    const cv = pdfBytes(30_000, 'retry');
    const outboxCount = async () =>
      (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox')).rows[0]?.n;
    const mails = await outboxCount();
    try {
      await expectNothingStored(async () => {
        const response = await apply(applicationFields, cvPart(cv), { key });
        expect(response.statusCode).toBe(500);
        expect(apiErrorSchema.parse(response.json()).code).toBe('INTERNAL');
      });
      expect(await outboxCount()).toBe(mails);
    } finally {
      await app.db.exec('DROP TRIGGER test_refuse_cv ON application_cvs; DROP FUNCTION test_refuse_cv();');
    }
    const retry = await apply(applicationFields, cvPart(cv), { key });
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    const [row] = await rowOf(referenceOf(retry));
    expect((await storedCv(app.db, row?.cv_storage_key ?? ''))?.equals(cv)).toBe(true);
    expect(await outboxOf(referenceOf(retry))).toHaveLength(1);
  });

  test('the database keeps no CV without its application, nor two applications on one CV', async () => {
    const orphan = app.db.query('INSERT INTO application_cvs (storage_key, content) VALUES ($1, $2::bytea)', [
      `${randomUUID()}.pdf`,
      pdfBytes(),
    ]);
    await expect(orphan).rejects.toThrow(/foreign key/);
    // Deleting an application takes its CV, whoever deletes it (a previous version's sweep included).
    const reference = referenceOf(await apply());
    const [row] = await rowOf(reference);
    await app.db.query('DELETE FROM outbox WHERE payload->>$2 = $1 OR payload->>$3 = $1', [
      reference,
      'reference',
      'acknowledges',
    ]);
    await app.db.query('DELETE FROM applications WHERE reference = $1', [reference]);
    expect(await storedCv(app.db, row?.cv_storage_key ?? '')).toBeNull();
  });

  test('Idempotency-Key: the same application twice is one row, one e-mail, one CV', async () => {
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

  test('Idempotency-Key: concurrent duplicates store one application and one CV', async () => {
    const key = randomUUID();
    const body = await multipartBody(applicationFields, cvPart(pdfBytes(20_000, 'concurrent')));
    const files = await storedFiles();
    const responses = await Promise.all(Array.from({ length: 4 }, () => send(body, { key })));
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201]);
    expect(new Set(responses.map((response) => referenceOf(response))).size).toBe(1);
    expect((await storedFiles()).length).toBe(files.length + 1);
    expect((await app.db.query('SELECT 1 FROM applications WHERE idempotency_key = $1', [key])).rows).toHaveLength(1);
  });

  test('the e-mail reaches a real SMTP server with the PDF attached, read from the database', async () => {
    const cv = pdfBytes(300_000, 'Youssef Benali');
    const reference = referenceOf(await apply(applicationFields, cvPart(cv, 'CV Youssef Bénali.pdf')));
    // Only this test's message to the company is due (the applicant's acknowledgement: acknowledgements.test.ts).
    await onlyDueAbout(app.db, reference);
    const smtp = await startSmtpInbox();
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'noreply@boughaz-freight.example',
      log: app.log,
      db: app.db,
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

  test('an e-mail whose CV is not in the database (a file not imported yet) is retried, not sent without it', async () => {
    const reference = referenceOf(await apply());
    const [row] = await rowOf(reference);
    await app.db.query('DELETE FROM application_cvs WHERE storage_key = $1', [row?.cv_storage_key]);
    await onlyDueAbout(app.db, reference);
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
      expect(rows[0]?.last_error).toMatch(/is not in the database/);
    } finally {
      await sender.stop();
      await smtp.close();
    }
  });
});

describe('the application form rate limit', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startApp('pglite', {
      rateLimit: { max: 1000, timeWindowMs: 60_000 },
      formRateLimit: { max: 2, timeWindowMs: 60_000 },
      outbox: { autoSend: false },
    }));
  });
  afterAll(async () => {
    await close();
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
    expect(await storedCvKeys(app.db)).toHaveLength(2);
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
