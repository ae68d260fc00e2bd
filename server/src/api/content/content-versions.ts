import type { Queryable } from '../db/database';
import { isoTimestamp } from '../db/pagination';
import type { StaffContentVersion } from '@freight/shared/core/schemas/staff-content';
import type { ContentTable } from './content-records';

// Each save of an article or offer kept as a version (migrations/016-content-versions.sql,
// docs/decisions/035-content-versions-schedules-media.md): the editable fields as the form sends
// them, so restoring one is saving it again.

export type VersionedKind = 'article' | 'job';

export const VERSIONED_TABLE: Record<VersionedKind, ContentTable> = { article: 'articles', job: 'jobs' };

const SUMMARY = `v.number, ${isoTimestamp('v.created_at')} AS created_at, v.restored_from,
  CASE WHEN b.id IS NULL THEN NULL ELSE json_build_object('id', b.id::int, 'name', b.name) END AS created_by`;

export interface NewVersion {
  kind: VersionedKind;
  recordId: number;
  content: unknown;
  by: number;
  restoredFrom?: number;
  /** The record as it was before this save, kept as version 1 when it has none (written by the seed or before versions). */
  before?: { content: unknown; at: string; by: number | null } | null;
}

/** Keeps a save as the record's next version (in the save's transaction). */
export async function recordVersion(db: Queryable, version: NewVersion): Promise<number> {
  const { kind, recordId, before } = version;
  const { rows } = await db.query<{ last: number | null }>(
    'SELECT max(number) AS last FROM content_versions WHERE kind = $1 AND record_id = $2',
    [kind, recordId],
  );
  let last = rows[0]?.last ?? 0;
  if (last === 0 && before) {
    await db.query(
      `INSERT INTO content_versions (kind, record_id, number, content, created_at, created_by)
       VALUES ($1, $2, 1, $3::jsonb, $4::timestamptz, $5)`,
      [kind, recordId, JSON.stringify(before.content), before.at, before.by],
    );
    last = 1;
  }
  await db.query(
    `INSERT INTO content_versions (kind, record_id, number, content, created_by, restored_from)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6)`,
    [kind, recordId, last + 1, JSON.stringify(version.content), version.by, version.restoredFrom ?? null],
  );
  return last + 1;
}

/** A record's versions, newest first. */
export async function listVersions(
  db: Queryable,
  kind: VersionedKind,
  recordId: number,
): Promise<StaffContentVersion[]> {
  const { rows } = await db.query<StaffContentVersion>(
    `SELECT ${SUMMARY} FROM content_versions v LEFT JOIN staff_accounts b ON b.id = v.created_by
     WHERE v.kind = $1 AND v.record_id = $2 ORDER BY v.number DESC`,
    [kind, recordId],
  );
  return rows;
}

/** One version with its content; null when the record has no such version. */
export async function getVersion(
  db: Queryable,
  kind: VersionedKind,
  recordId: number,
  number: number,
): Promise<(StaffContentVersion & { content: unknown }) | null> {
  const { rows } = await db.query<StaffContentVersion & { content: unknown }>(
    `SELECT ${SUMMARY}, v.content FROM content_versions v LEFT JOIN staff_accounts b ON b.id = v.created_by
     WHERE v.kind = $1 AND v.record_id = $2 AND v.number = $3`,
    [kind, recordId, number],
  );
  return rows[0] ?? null;
}
