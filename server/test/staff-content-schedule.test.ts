import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { articleListSchema } from '@freight/shared/core/api/models';
import { staffArticleSchema, staffJobSchema } from '@freight/shared/core/schemas/staff-content';
import { build } from '../src/app';
import { readEnv } from '../src/env';
import { fakeBuild } from './support/fake-build';
import { createStaffAccount, signIn } from './support/staff';
import { articleBody, jobBody } from './support/staff-content';
import { drivers, startApp } from './support/test-app';

// A publication scheduled for later: hidden from the API, the pages and the sitemap until its time,
// then shown without any write or staff request, on this instance and on another one on the same
// PostgreSQL (each moves its own content version at that time: content/publication-clock.ts).
// Rescheduled, unscheduled, and a past time refused (docs/decisions/035-content-versions-schedules-media.md).

const UNLIMITED = { max: 100_000, timeWindowMs: 60_000 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();

describe.each(drivers)('scheduled publication on %s', (driver) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let root: string;
  let editor: Awaited<ReturnType<typeof signIn>>;
  let recruiter: Awaited<ReturnType<typeof signIn>>;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'staff-schedule-'));
    await fakeBuild(root);
    await mkdir(path.join(root, 'shell', 'dist', 'server'), { recursive: true });
    ({ app, close } = await startApp(driver, {
      serveStatic: true,
      staticRoot: root,
      rateLimit: UNLIMITED,
      formRateLimit: UNLIMITED,
      outbox: { autoSend: false },
      staffSignInLimits: { perAddress: false, perAccount: false },
    }));
    editor = await signIn(app, (await createStaffAccount(app, { role: 'editor' })).email);
    recruiter = await signIn(app, (await createStaffAccount(app, { role: 'recruiter' })).email);
  });
  afterAll(async () => {
    await close();
    await rm(root, { recursive: true, force: true });
  });

  const post = (url: string, who: { headers: Record<string, string> }, payload: object) =>
    app.inject({ method: 'POST', url, headers: who.headers, payload });
  const newArticle = async (title: string) =>
    staffArticleSchema.parse(
      (
        await app.inject({
          method: 'POST',
          url: '/api/staff/articles',
          headers: editor.headers,
          payload: articleBody(title),
        })
      ).json(),
    );
  const listed = async (on: FastifyInstance, id: number) =>
    articleListSchema.parse((await on.inject({ url: '/api/blog?page=1' })).json()).data.some((a) => a.id === id);
  const inSitemap = async (on: FastifyInstance, id: number) =>
    (await on.inject({ url: '/sitemap.xml', headers: { host: 'site.test' } })).body.includes(`/blog/${id}<`);

  test('an article scheduled 3 s ahead appears on the API, the list and the sitemap when its time passes', async () => {
    const article = await newArticle('Programmé');
    const at = inMs(3000);
    const scheduled = await post(`/api/staff/articles/${article.id}/publish`, editor, {
      updated_at: article.updated_at,
      at,
    });
    expect(scheduled.statusCode).toBe(200);
    const record = staffArticleSchema.parse(scheduled.json());
    expect(record).toMatchObject({ status: 'published', scheduled: true });
    expect(Date.parse(record.published_at ?? '')).toBe(Date.parse(at));

    // Asked before its time (the caches hold these answers), it does not exist for visitors.
    expect((await app.inject({ url: `/api/blog/article/${article.id}` })).statusCode).toBe(404);
    expect(await listed(app, article.id)).toBe(false);
    expect(await inSitemap(app, article.id)).toBe(false);
    const versionBefore = app.db.content.current;

    await sleep(Date.parse(at) - Date.now() + 150);
    expect(app.db.content.current).toBeGreaterThan(versionBefore);
    expect((await app.inject({ url: `/api/blog/article/${article.id}` })).statusCode).toBe(200);
    expect(await listed(app, article.id)).toBe(true);
    expect(await inSitemap(app, article.id)).toBe(true);
    const staff = staffArticleSchema.parse(
      (await app.inject({ url: `/api/staff/articles/${article.id}`, headers: editor.headers })).json(),
    );
    expect(staff.scheduled).toBe(false);

    const audit = await app.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE target_kind = 'article' AND target_id = $1 ORDER BY id`,
      [String(article.id)],
    );
    expect(audit.rows.map((row) => row.action)).toEqual(['article-created', 'article-scheduled']);
  });

  test('rescheduled, published now, unscheduled; a time already passed is refused', async () => {
    const article = await newArticle('Reporté');
    const url = `/api/staff/articles/${article.id}`;
    const past = await post(`${url}/publish`, editor, { updated_at: article.updated_at, at: inMs(-60_000) });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ fields: { at: 'validation.date_past' } });

    const first = staffArticleSchema.parse(
      (await post(`${url}/publish`, editor, { updated_at: article.updated_at, at: inMs(3_600_000) })).json(),
    );
    const later = inMs(7_200_000);
    const moved = staffArticleSchema.parse(
      (await post(`${url}/publish`, editor, { updated_at: first.updated_at, at: later })).json(),
    );
    expect(Date.parse(moved.published_at ?? '')).toBe(Date.parse(later));
    // The same time again (a retried request) changes nothing, whatever updated_at.
    const again = await post(`${url}/publish`, editor, { updated_at: first.updated_at, at: later });
    expect(again.statusCode).toBe(200);
    expect(staffArticleSchema.parse(again.json()).updated_at).toBe(moved.updated_at);

    const now = staffArticleSchema.parse(
      (await post(`${url}/publish`, editor, { updated_at: moved.updated_at })).json(),
    );
    expect(now.scheduled).toBe(false);
    expect((await app.inject({ url: `/api/blog/article/${article.id}` })).statusCode).toBe(200);

    const other = await newArticle('Annulé');
    const planned = staffArticleSchema.parse(
      (
        await post(`/api/staff/articles/${other.id}/publish`, editor, {
          updated_at: other.updated_at,
          at: inMs(3_600_000),
        })
      ).json(),
    );
    const unscheduled = await post(`/api/staff/articles/${other.id}/unpublish`, editor, {
      updated_at: planned.updated_at,
    });
    expect(staffArticleSchema.parse(unscheduled.json())).toMatchObject({
      status: 'draft',
      published_at: null,
      scheduled: false,
    });
  });

  test('an offer scheduled for a day after its last day is refused', async () => {
    const job = staffJobSchema.parse(
      (
        await app.inject({ method: 'POST', url: '/api/staff/jobs', headers: recruiter.headers, payload: jobBody() })
      ).json(),
    );
    const refused = await post(`/api/staff/jobs/${job.id}/publish`, recruiter, {
      updated_at: job.updated_at,
      at: new Date(Date.parse(`${job.valid_through}T12:00:00Z`) + 3 * 86_400_000).toISOString(),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fields: { valid_through: 'validation.date_past' } });
    expect((await app.inject({ url: `/api/staff/jobs/${job.id}`, headers: recruiter.headers })).json()).toMatchObject({
      status: 'draft',
    });
  });

  test.runIf(driver === 'postgres')('another instance on the same database shows it when its time passes', async () => {
    const { rows } = await app.db.query<{ schema: string }>('SELECT current_schema() AS schema');
    const url = readEnv().DATABASE_URL;
    if (!url || !rows[0]) throw new Error('no PostgreSQL');
    const other = build({
      database: { kind: 'postgres', url, schema: rows[0].schema },
      serveStatic: true,
      staticRoot: root,
      retention: { autoSweep: false },
    });
    await other.ready();
    try {
      const article = await newArticle('Sur toute la flotte');
      // Warm the other instance's caches before the schedule.
      expect(await listed(other, article.id)).toBe(false);
      const at = inMs(2000);
      expect(
        (await post(`/api/staff/articles/${article.id}/publish`, editor, { updated_at: article.updated_at, at }))
          .statusCode,
      ).toBe(200);
      await sleep(300);
      expect((await other.inject({ url: `/api/blog/article/${article.id}` })).statusCode).toBe(404);
      expect(await listed(other, article.id)).toBe(false);
      await sleep(Date.parse(at) - Date.now() + 200);
      expect((await other.inject({ url: `/api/blog/article/${article.id}` })).statusCode).toBe(200);
      expect(await listed(other, article.id)).toBe(true);
      expect(await inSitemap(other, article.id)).toBe(true);
    } finally {
      await other.close();
    }
  });
});
