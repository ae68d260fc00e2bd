import type { FastifyReply } from 'fastify';
import type { StaleUpdate } from '@freight/shared/core/schemas/staff-inbox';
import type { Queryable } from '../db/database';
import { isoTimestamp } from '../db/pagination';

// Optimistic concurrency of the back office: a change carries the updated_at
// its author read; when the record changed meanwhile, the answer is 409 with
// who changed it and when, and nothing is written.

export type LastChange = Pick<StaleUpdate, 'updated_at' | 'updated_by'>;

/** Same instant, whatever the ISO spelling (`Z` or `+00:00`, with or without milliseconds). */
export function sameInstant(a: string, b: string): boolean {
  return Date.parse(a) === Date.parse(b);
}

/** When the row of `table` whose `keyColumn` is `key` last changed, and by whom; null when there is no row. */
export async function lastChangeOf(
  db: Queryable,
  table: string,
  keyColumn: string,
  key: string | number,
): Promise<LastChange | null> {
  const { rows } = await db.query<{ updated_at: string; by_id: number | null; by_name: string | null }>(
    `SELECT ${isoTimestamp('t.updated_at')} AS updated_at, b.id::int AS by_id, b.name AS by_name
     FROM ${table} t LEFT JOIN staff_accounts b ON b.id = t.updated_by WHERE t.${keyColumn} = $1`,
    [key],
  );
  const row = rows[0];
  if (!row) return null;
  const updatedBy = row.by_id !== null && row.by_name !== null ? { id: row.by_id, name: row.by_name } : null;
  return { updated_at: row.updated_at, updated_by: updatedBy };
}

export function sendStaleUpdate(reply: FastifyReply, change: LastChange) {
  const who = change.updated_by?.name ?? 'someone';
  const body: StaleUpdate = {
    statusCode: 409,
    code: 'STALE_UPDATE',
    message: `Changed by ${who} at ${change.updated_at}: reload and try again`,
    updated_at: change.updated_at,
    updated_by: change.updated_by,
  };
  return reply.code(409).send(body);
}
