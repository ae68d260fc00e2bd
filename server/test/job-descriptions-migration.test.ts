import { describe, expect, test } from 'vitest';
import { migrate } from '../src/api/db/migrate';
import { sanitizeArticleHtml } from '../src/api/html/sanitize';
import { useEarlierMigrations } from './support/earlier-migrations';
import { drivers } from './support/test-app';

// migrations/019-job-descriptions-html.sql: each plain-text description, and each kept version of
// an offer, becomes the HTML that says the same; the sanitizer would store it unchanged
// (docs/decisions/037-job-descriptions-in-rich-text.md).

const PLAIN = 'Permis C & EC exigés, poids < 44 t.\r\nPrimes > 0.\n\n \n  Horaires :\tjour/nuit  \n\n\nCDI "long".';
const HTML =
  '<p>Permis C &amp; EC exigés, poids &lt; 44 t.<br />Primes &gt; 0.</p><p>Horaires :\tjour/nuit</p><p>CDI "long".</p>';

describe.each(drivers)('migration 019 on %s', (driver) => {
  const earlier = useEarlierMigrations(driver, '019');

  test('plain-text descriptions and the versions of offers become escaped paragraphs with line breaks', async () => {
    await migrate(earlier.db, earlier.dir);
    const { rows } = await earlier.db.query<{ id: number }>(
      `INSERT INTO jobs (slug, salary, experience_years, valid_through) VALUES ('old', 1, 0, '2030-01-01') RETURNING id`,
    );
    const id = rows[0]?.id;
    for (const [lang, description] of [
      ['fr', PLAIN],
      ['ar', 'سطر واحد'],
    ])
      await earlier.db.query(
        `INSERT INTO job_translations (job_id, lang, post, location, contract, description) VALUES ($1, $2, 'P', 'L', 'C', $3)`,
        [id, lang, description],
      );
    const version = (description: string) => ({
      salary: 1,
      translations: { fr: { post: 'P', description }, en: { post: 'P', description: 'a\nb' } },
    });
    await earlier.db.query(
      `INSERT INTO content_versions (kind, record_id, number, content) VALUES
         ('job', $1, 1, $2::jsonb), ('article', 1, 1, $3::jsonb), ('job', 2, 1, '{"translations": {}}'::jsonb)`,
      [id, JSON.stringify(version(PLAIN)), JSON.stringify({ translations: { fr: { body: 'a < b\nc' } } })],
    );

    expect(await migrate(earlier.db)).toEqual([
      '019-job-descriptions-html.sql',
      '020-content-version-in-notification.sql',
    ]);

    const texts = await earlier.db.query<{ lang: string; description: string }>(
      'SELECT lang, description FROM job_translations ORDER BY lang',
    );
    expect(texts.rows).toEqual([
      { lang: 'ar', description: '<p>سطر واحد</p>' },
      { lang: 'fr', description: HTML },
    ]);
    // What an unchanged save would store: the same bytes.
    for (const { description } of texts.rows) expect(sanitizeArticleHtml(description)).toBe(description);

    const versions = await earlier.db.query<{ kind: string; content: unknown }>(
      'SELECT kind, content FROM content_versions ORDER BY id',
    );
    expect(versions.rows).toEqual([
      {
        kind: 'job',
        content: {
          salary: 1,
          translations: { fr: { post: 'P', description: HTML }, en: { post: 'P', description: '<p>a<br />b</p>' } },
        },
      },
      { kind: 'article', content: { translations: { fr: { body: 'a < b\nc' } } } },
      { kind: 'job', content: { translations: {} } },
    ]);
    // The helper function is gone with the migration.
    const helper = await earlier.db.query(`SELECT 1 FROM pg_proc WHERE proname = 'job_description_as_html'`);
    expect(helper.rows).toEqual([]);
  });
});
