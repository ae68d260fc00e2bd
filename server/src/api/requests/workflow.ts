import type { SiteLanguage } from '@freight/shared/core/constants';
import type { StaffRole } from '@freight/shared/core/schemas/staff';
import {
  REQUEST_KINDS_BY_ROLE,
  type RequestKind,
  type RequestStatus,
  type StaffRef,
} from '@freight/shared/core/schemas/staff-inbox';
import type { Queryable } from '../db/database';
import { isoTimestamp } from '../db/pagination';
import { type LastChange, lastChangeOf, sameInstant } from '../http/stale-update';
import { REQUEST_TABLES } from './requests-store';

// Changing a request: the row is locked, its updated_at compared with the one
// the staff member read (docs/decisions/018-staff-inbox.md), then changed with
// an event of its history, all in the caller's transaction.

export type EventType = 'status' | 'assigned' | 'note' | 'reply' | 'cv-downloaded' | 'visitor-message';

export interface LockedRequest {
  reference: string;
  kind: RequestKind;
  status: RequestStatus;
  assignee: StaffRef | null;
  updated_at: string;
  full_name: string;
  email: string;
  language: SiteLanguage;
}

/** The request, locked until the transaction ends; null when the reference names nothing of that kind. */
export async function lockRequest(tx: Queryable, kind: RequestKind, reference: string): Promise<LockedRequest | null> {
  const { rows } = await tx.query<Omit<LockedRequest, 'kind' | 'assignee'> & { assignee_id: number | null }>(
    `SELECT reference, status, assignee_id::int AS assignee_id, ${isoTimestamp('updated_at')} AS updated_at,
       full_name, email, language
     FROM ${REQUEST_TABLES[kind]} WHERE reference = $1 FOR UPDATE`,
    [reference],
  );
  const row = rows[0];
  if (!row) return null;
  const { assignee_id, ...rest } = row;
  const assignee = assignee_id === null ? null : await staffRef(tx, assignee_id);
  return { ...rest, kind, assignee };
}

async function staffRef(db: Queryable, id: number): Promise<StaffRef | null> {
  const { rows } = await db.query<StaffRef>('SELECT id::int AS id, name FROM staff_accounts WHERE id = $1', [id]);
  return rows[0] ?? null;
}

/** Who changed the request last when `readAt` is not its updated_at any more; null when it is current. */
export async function staleChange(tx: Queryable, locked: LockedRequest, readAt: string): Promise<LastChange | null> {
  if (sameInstant(locked.updated_at, readAt)) return null;
  return lastChangeOf(tx, REQUEST_TABLES[locked.kind], 'reference', locked.reference);
}

/**
 * Sets what changed, and who changed it now (updated_at always moves forward, by a millisecond at least);
 * `by` is null when the visitor changed it (a message from the follow-up page).
 */
export async function touchRequest(
  tx: Queryable,
  locked: LockedRequest,
  by: number | null,
  change: { status?: RequestStatus; assigneeId?: number | null },
): Promise<void> {
  await tx.query(
    `UPDATE ${REQUEST_TABLES[locked.kind]} SET
       status = coalesce($3, status),
       assignee_id = CASE WHEN $4::boolean THEN $5::bigint ELSE assignee_id END,
       updated_at = greatest(date_trunc('milliseconds', clock_timestamp()), updated_at + interval '1 millisecond'),
       updated_by = $2
     WHERE reference = $1`,
    [locked.reference, by, change.status ?? null, change.assigneeId !== undefined, change.assigneeId ?? null],
  );
}

/** Adds an event to a request's history; answers its id. */
export async function recordEvent(
  tx: Queryable,
  event: {
    reference: string;
    /** null: the visitor (follow-up page). */
    actorId: number | null;
    type: EventType;
    details?: Record<string, unknown>;
    /** A visitor's message is recorded once per Idempotency-Key (migrations/011-follow-links.sql). */
    idempotencyKey?: string;
  },
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO request_events (reference, actor_id, type, details, idempotency_key) VALUES ($1, $2, $3, $4::jsonb, $5)
     RETURNING id::int AS id`,
    [event.reference, event.actorId, event.type, JSON.stringify(event.details ?? {}), event.idempotencyKey ?? null],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('INSERT INTO request_events returned no id');
  return id;
}

/** An account a request may be assigned to: enabled, and of a role that sees the kind. */
export async function assignableAccount(
  db: Queryable,
  id: number,
): Promise<(StaffRef & { role: StaffRole; disabled: boolean }) | null> {
  const { rows } = await db.query<StaffRef & { role: StaffRole; disabled: boolean }>(
    'SELECT id::int AS id, name, role, disabled_at IS NOT NULL AS disabled FROM staff_accounts WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}

/**
 * The enabled accounts whose role shares a kind with `kinds` (the caller's), by name, with the kinds
 * each works on: whom the caller may assign a request to.
 */
export async function assignableAccounts(
  db: Queryable,
  kinds: readonly RequestKind[],
): Promise<(StaffRef & { kinds: RequestKind[] })[]> {
  const { rows } = await db.query<StaffRef & { role: StaffRole }>(
    'SELECT id::int AS id, name, role FROM staff_accounts WHERE disabled_at IS NULL ORDER BY name, id',
  );
  return rows
    .map(({ id, name, role }) => ({
      id,
      name,
      kinds: REQUEST_KINDS_BY_ROLE[role].filter((kind) => kinds.includes(kind)),
    }))
    .filter((account) => account.kinds.length > 0);
}
