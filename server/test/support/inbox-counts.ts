import type { Queryable } from '../../src/api/db/database';

// The inbox's kept counts (migration 018) beside a full recount of the requests and read marks,
// each as sorted lines "kind status assignee replied = n" (and the account first for read marks).

const line = (row: Record<string, unknown>) => Object.values(row).join(' ');

export async function keptAndRecounted(db: Queryable) {
  const lines = async (sql: string) =>
    (await db.query<Record<string, unknown>>(sql)).rows.map(line).sort((a, b) => a.localeCompare(b));
  return {
    kept: await lines(
      `SELECT kind, status, coalesce(assignee_id::int, 0) AS a, replied, '=', sum(n)::int AS n FROM request_counts
       GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0`,
    ),
    recounted: await lines(
      `SELECT kind, status, coalesce(assignee_id::int, 0) AS a, first_reply_at IS NOT NULL AS replied, '=',
         count(*)::int AS n FROM staff_requests GROUP BY 1, 2, 3, 4`,
    ),
    keptReads: await lines(
      `SELECT account_id::int AS account, kind, status, coalesce(assignee_id::int, 0) AS a, replied, '=', sum(n)::int AS n
       FROM request_read_counts GROUP BY 1, 2, 3, 4, 5 HAVING sum(n) <> 0`,
    ),
    recountedReads: await lines(
      `SELECT rr.account_id::int AS account, r.kind, r.status, coalesce(r.assignee_id::int, 0) AS a,
         r.first_reply_at IS NOT NULL AS replied, '=', count(*)::int AS n
       FROM request_reads rr JOIN staff_requests r ON r.reference = rr.reference GROUP BY 1, 2, 3, 4, 5`,
    ),
  };
}
