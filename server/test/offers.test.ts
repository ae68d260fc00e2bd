import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { build } from '../src/app';
import { useFormApp } from './support/form-app';
import { type StaffMember, staffMember } from './support/inbox-session';
import { offerDraft } from './support/offer-fixtures';
import { client, quoteBody } from './support/quote-fixtures';
import { startSmtpInbox } from './support/smtp-inbox';
import { captureLogs, drivers, freshDatabase } from './support/test-app';

// Offers, their PDF, the shipper's answer and the booking (docs/decisions/031-offers-and-booking.md,
// 032-pdf-rendering.md), on each database: draft → send → revise → accept the old one (409) → accept
// the current one; two acceptances at once; withdrawn, expired and declined offers; the PDF as
// stored and its hash; printing impossible (nothing changes); markup shown as text everywhere;
// no token in any log line.

const ORIGIN = 'https://www.boughaz-freight.example';
const LINK = /https:\/\/www\.boughaz-freight\.example\/(?:(?:en|es|ar)\/)?follow\/([\w-]+)/;
/** Kept after the run (git ignores test-results/): the PDFs and the first page of the Arabic one as PNG. */
const OUTPUT = path.resolve(import.meta.dirname, '..', '..', 'test-results', 'server', 'offers');
const MARKUP = '<script>alert("x")</script><b>gras</b>';
const NOTIFY = 'ventes@boughaz-freight.example';

const draft = offerDraft;

