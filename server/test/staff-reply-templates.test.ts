import { beforeAll, describe, expect, test } from 'vitest';
import { replyTemplateSchema, replyTemplatesSchema } from '@freight/shared/core/schemas/reply-templates';
import { requestDetailSchema } from '@freight/shared/core/schemas/staff-inbox';
import { pdfBytes } from './support/application-fixtures';
import { useFormApp } from './support/form-app';
import { submitEachKind, submitQuote } from './support/inbox-fixtures';
import { type StaffMember, staffMember } from './support/inbox-session';
import { onlyDueAbout, smtpOutboxSender } from './support/smtp-sender';
import { startSmtpInbox } from './support/smtp-inbox';
import { drivers } from './support/test-app';

// Reply templates (who keeps and changes which) and replies with files: checked by their bytes and
// size, stored with the reply, e-mailed, downloaded by staff only, exported and erased with the request
// (docs/decisions/034-reply-templates-and-attachments.md).

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a3c80000000049454e44ae426082',
  'hex',
);
const template = (over: Record<string, unknown> = {}) => ({
  name: 'Offre envoyée',
  language: 'fr',
  subject: 'Votre demande {reference}',
  body: 'Bonjour {name},\n\nvoici notre offre pour {route}.\n\n{staff_name}, {company}',
  shared: false,
  ...over,
});

interface FilePart {
  content: Buffer;
  name: string;
  type?: string;
}

