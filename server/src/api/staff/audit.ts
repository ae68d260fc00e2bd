import { PAGE_SIZE, type Paginated } from '@freight/shared/core/api/models';
import type { StaffAuditQuery } from '@freight/shared/core/schemas/staff';
import type { Queryable } from '../db/database';
import { isoTimestamp, toPage } from '../db/pagination';

// The audit log: who did what to what, and when (migrations/007-staff.sql).

export interface AuditEntry {
  actorId: number | null;
  action: string;
  targetKind?: string;
  targetId?: string | number;
  details?: Record<string, unknown>;
}

export interface AuditRow {
  id: number;
  at: string;
  actor_id: number | null;
  actor_name: string | null;
  action: string;
  target_kind: string | null;
  target_id: string | null;
  details: Record<string, unknown>;
}

export async function writeAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  await db.query(
    'INSERT INTO audit_log (actor_id, action, target_kind, target_id, details) VALUES ($1, $2, $3, $4, $5::jsonb)',
    [
      entry.actorId,
      entry.action,
      entry.targetKind ?? null,
      entry.targetId === undefined ? null : String(entry.targetId),
      JSON.stringify(entry.details ?? {}),
    ],
  );
}

/** A page of the log, newest first; a bare date as `to` includes that whole day. */
export async function listAudit(db: Queryable, query: StaffAuditQuery): Promise<Paginated<AuditRow>> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    conditions.push(sql.replace('?', `$${params.length}`));
  };
  if (query.actor !== undefined) add('l.actor_id = ?', query.actor);
  if (query.action !== undefined) add('l.action = ?', query.action);
  if (query.from !== undefined) add('l.at >= ?::timestamptz', query.from);
  if (query.to !== undefined)
    add(query.to.length === 10 ? "l.at < ?::date + interval '1 day'" : 'l.at <= ?::timestamptz', query.to);
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const offset = (query.page - 1) * PAGE_SIZE;
  const [{ rows }, count] = await Promise.all([
    db.query<AuditRow>(
      `SELECT l.id::int AS id, ${isoTimestamp('l.at')} AS at, l.actor_id::int AS actor_id, a.name AS actor_name,
              l.action, l.target_kind, l.target_id, l.details
       FROM audit_log l LEFT JOIN staff_accounts a ON a.id = l.actor_id ${where}
       ORDER BY l.at DESC, l.id DESC LIMIT ${PAGE_SIZE} OFFSET ${offset}`,
      params,
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM audit_log l ${where}`, params),
  ]);
  return toPage(rows, query.page, count.rows[0]?.total ?? 0);
}
