import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, test } from 'vitest';
import type { OutboxRow as StoredOutboxRow } from '../src/api/outbox/outbox';
import { requestDetailSchema } from '@freight/shared/core/schemas/staff-inbox';
import { pdfBytes } from './support/application-fixtures';
import { contactFields, useFormApp } from './support/form-app';
import { submitEachKind, submitQuote } from './support/inbox-fixtures';
import { type StaffMember, staffMember } from './support/inbox-session';
import { captureLogs, drivers } from './support/test-app';

// Replying to a visitor through the outbox, downloading a CV, exporting the inbox as CSV.

type OutboxRow = Pick<StoredOutboxRow, 'kind' | 'to_address' | 'reply_to' | 'subject' | 'text' | 'html'>;

describe.each(drivers)('replies, CVs and the CSV export on %s', (driver) => {
  const logs = captureLogs('error');
  const forms = useFormApp(driver, { logger: logs.logger });
  const cv = pdfBytes(4096, 'CV replies');
  let refs: Awaited<ReturnType<typeof submitEachKind>>;
  let admin: StaffMember;
  let sales: StaffMember;
  let recruiter: StaffMember;
  /** The quote of the concurrent replies, answered too. */
  let extraQuote: string;

  beforeAll(async () => {
    refs = await submitEachKind(forms.app, { cv, cvName: 'CV Zoë «Lefèvre».pdf' });
    admin = await staffMember(forms.app, 'admin');
    sales = await staffMember(forms.app, 'sales');
    recruiter = await staffMember(forms.app, 'recruiter');
  });

  const replies = async () =>
    (
      await forms.app.db.query<OutboxRow>(
        "SELECT kind, to_address, reply_to, subject, text, html FROM outbox WHERE kind = 'request-reply' ORDER BY id",
      )
    ).rows;
  const updatedAtOf = async (reference: string) =>
    (await admin.call({ method: 'GET', url: `/api/staff/requests/${reference}` })).json().updated_at as string;
  const sendReply = (member: StaffMember, reference: string, payload: Record<string, unknown>) =>
    member.call({ method: 'POST', url: `/api/staff/requests/${reference}/replies`, payload });

  test('a reply is e-mailed in the visitor’s language with the reference, recorded, and answers the request', async () => {
    const read = await updatedAtOf(refs.quote);
    const response = await sendReply(sales, refs.quote, {
      text: 'Hello Amina,\n\nour price is 1,200 EUR.',
      updated_at: read,
    });
    expect(response.statusCode, response.body).toBe(201);
    const detail = requestDetailSchema.parse(response.json());
    expect(detail).toMatchObject({ status: 'answered', updated_by: { id: sales.account.id } });
    expect(detail.history.map((event) => event.type)).toEqual(['status', 'reply']);
    expect(detail.history[1]).toMatchObject({
      actor: { name: sales.account.name },
      details: { text: 'Hello Amina,\n\nour price is 1,200 EUR.', subject: `Your request ${refs.quote}` },
      delivery: { status: 'pending', attempts: 0 },
    });
    const [mail] = await replies();
    expect(mail).toMatchObject({ to_address: 'amina@example.ma', subject: `Your request ${refs.quote}` });
    expect(mail?.reply_to).toMatch(/@/);
    expect(mail?.text).toContain('our price is 1,200 EUR.');
    expect(mail?.text).toContain(sales.account.name);
    expect(mail?.text).toMatch(/The .+ team/);

    // A colleague who read the request before the reply is refused, and nothing more is sent.
    const late = await sendReply(admin, refs.quote, { text: 'Hello again', updated_at: read });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'STALE_UPDATE', updated_by: { name: sales.account.name } });
    expect(await replies()).toHaveLength(1);
    await forms.app.outbox.runOnce();
    const after = await admin.call({ method: 'GET', url: `/api/staff/requests/${refs.quote}` });
    expect(after.json().history[1].delivery).toMatchObject({ status: 'logged', attempts: 1 });
  });

  test('two replies sent at the same moment from the same reading: one is sent, the other told', async () => {
    const reference = await submitQuote(forms.app);
    extraQuote = reference;
    const read = await updatedAtOf(reference);
    const count = async () => (await replies()).length;
    const before = await count();
    const answers = await Promise.all(
      [sales, admin].map((member) => sendReply(member, reference, { text: 'Same answer', updated_at: read })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await count()).toBe(before + 1);
  });

  test('the staff’s subject keeps the reference; Arabic and Spanish visitors get theirs', async () => {
    await sendReply(sales, refs.contact, { text: 'شكرا لرسالتكم.', updated_at: await updatedAtOf(refs.contact) });
    await sendReply(sales, refs.otherQuote, {
      subject: 'Almacenaje en Tánger',
      text: 'Gracias.',
      updated_at: await updatedAtOf(refs.otherQuote),
    });
    const [arabic, spanish] = (await replies()).slice(-2);
    expect(arabic?.subject).toBe(`طلبكم ${refs.contact}`);
    expect(arabic?.html).toContain('dir="rtl"');
    expect(arabic?.text).toMatch(/فريق/);
    expect(spanish?.subject).toBe(`Almacenaje en Tánger (${refs.otherQuote})`);
    expect(spanish?.text).toMatch(/El equipo de/);
    const missing = await sendReply(sales, 'Q-2026-999999', { text: 'x', updated_at: new Date().toISOString() });
    expect(missing.statusCode).toBe(404);
  });

  test('a CV downloads as the uploaded PDF, as an attachment, audited and in the history', async () => {
    const head = await recruiter.call({ method: 'HEAD', url: `/api/staff/requests/${refs.application}/cv` });
    expect(head.headers['content-type']).toBe('application/pdf');
    const response = await recruiter.call({ method: 'GET', url: `/api/staff/requests/${refs.application}/cv` });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(cv)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="CV Zo_ _Lef_vre_.pdf"; filename*=UTF-8''CV%20Zo%C3%AB%20%C2%ABLef%C3%A8vre%C2%BB.pdf`,
    );
    const audit = await forms.app.db.query<{ actor_id: number; target_id: string }>(
      "SELECT actor_id::int AS actor_id, target_id FROM audit_log WHERE action = 'cv-downloaded'",
    );
    expect(audit.rows).toEqual([{ actor_id: recruiter.account.id, target_id: refs.application }]);
    const detail = await recruiter.call({ method: 'GET', url: `/api/staff/requests/${refs.application}` });
    expect(detail.json().history[0]).toMatchObject({ type: 'cv-downloaded', actor: { id: recruiter.account.id } });

    expect((await sales.call({ method: 'GET', url: `/api/staff/requests/${refs.application}/cv` })).statusCode).toBe(
      403,
    );
    expect((await admin.call({ method: 'GET', url: `/api/staff/requests/${refs.quote}/cv` })).statusCode).toBe(404);
  });

  test('a CV missing from the database (a file not imported yet) answers 404 CV_MISSING', async () => {
    await forms.app.db.query(
      'DELETE FROM application_cvs WHERE storage_key = (SELECT cv_storage_key FROM applications WHERE reference = $1)',
      [refs.application],
    );
    const response = await admin.call({ method: 'GET', url: `/api/staff/requests/${refs.application}/cv` });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('CV_MISSING');
    expect(logs.lines.map((line) => line.msg)).toContain('the CV of an application is missing from the database');
  });

  test('the CSV export: BOM, translated header, accents intact, formulas neutralised, every row of the filters', async () => {
    const formula = await forms.postJson('/api/contact', { ...contactFields(), name: '=1+1', language: 'fr' });
    expect(formula.statusCode).toBe(201);
    const response = await admin.call({ method: 'GET', url: '/api/staff/requests.csv?lang=en' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="requests-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.rawPayload.subarray(0, 3).toString('hex')).toBe('efbbbf');
    const rows: string[][] = parse(response.rawPayload, { bom: true });
    expect(rows[0]).toEqual([
      'Reference',
      'Kind',
      'Received at',
      'Status',
      'Assignee',
      'Name',
      'E-mail',
      'Phone',
      'Company',
      'Language',
      'Subject',
      // The offer's columns (docs/decisions/031-offers-and-booking.md), empty without an offer.
      'Offer',
      'Offer version',
      'Offer state',
      'Offer total incl. VAT',
      'Currency',
      'Booking',
    ]);
    expect(rows).toHaveLength(7);
    const byReference = new Map(rows.slice(1).map((row) => [row[0], row]));
    expect(byReference.get(refs.contact)?.[5]).toBe('سارة العمراني');
    // Codes in the member's words, the back office's own (shared/locales/<lng>/forms.json, `requests`).
    expect(byReference.get(refs.contact)?.[9]).toBe('Arabic');
    expect(byReference.get(refs.contact)?.[2]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(byReference.get(refs.quote)).toMatchObject({ 1: 'Quote', 3: 'Answered', 8: 'Agrumes du Nord' });
    expect(byReference.get(refs.application)?.[7]).toBe("'+212612345678");
    expect(rows[1]?.[5]).toBe("'=1+1");

    const french: string[][] = parse(
      (await sales.call({ method: 'GET', url: '/api/staff/requests.csv?status=answered' })).rawPayload,
      { bom: true },
    );
    expect(french[0]?.slice(0, 3)).toEqual(['Référence', 'Type', 'Reçue le']);
    expect(french[1]?.slice(1, 4)).toEqual(['Devis', expect.any(String), 'Répondue']);
    expect(french.slice(1).map((row) => row[0])).toEqual([extraQuote, refs.contact, refs.otherQuote, refs.quote]);
    const audit = await forms.app.db.query<{ actor_id: number; details: { rows: number; filters: object } }>(
      "SELECT actor_id::int AS actor_id, details FROM audit_log WHERE action = 'requests-exported' ORDER BY id",
    );
    expect(audit.rows.map((row) => row.details)).toEqual([
      { filters: {}, rows: 6 },
      { filters: { status: 'answered' }, rows: 4 },
    ]);
    expect((await recruiter.call({ method: 'GET', url: '/api/staff/requests.csv?kind=quote' })).statusCode).toBe(403);
  });
});
