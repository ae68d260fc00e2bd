import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, test } from 'vitest';
import { isoTimestamp } from '../src/api/db/pagination';
import { compactInboxCounts } from '../src/api/requests/inbox-counts';
import { useFormApp } from './support/form-app';
import { keptAndRecounted } from './support/inbox-counts';
import { seedRequests } from './support/inbox-fixtures';
import { type StaffMember, staffMember } from './support/inbox-session';
import { drivers } from './support/test-app';

// Migration 018's kept counts under two writers at once on PostgreSQL (PGlite has one connection):
// the races its read-mark trigger locks against, forced with a transaction held open, then two
// members of staff changing, bulk-changing and opening the same requests at once while the counts
// are folded (docs/decisions/036).

const postgresOnly = drivers.includes('postgres') ? describe : describe.skip;
const STATUSES = ['new', 'in_progress', 'answered', 'archived'] as const;

postgresOnly('inbox counts under two concurrent writers on PostgreSQL', () => {
  const forms = useFormApp('postgres', { retention: { autoSweep: false }, inboxCountsCompactMs: 0 });
  let references: string[];
  let admin: StaffMember;
  let sales: StaffMember;

  const expectKept = async (step: string) => {
    const counts = await keptAndRecounted(forms.app.db);
    expect(counts.kept, step).toEqual(counts.recounted);
    expect(counts.keptReads, step).toEqual(counts.recountedReads);
  };
  /** A transaction that writes, then stays open `ms` while the other writer runs. */
  const heldOpen = (sql: string, params: unknown[], ms: number) =>
    forms.app.db.transaction(async (tx) => {
      await tx.query(sql, params);
      await sleep(ms);
    });

  beforeAll(async () => {
    await seedRequests(forms.app.db, 40, { newest: new Date().toISOString() });
    const { rows } = await forms.app.db.query<{ reference: string }>(
      `SELECT reference FROM staff_requests WHERE kind <> 'application' ORDER BY reference`,
    );
    references = rows.map((row) => row.reference);
    admin = await staffMember(forms.app, 'admin');
    sales = await staffMember(forms.app, 'sales');
  });

  test('a read mark and a change of its request, each while the other is uncommitted', async () => {
    const [a, b, c] = references.filter((reference) => reference.startsWith('Q')) as [string, string, string];
    const mark = 'INSERT INTO request_reads (account_id, reference) VALUES ($1, $2)';
    const move = "UPDATE quote_requests SET status = 'answered', assignee_id = $1 WHERE reference = $2";
    // The mark first, held open: the change waits for it, then moves the mark's count with the request.
    await Promise.all([
      heldOpen(mark, [admin.account.id, a], 300),
      sleep(100).then(() => forms.app.db.query(move, [admin.account.id, a])),
    ]);
    // The change first, held open: the mark waits for it, then counts under the changed request.
    await Promise.all([
      heldOpen(move, [sales.account.id, b], 300),
      sleep(100).then(() => forms.app.db.query(mark, [admin.account.id, b])),
    ]);
    // A mark removed while its request changes.
    await forms.app.db.query(mark, [sales.account.id, c]);
    await Promise.all([
      heldOpen('DELETE FROM request_reads WHERE account_id = $1 AND reference = $2', [sales.account.id, c], 300),
      sleep(100).then(() => forms.app.db.query(move, [admin.account.id, c])),
    ]);
    await expectKept('forced interleavings');
  });

  test('two members of staff changing, bulk-changing and opening the same requests at once', async () => {
    const updatedAt = async (reference: string) =>
      (
        await forms.app.db.query<{ at: string }>(
          `SELECT ${isoTimestamp('updated_at')} AS at FROM staff_requests WHERE reference = $1`,
          [reference],
        )
      ).rows[0]?.at ?? '';
    const writer = async (member: StaffMember, seed: number) => {
      const answers: number[] = [];
      for (let i = 0; i < 24; i++) {
        const pick = (offset: number) => references[(seed * 7 + i * 5 + offset) % references.length] as string;
        const step = i % 4;
        if (step === 0) answers.push((await member.call({ url: `/api/staff/requests/${pick(0)}` })).statusCode);
        else if (step === 1 || step === 2) {
          const reference = pick(1);
          const response = await member.call({
            method: 'PATCH',
            url: `/api/staff/requests/${reference}`,
            payload: {
              status: STATUSES[(seed + i) % 4],
              assignee_id: step === 1 ? member.account.id : null,
              updated_at: await updatedAt(reference),
            },
          });
          answers.push(response.statusCode);
        } else {
          const requests = await Promise.all(
            [pick(2), pick(3), pick(4)].map(async (reference) => ({
              reference,
              updated_at: await updatedAt(reference),
            })),
          );
          const status = STATUSES[(seed + i + 1) % 4];
          answers.push(
            (await member.call({ method: 'POST', url: '/api/staff/requests/bulk', payload: { requests, status } }))
              .statusCode,
          );
        }
      }
      return answers;
    };
    const folds = (async () => {
      for (let i = 0; i < 6; i++) {
        await compactInboxCounts(forms.app.db);
        await sleep(50);
      }
    })();
    const [first, second] = await Promise.all([writer(admin, 1), writer(sales, 2), folds]);
    // Each answer is a change, a read, or a colleague's change reported (409): never an error.
    expect([...first, ...second].every((code) => code === 200 || code === 409)).toBe(true);
    expect(first.filter((code) => code === 200).length).toBeGreaterThan(12);
    await expectKept('two writers');
    await compactInboxCounts(forms.app.db);
    await expectKept('two writers, folded');
  }, 120_000);
});
