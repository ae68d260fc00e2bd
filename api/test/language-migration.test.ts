import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../src/db/database';
import { migrate, MIGRATIONS_DIR } from '../src/db/migrate';
import { openDatabase } from '../src/db/open-database';
import { drivers, freshDatabase } from './support/test-app';

// migrations/005-request-language.sql on a database that already holds
// requests: they keep working, as French ones, and new rows take a language.

describe.each(drivers)('migration 005 on %s', (driver) => {
  let db: Database;
  let owned: boolean;
  let drop: () => Promise<void>;
  let before: string;

  beforeAll(async () => {
    const fresh = await freshDatabase(driver);
    drop = fresh.drop;
    ({ db, owned } = await openDatabase(fresh.options));
    // The database as it was before 005: the earlier migrations only.
    before = await mkdtemp(path.join(tmpdir(), 'migrations-004-'));
    for (const file of await readdir(MIGRATIONS_DIR)) {
      if (file.endsWith('.sql') && file < '005')
        await copyFile(path.join(MIGRATIONS_DIR, file), path.join(before, file));
    }
  });
  afterAll(async () => {
    if (owned) await db.close();
    await drop();
    await rm(before, { recursive: true, force: true });
  });

  test('existing rows read as French, new rows store their language, an unknown language is refused', async () => {
    expect(await migrate(db, before)).toHaveLength(4);
    await db.query(
      `INSERT INTO contact_messages (reference, payload, full_name, email, telephone)
       VALUES ('C-2026-000001', '{}'::jsonb, 'Old', 'old@example.com', '0600000000')`,
    );
    await db.query(
      `INSERT INTO applications (reference, payload, career_type, full_name, email, phone, country, city, level_of_studies,
         cv_storage_key, cv_file_name, cv_size, cv_sha256)
       VALUES ('A-2026-000001', '{}'::jsonb, 'driver', 'Old', 'old@example.com', '0600000000', 'Maroc', 'Tanger', 'bac',
         'old-key', 'cv.pdf', 10, 'abc')`,
    );

    expect(await migrate(db)).toEqual([
      '005-request-language.sql',
      '006-content-version.sql',
      '007-staff.sql',
      '009-content-editing.sql',
    ]);

    const contact = await db.query<{ language: string }>(`SELECT language FROM contact_messages`);
    expect(contact.rows).toEqual([{ language: 'fr' }]);
    const application = await db.query<{ language: string; cv_consent_at: Date | null }>(
      `SELECT language, cv_consent_at FROM applications`,
    );
    expect(application.rows).toEqual([{ language: 'fr', cv_consent_at: null }]);

    for (const table of ['quote_requests', 'other_quote_requests', 'contact_messages', 'applications']) {
      const { rows } = await db.query<{ column_default: string | null; is_nullable: string }>(
        `SELECT column_default, is_nullable FROM information_schema.columns
         WHERE table_name = $1 AND column_name = 'language' AND table_schema = current_schema()`,
        [table],
      );
      expect(rows, table).toEqual([{ column_default: "'fr'::text", is_nullable: 'NO' }]);
    }

    await db.query(
      `INSERT INTO contact_messages (reference, payload, full_name, email, telephone, language)
       VALUES ('C-2026-000002', '{}'::jsonb, 'New', 'new@example.com', '0600000000', 'ar')`,
    );
    expect((await db.query(`SELECT 1 FROM contact_messages WHERE language = 'ar'`)).rows).toHaveLength(1);
    await expect(
      db.query(
        `INSERT INTO contact_messages (reference, payload, full_name, email, telephone, language)
         VALUES ('C-2026-000003', '{}'::jsonb, 'New', 'new@example.com', '0600000000', 'de')`,
      ),
    ).rejects.toThrow(/check/i);
  });
});
