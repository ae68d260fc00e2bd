import { PAGE_SIZE, type Paginated } from '@freight/shared/core/api/models';
import { LANGUAGES } from '@freight/shared/core/constants';
import type {
  StaffContentListQuery,
  StaffJob,
  StaffJobInput,
  StaffJobSummary,
} from '@freight/shared/core/schemas/staff-content';
import type { Queryable } from '../db/database';
import { toPage } from '../db/pagination';
import { cleanRichTexts, fieldInLanguages } from '../content/rich-text';
import {
  type ChangeOutcome,
  changedFields,
  digestOf,
  insertWithFreeSlug,
  refusedChange,
  META_COLUMNS,
  NEXT_UPDATED_AT,
  slugOf,
  setPublished,
  STATUS_FILTER,
} from '../content/content-records';

// Job offers as the back office reads and writes them (all four languages at
// once; descriptions sanitized as article bodies are); the public reads are in jobs-repository.ts.

const EXPIRED = `(r.published_at IS NOT NULL AND r.valid_through < $1::date)`;

const RECORD = `SELECT ${META_COLUMNS}, r.salary, r.experience_years,
    to_char(r.valid_through, 'YYYY-MM-DD') AS valid_through, ${EXPIRED} AS expired,
    (SELECT json_object_agg(t.lang, json_build_object('post', t.post, 'location', t.location,
            'contract', t.contract, 'description', t.description))
     FROM job_translations t WHERE t.job_id = r.id) AS translations
  FROM jobs r LEFT JOIN staff_accounts b ON b.id = r.updated_by`;

/** What the audit log keeps of an offer: every field, the descriptions as digests. */
export function auditedJob(job: Pick<StaffJob, 'salary' | 'experience_years' | 'valid_through' | 'translations'>) {
  const flat: Record<string, unknown> = {
    salary: job.salary,
    experience_years: job.experience_years,
    valid_through: job.valid_through,
  };
  for (const lang of LANGUAGES) {
    const text = job.translations[lang];
    Object.assign(flat, {
      [`${lang}.post`]: text.post,
      [`${lang}.location`]: text.location,
      [`${lang}.contract`]: text.contract,
      [`${lang}.description`]: digestOf(text.description),
    });
  }
  return flat;
}

export function createStaffJobsStore(db: Queryable, today: () => string) {
  async function get(id: number): Promise<StaffJob | null> {
    const { rows } = await db.query<StaffJob>(`${RECORD} WHERE r.id = $2`, [today(), id]);
    return rows[0] ?? null;
  }

  async function writeTranslations(id: number, input: StaffJobInput, descriptions: Record<string, string>) {
    for (const lang of LANGUAGES) {
      const text = { ...input.translations[lang], description: descriptions[`translations.${lang}.description`] };
      await db.query(
        `INSERT INTO job_translations (job_id, lang, post, location, contract, description)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (job_id, lang) DO UPDATE SET post = EXCLUDED.post, location = EXCLUDED.location,
           contract = EXCLUDED.contract, description = EXCLUDED.description`,
        [id, lang, text.post, text.location, text.contract, text.description],
      );
    }
  }

  return {
    get,

    /** Most recently changed first. */
    async list(query: StaffContentListQuery): Promise<Paginated<StaffJobSummary>> {
      const where = STATUS_FILTER[query.status];
      const [{ rows }, count] = await Promise.all([
        db.query<StaffJobSummary>(
          `SELECT ${META_COLUMNS}, f.post, to_char(r.valid_through, 'YYYY-MM-DD') AS valid_through, ${EXPIRED} AS expired
           FROM jobs r LEFT JOIN staff_accounts b ON b.id = r.updated_by
           JOIN job_translations f ON f.job_id = r.id AND f.lang = 'fr'
           WHERE ${where} ORDER BY r.updated_at DESC, r.id DESC LIMIT ${PAGE_SIZE} OFFSET ${(query.page - 1) * PAGE_SIZE}`,
          [today()],
        ),
        db.query<{ total: number }>(`SELECT count(*)::int AS total FROM jobs r WHERE ${where}`),
      ]);
      return toPage(rows, query.page, count.rows[0]?.total ?? 0);
    },

    /** A new offer, as a draft; its slug comes from the French post. */
    async create(input: StaffJobInput, by: number): Promise<StaffJob> {
      const descriptions = cleanRichTexts(fieldInLanguages(input.translations, 'description'));
      const id = await insertWithFreeSlug(db, 'jobs', slugOf(input.translations.fr.post, 'offre'), async (slug) => {
        const { rows } = await db.query<{ id: number }>(
          `INSERT INTO jobs (slug, salary, experience_years, valid_through, updated_by)
           VALUES ($1, $2, $3, $4, $5) ON CONFLICT (slug) DO NOTHING RETURNING id`,
          [slug, input.salary, input.experience_years, input.valid_through, by],
        );
        return rows[0]?.id;
      });
      await writeTranslations(id, input, descriptions);
      const job = await get(id);
      if (!job) throw new Error('the new offer vanished');
      return job;
    },

    /** Replaces the whole offer if it still has the `updatedAt` the editor read. */
    async update(id: number, input: StaffJobInput, updatedAt: string, by: number): Promise<ChangeOutcome<StaffJob>> {
      const descriptions = cleanRichTexts(fieldInLanguages(input.translations, 'description'));
      const before = await get(id);
      const { rows } = await db.query(
        `UPDATE jobs SET salary = $3, experience_years = $4, valid_through = $5,
           updated_at = ${NEXT_UPDATED_AT}, updated_by = $6
         WHERE id = $1 AND updated_at = $2::timestamptz RETURNING id`,
        [id, updatedAt, input.salary, input.experience_years, input.valid_through, by],
      );
      if (rows.length === 0) return refusedChange(db, 'jobs', id);
      await writeTranslations(id, input, descriptions);
      const record = await get(id);
      if (!record) return { status: 'missing' };
      return { status: 'changed', record, before };
    },

    /** Publishes (now or `at`) or unpublishes (content-records.ts, setPublished). */
    setPublished: (id: number, published: boolean, updatedAt: string, by: number, at?: string) =>
      setPublished(db, 'jobs', get, { id, published, updatedAt, by, at }),
  };
}

/** The audit details of a change: only what differs, long texts as digests. */
export function jobChanges(before: StaffJob | null, after: StaffJob) {
  return changedFields(before && { status: before.status, ...auditedJob(before) }, {
    status: after.status,
    ...auditedJob(after),
  });
}
