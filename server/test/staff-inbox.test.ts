import { beforeAll, describe, expect, test } from 'vitest';
import {
  INBOX_PAGE_SIZE,
  inboxAssigneesSchema,
  inboxPageSchema,
  requestDetailSchema,
  staleUpdateSchema,
} from '@freight/shared/core/schemas/staff-inbox';
import { useFormApp } from './support/form-app';
import { seedRequests, submitEachKind } from './support/inbox-fixtures';
import { type StaffMember, staffMember } from './support/inbox-session';
import { drivers } from './support/test-app';

// The inbox: who sees what, filters, search, paging and counts, each kind's
// detail, and two people changing one request.

describe.each(drivers)('the staff inbox on %s', (driver) => {
  const forms = useFormApp(driver);
  let refs: Awaited<ReturnType<typeof submitEachKind>>;
  let admin: StaffMember;
  let sales: StaffMember;
  let recruiter: StaffMember;

  const list = (member: StaffMember, query = '') => member.call({ method: 'GET', url: `/api/staff/requests${query}` });
  const detail = async (member: StaffMember, reference: string) => {
    const response = await member.call({ method: 'GET', url: `/api/staff/requests/${reference}` });
    expect(response.statusCode, response.body).toBe(200);
    return requestDetailSchema.parse(response.json());
  };
  const patch = (member: StaffMember, reference: string, payload: Record<string, unknown>) =>
    member.call({ method: 'PATCH', url: `/api/staff/requests/${reference}`, payload });

  // One request of each kind from the public forms; the tests below share them, in order.
  beforeAll(async () => {
    refs = await submitEachKind(forms.app);
    admin = await staffMember(forms.app, 'admin');
    sales = await staffMember(forms.app, 'sales');
    recruiter = await staffMember(forms.app, 'recruiter');
  });

  test('newest first, each role its own kinds; a forbidden kind filter is refused, editors are refused', async () => {
    const all = inboxPageSchema.parse((await list(admin)).json());
    expect(all.data.map((row) => row.reference)).toEqual([refs.application, refs.contact, refs.otherQuote, refs.quote]);
    expect(all).toMatchObject({ page: 1, last_page: 1, total: 4, counts: { new: 4, in_progress: 0 } });
    expect(all.data[1]).toMatchObject({
      kind: 'contact',
      company: null,
      language: 'ar',
      status: 'new',
      assignee: null,
    });
    expect(all.data[3]).toMatchObject({ kind: 'quote', company: 'Agrumes du Nord', language: 'en' });

    const forSales = inboxPageSchema.parse((await list(sales)).json());
    expect(forSales.data.map((row) => row.kind)).toEqual(['contact', 'other-quote', 'quote']);
    expect(forSales.counts.new).toBe(3);
    const forRecruiter = inboxPageSchema.parse((await list(recruiter)).json());
    expect(forRecruiter.data.map((row) => row.reference)).toEqual([refs.application]);

    const refused = await list(sales, '?kind=application');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN_KIND');
    expect((await sales.call({ method: 'GET', url: `/api/staff/requests/${refs.application}` })).statusCode).toBe(403);
    expect((await recruiter.call({ method: 'GET', url: `/api/staff/requests/${refs.quote}` })).json().code).toBe(
      'FORBIDDEN_KIND',
    );
    const editor = await staffMember(forms.app, 'editor');
    expect((await list(editor)).json().code).toBe('FORBIDDEN_ROLE');
  });

  test('search by name, e-mail, company and reference, any case, wildcards taken literally', async () => {
    const found = async (q: string) =>
      inboxPageSchema.parse((await list(admin, `?q=${encodeURIComponent(q)}`)).json()).data.map((row) => row.reference);
    expect(await found('AMINA')).toEqual([refs.otherQuote, refs.quote]);
    expect(await found('youssef.benali@')).toEqual([refs.application]);
    expect(await found('agrumes du')).toEqual([refs.otherQuote, refs.quote]);
    expect(await found(refs.contact.toLowerCase())).toEqual([refs.contact]);
    // A whole reference is looked up by its index; a part of one is still searched for.
    expect(await found(` ${refs.application} `)).toEqual([refs.application]);
    expect(await found(refs.quote.slice(0, -1))).toEqual([refs.quote]);
    const salesFound = await list(sales, `?q=${refs.application}`);
    expect(inboxPageSchema.parse(salesFound.json()).data).toEqual([]);
    expect(await found('سارة')).toEqual([refs.contact]);
    expect(await found('%')).toEqual([]);
    expect(await found('_')).toEqual([]);
  });

  test('bad filters answer 400 with the field', async () => {
    for (const [query, field] of [
      ['?status=done', 'status'],
      ['?kind=invoice', 'kind'],
      ['?from=2026-13-01', 'from'],
      ['?assignee=someone', 'assignee'],
      ['?page=0', 'page'],
    ] as const) {
      const response = await list(admin, query);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().fields), query).toEqual([field]);
    }
  });

  test('the detail of each kind: what was sent, the language, the acknowledgement, the CV and offer', async () => {
    const quote = await detail(admin, refs.quote);
    expect(quote).toMatchObject({ kind: 'quote', language: 'en', phone: '0612345678', application: null });
    expect(quote.payload).toMatchObject({ client: { fullName: 'Amina El Idrissi' } });
    expect(quote.columns).toMatchObject({ loading_place: 'Tanger Med', quote_type: 'full-load' });
    expect(quote.columns).not.toHaveProperty('client_ip');
    expect(quote.acknowledgement).toEqual({ status: 'pending', attempts: 0, last_error: null, sent_at: null });
    await forms.app.outbox.runOnce();
    expect((await detail(admin, refs.quote)).acknowledgement).toMatchObject({ status: 'logged', attempts: 1 });

    expect((await detail(sales, refs.otherQuote)).payload).toMatchObject({ info: { object: 'Stockage sous douane' } });
    expect(await detail(sales, refs.contact)).toMatchObject({ full_name: 'سارة العمراني', language: 'ar' });
    const application = await detail(recruiter, refs.application);
    expect(application.application).toMatchObject({ cv: { file_name: 'CV Zoë Lefèvre.pdf' }, offer: null });
    expect(application.application?.cv.size).toBeGreaterThan(3000 - 1);
    expect(application.columns).not.toHaveProperty('cv_storage_key');

    for (const reference of ['Q-2026-999999', 'nothing', 'Q-2026-00001x']) {
      const response = await admin.call({ method: 'GET', url: `/api/staff/requests/${reference}` });
      expect(response.statusCode, reference).toBe(404);
    }
  });

  test('two admins change one request: the second is told who changed it, then nothing is lost', async () => {
    const other = await staffMember(forms.app, 'admin');
    const read = await detail(admin, refs.quote);
    const first = await patch(admin, refs.quote, { status: 'in_progress', updated_at: read.updated_at });
    expect(first.statusCode, first.body).toBe(200);
    const second = await patch(other, refs.quote, { assignee_id: sales.account.id, updated_at: read.updated_at });
    expect(second.statusCode).toBe(409);
    expect(staleUpdateSchema.parse(second.json()).updated_by).toEqual({
      id: admin.account.id,
      name: admin.account.name,
    });
    expect(second.json().updated_at).toBe(first.json().updated_at);

    const retried = await patch(other, refs.quote, {
      assignee_id: sales.account.id,
      updated_at: second.json().updated_at,
    });
    expect(retried.statusCode).toBe(200);
    const after = requestDetailSchema.parse(retried.json());
    expect(after).toMatchObject({
      status: 'in_progress',
      assignee: { id: sales.account.id, name: sales.account.name },
      updated_by: { id: other.account.id },
    });
    expect(after.history.map((event) => [event.type, event.actor?.name, event.details])).toEqual([
      ['assigned', other.account.name, { from: null, to: { id: sales.account.id, name: sales.account.name } }],
      ['status', admin.account.name, { from: 'new', to: 'in_progress' }],
    ]);

    const mine = inboxPageSchema.parse((await list(sales, '?assignee=me')).json());
    expect(mine.data.map((row) => row.reference)).toEqual([refs.quote]);
    const unassigned = inboxPageSchema.parse((await list(admin, '?assignee=none&status=new')).json());
    expect(unassigned.data.map((row) => row.reference)).not.toContain(refs.quote);
    expect(unassigned.counts).toMatchObject({ new: 3, in_progress: 0 });
    const byId = inboxPageSchema.parse((await list(admin, `?assignee=${sales.account.id}`)).json());
    expect(byId.counts).toMatchObject({ new: 0, in_progress: 1 });

    // Setting what is already set changes nothing: same updated_at, no event.
    const same = await patch(admin, refs.quote, {
      status: 'in_progress',
      assignee_id: sales.account.id,
      updated_at: after.updated_at,
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().updated_at).toBe(after.updated_at);
    expect(same.json().history).toHaveLength(2);
  });

  test('assigning to a disabled account or one whose role does not see the kind is refused', async () => {
    const gone = await staffMember(forms.app, 'sales');
    await forms.app.db.query('UPDATE staff_accounts SET disabled_at = now() WHERE id = $1', [gone.account.id]);
    const { updated_at } = await detail(admin, refs.contact);
    const codeOf = async (assignee_id: number) =>
      (await patch(admin, refs.contact, { assignee_id, updated_at })).json().code;
    expect(await codeOf(gone.account.id)).toBe('ASSIGNEE_DISABLED');
    expect(await codeOf(recruiter.account.id)).toBe('ASSIGNEE_ROLE');
    expect(await codeOf(999_999)).toBe('ASSIGNEE_UNKNOWN');
    expect((await detail(admin, refs.contact)).updated_at).toBe(updated_at);
    const unassigned = await patch(admin, refs.contact, { assignee_id: null, status: 'archived', updated_at });
    expect(unassigned.json()).toMatchObject({ status: 'archived', assignee: null });
  });

  test('the assignees: enabled colleagues sharing a kind with the caller, each with the kinds it works on', async () => {
    const gone = await staffMember(forms.app, 'sales');
    await forms.app.db.query('UPDATE staff_accounts SET disabled_at = now() WHERE id = $1', [gone.account.id]);
    const editor = await staffMember(forms.app, 'editor');
    const assignees = async (member: StaffMember) => {
      const response = await member.call({ method: 'GET', url: '/api/staff/assignees' });
      expect(response.statusCode, response.body).toBe(200);
      return new Map(inboxAssigneesSchema.parse(response.json()).data.map((row) => [row.id, row.kinds]));
    };
    const forSales = await assignees(sales);
    expect(forSales.get(sales.account.id)).toEqual(['quote', 'other-quote', 'contact']);
    expect(forSales.get(admin.account.id)).toEqual(['quote', 'other-quote', 'contact']);
    expect(forSales.has(recruiter.account.id)).toBe(false);
    expect(forSales.has(gone.account.id)).toBe(false);
    expect(forSales.has(editor.account.id)).toBe(false);
    const forRecruiter = await assignees(recruiter);
    expect(forRecruiter.get(recruiter.account.id)).toEqual(['application']);
    expect(forRecruiter.get(admin.account.id)).toEqual(['application']);
    expect(forRecruiter.has(sales.account.id)).toBe(false);
    const forAdmin = await assignees(admin);
    expect(forAdmin.get(admin.account.id)).toEqual(['quote', 'other-quote', 'contact', 'application']);
    expect(forAdmin.get(sales.account.id)).toEqual(['quote', 'other-quote', 'contact']);
    expect(forAdmin.get(recruiter.account.id)).toEqual(['application']);
    expect((await editor.call({ method: 'GET', url: '/api/staff/assignees' })).statusCode).toBe(403);
  });

  test('notes are added to the history without updated_at; an empty or too long one is refused', async () => {
    const note = (member: StaffMember, text: string) =>
      member.call({ method: 'POST', url: `/api/staff/requests/${refs.application}/notes`, payload: { text } });
    const added = await note(recruiter, 'Profil intéressant.\nÀ rappeler lundi.');
    expect(added.statusCode).toBe(201);
    expect(requestDetailSchema.parse(added.json()).history[0]).toMatchObject({
      type: 'note',
      actor: { name: recruiter.account.name },
      details: { text: 'Profil intéressant.\nÀ rappeler lundi.' },
    });
    expect((await note(recruiter, '  ')).json().fields).toEqual({ text: 'validation.required' });
    expect((await note(recruiter, 'x'.repeat(5001))).json().fields).toEqual({ text: 'validation.too_long' });
    expect((await note(sales, 'not mine')).statusCode).toBe(403);
  });

  test('paging by 20 with the date range on the company calendar', async () => {
    await seedRequests(forms.app.db, 45, { newest: '2025-03-10T10:00:00Z' });
    const page = (query: string) => list(admin, query).then((response) => inboxPageSchema.parse(response.json()));
    const first = await page('?to=2025-12-31');
    expect(first).toMatchObject({ total: 45, last_page: 3, page: 1 });
    expect(first.data).toHaveLength(INBOX_PAGE_SIZE);
    const third = await page('?to=2025-12-31&page=3');
    expect(third.data).toHaveLength(5);
    const seen = new Set(
      [...first.data, ...(await page('?to=2025-12-31&page=2')).data, ...third.data].map((r) => r.reference),
    );
    expect(seen.size).toBe(45);
    // 45 minutes back from 10:00 UTC (11:00 in Casablanca) all fall on 10 March.
    expect((await page('?from=2025-03-10&to=2025-03-10')).total).toBe(45);
    expect((await page('?from=2025-03-11&to=2025-12-31')).total).toBe(0);
    expect((await page('?kind=contact&to=2025-12-31')).total).toBe(11);
    expect((await page('?page=9&to=2025-12-31')).data).toEqual([]);
  });
});
