import { describe, expect, test, vi } from 'vitest';
import { dataSubjectExportSchema } from '@freight/shared/core/schemas/staff-data-subjects';
import { submissionResponseSchema } from '../src/api/http/submission';
import { applicationFields, multipartBody, pdfBytes } from './support/application-fixtures';
import { contactFields, useFormApp } from './support/form-app';
import { client, otherQuoteBody, quoteBody } from './support/quote-fixtures';
import { createStaffAccount, signIn } from './support/staff';
import { captureLogs, drivers } from './support/test-app';
import { storedCvKeys } from './support/stored-cvs';

// Applications deleted RETENTION_MONTHS after their last change (a clock the
// test controls), and an admin's export and erasure of one e-mail address
// (docs/decisions/019-content-editing-and-retention.md).

const NOW = new Date('2030-06-15T12:00:00Z');

describe.each(drivers)('data protection on %s', (driver) => {
  const forms = useFormApp(driver, {
    retention: { autoSweep: false },
    staffSignInLimits: { perAddress: false, perAccount: false },
  });

  const referenceOf = (response: { json: () => unknown }) => submissionResponseSchema.parse(response.json()).reference;
  const apply = async (email: string) => {
    const body = await multipartBody({ ...applicationFields, email }, { content: pdfBytes(), name: 'cv.pdf' });
    const response = await forms.app.inject({ method: 'POST', url: '/api/condidature', ...body });
    expect(response.statusCode).toBe(201);
    return referenceOf(response);
  };
  const stored = async (reference: string) =>
    (
      await forms.app.db.query<{ cv_storage_key: string }>(
        'SELECT cv_storage_key FROM applications WHERE reference = $1',
        [reference],
      )
    ).rows[0];
  const files = () => storedCvKeys(forms.app.db);
  const outboxAbout = async (reference: string) =>
    (
      await forms.app.db.query<{ status: string }>(
        `SELECT status FROM outbox WHERE payload->>'reference' = $1 OR payload->>'acknowledges' = $1`,
        [reference],
      )
    ).rows;
  /** Makes an application's last change `months` months before NOW. */
  const age = (reference: string, months: number, column = 'updated_at') =>
    forms.app.db.query(
      `UPDATE applications SET ${column} = $2::timestamptz - make_interval(months => $3::int) WHERE reference = $1`,
      [reference, NOW.toISOString(), months],
    );

  test('retention: 25 months after the last change an application and its CV go; 23 months, or changed lately, it stays', async () => {
    const old = await apply('old.applicant@example.ma');
    const recent = await apply('recent.applicant@example.ma');
    const touched = await apply('touched.applicant@example.ma');
    await age(old, 25);
    await age(recent, 23);
    await age(touched, 30, 'created_at');
    await age(touched, 1);
    await forms.app.outbox.runOnce();
    const oldFile = (await stored(old))!.cv_storage_key;
    expect(await files()).toContain(oldFile);

    const result = await forms.app.retention.sweep(NOW);
    expect(result).toEqual({ deleted: 1, references: [old] });
    expect(await stored(old)).toBeUndefined();
    expect(await files()).not.toContain(oldFile);
    expect(await outboxAbout(old)).toEqual([]);
    for (const kept of [recent, touched]) {
      const row = await stored(kept);
      expect(row).toBeDefined();
      expect(await files()).toContain(row!.cv_storage_key);
      expect((await outboxAbout(kept)).length).toBeGreaterThan(0);
    }
    const { rows: audit } = await forms.app.db.query<{ actor_id: number | null; details: Record<string, unknown> }>(
      `SELECT actor_id, details FROM audit_log WHERE action = 'applications-expired'`,
    );
    expect(audit).toEqual([
      { actor_id: null, details: { deleted: 1, references: [old], outbox: 2, retention_months: 24 } },
    ]);
    // The next day's sweep finds nothing more.
    expect(await forms.app.retention.sweep(NOW)).toEqual({ deleted: 0, references: [] });
  });

  test("retention waits for an expired application's pending e-mail, whose attachment is its CV", async () => {
    const pending = await apply('pending.applicant@example.ma');
    await age(pending, 26);
    expect((await forms.app.retention.sweep(NOW)).references).not.toContain(pending);
    expect(await stored(pending)).toBeDefined();
    await forms.app.outbox.runOnce();
    expect((await forms.app.retention.sweep(NOW)).references).toEqual([pending]);
  });

  test('export and erase by e-mail: everything about the address, in any case, and nothing else; audited without it', async () => {
    const email = 'Leila.Haddad@Example.ma';
    const admin = await signIn(forms.app, (await createStaffAccount(forms.app, { role: 'admin' })).email);
    const person = { ...client, email: email.toUpperCase() };
    const quote = referenceOf(await forms.postJson('/api/cotation', { ...quoteBody(), client: person }));
    const other = referenceOf(await forms.postJson('/api/other-quote', { ...otherQuoteBody(), client: person }));
    const contact = referenceOf(
      await forms.postJson('/api/contact', { ...contactFields(), email: email.toLowerCase() }),
    );
    const application = await apply(email);
    const bystander = referenceOf(await forms.postJson('/api/contact', contactFields()));
    const cv = (await stored(application))!.cv_storage_key;
    // Worked on in the inbox: a note and a reply to the person are part of what is stored about them.
    const noted = await forms.app.inject({
      method: 'POST',
      url: `/api/staff/requests/${contact}/notes`,
      headers: admin.headers,
      payload: { text: 'Called back Leila on Monday' },
    });
    expect(noted.statusCode).toBe(201);
    const replied = await forms.app.inject({
      method: 'POST',
      url: `/api/staff/requests/${quote}/replies`,
      headers: admin.headers,
      payload: {
        text: 'Here is our offer',
        updated_at: (await forms.app.inject({ url: `/api/staff/requests/${quote}`, headers: admin.headers })).json()
          .updated_at,
      },
    });
    expect(replied.statusCode).toBe(201);

    const exported = await forms.app.inject({
      url: `/api/staff/data-subjects/export?email=${encodeURIComponent(email)}`,
      headers: admin.headers,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="data-subject-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(exported.headers['cache-control']).toBe('no-store');
    const data = exported.json();
    // The back office reads the file with the shared schema to say what it holds.
    expect(dataSubjectExportSchema.safeParse(data).success).toBe(true);
    expect(data.quote_requests.map((row: { reference: string }) => row.reference)).toEqual([quote]);
    expect(data.other_quote_requests.map((row: { reference: string }) => row.reference)).toEqual([other]);
    expect(data.contact_messages.map((row: { reference: string }) => row.reference)).toEqual([contact]);
    expect(data.applications).toHaveLength(1);
    expect(data.applications[0]).toMatchObject({ reference: application, cv_file_name: 'cv.pdf', cv_storage_key: cv });
    expect(data.applications[0].payload).toMatchObject({ fullName: applicationFields.fullName });
    // Each request's notification to the company and acknowledgement to the visitor, and the reply; the CV
    // named, not included.
    expect(data.outbox).toHaveLength(9);
    expect(data.history.map((event: { type: string }) => event.type).sort()).toEqual(['note', 'reply', 'status']);
    expect(JSON.stringify(data)).not.toContain(bystander);
    expect(JSON.stringify(data.outbox)).not.toContain('contentBase64');

    const mismatch = await forms.app.inject({
      method: 'POST',
      url: '/api/staff/data-subjects/erase',
      headers: admin.headers,
      payload: { email, confirm: 'someone.else@example.ma' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fields).toEqual({ confirm: 'validation.invalid' });

    const erase = () =>
      forms.app.inject({
        method: 'POST',
        url: '/api/staff/data-subjects/erase',
        headers: admin.headers,
        payload: { email, confirm: email.toLowerCase() },
      });
    const erased = await erase();
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toEqual({
      erased: {
        quote_requests: 1,
        other_quote_requests: 1,
        contact_messages: 1,
        applications: 1,
        cv_files: 1,
        outbox: 9,
      },
    });
    const { rows: history } = await forms.app.db.query(
      'SELECT 1 FROM request_events WHERE reference = ANY($1::text[])',
      [[quote, other, contact, application]],
    );
    expect(history).toEqual([]);
    expect(await files()).not.toContain(cv);
    for (const reference of [quote, other, contact, application]) expect(await outboxAbout(reference)).toEqual([]);
    expect((await outboxAbout(bystander)).length).toBe(2);
    const again = await forms.app.inject({
      url: `/api/staff/data-subjects/export?email=${encodeURIComponent(email)}`,
      headers: admin.headers,
    });
    expect(again.json()).toMatchObject({ quote_requests: [], applications: [], outbox: [], history: [] });
    expect((await erase()).json().erased).toMatchObject({ applications: 0, outbox: 0 });

    const { rows: audit } = await forms.app.db.query<{ action: string; details: unknown }>(
      `SELECT action, details FROM audit_log WHERE action LIKE 'data-subject-%' ORDER BY id`,
    );
    expect(audit.map((entry) => entry.action)).toEqual([
      'data-subject-exported',
      'data-subject-erased',
      'data-subject-exported',
      'data-subject-erased',
    ]);
    expect(audit[1]!.details).toMatchObject({ counts: { applications: 1, outbox: 9 } });
    expect(JSON.stringify(audit).toLowerCase()).not.toContain('leila');
  });

  test('only admins export or erase; an erasure needs the CSRF token', async () => {
    const recruiter = await signIn(forms.app, (await createStaffAccount(forms.app, { role: 'recruiter' })).email);
    const admin = await signIn(forms.app, (await createStaffAccount(forms.app, { role: 'admin' })).email);
    const url = '/api/staff/data-subjects/export?email=someone@example.ma';
    expect((await forms.app.inject({ url, headers: recruiter.headers })).statusCode).toBe(403);
    expect((await forms.app.inject({ url })).statusCode).toBe(401);
    const forged = await forms.app.inject({
      method: 'POST',
      url: '/api/staff/data-subjects/erase',
      headers: { cookie: admin.cookie },
      payload: { email: 'someone@example.ma', confirm: 'someone@example.ma' },
    });
    expect(forged.statusCode).toBe(403);
    const exports = async () =>
      (await forms.app.db.query(`SELECT 1 FROM audit_log WHERE action = 'data-subject-exported'`)).rows.length;
    const before = await exports();
    const head = await forms.app.inject({ method: 'HEAD', url, headers: admin.headers });
    expect(head.statusCode).toBe(200);
    expect(await exports()).toBe(before);
    expect(
      (await forms.app.inject({ url: '/api/staff/data-subjects/export?email=nope', headers: admin.headers }))
        .statusCode,
    ).toBe(400);
  });
});

describe.each(drivers)('the retention sweep started with the server, on %s', (driver) => {
  const logs = captureLogs('info');
  const forms = useFormApp(driver, { retention: { intervalMs: 100 }, logger: logs.logger });

  test('runs again on its timer: an application that expires is gone by the next run, and the run is logged', async () => {
    const body = await multipartBody(applicationFields, { content: pdfBytes(), name: 'cv.pdf' });
    const response = await forms.app.inject({ method: 'POST', url: '/api/condidature', ...body });
    const reference = submissionResponseSchema.parse(response.json()).reference;
    await forms.app.outbox.runOnce();
    await forms.app.db.query(
      `UPDATE applications SET updated_at = now() - make_interval(months => 25) WHERE reference = $1`,
      [reference],
    );
    await vi.waitFor(
      async () => {
        const { rows } = await forms.app.db.query('SELECT 1 FROM applications WHERE reference = $1', [reference]);
        expect(rows).toEqual([]);
      },
      { timeout: 3_000, interval: 50 },
    );
    expect(await storedCvKeys(forms.app.db)).toEqual([]);
    expect(logs.lines).toContainEqual(
      expect.objectContaining({
        msg: 'retention: deleted expired applications and their CVs',
        deleted: 1,
        references: [reference],
      }),
    );
  });
});
