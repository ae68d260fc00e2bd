import type { Database, Queryable } from '../db/database';
import { insertArticle } from '../plugins/app/articles-repository';
import { insertCategory, insertPartner } from '../plugins/app/catalog-repository';
import { insertJob } from '../plugins/app/jobs-repository';
import { loadSeed, type SeedData } from './seed-files';
import { insertUnsafeFixture } from './unsafe-fixture';

// Shared by every process seeding the same database (see migrate.ts).
const SEED_LOCK = 7_420_002;

export interface SeedOptions {
  /** Test only: adds the unsanitized 'XSS fixture' article (see unsafe-fixture.ts). */
  unsafeFixture?: boolean;
  data?: SeedData;
}

async function isEmpty(db: Queryable, table: 'articles' | 'jobs' | 'categories' | 'partners'): Promise<boolean> {
  const { rows } = await db.query<{ present: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${table}) AS present`);
  return !rows[0]?.present;
}

/**
 * Fills each content table from api/seed when that table is empty, so a fresh
 * start shows a real-looking site and a restart adds nothing. Returns the
 * number of rows inserted per table.
 */
export async function seedDatabase(db: Database, options: SeedOptions = {}) {
  const data = options.data ?? (await loadSeed());
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const inserted = { articles: 0, jobs: 0, categories: 0, partners: 0, fixture: false };

    if (await isEmpty(tx, 'articles')) {
      for (const article of data.articles) await insertArticle(tx, article);
      inserted.articles = data.articles.length;
    }
    if (await isEmpty(tx, 'jobs')) {
      for (const job of data.jobs) await insertJob(tx, job);
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
      for (const [position, { logo, ...partner }] of data.partners.entries()) {
        await insertPartner(tx, { ...partner, logo_url: `/images/partners/${logo}`, position });
      }
      inserted.partners = data.partners.length;
    }
    if (options.unsafeFixture) inserted.fixture = await insertUnsafeFixture(tx);
    return inserted;
  });
}
