import { z } from 'zod';
import { inboxQuerySchema, type RequestStatus } from '@freight/shared/core/schemas/staff-inbox';
import type { Queryable } from '../db/database';
import { isoTimestamp } from '../db/pagination';
import { type Bucket, countsOf, keptCountsServe, readBuckets } from './inbox-counts';
import { type FilterScope, type InboxFilters, inboxWhere } from './request-filters';

// Views of the inbox (migrations/014-inbox-views.sql, docs/decisions/033): three built in, the
// person's own saved ones, and how many requests of each the person has not opened yet.

/** A saved view's filters: the list's query string without the page. */
export const viewFiltersSchema = inboxQuerySchema.omit({ page: true });

export const viewBodySchema = z.object({
  name: z.string().trim().min(1).max(60),
  filters: viewFiltersSchema.optional(),
});

export const viewRenameSchema = z.object({ name: z.string().trim().min(1).max(60) });

export const BUILT_IN_VIEWS = {
  mine: { assignee: 'me' },
  unassigned: { assignee: 'none' },
  overdue: { overdue: '1' },
} as const satisfies Record<string, InboxFilters>;

export interface InboxView {
  /** A built-in view's key, or a saved view's id. */
  id: keyof typeof BUILT_IN_VIEWS | number;
  /** null for a built-in view: the back office names it in the person's language. */
  name: string | null;
  filters: InboxFilters;
  unread: number;
}

/** `$1`... of one clause moved past the parameters already taken, so several clauses share a statement. */
function shiftParams(sql: string, by: number): string {
  return sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + by}`);
}

/** Archived and answered requests count only in a view that asks for their status. */
function countedStatuses(filters: InboxFilters): readonly RequestStatus[] {
  return filters.status ? [filters.status] : ['new', 'in_progress'];
}

/**
 * The unread count of each view: from the kept counts (migration 018, docs/decisions/036), read once for
 * all the views without a date range or a search (`kept`); the others in one statement, a scalar
 * subquery per view over the same indexed conditions as its list, less the requests the person opened.
 */
async function unreadCounts(
  db: Queryable,
  scope: FilterScope,
  views: InboxFilters[],
  kept: Bucket[],
): Promise<number[]> {
  const rowByRow = views.filter((filters) => !keptCountsServe(filters));
  const counted = await countUnreadRows(db, scope, rowByRow);
  return views.map((filters) => {
    if (!keptCountsServe(filters)) return counted.shift() ?? 0;
    const { unread } = countsOf(kept, filters, scope);
    return countedStatuses(filters).reduce((sum, status) => sum + unread[status], 0);
  });
}

async function countUnreadRows(db: Queryable, scope: FilterScope, views: InboxFilters[]): Promise<number[]> {
  if (views.length === 0) return [];
  const params: unknown[] = [scope.accountId];
  const columns = views.map((filters, index) => {
    const { conditions, params: own } = inboxWhere(filters, scope);
    const shifted = conditions.map((condition) => shiftParams(condition, params.length));
    params.push(...own);
    if (!filters.status) shifted.push("r.status IN ('new', 'in_progress')");
    return `(SELECT count(*)::int FROM staff_requests r WHERE ${shifted.join(' AND ')}
      AND NOT EXISTS (SELECT 1 FROM request_reads rr WHERE rr.account_id = $1 AND rr.reference = r.reference)) AS v${index}`;
  });
  const { rows } = await db.query<Record<string, number>>(`SELECT ${columns.join(', ')}`, params);
  return views.map((_, index) => rows[0]?.[`v${index}`] ?? 0);
}

export function createInboxViews(db: Queryable) {
  return {
    /** The built-in views, then the person's own by name, each with its unread count. */
    async list(scope: FilterScope): Promise<InboxView[]> {
      // The built-in views are always answered from the kept counts: read at the same time as the saved views.
      const [{ rows }, kept] = await Promise.all([
        db.query<{ id: number; name: string; filters: InboxFilters }>(
          'SELECT id::int AS id, name, filters FROM staff_views WHERE account_id = $1 ORDER BY lower(name), id',
          [scope.accountId],
        ),
        readBuckets(db, scope),
      ]);
      const builtIn = Object.entries(BUILT_IN_VIEWS).map(([id, filters]) => ({
        id: id as keyof typeof BUILT_IN_VIEWS,
        name: null,
        filters: filters as InboxFilters,
      }));
      // A filter saved under an older schema is read as the list reads its query string.
      const own = rows.map((row) => ({ ...row, filters: viewFiltersSchema.catch({}).parse(row.filters) }));
      const views = [...builtIn, ...own];
      const counts = await unreadCounts(
        db,
        scope,
        views.map((view) => view.filters),
        kept,
      );
      return views.map((view, index) => ({ ...view, unread: counts[index] ?? 0 }));
    },

    /** A new view of the person's; null when they already have one of that name. */
    async create(accountId: number, name: string, filters: InboxFilters): Promise<{ id: number } | null> {
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO staff_views (account_id, name, filters) VALUES ($1, $2, $3::jsonb)
         ON CONFLICT (account_id, lower(name)) DO NOTHING RETURNING id::int AS id`,
        [accountId, name, JSON.stringify(filters)],
      );
      return rows[0] ?? null;
    },

    /** 'missing' when the view is not the person's, 'taken' when another of theirs has the name. */
    async rename(accountId: number, id: number, name: string): Promise<'done' | 'missing' | 'taken'> {
      const { rows: taken } = await db.query(
        'SELECT 1 FROM staff_views WHERE account_id = $1 AND lower(name) = lower($2) AND id <> $3',
        [accountId, name, id],
      );
      if (taken.length > 0) return 'taken';
      const { rows } = await db.query<{ at: string }>(
        `UPDATE staff_views SET name = $3, updated_at = now() WHERE account_id = $1 AND id = $2
         RETURNING ${isoTimestamp('updated_at')} AS at`,
        [accountId, id, name],
      );
      return rows.length > 0 ? 'done' : 'missing';
    },

    async remove(accountId: number, id: number): Promise<boolean> {
      const { rows } = await db.query('DELETE FROM staff_views WHERE account_id = $1 AND id = $2 RETURNING id', [
        accountId,
        id,
      ]);
      return rows.length > 0;
    },
  };
}

/** The person opened the request: it no longer counts as unread for them. */
export async function markRead(db: Queryable, accountId: number, reference: string): Promise<void> {
  await db.query(
    `INSERT INTO request_reads (account_id, reference) VALUES ($1, $2)
     ON CONFLICT (account_id, reference) DO UPDATE SET read_at = now()`,
    [accountId, reference],
  );
}

/** The newest arrival the caller may see: the list polls it and reloads its page only when it moves. */
export async function latestArrival(db: Queryable, scope: FilterScope): Promise<string | null> {
  const { conditions } = inboxWhere({}, scope);
  const { rows } = await db.query<{ at: string | null }>(
    `SELECT ${isoTimestamp('max(r.created_at)')} AS at FROM staff_requests r WHERE ${conditions.join(' AND ')}`,
  );
  return rows[0]?.at ?? null;
}