const pdfText = (pdf: Buffer, name: string) => {
  mkdirSync(OUTPUT, { recursive: true });
  const file = path.join(OUTPUT, `${name}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
};

describe.each(drivers)('offers on %s', (driver) => {
  const logs = captureLogs('info');
  const forms = useFormApp(driver, {
    logger: logs.logger,
    publicOrigin: ORIGIN,
    followRateLimit: { max: 100_000, timeWindowMs: 60_000 },
    mail: { notifyEmail: NOTIFY },
  });
  const tokens: string[] = [];
  let sales: StaffMember;
  let otherSales: StaffMember;

  beforeAll(async () => {
    sales = await staffMember(forms.app, 'sales');
    otherSales = await staffMember(forms.app, 'sales');
  });

  /** A quote sent in Arabic, with markup in the name the offer repeats. */
  const arabicQuote = async (fullName = 'أمينة الإدريسي') => {
    const response = await forms.postJson('/api/cotation', {
      ...quoteBody(),
      client: { ...client, fullName },
      language: 'ar',
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().reference as string;
  };
  const offers = async (reference: string) =>
    (await sales.call({ method: 'GET', url: `/api/staff/requests/${reference}/offers` })).json().data;
  const compose = (reference: string, body = draft()) =>
    sales.call({ method: 'POST', url: `/api/staff/requests/${reference}/offers`, payload: body });
  const send = async (reference: string, version: number) => {
    const current = (await offers(reference)).versions.find((v: { version: number }) => v.version === version);
    return sales.call({
      method: 'POST',
      url: `/api/staff/requests/${reference}/offers/${version}/send`,
      payload: { updated_at: current.updatedAt },
    });
  };
  const mails = async (reference: string, kind: string) =>
    (
      await forms.app.db.query<{ to_address: string; text: string; html: string | null; attachments: unknown }>(
        `SELECT to_address, text, html, attachments FROM outbox WHERE kind = $2 AND payload ->> 'follows' = $1 ORDER BY id`,
        [reference, kind],
      )
    ).rows;
  const tokenOf = async (reference: string) => {
    const [sent] = await mails(reference, 'offer-sent');
    const token = LINK.exec(sent?.text ?? '')?.[1];
    if (!token) throw new Error(`no link in the offer e-mail of ${reference}`);
    tokens.push(token);
    return token;
  };
  const accept = (token: string, version: number, body: Record<string, unknown>, key: string) =>
    forms.app.inject({
      method: 'POST',
      url: `/api/follow/${token}/offers/${version}/accept`,
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
    });
  const versionRow = async (reference: string, version: number) =>
    (
      await forms.app.db.query<{ status: string; pdf: Uint8Array | null; pdf_sha256: string | null }>(
        `SELECT v.status, v.pdf, v.pdf_sha256 FROM offer_versions v JOIN offers o ON o.id = v.offer_id
         WHERE o.reference = $1 AND v.version = $2`,
        [reference, version],
      )
    ).rows[0];

  let reference: string;

  test('a draft in centimes, the preview the shipper will see, sent with its PDF and the link', async () => {
    reference = await arabicQuote();
    const { rows: acknowledged } = await forms.app.db.query<{ text: string }>(
      `SELECT text FROM outbox WHERE kind LIKE '%acknowledgement' AND payload ->> 'acknowledges' = $1`,
      [reference],
    );
    const acknowledgementToken = LINK.exec(acknowledged[0]?.text ?? '')?.[1] ?? '';
    tokens.push(acknowledgementToken);
    const opened = (token: string) => forms.app.inject({ method: 'GET', url: `/api/follow/${token}` });
    expect((await opened(acknowledgementToken)).statusCode).toBe(200);
    const created = await compose(reference);
    expect(created.statusCode, created.body).toBe(201);
    const offer = created.json().data;
    expect(offer.number).toMatch(/^OF-\d{4}-\d{5}$/);
    expect(offer.versions[0]).toMatchObject({
      version: 1,
      status: 'draft',
      // 2 × 1,250.50 + 3 × 0.10 = 2,501.30; VAT 20 % = 500.26
      subtotalCents: 250_130,
      vatCents: 50_026,
      totalCents: 300_156,
    });
    expect(offer.versions[0].lines.map((line: { totalCents: number }) => line.totalCents)).toEqual([250_100, 30]);

    const preview = await sales.call({ method: 'GET', url: `/api/staff/requests/${reference}/offers/1/preview` });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toContain('text/html');
    expect(preview.body).toContain('<html lang="ar" dir="rtl">');
    expect(preview.body).toContain('عرض سعر');

    const sent = await send(reference, 1);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.versions[0]).toMatchObject({ status: 'sent' });

    const row = await versionRow(reference, 1);
    const pdf = Buffer.from(row?.pdf ?? []);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(row?.pdf_sha256).toBe(createHash('sha256').update(pdf).digest('hex'));

    const [mail] = await mails(reference, 'offer-sent');
    expect(mail?.to_address).toBe(client.email);
    expect(mail?.html).toContain('dir="rtl"');
    const attachments = mail?.attachments as Array<{ filename: string; contentBase64: string }>;
    expect(attachments[0]?.filename).toBe(`${offer.number}-v1.pdf`);
    expect(Buffer.from(attachments[0]?.contentBase64 ?? '', 'base64').equals(pdf)).toBe(true);
    const token = await tokenOf(reference);
    // The offer e-mail's link replaces the acknowledgement's (ADR 031), and says so.
    expect((await opened(token)).statusCode).toBe(200);
    expect((await opened(acknowledgementToken)).statusCode).toBe(404);
    expect(mail?.text).toContain('يحل هذا الرابط محل الرابط');

    // The shipper's PDF is the stored one, byte for byte.
    const download = await forms.app.inject({ method: 'GET', url: `/api/follow/${token}/offers/1/pdf` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(pdf)).toBe(true);

    // Arabic in logical order (first letter first), the first page as a picture.
    const text = pdfText(pdf, `offer-ar-${driver}`);
    expect(text).toContain('عرض سعر');
    expect(text).toContain('تأمين البضائع');
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '60',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      path.join(OUTPUT, `offer-ar-${driver}.pdf`),
      path.join(OUTPUT, `offer-ar-${driver}`),
    ]);
  });

  test('the shipper sees sent versions, never a draft; reading changes nothing', async () => {
    const token = await tokenOf(reference);
    const before = await offers(reference);
    const seen = await forms.app.inject({ method: 'GET', url: `/api/follow/${token}/offers` });
    expect(seen.statusCode).toBe(200);
    const { data } = seen.json();
    expect(data).toMatchObject({ number: before.number, booking: null, answerable: 1 });
    expect(data.versions.map((v: { status: string }) => v.status)).toEqual(['sent']);
    expect(data.versions[0].html).toContain('عرض سعر');
    expect(seen.body).not.toContain(sales.account.name);
    expect(await offers(reference)).toEqual(before);
  });

  test('two colleagues on one draft: the second change, read before the first, is refused', async () => {
    const revised = await sales.call({ method: 'POST', url: `/api/staff/requests/${reference}/offers/1/revision` });
    expect(revised.statusCode, revised.body).toBe(201);
    const v2 = revised.json().data.versions[0];
    expect(v2).toMatchObject({ version: 2, status: 'draft', totalCents: 300_156 });
    const change = (member: StaffMember, unitPrice: number) =>
      member.call({
        method: 'PUT',
        url: `/api/staff/requests/${reference}/offers/2`,
        payload: {
          ...draft(),
          lines: [{ label: 'نقل', quantity: 1, unit: 'شاحنة', unitPrice }],
          updated_at: v2.updatedAt,
        },
      });
    expect((await change(sales, 2000)).statusCode).toBe(200);
    const late = await change(otherSales, 1900);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'STALE_UPDATE', updated_by: { id: sales.account.id } });
    expect((await offers(reference)).versions[0]).toMatchObject({ subtotalCents: 200_000, vatCents: 40_000 });
    // A second draft while one is open is refused; so are decimals beyond the centime.
    expect((await compose(reference)).json()).toMatchObject({ code: 'OFFER_DRAFT_EXISTS' });
    const bad = await compose(reference, draft({ lines: [{ label: 'x', quantity: 1, unit: 'u', unitPrice: 0.105 }] }));
    expect(bad.statusCode).toBe(400);
  });

  test('revised: accepting the old version answers 409 with the current one; two acceptances at once book once', async () => {
    const token = await tokenOf(reference);
    expect((await send(reference, 2)).statusCode).toBe(200);
    expect((await versionRow(reference, 1))?.status).toBe('superseded');
    // The revision's e-mail carries no new link: the one the shipper has keeps working.
    expect((await mails(reference, 'offer-sent')).at(-1)?.text).not.toMatch(LINK);

    const old = await accept(token, 1, { name: 'Amina', agree: true }, 'old-1');
    expect(old.statusCode).toBe(409);
    expect(old.json()).toMatchObject({ code: 'OFFER_SUPERSEDED', currentVersion: 2 });
    const unchecked = await accept(token, 2, { name: 'Amina' }, 'no-box');
    expect(unchecked.statusCode).toBe(400);

    const [first, second] = await Promise.all([
      accept(token, 2, { name: `Amina ${MARKUP}`, orderNumber: 'PO-77', agree: true }, 'tab-a'),
      accept(token, 2, { name: 'Amina', agree: true }, 'tab-b'),
    ]);
    const answers = [first, second].map((response) => response.statusCode).sort();
    expect(answers).toEqual([201, 409]);
    const booked = [first, second].find((response) => response.statusCode === 201)?.json();
    expect(booked.booking).toMatch(/^BK-\d{4}-\d{5}$/);
    const { rows } = await forms.app.db.query('SELECT 1 FROM bookings WHERE reference = $1', [reference]);
    expect(rows).toHaveLength(1);
    // Recorded with the version, the time, the acceptor's name, the order number and the hash of the document shown.
    const version2 = await versionRow(reference, 2);
    const { rows: recorded } = await forms.app.db.query<{
      accepted_at: Date | null;
      acceptor_name: string | null;
      order_number: string | null;
      pdf_sha256: string | null;
    }>(
      `SELECT v.accepted_at, v.acceptor_name, v.order_number, v.pdf_sha256 FROM bookings b
         JOIN offer_versions v ON v.id = b.offer_version_id WHERE b.reference = $1 AND v.version = 2`,
      [reference],
    );
    const winner = first?.statusCode === 201 ? { name: `Amina ${MARKUP}`, orderNumber: 'PO-77' } : { name: 'Amina' };
    expect(recorded[0]?.accepted_at).toBeTruthy();
    expect(recorded[0]?.acceptor_name).toBe(winner.name);
    expect(recorded[0]?.order_number ?? undefined).toBe(winner.orderNumber);
    const shown = createHash('sha256')
      .update(Buffer.from(version2?.pdf ?? []))
      .digest('hex');
    expect(recorded[0]?.pdf_sha256).toBe(shown);
    const { rows: audited } = await forms.app.db.query<{ details: { pdf_sha256: string; booking: string } }>(
      "SELECT details FROM audit_log WHERE action = 'offer-accepted' AND target_id = $1",
      [reference],
    );
    expect(audited.map((row) => row.details)).toMatchObject([{ pdf_sha256: shown, booking: booked.booking }]);
    // The same key again: the same booking, nothing new.
    const key = first?.statusCode === 201 ? 'tab-a' : 'tab-b';
    const replay = await accept(token, 2, { name: 'Amina', agree: true }, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().booking).toBe(booked.booking);

    const confirmation = await mails(reference, 'offer-accepted');
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]?.to_address).toBe(client.email);
    expect(confirmation[0]?.text).toContain(booked.booking);
    const confirmationFiles = (confirmation[0]?.attachments ?? []) as Array<{ contentBase64: string }>;
    const attached = confirmationFiles[0]?.contentBase64 ?? '';
    expect(Buffer.from(attached, 'base64').equals(Buffer.from((await versionRow(reference, 2))?.pdf ?? []))).toBe(true);
    const staffMail = await mails(reference, 'offer-answer');
    expect(staffMail.map((mail) => mail.to_address)).toEqual([NOTIFY]);
    expect(staffMail[0]?.text).toContain(booked.booking);
    if (first?.statusCode === 201) expect(confirmation[0]?.html).toContain('&lt;script&gt;');
    expect(confirmation[0]?.html ?? '').not.toContain('<script>');

    const page = (await forms.app.inject({ method: 'GET', url: `/api/follow/${token}/offers` })).json().data;
    expect(page).toMatchObject({ booking: booked.booking, answerable: null });
    expect(page.versions.map((v: { status: string }) => v.status)).toEqual(['accepted', 'superseded']);
    // Each version carries its own document (read for all of them in one query).
    const sections = page.versions.map((v: { html: string }) => v.html);
    expect(sections.every((html: string) => html.length > 0)).toBe(true);
    expect(new Set(sections).size).toBe(2);
    const staffView = await offers(reference);
    expect(staffView.booking).toBe(booked.booking);
  });

  test('withdrawn with a reason: the shipper is told, and accepting is refused', async () => {
    const ref = await arabicQuote();
    await compose(ref);
    await send(ref, 1);
    const token = await tokenOf(ref);
    const withdrawn = await sales.call({
      method: 'POST',
      url: `/api/staff/requests/${ref}/offers/1/withdraw`,
      payload: { reason: `Tarif erroné ${MARKUP}` },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const [told] = await mails(ref, 'offer-withdrawn');
    expect(told?.to_address).toBe(client.email);
    expect(told?.html).toContain('&lt;script&gt;');
    expect(told?.html).not.toContain('<script>');
    const refused = await accept(token, 1, { name: 'Amina', agree: true }, 'w-1');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'OFFER_WITHDRAWN' });
  });

  test('expired: shown as such, and accepting is refused', async () => {
    const ref = await arabicQuote();
    await compose(ref);
    await send(ref, 1);
    const token = await tokenOf(ref);
    // The validity date passes (a day before today).
    await forms.app.db.query(
      `UPDATE offer_versions SET valid_until = current_date - 1 WHERE offer_id = (SELECT id FROM offers WHERE reference = $1)`,
      [ref],
    );
    const seen = (await forms.app.inject({ method: 'GET', url: `/api/follow/${token}/offers` })).json().data;
    expect(seen.versions[0].status).toBe('expired');
    expect(seen.answerable).toBeNull();
    const refused = await accept(token, 1, { name: 'Amina', agree: true }, 'e-1');
    expect(refused.json()).toMatchObject({ code: 'OFFER_EXPIRED', currentVersion: 1 });
    expect((await versionRow(ref, 1))?.status).toBe('sent');
  });

  test('declined with a reason: recorded, staff told, no second answer', async () => {
    const ref = await arabicQuote();
    await compose(ref);
    await send(ref, 1);
    const token = await tokenOf(ref);
    const decline = (reason: string) =>
      forms.app.inject({
        method: 'POST',
        url: `/api/follow/${token}/offers/1/decline`,
        payload: JSON.stringify({ reason }),
        headers: { 'content-type': 'application/json' },
      });
    expect((await decline('Trop cher pour nous')).statusCode).toBe(201);
    expect((await offers(ref)).versions[0]).toMatchObject({ status: 'declined', declineReason: 'Trop cher pour nous' });
    expect((await mails(ref, 'offer-answer'))[0]?.text).toContain('Trop cher pour nous');
    expect((await decline('encore')).json()).toMatchObject({ code: 'OFFER_DECLINED' });
    expect((await accept(token, 1, { name: 'A', agree: true }, 'd-1')).json()).toMatchObject({
      code: 'OFFER_DECLINED',
    });
  });

  test('markup typed in every field is text in the preview, the e-mail and the PDF', async () => {
    const ref = await arabicQuote(`Amina ${MARKUP}`);
    const body = draft({
      transitTime: MARKUP,
      pickupWindow: MARKUP,
      conditions: MARKUP,
      lines: [{ label: MARKUP, quantity: 1, unit: MARKUP, unitPrice: 10 }],
    });
    expect((await compose(ref, body)).statusCode).toBe(201);
    const preview = await sales.call({ method: 'GET', url: `/api/staff/requests/${ref}/offers/1/preview` });
    expect(preview.body).not.toContain('<script>');
    expect(preview.body).not.toContain('<b>');
    expect(preview.body.split('&lt;script&gt;').length - 1).toBeGreaterThanOrEqual(6);
    await send(ref, 1);
    const [mail] = await mails(ref, 'offer-sent');
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    const text = pdfText(Buffer.from((await versionRow(ref, 1))?.pdf ?? []), `offer-markup-${driver}`);
    expect(text).toContain('<script>alert("x")</script><b>gras</b>');
  });

  test('the monthly summary per currency counts what was sent, accepted and declined', async () => {
    const summary = await sales.call({ method: 'GET', url: '/api/staff/offers/summary' });
    expect(summary.statusCode).toBe(200);
    const [row] = summary.json().data;
    expect(row).toMatchObject({ currency: 'EUR', accepted: 1, declined: 1, acceptedCents: 240_000 });
    expect(row.sent).toBeGreaterThanOrEqual(5);
  });

  test('the CSV export carries the offer, its newest version and state, its total and the booking', async () => {
    const response = await sales.call({ method: 'GET', url: '/api/staff/requests.csv?kind=quote&lang=en' });
    expect(response.statusCode).toBe(200);
    const rows: string[][] = parse(response.body.replace(/^\uFEFF/, ''));
    const header = rows[0] ?? [];
    // The request's 11 columns (staff-inbox-replies.test.ts lists them), then the offer's 6.
    expect(header).toHaveLength(17);
    expect(header.slice(-2)).toEqual(['Currency', 'Booking']);
    const line = rows.find((row) => row.includes(reference)) ?? [];
    const booking = (await offers(reference)).booking;
    expect(line.slice(-6)).toEqual([expect.stringMatching(/^OF-/), '2', 'Accepted', '2400.00', 'EUR', booking]);
  });

  test('the offers’ addresses: 1,000 random tokens get the one 404; another request’s token reaches nothing of this offer', async () => {
    const traces = async () =>
      (
        await forms.app.db.query<{ bookings: number; audit: number; offerMails: number; answered: number }>(
          `SELECT (SELECT count(*)::int FROM bookings) AS bookings, (SELECT count(*)::int FROM audit_log) AS audit,
             (SELECT count(*)::int FROM outbox WHERE kind LIKE 'offer%' OR kind LIKE 'booking%') AS "offerMails",
             (SELECT count(*)::int FROM offer_versions WHERE declined_at IS NOT NULL OR accepted_at IS NOT NULL) AS answered`,
        )
      ).rows[0];
    const before = await traces();
    const notFound = JSON.stringify({
      statusCode: 404,
      code: 'FOLLOW_LINK_NOT_FOUND',
      message: 'This follow-up link opens nothing',
    });
    const asks = [
      (token: string) => forms.app.inject({ method: 'GET', url: `/api/follow/${token}/offers` }),
      (token: string) => forms.app.inject({ method: 'GET', url: `/api/follow/${token}/offers/1/pdf` }),
      (token: string) => accept(token, 1, { name: 'X', agree: true }, `random-${token}`),
      (token: string) =>
        forms.app.inject({
          method: 'POST',
          url: `/api/follow/${token}/offers/1/decline`,
          payload: JSON.stringify({ reason: 'x' }),
          headers: { 'content-type': 'application/json' },
        }),
    ];
    const bodies = new Set<string>();
    for (let batch = 0; batch < 10; batch += 1) {
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, index) => asks[index % asks.length]?.(randomBytes(32).toString('base64url'))),
      );
      for (const answer of answers) {
        expect(answer?.statusCode).toBe(404);
        bodies.add(answer?.body ?? '');
      }
    }
    expect([...bodies]).toEqual([notFound]);

    // A live link of another request (no offer of its own) opens nothing of this one's offer.
    const other = await arabicQuote('سعيد الفاسي');
    const { rows } = await forms.app.db.query<{ text: string }>(
      `SELECT text FROM outbox WHERE kind LIKE '%acknowledgement' AND payload ->> 'acknowledges' = $1`,
      [other],
    );
    const otherToken = LINK.exec(rows[0]?.text ?? '')?.[1] ?? '';
    tokens.push(otherToken);
    const seen = await forms.app.inject({ method: 'GET', url: `/api/follow/${otherToken}/offers` });
    expect(seen.json()).toEqual({ data: null });
    const { number } = await offers(reference);
    for (const ask of asks.slice(1)) {
      const answer = await ask(otherToken);
      expect(answer?.statusCode).toBe(404);
      expect(answer?.body).not.toContain(reference);
      expect(answer?.body).not.toContain(number);
    }
    const after = await traces();
    // No booking, answer, audit entry or offer e-mail: the dead and foreign tokens left no trace.
    expect(after).toEqual(before);
  });

  test("the inbox's offer column and filter: the newest version's state and total, `none` without an offer", async () => {
    type Row = { reference: string; offer: { status: string; version: number; total_cents: number } | null };
    const list = async (member: StaffMember, query: string) => {
      const response = await member.call({ method: 'GET', url: `/api/staff/requests?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as Row[];
    };
    const accepted = await list(sales, 'offer=accepted');
    expect(accepted.find((row) => row.reference === reference)?.offer).toEqual({
      number: expect.stringMatching(/^OF-\d{4}-\d{5}$/),
      version: 2,
      status: 'accepted',
      total_cents: 240_000,
      currency: 'EUR',
    });
    expect(accepted.every((row) => row.offer?.status === 'accepted')).toBe(true);
    for (const state of ['withdrawn', 'declined', 'expired'])
      for (const row of await list(sales, `offer=${state}`)) expect(row.offer?.status).toBe(state);
    expect((await list(sales, 'offer=withdrawn')).length).toBeGreaterThan(0);
    const unanswered = await arabicQuote();
    const none = await list(sales, 'offer=none');
    expect(none.map((row) => row.reference)).toContain(unanswered);
    expect(none.every((row) => row.offer === null)).toBe(true);
    // A list without the filter carries the column too; a state the API does not know is refused.
    expect((await list(sales, `q=${reference}`))[0]?.offer?.status).toBe('accepted');
    const refused = await sales.call({ method: 'GET', url: '/api/staff/requests?offer=paid' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ offer: 'validation.invalid_option' });
    // The filter never widens a role's kinds: a recruiter sees no quote's offer, an editor no inbox.
    expect(await list(await staffMember(forms.app, 'recruiter'), 'offer=accepted')).toEqual([]);
    const editor = await staffMember(forms.app, 'editor');
    expect((await editor.call({ method: 'GET', url: '/api/staff/requests?offer=accepted' })).statusCode).toBe(403);
    expect((await forms.app.inject({ method: 'GET', url: '/api/staff/requests?offer=accepted' })).statusCode).toBe(401);
  });

  test('every change is in the audit log, without a token; no log line holds a token', async () => {
    const { rows } = await forms.app.db.query<{ action: string; details: unknown }>(
      `SELECT action, details FROM audit_log WHERE target_id = $1 ORDER BY id`,
      [reference],
    );
    expect(rows.map((row) => row.action)).toEqual([
      'offer-draft-created',
      'offer-sent',
      'offer-draft-created',
      'offer-draft-changed',
      'offer-sent',
      'offer-accepted',
    ]);
    await forms.app.outbox.runOnce();
    expect(tokens.length).toBeGreaterThan(3);
    const audit = JSON.stringify((await forms.app.db.query('SELECT * FROM audit_log')).rows);
    const written = logs.lines.map((line) => JSON.stringify(line)).join('\n');
    for (const token of tokens) {
      expect(written).not.toContain(token);
      expect(audit).not.toContain(token);
    }
  });
  test('erasing the shipper takes their offers, PDFs and booking with their requests', async () => {
    const admin = await staffMember(forms.app, 'admin');
    const count = async () =>
      (
        await forms.app.db.query<{ offers: number; versions: number; bookings: number }>(
          `SELECT (SELECT count(*)::int FROM offers) AS offers, (SELECT count(*)::int FROM offer_versions) AS versions,
             (SELECT count(*)::int FROM bookings) AS bookings`,
        )
      ).rows[0];
    expect(await count()).toMatchObject({ bookings: 1 });
    const exported = await admin.call({
      method: 'GET',
      url: `/api/staff/data-subjects/export?email=${encodeURIComponent(client.email)}`,
    });
    const { offers: exportedOffers } = exported.json();
    expect(
      exportedOffers.find(
        (row: { reference: string; version: number }) => row.reference === reference && row.version === 2,
      ),
    ).toMatchObject({ status: 'accepted', booking_reference: expect.stringMatching(/^BK-/) });
    expect(exported.body).not.toContain('"pdf"');
    const erased = await admin.call({
      method: 'POST',
      url: '/api/staff/data-subjects/erase',
      payload: { email: client.email, confirm: client.email },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await count()).toEqual({ offers: 0, versions: 0, bookings: 0 });
  });
});

