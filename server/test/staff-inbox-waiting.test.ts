import { beforeAll, describe, expect, test } from 'vitest';
import { inboxPageSchema, requestDetailSchema } from '@freight/shared/core/schemas/staff-inbox';
import { useFormApp } from './support/form-app';
import { submitEachKind } from './support/inbox-fixtures';
import { type StaffMember, staffMember } from './support/inbox-session';
import { drivers } from './support/test-app';

// The inbox's previews, waiting times and "overdue" filter (migration 012,
// docs/decisions/029-inbox-previews-and-waiting-times.md).

describe.each(drivers)('inbox previews and waiting times on %s', (driver) => {
  const forms = useFormApp(driver);
  let refs: Awaited<ReturnType<typeof submitEachKind>>;
  let admin: StaffMember;

  const page = async (query = '') => {
    const response = await admin.call({ method: 'GET', url: `/api/staff/requests${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return inboxPageSchema.parse(response.json());
  };
  const row = async (reference: string) => {
    const found = (await page()).data.find((line) => line.reference === reference);
    if (!found) throw new Error(`${reference} is not listed`);
    return found;
  };

  beforeAll(async () => {
    refs = await submitEachKind(forms.app);
    admin = await staffMember(forms.app, 'admin');
  });

  test("each row previews what was asked on one line: a quote's route, the others' message", async () => {
    const previews = Object.fromEntries((await page()).data.map((line) => [line.reference, line.preview]));
    expect(previews).toEqual({
      [refs.quote]: 'Tanger Med → Perpignan, MIN Saint-Charles',
      [refs.otherQuote]: 'Nous cherchons 200 m² sous douane pour 3 mois.',
      [refs.contact]: 'Bonjour, nous exportons des agrumes vers Valence.',
      [refs.application]: 'Bonjour, chauffeur poids lourd depuis 2019, permis CE et ADR.',
    });
  });

  test('a long message is cut at 120 characters, and the search finds a request by its preview', async () => {
    await forms.app.db.query(
      `UPDATE contact_messages SET payload = jsonb_set(payload, '{message}', to_jsonb($1::text)) WHERE reference = $2`,
      [`Palettes   frigorifiques\n${'de Tanger à Valence, '.repeat(10)}fin du message introuvable`, refs.contact],
    );
    const preview = (await row(refs.contact)).preview ?? '';
    expect(preview).toHaveLength(120);
    expect(preview.startsWith('Palettes frigorifiques de Tanger à Valence,')).toBe(true);
    const found = async (q: string) => (await page(`?q=${encodeURIComponent(q)}`)).data.map((line) => line.reference);
    expect(await found('PALETTES FRIGO')).toEqual([refs.contact]);
    expect(await found('200 m² sous')).toEqual([refs.otherQuote]);
    expect(await found('tanger med → perp')).toEqual([refs.quote]);
    // Only the preview is searched, not the whole message.
    expect(await found('introuvable')).toEqual([]);
  });

  test('a first reply ends the wait, measured in office hours; the waiting ones count up to now', async () => {
    const fresh = await row(refs.quote);
    expect(fresh).toMatchObject({ first_reply_at: null, overdue: false });
    expect(fresh.waiting_minutes).toBeLessThan(4 * 60);

    // Friday 16:00 UTC to Monday 10:00 UTC: three office hours (whether Casablanca is at UTC+0 or +1).
    await forms.app.db.query(`UPDATE contact_messages SET created_at = '2026-11-20T16:00:00Z' WHERE reference = $1`, [
      refs.contact,
    ]);
    await forms.app.db.query(
      `INSERT INTO request_events (reference, at, type, details) VALUES ($1, '2026-11-23T10:00:00Z', 'reply', '{}')`,
      [refs.contact],
    );
    expect(await row(refs.contact)).toMatchObject({
      first_reply_at: '2026-11-23T10:00:00.000Z',
      waiting_minutes: 180,
      overdue: false,
    });
    // A later reply does not move the first one.
    await forms.app.db.query(
      `INSERT INTO request_events (reference, at, type, details) VALUES ($1, '2026-11-24T10:00:00Z', 'reply', '{}')`,
      [refs.contact],
    );
    expect((await row(refs.contact)).first_reply_at).toBe('2026-11-23T10:00:00.000Z');
  });

  test('overdue: open, unanswered and past the target; the filter lists, counts and exports only those', async () => {
    // Everything arrived a month ago; then the application is answered from the back office and the
    // other quote archived without a reply.
    for (const table of ['quote_requests', 'other_quote_requests', 'applications'])
      await forms.app.db.query(`UPDATE ${table} SET created_at = now() - interval '30 days'`);
    const application = requestDetailSchema.parse(
      (await admin.call({ method: 'GET', url: `/api/staff/requests/${refs.application}` })).json(),
    );
    const replied = await admin.call({
      method: 'POST',
      url: `/api/staff/requests/${refs.application}/replies`,
      payload: { text: 'Merci, nous vous rappelons.', updated_at: application.updated_at },
    });
    expect(replied.statusCode, replied.body).toBe(201);
    expect(requestDetailSchema.parse(replied.json())).toMatchObject({
      overdue: false,
      first_reply_at: expect.any(String),
    });
    await forms.app.db.query(`UPDATE other_quote_requests SET status = 'archived' WHERE reference = $1`, [
      refs.otherQuote,
    ]);

    const quote = await row(refs.quote);
    expect(quote.overdue).toBe(true);
    expect(quote.waiting_minutes).toBeGreaterThanOrEqual(20 * 9 * 60);
    expect((await row(refs.otherQuote)).overdue).toBe(false);

    const overdue = await page('?overdue=1');
    expect(overdue.data.map((line) => line.reference)).toEqual([refs.quote]);
    expect(overdue).toMatchObject({ total: 1, counts: { new: 1, in_progress: 0, answered: 0, archived: 0 } });
    expect((await page('?overdue=1&kind=contact')).data).toEqual([]);

    const csv = await admin.call({ method: 'GET', url: '/api/staff/requests.csv?overdue=1' });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(refs.quote);
    expect(csv.body).not.toContain(refs.application);

    const refused = await admin.call({ method: 'GET', url: '/api/staff/requests?overdue=yes' });
    expect(refused.statusCode).toBe(400);
  });
});
