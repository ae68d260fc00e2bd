import { describe, expect, test } from 'vitest';
import { migrate } from '../src/api/db/migrate';
import { useEarlierMigrations } from './support/earlier-migrations';
import { drivers } from './support/test-app';

// migrations/009-content-editing.sql on a database that already holds content
// and applications: what was there stays public, dated as it was, and an
// application's last change is its arrival.

describe.each(drivers)('migration 009 on %s', (driver) => {
  const earlier = useEarlierMigrations(driver, '008');

  test('existing articles and offers are published when written; applications last changed when they arrived', async () => {
    await migrate(earlier.db, earlier.dir);
    const written = '2026-03-04T05:06:07.891Z';
    await earlier.db.query(`INSERT INTO articles (slug, img, created_at) VALUES ('old', 'old.svg', $1)`, [written]);
    await earlier.db.query(
      `INSERT INTO jobs (slug, salary, experience_years, created_at, valid_through) VALUES ('old', 1, 0, $1, '2030-01-01')`,
      [written],
    );
    await earlier.db.query(
      `INSERT INTO applications (reference, payload, career_type, full_name, email, phone, country, city, level_of_studies,
         cv_storage_key, cv_file_name, cv_size, cv_sha256, created_at)
       VALUES ('A-2026-000001', '{}'::jsonb, 'job-offer', 'Old', 'old@example.com', '0600000000', 'Maroc', 'Tanger', 'bac',
         'old-key', 'cv.pdf', 10, 'abc', $1)`,
      [written],
    );

    expect(await migrate(earlier.db)).toContain('009-content-editing.sql');

    const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
    for (const table of ['articles', 'jobs']) {
      const { rows } = await earlier.db.query<{ published_at: Date; updated_at: Date; updated_by: null }>(
        `SELECT published_at, updated_at, updated_by FROM ${table}`,
      );
      expect(rows.map((row) => [iso(row.published_at), iso(row.updated_at), row.updated_by])).toEqual([
        [written, written, null],
      ]);
    }
    const { rows } = await earlier.db.query<{ updated_at: Date }>('SELECT updated_at FROM applications');
    expect(rows.map((row) => iso(row.updated_at))).toEqual([written]);
    // A new row is a draft until published.
    await earlier.db.query(`INSERT INTO articles (slug, img) VALUES ('new', 'new.svg')`);
    const fresh = await earlier.db.query<{ published_at: Date | null }>(
      `SELECT published_at FROM articles WHERE slug = 'new'`,
    );
    expect(fresh.rows).toEqual([{ published_at: null }]);
  });
});
