import { todayIso } from '@freight/shared/core/schemas/dates';
import type { Job, Language, Paginated } from '@freight/shared/core/api/models';
import type { Queryable } from '../db/database';
import { isoTimestamp, pageWindow, toPage } from '../db/pagination';
import { sanitizeArticleHtml } from '../html/sanitize';

export interface JobInput {
  slug: string;
  salary: number;
  experience: number;
  created_at: string;
  valid_through: string;
  /** `description` is HTML (docs/decisions/037-job-descriptions-in-rich-text.md). */
  translations: Record<Language, { post: string; location: string; contract: string; description: string }>;
}

// The requested language, French (always seeded) when a translation is missing.
const SELECT = `
  SELECT j.id, coalesce(t.post, f.post) AS post, coalesce(t.location, f.location) AS location,
         j.experience_years AS experience, j.salary, coalesce(t.contract, f.contract) AS contract,
         coalesce(t.description, f.description) AS description,
         ${isoTimestamp('j.published_at')} AS created_at, to_char(j.valid_through, 'YYYY-MM-DD') AS valid_through
  FROM jobs j
  JOIN job_translations f ON f.job_id = j.id AND f.lang = 'fr'
  LEFT JOIN job_translations t ON t.job_id = j.id AND t.lang = $1`;

// An offer is open while published and until the end of its valid_through day
// on the company's calendar: drafts and expired offers are neither listed nor
// served (nor applied to). Visitors see the publication time as its date.
// A publication scheduled for later is hidden until its time (content/publication-clock.ts).
export const OPEN_JOB = (day: string) =>
  `j.published_at IS NOT NULL AND j.published_at <= now() AND j.valid_through >= ${day}::date`;
const OPEN = OPEN_JOB('$2');

/** Stores an offer as the seed files give it: published when it was written, its description sanitized as articles are. */
export async function insertJob(db: Queryable, input: JobInput): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO jobs (slug, salary, experience_years, created_at, valid_through, published_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $4, date_trunc('milliseconds', $4::timestamptz)) RETURNING id`,
    [input.slug, input.salary, input.experience, input.created_at, input.valid_through],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('INSERT INTO jobs returned no id');
  for (const [lang, text] of Object.entries(input.translations)) {
    await db.query(
      `INSERT INTO job_translations (job_id, lang, post, location, contract, description)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [id, lang, text.post, text.location, text.contract, sanitizeArticleHtml(text.description)],
    );
  }
  return id;
}

/**
 * todayIso() of the company's calendar, worked out at most about once a second
 * (it builds an Intl formatter) yet exact: a day is kept only while the
 * calendar still shows it a second later, so it is dropped before midnight.
 */
export function companyToday(clock: () => number = () => Date.now()): () => string {
  let day = '';
  let keepUntil = 0;
  return () => {
    const now = clock();
    if (now < keepUntil) return day;
    day = todayIso(new Date(now));
    keepUntil = todayIso(new Date(now + 1_000)) === day ? now + 1_000 : 0;
    return day;
  };
}

export function createJobsRepository(db: Queryable, today: () => string = companyToday()) {
  return {
    /** The day offers are open on: listed and served while their valid_through is this day or later. */
    today,
    async list(page: number, lang: Language): Promise<Paginated<Job>> {
      const { limit, offset } = pageWindow(page);
      const day = today();
      const [{ rows }, count] = await Promise.all([
        db.query<Job>(`${SELECT} WHERE ${OPEN} ORDER BY j.published_at DESC, j.id DESC LIMIT $3 OFFSET $4`, [
          lang,
          day,
          limit,
          offset,
        ]),
        db.query<{ total: number }>(`SELECT count(*)::int AS total FROM jobs j WHERE ${OPEN_JOB('$1')}`, [day]),
      ]);
      return toPage(rows, page, count.rows[0]?.total ?? 0);
    },
    async get(id: number, lang: Language): Promise<Job | null> {
      const { rows } = await db.query<Job>(`${SELECT} WHERE ${OPEN} AND j.id = $3`, [lang, today(), id]);
      return rows[0] ?? null;
    },
    /** Whether an offer is open: its page exists (the site answers 404 for an unknown or expired one). */
    async isOpen(id: number): Promise<boolean> {
      const { rows } = await db.query(`SELECT 1 FROM jobs j WHERE j.id = $1 AND ${OPEN}`, [id, today()]);
      return rows.length > 0;
    },
    /** Every open offer's id, publication and last change, newest first (the sitemap). */
    async openOffers(): Promise<Array<{ id: number; created_at: string; updated_at: string }>> {
      const { rows } = await db.query<{ id: number; created_at: string; updated_at: string }>(
        `SELECT j.id, ${isoTimestamp('j.published_at')} AS created_at, ${isoTimestamp('greatest(j.published_at, j.updated_at)')} AS updated_at
         FROM jobs j WHERE ${OPEN_JOB('$1')} ORDER BY j.published_at DESC, j.id DESC`,
        [today()],
      );
      return rows;
    },
    create: (input: JobInput) => insertJob(db, input),
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
