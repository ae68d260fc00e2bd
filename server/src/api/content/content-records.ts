import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database';
import { isoTimestamp } from '../db/pagination';
import type { SiteLanguage } from '@freight/shared/core/constants';

// What the back office's job offers and articles have in common: the slug,
// the optimistic concurrency of updated_at and what the audit log keeps of a change.

export type ContentTable = 'jobs' | 'articles';

export interface Editor {
  id: number;
  name: string;
}

/** The outcome of a change made with the `updated_at` the editor read. */
export type ChangeOutcome<T> =
  | { status: 'changed'; record: T; before: T | null }
  | { status: 'unchanged'; record: T }
  | { status: 'stale'; updated_at: string; updated_by: Editor | null }
  | { status: 'missing' };

/** The columns every record of the back office shows (the table aliased `r`, its editor `b`). */
export const META_COLUMNS = `r.id, r.slug, CASE WHEN r.published_at IS NULL THEN 'draft' ELSE 'published' END AS status,
  ${isoTimestamp('r.published_at')} AS published_at, coalesce(r.published_at > now(), false) AS scheduled, ${isoTimestamp('r.created_at')} AS created_at,
  ${isoTimestamp('r.updated_at')} AS updated_at,
  CASE WHEN b.id IS NULL THEN NULL ELSE json_build_object('id', b.id::int, 'name', b.name) END AS updated_by`;

/** A later updated_at than the last, at millisecond precision (what a client sends back). */
export const NEXT_UPDATED_AT = `greatest(date_trunc('milliseconds', clock_timestamp()), updated_at + interval '1 millisecond')`;

export const STATUS_FILTER = {
  all: 'true',
  draft: 'r.published_at IS NULL',
  published: 'r.published_at IS NOT NULL',
} as const;

/** Lowercase ASCII words of `text` joined by dashes (accents dropped), at most 60 characters. */
export function slugOf(text: string, fallback: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return slug || fallback;
}

/**
 * Inserts a row under the first free slug of `base`, `base-2`, `base-3`…;
 * `insert($1 = slug)` must end in ON CONFLICT (slug) DO NOTHING RETURNING id.
 * A slug is given once, at creation, and never changes.
 */
export async function insertWithFreeSlug(
  db: Queryable,
  table: ContentTable,
  base: string,
  insert: (slug: string) => Promise<number | undefined>,
): Promise<number> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const { rows } = await db.query<{ slug: string }>(
      `SELECT slug FROM ${table} WHERE slug = $1 OR slug ~ ('^' || $1 || '-[0-9]+$')`,
      [base],
    );
    const taken = new Set(rows.map((row) => row.slug));
    let n = 1;
    while (taken.has(n === 1 ? base : `${base}-${n}`)) n += 1;
    const id = await insert(n === 1 ? base : `${base}-${n}`);
    if (id !== undefined) return id;
  }
  throw new Error(`no free slug for ${base}`);
}

/** Who changed a record last and when, told to an editor whose change came too late; null when it does not exist. */
export async function lastChange(
  db: Queryable,
  table: ContentTable,
  id: number,
): Promise<{ updated_at: string; updated_by: Editor | null } | null> {
  const { rows } = await db.query<{ updated_at: string; updated_by: Editor | null }>(
    `SELECT ${isoTimestamp('r.updated_at')} AS updated_at,
            CASE WHEN b.id IS NULL THEN NULL ELSE json_build_object('id', b.id::int, 'name', b.name) END AS updated_by
     FROM ${table} r LEFT JOIN staff_accounts b ON b.id = r.updated_by WHERE r.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** A long text as the audit log keeps it: its length and a digest, not the text. */
export function digestOf(text: string): { length: number; sha256: string } {
  return { length: text.length, sha256: createHash('sha256').update(text).digest('hex').slice(0, 16) };
}

type Flat = Record<string, unknown>;

/** The fields that differ between two flattened records, before and after (JSON-compared). */
export function changedFields(before: Flat | null, after: Flat): { before: Flat; after: Flat } {
  const changed = { before: {} as Flat, after: {} as Flat };
  for (const key of new Set([...Object.keys(before ?? {}), ...Object.keys(after)])) {
    const was = before?.[key];
    const now = after[key];
    if (JSON.stringify(was) === JSON.stringify(now)) continue;
    if (before) changed.before[key] = was ?? null;
    changed.after[key] = now ?? null;
  }
  return changed;
}

/** The outcome when a guarded UPDATE touched nothing: a stale updated_at, or no such record. */
export async function refusedChange<T>(db: Queryable, table: ContentTable, id: number): Promise<ChangeOutcome<T>> {
  const change = await lastChange(db, table, id);
  return change ? { status: 'stale', ...change } : { status: 'missing' };
}

/**
 * Publishes (now, or `at` a later instant) or unpublishes a record if it still has the `updatedAt`
 * the editor read. Asking for the state it is already in (published at that time, or a draft)
 * changes nothing and succeeds, whatever `updatedAt` (a retried request).
 */
export async function setPublished<T extends { status: 'draft' | 'published'; published_at: string | null }>(
  db: Queryable,
  table: ContentTable,
  get: (id: number) => Promise<T | null>,
  change: { id: number; published: boolean; updatedAt: string; by: number; at?: string },
): Promise<ChangeOutcome<T>> {
  const { id, published, updatedAt, by, at } = change;
  const before = await get(id);
  if (!before) return { status: 'missing' };
  if (isAlready(before, published, at)) return { status: 'unchanged', record: before };
  const { rows } = await db.query(
    `UPDATE ${table} SET published_at = ${published ? "coalesce($4::timestamptz, date_trunc('milliseconds', now()))" : 'NULL'},
       updated_at = ${NEXT_UPDATED_AT}, updated_by = $3
     WHERE id = $1 AND updated_at = $2::timestamptz RETURNING id`,
    published ? [id, updatedAt, by, at ?? null] : [id, updatedAt, by],
  );
  if (rows.length === 0) return refusedChange(db, table, id);
  const record = await get(id);
  return record ? { status: 'changed', record, before } : { status: 'missing' };
}

/** A draft asked to unpublish; published at the instant asked (or already visible, asked for now). */
function isAlready(record: { status: string; published_at: string | null }, published: boolean, at?: string) {
  if (!published) return record.status === 'draft';
  if (record.published_at === null) return false;
  const current = Date.parse(record.published_at);
  return at === undefined ? current <= Date.now() : current === Date.parse(at);
}

/** One value per site language, made by `make`. */
export function mapLanguages<T>(make: (lang: SiteLanguage) => T): Record<SiteLanguage, T> {
  return { fr: make('fr'), en: make('en'), es: make('es'), ar: make('ar') };
}
