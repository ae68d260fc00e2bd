import { beforeAll, describe, expect, test } from 'vitest';
import { isoTimestamp } from '../src/api/db/pagination';
import { compactInboxCounts } from '../src/api/requests/inbox-counts';
import { useFormApp } from './support/form-app';
import { keptAndRecounted } from './support/inbox-counts';
import { submitEachKind } from './support/inbox-fixtures';
import { type StaffMember, staffMember } from './support/inbox-session';
import { drivers } from './support/test-app';

// The inbox's counts kept by migration 018's triggers (docs/decisions/036) equal a full recount after
// every kind of write: the public forms, read marks, staff changes and replies, bulk changes, a fold,
// a data-subject erasure and the retention sweep. Through the API, the list's counts and the views'
// unread counts read from them equal the same filters counted row by row (a date range from 2000
// sends the same filters down the row-by-row path).

const ALL_TIME = '2000-01-01';
const LIST_FILTERS = ['', 'assignee=me', 'assignee=none', 'overdue=1', 'kind=quote', 'kind=contact&overdue=1'];
const VIEW_FILTERS = {
  mine: { assignee: 'me' },
  unassigned: { assignee: 'none' },
  overdue: { overdue: '1' },
  'new quotes': { kind: 'quote', status: 'new' },
  'answered contacts': { kind: 'contact', status: 'answered' },
} as const;

