import { LANGUAGES } from '@freight/shared/core/constants';
import {
  MEDIA_PAGE_SIZE,
  mediaUrl,
  type MediaAlt,
  type MediaType,
  type StaffMedia,
} from '@freight/shared/core/schemas/staff-media';
import { NEXT_UPDATED_AT } from '../content/content-records';
import type { Queryable } from '../db/database';
import { isoTimestamp } from '../db/pagination';
import type { MediaFile } from './media-upload';

// The media library's table (migration 017, docs/decisions/035-content-versions-schedules-media.md):
// the back office's reads and writes, and the public read of a picture's bytes.

/** The articles that show picture `m`: as their cover (`media:<id>`) or in a body (`/media/<id>-…`). */
const USED_BY = `(SELECT coalesce(json_agg(a.id ORDER BY a.id), '[]'::json) FROM articles a
  WHERE a.img = 'media:' || m.id::text
     OR EXISTS (SELECT 1 FROM article_translations t
                WHERE t.article_id = a.id AND strpos(t.body, '/media/' || m.id::text || '-') > 0))`;

// A job offer's description is the same rich text (docs/decisions/037): a picture in it is used too.
const USED_BY_JOBS = `(SELECT coalesce(json_agg(DISTINCT t.job_id ORDER BY t.job_id), '[]'::json) FROM job_translations t
  WHERE strpos(t.description, '/media/' || m.id::text || '-') > 0)`;

const SELECT = `SELECT m.id::int AS id, m.slug, m.file_name, m.content_type, m.size, m.width, m.height, m.alt,
    CASE WHEN b.id IS NULL THEN NULL ELSE json_build_object('id', b.id::int, 'name', b.name) END AS uploaded_by,
    ${isoTimestamp('m.created_at')} AS created_at, ${isoTimestamp('m.updated_at')} AS updated_at,
    ${USED_BY} AS used_by, ${USED_BY_JOBS} AS used_by_jobs
  FROM media m LEFT JOIN staff_accounts b ON b.id = m.uploaded_by`;

type MediaRow = Omit<StaffMedia, 'url' | 'alt'> & { slug: string; alt: Partial<MediaAlt> };

/** Every language present, '' where none was written. */
export function fullAlt(alt: Partial<Record<string, string | undefined>>): MediaAlt {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, alt[lang] ?? ''])) as MediaAlt;
}

const toMedia = ({ slug, ...row }: MediaRow): StaffMedia => ({
  ...row,
  url: mediaUrl({ id: row.id, slug, content_type: row.content_type }),
  alt: fullAlt(row.alt),
});

export async function insertMedia(db: Queryable, file: MediaFile, alt: MediaAlt, by: number): Promise<number> {
  // As base64 text: PGlite takes a bytea parameter ten times slower (docs/decisions/022).
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO media (slug, file_name, content_type, size, width, height, sha256, alt, uploaded_by, content)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, decode($10, 'base64')) RETURNING id::int AS id`,
    [
      file.slug,
      file.fileName,
      file.contentType,
      file.content.length,
      file.width,
      file.height,
      file.sha256,
      JSON.stringify(alt),
      by,
      file.content.toString('base64'),
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('INSERT INTO media returned no id');
  return id;
}

export async function getMedia(db: Queryable, id: number): Promise<StaffMedia | null> {
  const { rows } = await db.query<MediaRow>(`${SELECT} WHERE m.id = $1`, [id]);
  const row = rows[0];
  return row ? toMedia(row) : null;
}

/** Newest first, MEDIA_PAGE_SIZE a page; a page past the last is empty. */
export async function listMedia(db: Queryable, page: number) {
  const [{ rows }, count] = await Promise.all([
    db.query<MediaRow>(`${SELECT} ORDER BY m.created_at DESC, m.id DESC LIMIT $1 OFFSET $2`, [
      MEDIA_PAGE_SIZE,
      (page - 1) * MEDIA_PAGE_SIZE,
    ]),
    db.query<{ total: number }>('SELECT count(*)::int AS total FROM media'),
  ]);
  const total = count.rows[0]?.total ?? 0;
  return { data: rows.map(toMedia), page, last_page: Math.ceil(total / MEDIA_PAGE_SIZE), total };
}

/** New alt texts, only over the `updated_at` the editor read (a colleague's change is never overwritten). */
export async function updateMediaAlt(
  db: Queryable,
  id: number,
  alt: MediaAlt,
  updatedAt: string,
  by: number,
): Promise<{ status: 'changed'; media: StaffMedia; before: MediaAlt } | { status: 'missing' | 'stale' }> {
  const before = await getMedia(db, id);
  if (!before) return { status: 'missing' };
  const { rows } = await db.query(
    `UPDATE media SET alt = $2::jsonb, updated_at = ${NEXT_UPDATED_AT}, updated_by = $4
     WHERE id = $1 AND updated_at = $3::timestamptz RETURNING id`,
    [id, JSON.stringify(alt), updatedAt, by],
  );
  if (rows.length === 0) return { status: 'stale' };
  const media = await getMedia(db, id);
  return media ? { status: 'changed', media, before: before.alt } : { status: 'missing' };
}

/** Deleted unless an article or a job offer shows it (then the ids of those). */
export async function deleteMedia(
  db: Queryable,
  id: number,
): Promise<
  | { status: 'deleted'; media: StaffMedia }
  | { status: 'missing' }
  | { status: 'used'; usedBy: number[]; usedByJobs: number[] }
> {
  const media = await getMedia(db, id);
  if (!media) return { status: 'missing' };
  const { rows } = await db.query<{ id: number }>(
    `DELETE FROM media m WHERE m.id = $1 AND json_array_length(${USED_BY}) = 0
       AND json_array_length(${USED_BY_JOBS}) = 0 RETURNING m.id`,
    [id],
  );
  if (rows.length === 0) {
    const still = await getMedia(db, id);
    return still ? { status: 'used', usedBy: still.used_by, usedByJobs: still.used_by_jobs } : { status: 'missing' };
  }
  return { status: 'deleted', media };
}

/** Which of `ids` name no picture of the library. */
export async function missingMedia(db: Queryable, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<{ id: number }>('SELECT id::int AS id FROM media WHERE id = ANY($1::bigint[])', [
    [...ids],
  ]);
  const found = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}

/** A picture's bytes for the public address; null when `id` is none or its slug or type differ. */
export async function mediaBytes(db: Queryable, id: number, slug: string, contentType: MediaType) {
  const { rows } = await db.query<{ content: string; sha256: string }>(
    `SELECT encode(content, 'base64') AS content, sha256 FROM media WHERE id = $1 AND slug = $2 AND content_type = $3`,
    [id, slug, contentType],
  );
  const row = rows[0];
  return row ? { content: Buffer.from(row.content, 'base64'), sha256: row.sha256 } : null;
}
