import { beforeAll, describe, expect, test } from 'vitest';
import { isoTimestamp } from '../src/api/db/pagination';
import { useFormApp } from './support/form-app';
import { submitEachKind, submitQuote } from './support/inbox-fixtures';
import { type StaffMember, staffMember } from './support/inbox-session';
import { drivers } from './support/test-app';

// The inbox's views (built-in and saved per person) with their unread counts, the live list's
// poll, and bulk actions: one transaction, a stale request reported, each change audited.

describe.each(drivers)('inbox views and bulk actions on %s', (driver) => {
  const forms = useFormApp(driver);
  let refs: Awaited<ReturnType<typeof submitEachKind>>;
  let sales: StaffMember;
  let otherSales: StaffMember;
  let recruiter: StaffMember;

  type View = { id: string | number; name: string | null; filters: Record<string, unknown>; unread: number };
  const views = async (member: StaffMember) => {
    const response = await member.call({ method: 'GET', url: '/api/staff/views' });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: View[] }).data;
  };
  const unreadOf = async (member: StaffMember) =>
    Object.fromEntries((await views(member)).map((view) => [view.name ?? view.id, view.unread]));
  const updatedAt = async (reference: string) =>
    (
      await forms.app.db.query<{ at: string }>(
        `SELECT ${isoTimestamp('updated_at')} AS at FROM staff_requests WHERE reference = $1`,
        [reference],
      )
    ).rows[0]?.at ?? '';
  const bulk = (member: StaffMember, payload: Record<string, unknown>) =>
    member.call({ method: 'POST', url: '/api/staff/requests/bulk', payload });

  beforeAll(async () => {
    refs = await submitEachKind(forms.app);
    sales = await staffMember(forms.app, 'sales');
    otherSales = await staffMember(forms.app, 'sales');
    recruiter = await staffMember(forms.app, 'recruiter');
  });

  test('built-in views first; a saved view is the person’s own; names are unique per person', async () => {
    expect((await views(sales)).map((view) => view.id)).toEqual(['mine', 'unassigned', 'overdue']);
    const created = await sales.call({
      method: 'POST',
      url: '/api/staff/views',
      payload: { name: 'Quotes', filters: { kind: 'quote', q: 'agrumes' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: number };
    const again = await sales.call({ method: 'POST', url: '/api/staff/views', payload: { name: 'quotes' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('VIEW_NAME_TAKEN');
    expect((await sales.call({ method: 'POST', url: '/api/staff/views', payload: { name: ' ' } })).statusCode).toBe(
      400,
    );
    const own = (await views(sales)).at(-1);
    expect(own).toMatchObject({ id, name: 'Quotes', filters: { kind: 'quote', q: 'agrumes' }, unread: 1 });
    // Another person sees none of it, may neither rename nor delete it.
    expect((await views(otherSales)).map((view) => view.id)).toEqual(['mine', 'unassigned', 'overdue']);
    const url = `/api/staff/views/${id}`;
    expect((await otherSales.call({ method: 'PATCH', url, payload: { name: 'Mine now' } })).statusCode).toBe(404);
    expect((await otherSales.call({ method: 'DELETE', url })).statusCode).toBe(404);

    expect((await sales.call({ method: 'PATCH', url, payload: { name: 'Agrumes' } })).statusCode).toBe(204);
    expect((await views(sales)).at(-1)?.name).toBe('Agrumes');
    expect((await sales.call({ method: 'DELETE', url })).statusCode).toBe(204);
    expect((await sales.call({ method: 'DELETE', url })).statusCode).toBe(404);
    expect((await views(sales)).length).toBe(3);
  });

  test('unread counts: a request opened by one person stays unread for another', async () => {
    const before = await unreadOf(sales);
    // Sales see three kinds, none assigned yet; nothing is overdue a moment after it arrived.
    expect(before).toMatchObject({ mine: 0, unassigned: 3, overdue: 0 });
    expect((await sales.call({ method: 'GET', url: `/api/staff/requests/${refs.quote}` })).statusCode).toBe(200);
    expect(await unreadOf(sales)).toMatchObject({ unassigned: 2 });
    expect(await unreadOf(otherSales)).toMatchObject({ unassigned: 3 });
    expect(await unreadOf(recruiter)).toMatchObject({ unassigned: 1 });
    // Opening it twice is one read mark.
    await sales.call({ method: 'GET', url: `/api/staff/requests/${refs.quote}` });
    expect(await unreadOf(sales)).toMatchObject({ unassigned: 2 });
  });

  test('the latest arrival moves when a request arrives, for the roles that see it only', async () => {
    const latest = async (member: StaffMember) =>
      (await member.call({ method: 'GET', url: '/api/staff/requests-latest' })).json().latest as string;
    const [salesBefore, recruiterBefore] = [await latest(sales), await latest(recruiter)];
    await submitQuote(forms.app);
    expect(Date.parse(await latest(sales))).toBeGreaterThan(Date.parse(salesBefore));
    expect(await latest(recruiter)).toBe(recruiterBefore);
  });

  test('bulk assign then archive: one call, each change in the history and the audit log; a stale one reported', async () => {
    const first = await submitQuote(forms.app);
    const second = await submitQuote(forms.app);
    const read = { first: await updatedAt(first), second: await updatedAt(second) };
    // A colleague changes the second one after the person read the list.
    const meanwhile = await otherSales.call({
      method: 'PATCH',
      url: `/api/staff/requests/${second}`,
      payload: { status: 'answered', updated_at: read.second },
    });
    expect(meanwhile.statusCode, meanwhile.body).toBe(200);
    const assigned = await bulk(sales, {
      requests: [
        { reference: first, updated_at: read.first },
        { reference: second, updated_at: read.second },
        { reference: 'Q-2026-999999', updated_at: read.first },
      ],
      assignee_id: sales.account.id,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toMatchObject({
      changed: [first],
      stale: [{ reference: second, updated_by: { id: otherSales.account.id } }],
      missing: ['Q-2026-999999'],
    });
    // The stale one kept its colleague's change and no assignee; the status of the changed one did not move.
    const rows = await forms.app.db.query<{ reference: string; status: string; assignee_id: number | null }>(
      'SELECT reference, status, assignee_id::int AS assignee_id FROM staff_requests WHERE reference = ANY($1) ORDER BY reference',
      [[first, second]],
    );
    expect(rows.rows).toEqual([
      { reference: first, status: 'new', assignee_id: sales.account.id },
      { reference: second, status: 'answered', assignee_id: null },
    ]);
    expect(await unreadOf(sales)).toMatchObject({ mine: 1 });

    const archived = await bulk(sales, {
      requests: [
        { reference: first, updated_at: await updatedAt(first) },
        { reference: second, updated_at: await updatedAt(second) },
      ],
      status: 'archived',
    });
    expect(archived.json()).toMatchObject({ changed: [first, second], stale: [], missing: [] });
    const audit = await forms.app.db.query<{ target_id: string; details: Record<string, unknown> }>(
      `SELECT target_id, details FROM audit_log WHERE action = 'request-changed' AND target_id = ANY($1) ORDER BY id`,
      [[first, second]],
    );
    expect(
      audit.rows.map((row) => [row.target_id, row.details.bulk ?? false, Object.keys(row.details).sort()]),
    ).toEqual([
      [second, false, ['status']],
      [first, true, ['assignee', 'bulk']],
      [first, true, ['bulk', 'status']],
      [second, true, ['bulk', 'status']],
    ]);
    // Archived requests leave the unread counts of views that ask for no status.
    expect(await unreadOf(sales)).toMatchObject({ mine: 0 });
  });

  test('bulk refusals: another role’s kind, an assignee of the wrong role, nothing to change, no session', async () => {
    const quote = await submitQuote(forms.app);
    const item = { reference: quote, updated_at: await updatedAt(quote) };
    const forbidden = await bulk(recruiter, { requests: [item], status: 'archived' });
    expect(forbidden.json().code).toBe('FORBIDDEN_KIND');
    const wrongRole = await bulk(sales, { requests: [item], assignee_id: recruiter.account.id });
    expect(wrongRole.json().code).toBe('ASSIGNEE_ROLE');
    expect((await bulk(sales, { requests: [item] })).statusCode).toBe(400);
    expect((await bulk(sales, { requests: [], status: 'archived' })).statusCode).toBe(400);
    const anonymous = await forms.app.inject({
      method: 'POST',
      url: '/api/staff/requests/bulk',
      payload: { requests: [item], status: 'archived' },
    });
    expect(anonymous.statusCode).toBe(401);
    // Nothing was changed by any of them.
    expect(await updatedAt(quote)).toBe(item.updated_at);
  });
});
