import type { Queryable } from '../db/database';

// TEST ONLY (SEED_UNSAFE_FIXTURE=1). The server sanitizes every article it
// stores, so nothing dangerous ever reaches the browser from the API. The
// end-to-end suite still has to prove the browser's own sanitizer, so this one
// article is written with raw SQL, bypassing sanitization on purpose. Never
// enable it in production.

export const UNSAFE_FIXTURE_SLUG = 'xss-fixture';
export const UNSAFE_FIXTURE_TITLE = 'XSS fixture';

// Everything in the first paragraph, so the list's excerpt carries the payloads too.
const UNSAFE_HTML = [
  '<p>Test fixture with dangerous markup. <script>window.__xss=1</script>',
  '<img src="x" onerror="window.__xss=2"> <a href="javascript:window.__xss=3">click</a></p>',
  '<p>If window.__xss is set after this page rendered, the browser sanitizer failed.</p>',
].join('\n');

/** Inserts the fixture once (newest article, so it is first in the list). Returns whether it was inserted. */
export async function insertUnsafeFixture(db: Queryable): Promise<boolean> {
  const existing = await db.query('SELECT 1 FROM articles WHERE slug = $1', [UNSAFE_FIXTURE_SLUG]);
  if (existing.rows.length > 0) return false;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO articles (slug, img, created_at, published_at)
     VALUES ($1, 'security-note.svg', '2026-11-20T12:00:00Z', '2026-11-20T12:00:00Z') RETURNING id`,
    [UNSAFE_FIXTURE_SLUG],
  );
  const id = rows[0]?.id;
  for (const lang of ['fr', 'en', 'es', 'ar']) {
    const excerpt = UNSAFE_HTML.split('\n').slice(0, 2).join('\n');
    await db.query(
      'INSERT INTO article_translations (article_id, lang, title, body, excerpt) VALUES ($1, $2, $3, $4, $5)',
      [id, lang, UNSAFE_FIXTURE_TITLE, UNSAFE_HTML, excerpt],
    );
  }
  return true;
}
