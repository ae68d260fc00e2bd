import { todayIso } from '@freight/shared/core/schemas/dates';
import type { Database, Queryable } from '../db/database';
import { insertArticle } from '../articles/articles-repository';
import { insertCategory, insertPartner } from '../catalog/catalog-repository';
import { insertJob } from '../jobs/jobs-repository';
import { DEFAULT_PROFILE, PROFILE_NAMES, type ProfileName } from '@freight/shared/core/profiles/profile-names';
import { loadPartners, loadSeed, type SeedData } from './seed-files';
import { insertUnsafeFixture } from './unsafe-fixture';

// Shared by every process seeding the same database (see migrate.ts).
const SEED_LOCK = 7_420_002;

export interface SeedOptions {
  /** Test only: adds the unsanitized 'XSS fixture' article (see unsafe-fixture.ts). */
  unsafeFixture?: boolean;
  data?: SeedData;
  /** The brand served (SITE_PROFILE): its partner network is seeded. Default: freight. */
  profile?: ProfileName;
  /** The seeding day (tests); the offers' dates follow it. Default: now. */
  now?: Date;
}

async function isEmpty(db: Queryable, table: 'articles' | 'jobs' | 'categories' | 'partners'): Promise<boolean> {
  const { rows } = await db.query<{ present: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${table}) AS present`);
  return !rows[0]?.present;
}

/**
 * Fills each content table from server/seed when that table is empty, so a fresh
 * start shows a real-looking site and a restart adds nothing. Returns the
 * number of rows inserted per table.
 */
/**
 * The seed's offers are written as of this day (posted a few days before it, open
 * for months after). A database seeded later gets them moved forward by as many
 * days, so a fresh start always shows current offers rather than expired ones.
 */
export const JOBS_WRITTEN_ON = '2026-11-21';
const DAY_MS = 86_400_000;

export function daysSinceJobsWritten(now: Date): number {
  return Math.max(0, Math.round((Date.parse(todayIso(now)) - Date.parse(JOBS_WRITTEN_ON)) / DAY_MS));
}

export function moveJobForward<T extends { created_at: string; valid_through: string }>(job: T, days: number): T {
  if (days === 0) return job;
  const created = new Date(Date.parse(job.created_at) + days * DAY_MS).toISOString();
  const validThrough = new Date(Date.parse(`${job.valid_through}T00:00:00Z`) + days * DAY_MS)
    .toISOString()
    .slice(0, 10);
  return { ...job, created_at: created, valid_through: validThrough };
}

type SeedPartner = SeedData['partners'][number];

/**
 * True when the partners table holds exactly another brand's seeded list (same
 * names, same order): a database started under one profile and now serving the
 * other. Staff-edited lists match no seed file and are never replaced.
 */
async function holdsOtherBrandSeed(db: Queryable, profile: ProfileName): Promise<boolean> {
  const { rows } = await db.query<{ name: string }>('SELECT name FROM partners ORDER BY position, id');
  const names = rows.map((row) => row.name).join('\n');
  for (const other of PROFILE_NAMES.filter((name) => name !== profile)) {
    const seeded = (await loadPartners(other)).map((partner) => partner.name).join('\n');
    if (names === seeded) return true;
  }
  return false;
}

async function insertPartners(db: Queryable, partners: SeedPartner[]) {
  for (const [position, { logo, ...partner }] of partners.entries()) {
    await insertPartner(db, { ...partner, logo_url: `/images/partners/${logo}`, position });
  }
}

export async function seedDatabase(db: Database, options: SeedOptions = {}) {
  const profile = options.profile ?? DEFAULT_PROFILE;
  const data = options.data ?? (await loadSeed(undefined, profile));
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const inserted = { articles: 0, jobs: 0, categories: 0, partners: 0, fixture: false };

    if (await isEmpty(tx, 'articles')) {
      for (const article of data.articles) await insertArticle(tx, article);
      inserted.articles = data.articles.length;
    }
    if (await isEmpty(tx, 'jobs')) {
      const days = daysSinceJobsWritten(options.now ?? new Date());
      for (const job of data.jobs) await insertJob(tx, moveJobForward(job, days));
      inserted.jobs = data.jobs.length;
    }
    if (await isEmpty(tx, 'categories')) {
      for (const [position, { image, ...category }] of data.categories.entries()) {
        const image_url = image ? `/images/categories/${image}` : null;
        await insertCategory(tx, { ...category, image_url, position });
      }
      inserted.categories = data.categories.length;
    }
    if (await isEmpty(tx, 'partners')) {
      await insertPartners(tx, data.partners);
      inserted.partners = data.partners.length;
    } else if (await holdsOtherBrandSeed(tx, profile)) {
      await tx.query('DELETE FROM partners');
      await insertPartners(tx, data.partners);
      inserted.partners = data.partners.length;
    }
    if (options.unsafeFixture) inserted.fixture = await insertUnsafeFixture(tx);
    return inserted;
  });
}