describe.each(drivers)('inbox counts kept as requests change on %s', (driver) => {
  const forms = useFormApp(driver, { retention: { autoSweep: false }, inboxCountsCompactMs: 0 });
  let admin: StaffMember;
  let sales: StaffMember;

  const unreadOf = async (member: StaffMember) => {
    const response = await member.call({ method: 'GET', url: '/api/staff/views' });
    expect(response.statusCode, response.body).toBe(200);
    const views = (response.json() as { data: { id: string | number; name: string | null; unread: number }[] }).data;
    return Object.fromEntries(views.map((view) => [view.name ?? view.id, view.unread]));
  };

  /** Kept = recounted; through the API, kept counts = the row-by-row counts of the same filters. */
  const check = async (step: string) => {
    const counts = await keptAndRecounted(forms.app.db);
    expect(counts.kept, step).toEqual(counts.recounted);
    expect(counts.keptReads, step).toEqual(counts.recountedReads);
    for (const member of [admin, sales]) {
      // The sales role (three kinds of four): the whole list and the overdue one.
      for (const filters of member === admin ? LIST_FILTERS : ['', 'overdue=1']) {
        const list = async (query: string) => {
          const response = await member.call({ method: 'GET', url: `/api/staff/requests?${query}` });
          expect(response.statusCode, response.body).toBe(200);
          const { counts: byStatus, total } = response.json() as { counts: unknown; total: number };
          return { byStatus, total };
        };
        expect(await list(filters), `${step}: ${filters}`).toEqual(await list(`${filters}&from=${ALL_TIME}`));
      }
      const unread = await unreadOf(member);
      for (const name of Object.keys(VIEW_FILTERS))
        expect(unread[name], `${step}: unread of ${name}`).toBe(unread[`${name} (rows)`]);
    }
    return counts;
  };

  const open = (member: StaffMember, reference: string) =>
    member.call({ method: 'GET', url: `/api/staff/requests/${reference}` });
  const updatedAt = async (reference: string) =>
    (
      await forms.app.db.query<{ at: string }>(
        `SELECT ${isoTimestamp('updated_at')} AS at FROM staff_requests WHERE reference = $1`,
        [reference],
      )
    ).rows[0]?.at ?? '';
  const change = async (member: StaffMember, reference: string, payload: Record<string, unknown>) => {
    const response = await member.call({
      method: 'PATCH',
      url: `/api/staff/requests/${reference}`,
      payload: { ...payload, updated_at: await updatedAt(reference) },
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  beforeAll(async () => {
    admin = await staffMember(forms.app, 'admin');
    sales = await staffMember(forms.app, 'sales');
    // Each built-in view and two saved ones, each again with a date range: counted row by row.
    for (const member of [admin, sales])
      for (const [name, filters] of Object.entries(VIEW_FILTERS)) {
        if (name in { mine: 1, unassigned: 1, overdue: 1 }) {
          const ok = await member.call({
            method: 'POST',
            url: '/api/staff/views',
            payload: { name: `${name} (rows)`, filters: { ...filters, from: ALL_TIME } },
          });
          expect(ok.statusCode, ok.body).toBe(201);
          continue;
        }
        for (const [suffix, extra] of [
          ['', {}],
          [' (rows)', { from: ALL_TIME }],
        ] as const) {
          const ok = await member.call({
            method: 'POST',
            url: '/api/staff/views',
            payload: { name: `${name}${suffix}`, filters: { ...filters, ...extra } },
          });
          expect(ok.statusCode, ok.body).toBe(201);
        }
      }
  });

  test('after every kind of write the kept counts equal a recount', async () => {
    const batches = [];
    for (let i = 0; i < 3; i++) batches.push(await submitEachKind(forms.app));
    const [first, second, third] = batches as [
      (typeof batches)[number],
      (typeof batches)[number],
      (typeof batches)[number],
    ];
    expect((await check('public forms')).recounted.length).toBeGreaterThan(0);

    for (const reference of [first.quote, first.contact, first.application, second.otherQuote])
      expect((await open(admin, reference)).statusCode).toBe(200);
    for (const reference of [first.quote, second.quote, third.otherQuote])
      expect((await open(sales, reference)).statusCode).toBe(200);
    await check('read marks');

    await change(admin, first.quote, { status: 'in_progress', assignee_id: admin.account.id });
    await change(sales, second.quote, { assignee_id: sales.account.id });
    await change(admin, first.application, { status: 'answered' });
    await change(admin, first.contact, { assignee_id: sales.account.id });
    await change(admin, first.contact, { assignee_id: null, status: 'new' });
    await check('single changes');

    const replied = await sales.call({
      method: 'POST',
      url: `/api/staff/requests/${second.otherQuote}/replies`,
      payload: { text: 'Bonjour, voici notre réponse.', updated_at: await updatedAt(second.otherQuote) },
    });
    expect(replied.statusCode, replied.body).toBe(201);
    await check('a first reply');

    // Older requests, past the first-answer target: the overdue views and counts now hold them.
    await forms.app.db.query(
      `UPDATE quote_requests SET created_at = now() - interval '20 days' WHERE reference = ANY($1);
       `.trim(),
      [[first.quote, second.quote]],
    );
    for (const table of ['other_quote_requests', 'contact_messages', 'applications'])
      await forms.app.db.query(
        `UPDATE ${table} SET created_at = now() - interval '20 days' WHERE reference = ANY($1)`,
        [[first.otherQuote, second.otherQuote, first.contact, second.contact, first.application]],
      );
    const overdue = await check('requests past the target');
    expect((await unreadOf(admin)).overdue).toBeGreaterThan(0);

    const bulk = await admin.call({
      method: 'POST',
      url: '/api/staff/requests/bulk',
      payload: {
        requests: await Promise.all(
          [third.quote, third.contact, second.contact].map(async (reference) => ({
            reference,
            updated_at: await updatedAt(reference),
          })),
        ),
        status: 'archived',
        assignee_id: admin.account.id,
      },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect((await check('bulk change')).recounted).not.toEqual(overdue.recounted);

    const noted = await admin.call({
      method: 'POST',
      url: `/api/staff/requests/${third.application}/notes`,
      payload: { text: 'Rappeler lundi.' },
    });
    expect(noted.statusCode).toBe(201);
    await check('a note');

    const before = await check('before the fold');
    await compactInboxCounts(forms.app.db);
    const after = await check('after the fold');
    expect(after.kept).toEqual(before.kept);
    const { rows } = await forms.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM request_counts');
    expect(rows[0]?.n).toBe(after.kept.length);

    // The contact form's address is in every contact message of the three batches.
    const erased = await admin.call({
      method: 'POST',
      url: '/api/staff/data-subjects/erase',
      payload: { email: 'sara.amrani@example.es', confirm: 'sara.amrani@example.es' },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().erased.contact_messages).toBe(3);
    await check('data-subject erasure');

    // An application untouched for 30 months whose e-mails have left: the sweep deletes it.
    await forms.app.db.query(`UPDATE applications SET updated_at = now() - interval '30 months' WHERE reference = $1`, [
      first.application,
    ]);
    await forms.app.db.query(
      `UPDATE outbox SET status = 'sent' WHERE payload ->> 'reference' = $1 OR payload ->> 'acknowledges' = $1`,
      [first.application],
    );
    expect((await forms.app.retention.sweep()).references).toEqual([first.application]);
    const last = await check('retention sweep');
    expect(last.keptReads.some((line) => line.includes('application'))).toBe(false);
  }, 240_000);
});