describe('sending without a browser to print with', () => {
  const forms = useFormApp('pglite', { publicOrigin: ORIGIN, pdf: { executablePath: '/nonexistent/chromium' } });

  test('fails with PDF_UNAVAILABLE before anything is sent or changed', async () => {
    const sales = await staffMember(forms.app, 'sales');
    const response = await forms.postJson('/api/cotation', { ...quoteBody(), language: 'fr' });
    const reference = response.json().reference as string;
    const created = await sales.call({
      method: 'POST',
      url: `/api/staff/requests/${reference}/offers`,
      payload: draft(),
    });
    const version = created.json().data.versions[0];
    const snapshot = async () => ({
      outbox: (await forms.app.db.query('SELECT id, kind FROM outbox ORDER BY id')).rows,
      links: (await forms.app.db.query('SELECT token_hash, revoked_at FROM follow_links ORDER BY id')).rows,
      versions: (await forms.app.db.query('SELECT status, updated_at, pdf FROM offer_versions')).rows,
      request: (
        await forms.app.db.query('SELECT status, updated_at FROM quote_requests WHERE reference = $1', [reference])
      ).rows,
      audit: (await forms.app.db.query("SELECT action FROM audit_log WHERE action = 'offer-sent'")).rows,
    });
    const before = await snapshot();
    const refused = await sales.call({
      method: 'POST',
      url: `/api/staff/requests/${reference}/offers/1/send`,
      payload: { updated_at: version.updatedAt },
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ code: 'PDF_UNAVAILABLE' });
    expect(await snapshot()).toEqual(before);
  });
});