/** The body the reply form posts: the text fields, then the files under `attachments`. */
async function replyBody(fields: Record<string, string>, files: FilePart[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files)
    form.append(
      'attachments',
      new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/pdf' }),
      file.name,
    );
  const request = new Request('http://127.0.0.1/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

describe.each(drivers)('reply templates and attachments on %s', (driver) => {
  const forms = useFormApp(driver);
  let admin: StaffMember;
  let sales: StaffMember;
  let otherSales: StaffMember;
  let recruiter: StaffMember;

  beforeAll(async () => {
    admin = await staffMember(forms.app, 'admin');
    sales = await staffMember(forms.app, 'sales');
    otherSales = await staffMember(forms.app, 'sales');
    recruiter = await staffMember(forms.app, 'recruiter');
  });

  const create = (member: StaffMember, body: Record<string, unknown>) =>
    member.call({ method: 'POST', url: '/api/staff/reply-templates', payload: body });
  const list = async (member: StaffMember) =>
    replyTemplatesSchema.parse((await member.call({ method: 'GET', url: '/api/staff/reply-templates' })).json()).data;

  test('a private template is its author’s; a shared one everyone’s to use, its author’s and the admins’ to change', async () => {
    const mine = await create(sales, template({ name: 'Mine' }));
    expect(mine.statusCode, mine.body).toBe(201);
    const own = replyTemplateSchema.parse(mine.json());
    expect(own).toMatchObject({ name: 'Mine', owner: { id: sales.account.id }, editable: true, shared: false });
    const shared = replyTemplateSchema.parse((await create(sales, template({ name: 'Ours', shared: true }))).json());

    const seenByColleague = (await list(otherSales)).map((item) => [item.name, item.editable]);
    expect(seenByColleague).toContainEqual(['Ours', false]);
    expect(seenByColleague.map(([name]) => name)).not.toContain('Mine');
    expect((await list(admin)).filter((item) => item.id === own.id)).toMatchObject([{ editable: true }]);

    // A colleague: another's private template does not exist for them, a shared one is read-only.
    const put = (member: StaffMember, id: number, body = template({ name: 'Changed' })) =>
      member.call({ method: 'PUT', url: `/api/staff/reply-templates/${id}`, payload: body });
    expect((await put(otherSales, own.id)).statusCode).toBe(404);
    expect((await put(otherSales, shared.id)).json()).toMatchObject({ statusCode: 403, code: 'TEMPLATE_NOT_YOURS' });
    expect(
      (await otherSales.call({ method: 'DELETE', url: `/api/staff/reply-templates/${shared.id}` })).statusCode,
    ).toBe(403);
    // Its author and an admin change it.
    expect((await put(sales, own.id)).json()).toMatchObject({ name: 'Changed' });
    expect((await put(admin, shared.id, template({ name: 'Ours, reworded', shared: true }))).statusCode).toBe(200);
    expect((await admin.call({ method: 'DELETE', url: `/api/staff/reply-templates/${own.id}` })).statusCode).toBe(204);
    expect((await list(sales)).map((item) => item.name)).toEqual(['Ours, reworded']);

    const audit = await forms.app.db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE action LIKE 'reply-template-%' ORDER BY id",
    );
    expect(audit.rows.map((row) => row.action)).toEqual([
      'reply-template-created',
      'reply-template-created',
      'reply-template-changed',
      'reply-template-changed',
      'reply-template-deleted',
    ]);
  });

  test('an unknown placeholder is refused with its field; an editor has no templates', async () => {
    const refused = await create(recruiter, template({ body: 'Bonjour {prenom}', subject: 'Re {ref}' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { body: 'validation.unknown_placeholder', subject: 'validation.unknown_placeholder' },
    });
    const editor = await staffMember(forms.app, 'editor');
    expect((await editor.call({ method: 'GET', url: '/api/staff/reply-templates' })).statusCode).toBe(403);
    expect((await forms.app.inject({ method: 'GET', url: '/api/staff/reply-templates' })).statusCode).toBe(401);
  });

  const updatedAtOf = async (reference: string) =>
    (await admin.call({ method: 'GET', url: `/api/staff/requests/${reference}` })).json().updated_at as string;
  const replyWith = async (member: StaffMember, reference: string, text: string, files: FilePart[]) => {
    const body = await replyBody({ text, updated_at: await updatedAtOf(reference) }, files);
    return member.call({ method: 'POST', url: `/api/staff/requests/${reference}/replies`, ...body });
  };

  test('a reply with a PDF and a PNG: stored with it, listed in the thread, e-mailed, downloaded by staff', async () => {
    const reference = await submitQuote(forms.app);
    const pdf = pdfBytes(2048, 'Offre');
    const sent = await replyWith(sales, reference, 'Bonjour,\n\nnotre offre est jointe.', [
      { content: pdf, name: 'offre.pdf' },
      // Named and typed as a PDF, but the bytes are a PNG: stored as what it is.
      { content: PNG, name: 'plan.pdf', type: 'application/pdf' },
    ]);
    expect(sent.statusCode, sent.body).toBe(201);
    const reply = requestDetailSchema.parse(sent.json()).history.find((event) => event.type === 'reply');
    const attachments = reply?.details.attachments as { id: number; file_name: string; content_type: string }[];
    expect(attachments).toMatchObject([
      { file_name: 'offre.pdf', content_type: 'application/pdf', size: pdf.length },
      { file_name: 'plan.pdf.png', content_type: 'image/png', size: PNG.length },
    ]);

    const download = await sales.call({
      method: 'GET',
      url: `/api/staff/requests/${reference}/attachments/${attachments[0]?.id}`,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('offre.pdf');
    expect(download.rawPayload.equals(pdf)).toBe(true);
    // Never public, never another role's, never through another request.
    const path = `/api/staff/requests/${reference}/attachments/${attachments[0]?.id}`;
    expect((await forms.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
    expect((await recruiter.call({ method: 'GET', url: path })).statusCode).toBe(403);
    const other = await submitQuote(forms.app);
    expect(
      (await sales.call({ method: 'GET', url: `/api/staff/requests/${other}/attachments/${attachments[0]?.id}` }))
        .statusCode,
    ).toBe(404);

    // The e-mail a real SMTP server receives carries both files, byte for byte.
    await onlyDueAbout(forms.app.db, '');
    await forms.app.db.query(
      "UPDATE outbox SET status = 'pending' WHERE kind = 'request-reply' AND payload->>'replies_to' = $1",
      [reference],
    );
    const smtp = await startSmtpInbox();
    const sender = smtpOutboxSender(forms.app, smtp.url);
    try {
      expect(await sender.runOnce()).toMatchObject({ sent: 1, failed: 0 });
      const [mail] = await smtp.waitFor(1);
      expect(mail?.text).toContain('notre offre est jointe.');
      expect(mail?.attachments.map((file) => [file.filename, file.contentType])).toEqual([
        ['offre.pdf', 'application/pdf'],
        ['plan.pdf.png', 'image/png'],
      ]);
      expect(mail?.attachments[0]?.content.equals(pdf)).toBe(true);
    } finally {
      await sender.stop();
      await smtp.close();
    }
  });

  test('a refused file (wrong bytes, too large, too many) sends nothing and keeps nothing', async () => {
    const reference = await submitQuote(forms.app);
    const count = async () =>
      (
        await forms.app.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM reply_attachments WHERE reference = $1',
          [reference],
        )
      ).rows[0]?.n;
    const script = await replyWith(sales, reference, 'Voici', [
      { content: Buffer.from('#!/bin/sh\necho hi\n'), name: 'offre.pdf' },
    ]);
    expect(script.json()).toMatchObject({ statusCode: 415, code: 'ATTACHMENT_TYPE' });
    const big = await replyWith(sales, reference, 'Voici', [
      { content: pdfBytes(5 * 1024 * 1024 + 10), name: 'big.pdf' },
    ]);
    expect(big.json()).toMatchObject({ statusCode: 413, code: 'ATTACHMENT_TOO_LARGE' });
    const four = await replyWith(
      sales,
      reference,
      'Voici',
      [1, 2, 3, 4].map((n) => ({ content: pdfBytes(0, `P${n}`), name: `p${n}.pdf` })),
    );
    expect(four.json()).toMatchObject({ statusCode: 413, code: 'TOO_MANY_ATTACHMENTS' });
    const noText = await replyWith(sales, reference, '', [{ content: pdfBytes(0), name: 'p.pdf' }]);
    expect(noText.json()).toMatchObject({ statusCode: 400, fields: { text: 'validation.required' } });
    expect(await count()).toBe(0);
    const detail = await sales.call({ method: 'GET', url: `/api/staff/requests/${reference}` });
    expect(detail.json().status).toBe('new');
  });

  test('the data-subject export lists the files, erasure and retention delete them with the request', async () => {
    const refs = await submitEachKind(forms.app);
    expect(
      (await replyWith(sales, refs.quote, 'Ci-joint', [{ content: pdfBytes(0), name: 'devis.pdf' }])).statusCode,
    ).toBe(201);
    expect(
      (await replyWith(recruiter, refs.application, 'Ci-joint', [{ content: PNG, name: 'plan.png' }])).statusCode,
    ).toBe(201);
    const email = 'amina@example.ma';
    const exported = await admin.call({ method: 'GET', url: `/api/staff/data-subjects/export?email=${email}` });
    expect(exported.json().reply_attachments).toContainEqual(
      expect.objectContaining({ reference: refs.quote, file_name: 'devis.pdf', content_type: 'application/pdf' }),
    );
    const erased = await admin.call({
      method: 'POST',
      url: '/api/staff/data-subjects/erase',
      payload: { email, confirm: email },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const left = await forms.app.db.query('SELECT reference FROM reply_attachments WHERE reference = $1', [refs.quote]);
    expect(left.rows).toEqual([]);

    // Retention: the application, older than the limit, goes with its reply's file.
    await forms.app.db.query(`UPDATE applications SET updated_at = now() - interval '30 months' WHERE reference = $1`, [
      refs.application,
    ]);
    // A pending e-mail about it holds it back (retention.ts): these are sent.
    await forms.app.db.query("UPDATE outbox SET status = 'sent' WHERE status = 'pending'");
    await forms.app.retention.sweep();
    const kept = await forms.app.db.query('SELECT reference FROM reply_attachments WHERE reference = $1', [
      refs.application,
    ]);
    expect(kept.rows).toEqual([]);
  });
});
