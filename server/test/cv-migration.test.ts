import { describe, expect, test } from 'vitest';
import { migrate } from '../src/api/db/migrate';
import { pdfBytes } from './support/application-fixtures';
import { storedCv } from './support/stored-cvs';
import { useEarlierMigrations } from './support/earlier-migrations';
import { drivers } from './support/test-app';

// migrations/010-cv-content.sql on a database that already holds applications
// whose CVs are files: they stay as they are (for `npm run files:import`), and
// what a previous version does during a rolling deploy keeps working.

const legacyInsert = (reference: string, key: string) =>
  `INSERT INTO applications (reference, payload, career_type, full_name, email, phone, country, city, level_of_studies,
     cv_storage_key, cv_file_name, cv_size, cv_sha256)
   VALUES ('${reference}', '{}'::jsonb, 'job-offer', 'Old', 'old@example.com', '0600000000', 'Maroc', 'Tanger', 'bac',
     '${key}', 'cv.pdf', 10, 'abc')`;

describe.each(drivers)('migration 010 on %s', (driver) => {
  const earlier = useEarlierMigrations(driver, '010');

  test('adds application_cvs only: earlier rows stay, a previous version still inserts and deletes applications', async () => {
    await migrate(earlier.db, earlier.dir);
    await earlier.db.exec(legacyInsert('A-2026-000001', 'before.pdf'));

    expect(await migrate(earlier.db)).toEqual(['010-cv-content.sql', '011-follow-links.sql']);
    const { rows } = await earlier.db.query<{ n: number }>('SELECT count(*)::int AS n FROM applications');
    expect(rows[0]?.n).toBe(1);

    // The previous version's INSERT (a file on its disk, no CV row) is still accepted.
    await earlier.db.exec(legacyInsert('A-2026-000002', 'during.pdf'));
    // The new version's CV of a row, and the previous version's retention deleting that row: the CV goes too.
    await earlier.db.query('INSERT INTO application_cvs (storage_key, content) VALUES ($1, $2::bytea)', [
      'during.pdf',
      pdfBytes(),
    ]);
    await earlier.db.query(`DELETE FROM applications WHERE reference = 'A-2026-000002'`);
    expect(await storedCv(earlier.db, 'during.pdf')).toBeNull();
    // An empty CV is refused.
    await expect(
      earlier.db.query('INSERT INTO application_cvs (storage_key, content) VALUES ($1, $2::bytea)', [
        'before.pdf',
        Buffer.alloc(0),
      ]),
    ).rejects.toThrow(/check constraint/);
  });
});