describe.skipIf(!drivers.includes('postgres'))('a fleet: two instances on one PostgreSQL schema', () => {
  let drop: () => Promise<void>;
  let options: Awaited<ReturnType<typeof freshDatabase>>['options'];
  beforeAll(async () => {
    ({ options, drop } = await freshDatabase('postgres'));
  });
  afterAll(async () => drop());

  test('A prints and sends; B, without a browser, mails the PDF, serves it, and of two acceptances at once books one', async () => {
    const smtp = await startSmtpInbox();
    const instance = (executablePath?: string) =>
      build({
        database: options,
        publicOrigin: ORIGIN,
        rateLimit: false,
        formRateLimit: false,
        followRateLimit: false,
        outbox: { autoSend: false },
        retention: { autoSweep: false },
        mail: { smtpUrl: smtp.url, notifyEmail: NOTIFY },
        pdf: executablePath ? { executablePath } : undefined,
      });
    const a = instance();
    const b = instance('/nonexistent/chromium');
    try {
      // One after the other: the first creates the schema and migrates it.
      await a.ready();
      await b.ready();
      const quote = await a.inject({
        method: 'POST',
        url: '/api/cotation',
        payload: JSON.stringify({ ...quoteBody(), language: 'fr' }),
        headers: { 'content-type': 'application/json' },
      });
      const reference = quote.json().reference as string;
      const sales = await staffMember(a, 'sales');
      const created = await sales.call({
        method: 'POST',
        url: `/api/staff/requests/${reference}/offers`,
        payload: draft(),
      });
      const sent = await sales.call({
        method: 'POST',
        url: `/api/staff/requests/${reference}/offers/1/send`,
        payload: { updated_at: created.json().data.versions[0].updatedAt },
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const { rows } = await b.db.query<{ pdf: Uint8Array }>('SELECT pdf FROM offer_versions');
      const pdf = Buffer.from(rows[0]?.pdf ?? []);

      // B's outbox delivers the offer e-mail A queued, with the PDF as stored.
      await b.outbox.runOnce();
      const mails = await smtp.waitFor(2);
      const offerMail = mails.find((mail) => mail.attachments.length === 1);
      expect(offerMail?.attachments[0]?.content.equals(pdf)).toBe(true);
      const token = LINK.exec(offerMail?.text ?? '')?.[1] ?? '';
      expect(token).toHaveLength(43);

      const download = await b.inject({ method: 'GET', url: `/api/follow/${token}/offers/1/pdf` });
      expect(download.rawPayload.equals(pdf)).toBe(true);

      const acceptOn = (app: typeof a, key: string) =>
        app.inject({
          method: 'POST',
          url: `/api/follow/${token}/offers/1/accept`,
          payload: JSON.stringify({ name: 'Amina', agree: true }),
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
        });
      const answers = await Promise.all([acceptOn(a, 'fleet-a'), acceptOn(b, 'fleet-b')]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      const bookings = await a.db.query('SELECT booking_reference FROM bookings');
      expect(bookings.rows).toHaveLength(1);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await smtp.close();
    }
  }, 60_000);
});
