import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../src/api/db/database';
import { migrate } from '../src/api/db/migrate';
import { openDatabase } from '../src/api/db/open-database';
import { IMAGES_DIR } from '../src/paths';
import { daysSinceJobsWritten, JOBS_WRITTEN_ON, moveJobForward, seedDatabase } from '../src/api/seed/seed';
import { loadPartners, loadSeed } from '../src/api/seed/seed-files';
import { electricalProfile } from '@freight/shared/core/profiles/electrical';
import { freightProfile } from '@freight/shared/core/profiles/freight';
import { UNSAFE_FIXTURE_TITLE } from '../src/api/seed/unsafe-fixture';
import { drivers, freshDatabase } from './support/test-app';

const ARABIC = /[\u0600-\u06FF]/;
const LANGUAGES = ['fr', 'en', 'es', 'ar'] as const;

describe('seed files', () => {
  test('hold real content in four languages', async () => {
    const seed = await loadSeed();
    expect(seed.articles.length).toBeGreaterThanOrEqual(12);
    expect(seed.jobs).toHaveLength(12);
    expect(seed.categories).toHaveLength(8);
    expect(seed.partners).toHaveLength(7);

    for (const article of seed.articles) {
      expect(article.created_at >= '2025-01-01' && article.created_at < '2026-11-01').toBe(true);
      for (const lang of LANGUAGES) {
        const { title, body } = article.translations[lang];
        expect(body).toContain('<h2>');
        expect(body.match(/<(p|h2|ul|ol)>/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
        expect(ARABIC.test(title) && ARABIC.test(body)).toBe(lang === 'ar');
      }
    }
    for (const job of seed.jobs) {
      // As written (JOBS_WRITTEN_ON): posted before that day, open for weeks after it.
      expect(job.created_at < `${JOBS_WRITTEN_ON}T23:59:59Z`).toBe(true);
      expect(job.valid_through > '2026-12-31').toBe(true);
      expect(job.translations.ar.post).toMatch(ARABIC);
    }
    expect(seed.categories.filter((category) => category.image === null)).toHaveLength(1);
  });

  test('a database seeded later gets its offers moved forward by as many days, so none has expired', () => {
    const job = { slug: 'x', created_at: '2026-11-12T09:00:00.000Z', valid_through: '2027-01-31' };
    expect(daysSinceJobsWritten(new Date('2026-11-21T10:00:00Z'))).toBe(0);
    expect(daysSinceJobsWritten(new Date('2026-11-01T10:00:00Z'))).toBe(0);
    const days = daysSinceJobsWritten(new Date('2027-11-21T10:00:00Z'));
    expect(days).toBe(365);
    expect(moveJobForward(job, days)).toEqual({
      slug: 'x',
      created_at: '2027-11-12T09:00:00.000Z',
      valid_through: '2028-01-31',
    });
    expect(moveJobForward(job, 0)).toBe(job);
  });

  test('name images that exist', async () => {
    const seed = await loadSeed();
    const files = [
      ...seed.articles.map((article) => path.join('articles', article.img)),
      ...seed.categories.flatMap((category) => (category.image ? [path.join('categories', category.image)] : [])),
      ...seed.partners.map((partner) => path.join('partners', partner.logo)),
    ];
    for (const file of files) expect(existsSync(path.join(IMAGES_DIR, file)), file).toBe(true);
  });

  test('each brand has its own partner network, the names its profile shows when the logos cannot load', async () => {
    const freight = await loadPartners('freight');
    const electrical = await loadPartners('electrical');
    expect(freight.map((partner) => partner.name)).toEqual(freightProfile.partners);
    expect(electrical.map((partner) => partner.name)).toEqual(electricalProfile.partners);
    const shared = freight.filter((partner) =>
      electrical.some((other) => other.name === partner.name || other.logo === partner.logo),
    );
    expect(shared).toEqual([]);
    for (const partner of electrical)
      expect(existsSync(path.join(IMAGES_DIR, 'partners', partner.logo)), partner.logo).toBe(true);
    expect((await loadSeed(undefined, 'electrical')).partners).toEqual(electrical);
  });

  test('include one article whose raw source carries script, onerror and javascript: payloads', async () => {
    const seed = await loadSeed();
    const raw = seed.articles
      .map((article) => article.translations.en.body)
      .filter((body) => body.includes('<script>'));
    expect(raw).toHaveLength(1);
    expect(raw[0]).toMatch(/onerror=/);
    expect(raw[0]).toMatch(/href="javascript:/);
  });
});

describe.each(drivers)('seeding %s', (driver) => {
  let db: Database;
  let owned: boolean;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const fresh = await freshDatabase(driver);
    drop = fresh.drop;
    ({ db, owned } = await openDatabase(fresh.options));
  });
  afterAll(async () => {
    if (owned) await db.close();
    await drop();
  });

  const count = async (table: string) =>
    (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n;

  test('migrations apply once', async () => {
    expect(await migrate(db)).toEqual([
      '001-content.sql',
      '002-requests.sql',
      '003-applications.sql',
      '004-contact-messages.sql',
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
    expect(await migrate(db)).toEqual([]);
  });

  test('seeding fills empty tables once', async () => {
    const seed = await loadSeed();
    const first = await seedDatabase(db);
    expect(first).toMatchObject({
      articles: seed.articles.length,
      jobs: 12,
      categories: 8,
      partners: 7,
      fixture: false,
    });
    expect(await seedDatabase(db)).toMatchObject({ articles: 0, jobs: 0, categories: 0, partners: 0 });
    expect(await count('articles')).toBe(seed.articles.length);
    expect(await count('article_translations')).toBe(seed.articles.length * 4);
    expect(await count('job_translations')).toBe(48);
  });

  test("the partners follow SITE_PROFILE: a database seeded for one brand gets the other brand's list when it changes", async () => {
    const names = async () =>
      (await db.query<{ name: string }>('SELECT name FROM partners ORDER BY position')).rows.map((row) => row.name);
    expect(await names()).toEqual(freightProfile.partners);
    expect((await seedDatabase(db, { profile: 'electrical' })).partners).toBe(7);
    expect(await names()).toEqual(electricalProfile.partners);
    expect((await seedDatabase(db, { profile: 'electrical' })).partners).toBe(0);
    // A list edited by the staff matches no seed: it stays.
    await db.query("UPDATE partners SET name = 'Our own partner' WHERE position = 0");
    expect((await seedDatabase(db, { profile: 'freight' })).partners).toBe(0);
    await db.query(`UPDATE partners SET name = $1 WHERE position = 0`, [electricalProfile.partners[0]]);
    expect((await seedDatabase(db, { profile: 'freight' })).partners).toBe(7);
    expect(await names()).toEqual(freightProfile.partners);
  });

  test('stored article HTML is sanitized', async () => {
    const { rows } = await db.query<{ body: string; excerpt: string }>(
      'SELECT body, excerpt FROM article_translations',
    );
    for (const { body, excerpt } of rows) {
      expect(body).not.toMatch(/<script|onerror|javascript:/i);
      expect(excerpt).toMatch(/^<p>[\s\S]*<\/p>$/);
    }
  });

  test('the unsafe fixture is stored raw, once, when asked for', async () => {
    expect((await seedDatabase(db, { unsafeFixture: true })).fixture).toBe(true);
    expect((await seedDatabase(db, { unsafeFixture: true })).fixture).toBe(false);
    const { rows } = await db.query<{ body: string; excerpt: string; lang: string }>(
      `SELECT t.body, t.excerpt, t.lang FROM articles a JOIN article_translations t ON t.article_id = a.id WHERE t.title = $1`,
      [UNSAFE_FIXTURE_TITLE],
    );
    expect(rows.map((row) => row.lang).sort()).toEqual(['ar', 'en', 'es', 'fr']);
    for (const html of [rows[0]!.body, rows[0]!.excerpt]) {
      expect(html).toContain('<script>window.__xss=1</script>');
      expect(html).toContain('<img src="x" onerror="window.__xss=2">');
      expect(html).toContain('<a href="javascript:window.__xss=3">click</a>');
    }
  });
});
