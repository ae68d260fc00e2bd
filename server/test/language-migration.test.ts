import { describe, expect, test } from 'vitest';
import { migrate } from '../src/api/db/migrate';
import { useEarlierMigrations } from './support/earlier-migrations';
import { drivers } from './support/test-app';

// migrations/005-request-language.sql on a database that already holds
// requests: they keep working, as French ones, and new rows take a language.

describe.each(drivers)('migration 005 on %s', (driver) => {
  const earlier = useEarlierMigrations(driver, '005');

  test('existing rows read as French, new rows store their language, an unknown language is refused', async () => {
    expect(await migrate(earlier.db, earlier.dir)).toHaveLength(4);
    await earlier.db.query(
      `INSERT INTO contact_messages (reference, payload, full_name, email, telephone)
       VALUES ('C-2026-000001', '{}'::jsonb, 'Old', 'old@example.com', '0600000000')`,
    );
    await earlier.db.query(
      `INSERT INTO applications (reference, payload, career_type, full_name, email, phone, country, city, level_of_studies,
         cv_storage_key, cv_file_name, cv_size, cv_sha256)
       VALUES ('A-2026-000001', '{}'::jsonb, 'driver', 'Old', 'old@example.com', '0600000000', 'Maroc', 'Tanger', 'bac',
         'old-key', 'cv.pdf', 10, 'abc')`,
    );

    expect(await migrate(earlier.db)).toEqual([
      '005-request-language.sql',
      '006-content-version.sql',
      '007-staff.sql',
      '008-request-workflow.sql',
      '009-content-editing.sql',
      '010-cv-content.sql',
      '011-follow-links.sql',
      '012-inbox-previews.sql',
      '013-offers.sql',
      '014-inbox-views.sql',
      '015-reply-templates-and-attachments.sql',
      '016-content-versions.sql',
      '017-media.sql',
      '018-inbox-counts.sql',
      '019-job-descriptions-html.sql',
      '020-content-version-in-notification.sql',
    ]);

    const contact = await earlier.db.query<{ language: string }>(`SELECT language FROM contact_messages`);
    expect(contact.rows).toEqual([{ language: 'fr' }]);
    const application = await earlier.db.query<{ language: string; cv_consent_at: Date | null }>(
      `SELECT language, cv_consent_at FROM applications`,
    );
    expect(application.rows).toEqual([{ language: 'fr', cv_consent_at: null }]);

    for (const table of ['quote_requests', 'other_quote_requests', 'contact_messages', 'applications']) {
      const { rows } = await earlier.db.query<{ column_default: string | null; is_nullable: string }>(
        `SELECT column_default, is_nullable FROM information_schema.columns
         WHERE table_name = $1 AND column_name = 'language' AND table_schema = current_schema()`,
        [table],
      );
      expect(rows, table).toEqual([{ column_default: "'fr'::text", is_nullable: 'NO' }]);
    }

    await earlier.db.query(
      `INSERT INTO contact_messages (reference, payload, full_name, email, telephone, language)
       VALUES ('C-2026-000002', '{}'::jsonb, 'New', 'new@example.com', '0600000000', 'ar')`,
    );
    expect((await earlier.db.query(`SELECT 1 FROM contact_messages WHERE language = 'ar'`)).rows).toHaveLength(1);
    await expect(
      earlier.db.query(
        `INSERT INTO contact_messages (reference, payload, full_name, email, telephone, language)
         VALUES ('C-2026-000003', '{}'::jsonb, 'New', 'new@example.com', '0600000000', 'de')`,
      ),
    ).rejects.toThrow(/check/i);
  });
});
