import { REQUEST_STATUSES, type RequestKind, type RequestStatus } from '@freight/shared/core/schemas/staff-inbox';
import type { Queryable } from '../db/database';
import { type FilterScope, type InboxFilters, inboxWhere } from './request-filters';

// The inbox's counts read from the counts kept by migration 018's triggers
// (docs/decisions/036-inbox-counts-kept-as-they-change.md): the requests and each person's read
// ones per (kind, status, assignee, replied), plus the few open requests still inside the
// first-answer target, which are waiting but not yet overdue.

export type StatusCounts = Record<RequestStatus, number>;

export interface Bucket {
  kind: RequestKind;
  status: RequestStatus;
  assignee_id: number | null;
  replied: boolean;
  /** Requests of the key. */
  total: number;
  /** Of those, opened by the caller. */
  read: number;
  /** Of those, open, unreplied and arrived after the overdue bound (none when replied). */
  recent: number;
  recent_read: number;
}

/** Only these filters are answered from the kept counts; a date range, a search or an offer state counts its rows. */
export function keptCountsServe(filters: InboxFilters): boolean {
  return !filters.q && !filters.from && !filters.to && !filters.offer;
}

/**
 * The kept counts of the caller's kinds and the caller's read marks, in one statement; with `recent`,
 * also the open requests inside the first-answer target, which only an overdue count needs (without
 * them the statement reads no row of the requests, and plans in a fraction of the time).
 */
export async function readBuckets(
  db: Queryable,
  scope: FilterScope,
  { recent = true }: { recent?: boolean } = {},
): Promise<Bucket[]> {
  // The list's own kind condition (literals: the planner drops the other tables of the view).
  const [kinds] = inboxWhere({}, scope).conditions;
  const params: unknown[] = [scope.kinds, scope.accountId];
  if (recent) params.push(scope.overdueBefore.toISOString());
  const { rows } = await db.query<Bucket>(
    `SELECT kind, status, assignee_id::int AS assignee_id, replied, sum(total)::int AS total,
       sum(read)::int AS read, sum(recent)::int AS recent, sum(recent_read)::int AS recent_read
     FROM (
       SELECT kind, status, assignee_id, replied, n AS total, 0 AS read, 0 AS recent, 0 AS recent_read
       FROM request_counts WHERE kind = ANY($1::text[])
       UNION ALL
       SELECT kind, status, assignee_id, replied, 0, n, 0, 0
       FROM request_read_counts WHERE account_id = $2 AND kind = ANY($1::text[])
       ${
         recent
           ? `UNION ALL
       SELECT r.kind, r.status, r.assignee_id, false, 0, 0, 1,
         CASE WHEN EXISTS (SELECT 1 FROM request_reads rr WHERE rr.account_id = $2 AND rr.reference = r.reference)
           THEN 1 ELSE 0 END
       FROM staff_requests r
       WHERE ${kinds} AND r.first_reply_at IS NULL AND r.status IN ('new', 'in_progress') AND r.created_at > $3`
           : ''
       }
     ) b GROUP BY 1, 2, 3, 4`,
    params,
  );
  return rows;
}

const OPEN: readonly RequestStatus[] = ['new', 'in_progress'];

function matches(bucket: Bucket, filters: InboxFilters, scope: FilterScope): boolean {
  if (filters.kind && bucket.kind !== filters.kind) return false;
  if (filters.assignee === 'none' && bucket.assignee_id !== null) return false;
  if (filters.assignee === 'me' && bucket.assignee_id !== scope.accountId) return false;
  if (typeof filters.assignee === 'number' && bucket.assignee_id !== filters.assignee) return false;
  if (filters.overdue && (bucket.replied || !OPEN.includes(bucket.status))) return false;
  return true;
}

/**
 * Per status, the requests matching the filters (the status filter aside) and those the caller has
 * not opened. Overdue = still waiting less those inside the target, which readBuckets listed (an
 * overdue filter needs buckets read with `recent`).
 */
export function countsOf(
  buckets: readonly Bucket[],
  filters: InboxFilters,
  scope: FilterScope,
): { all: StatusCounts; unread: StatusCounts } {
  const all = Object.fromEntries(REQUEST_STATUSES.map((s) => [s, 0])) as StatusCounts;
  const unread = { ...all };
  for (const bucket of buckets) {
    if (!matches(bucket, filters, scope)) continue;
    const recent = filters.overdue ? bucket.recent : 0;
    const recentRead = filters.overdue ? bucket.recent_read : 0;
    all[bucket.status] += bucket.total - recent;
    unread[bucket.status] += bucket.total - bucket.read - (recent - recentRead);
  }
  return { all, unread };
}

/** Folds the kept counts' deltas into one row per key (the server runs it now and then). */
export async function compactInboxCounts(db: Queryable): Promise<void> {
  await db.query('SELECT compact_inbox_counts()');
}
