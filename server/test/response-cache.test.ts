import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { apiErrorSchema, articleListSchema, jobListSchema, partnerListSchema } from '@freight/shared/core/api/models';
import { todayIso } from '@freight/shared/core/schemas/dates';
import { readEnv } from '../src/env';
import { preferredEncoding } from '../src/api/http/response-cache';
import { insertArticle } from '../src/api/articles/articles-repository';
import { companyToday, insertJob } from '../src/api/jobs/jobs-repository';
import { drivers, startApp } from './support/test-app';

// The in-process cache of the public GETs (src/http/response-cache.ts) and the
// content version that invalidates it (src/db/content-version.ts).

const BROWSER = 'gzip, deflate, br, zstd';
const DAY_MS = 86_400_000;
const dayAfter = (day: string, days = 1) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const jobText = (post: string) => ({
  post,
  location: 'Tanger',
  contract: 'CDD',
  description: 'Conduite longue distance.',
});

describe.each(drivers)('cached public GETs on %s', (driver) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startApp(driver, { rateLimit: { max: 10_000, timeWindowMs: 60_000 } }));
  });
  afterAll(() => close());
  afterEach(() => void vi.useRealTimers());

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

  test('a second GET is the same body from memory, with a strong ETag, Vary and the API cache headers', async () => {
    const first = await get('/api/jobs?page=1');
    const size = app.responseCache.size;
    const second = await get('/api/jobs?page=1');
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(app.responseCache.size).toBe(size);
    expect(second.headers.etag).toMatch(/^"[\w-]{32}"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers.vary).toBe('Accept-Encoding');
    expect(second.headers['cache-control']).toBe('public, max-age=60');
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.headers['content-encoding']).toBeUndefined();
    expect(jobListSchema.parse(second.json()).data).toHaveLength(9);
    // The security headers of every answer.
    expect(second.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(second.headers['permissions-policy']).toContain('camera=()');
    expect(second.headers['x-content-type-options']).toBe('nosniff');
  });

  test('page and lang are normalised: ?page=1, no query and unknown parameters share one entry', async () => {
    const plain = await get('/api/blog');
    const explicit = await get('/api/blog?page=1&lang=fr&utm_source=x');
    expect(explicit.headers.etag).toBe(plain.headers.etag);
    expect((await get('/api/blog?lang=en')).headers.etag).not.toBe(plain.headers.etag);
  });

  test.each([
    '/api/jobs?page=1',
    '/api/blog?page=1',
    '/api/blog/article/1',
    '/api/jobs/1',
    '/api/v1/categories?lang=ar',
    '/api/partners',
  ])('%s: If-None-Match with its ETag answers 304 without a body', async (url) => {
    for (const encoding of [undefined, BROWSER]) {
      const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
      const full = await get(url, headers);
      expect(full.statusCode).toBe(200);
      const etag = full.headers.etag as string;
      for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
        const revalidated = await get(url, { ...headers, 'if-none-match': ifNoneMatch });
        expect(revalidated.statusCode).toBe(304);
        expect(revalidated.payload).toBe('');
        expect(revalidated.headers.etag).toBe(etag);
        expect(revalidated.headers['cache-control']).toBe('public, max-age=60');
        expect(revalidated.headers.vary).toBe('Accept-Encoding');
      }
      expect((await get(url, { ...headers, 'if-none-match': '"stale"' })).statusCode).toBe(200);
    }
  });

  test('gzip and brotli bodies, each with its own ETag, decode to the same JSON', async () => {
    for (const url of ['/api/jobs?page=1', '/api/blog?page=1&lang=ar']) {
      const plain = await get(url);
      const br = await get(url, { 'accept-encoding': BROWSER });
      const gzip = await get(url, { 'accept-encoding': 'gzip' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
      expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
      expect(br.headers['content-length']).toBe(String(br.rawPayload.length));
    }
    // q=0 refuses an encoding; nothing acceptable: the plain body.
    expect((await get('/api/jobs?page=1', { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe(
      'gzip',
    );
    expect(
      (await get('/api/jobs?page=1', { 'accept-encoding': 'br;q=0, gzip;q=0' })).headers['content-encoding'],
    ).toBeUndefined();
    expect(
      (await get('/api/jobs?page=1', { 'accept-encoding': 'identity' })).headers['content-encoding'],
    ).toBeUndefined();
  });

  test('HEAD answers the headers of the GET, without a body', async () => {
    for (const headers of [{}, { 'accept-encoding': BROWSER }] as Array<Record<string, string>>) {
      const body = await get('/api/jobs?page=1', headers);
      const head = await app.inject({ method: 'HEAD', url: '/api/jobs?page=1', headers });
      expect(head.statusCode).toBe(200);
      expect(head.payload).toBe('');
      expect(head.headers.etag).toBe(body.headers.etag);
      expect(head.headers['content-length']).toBe(String(body.rawPayload.length));
      expect(head.headers['content-encoding']).toBe(body.headers['content-encoding']);
    }
  });

  test('errors stay errors: a bad page is a 400, an unknown id a 404, neither cached', async () => {
    for (const page of ['0', 'abc', '1.5', '0x1', '+2']) {
      const response = await get(`/api/blog?page=${page}`);
      expect(response.statusCode).toBe(400);
      expect(apiErrorSchema.parse(response.json())).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { page: 'validation.invalid' },
      });
      expect(response.headers['cache-control']).toBe('no-store');
    }
    for (const url of ['/api/blog/article/999999', '/api/blog/article/abc', '/api/jobs/999999']) {
      for (let i = 0; i < 2; i++) {
        const response = await get(url);
        expect(response.statusCode).toBe(404);
        expect(apiErrorSchema.parse(response.json()).code).toBe('NOT_FOUND');
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.headers.etag).toBeUndefined();
      }
    }
  });

  test('an article stored as the seed stores it is listed at once, under a new ETag and content version', async () => {
    const before = await get('/api/blog?page=1', { 'accept-encoding': BROWSER });
    const version = app.db.content.current;
    const seen: number[] = [];
    const stop = app.db.content.onChange((value) => seen.push(value));
    const id = await app.db.transaction((tx) =>
      insertArticle(tx, {
        slug: `cache-${driver}`,
        img: 'security-note.svg',
        created_at: new Date().toISOString(),
        translations: Object.fromEntries(
          ['fr', 'en', 'es', 'ar'].map((lang) => [lang, { title: `Nouveau ${lang}`, body: '<p>Nouveau.</p>' }]),
        ) as never,
      }),
    );
    stop();
    expect(app.db.content.current).toBeGreaterThan(version);
    expect(seen.length).toBeGreaterThan(0);
    const after = await get('/api/blog?page=1', { 'accept-encoding': BROWSER });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(
      (await get('/api/blog?page=1', { 'if-none-match': before.headers.etag as string, 'accept-encoding': BROWSER }))
        .statusCode,
    ).toBe(200);
    const list = articleListSchema.parse(JSON.parse(brotliDecompressSync(after.rawPayload).toString()));
    expect(list.data[0]?.id).toBe(id);
    expect((await get(`/api/blog/article/${id}`)).statusCode).toBe(200);
    await app.db.query('DELETE FROM articles WHERE id = $1', [id]);
    expect((await get(`/api/blog/article/${id}`)).statusCode).toBe(404);
    expect(
      articleListSchema.parse((await get('/api/blog?page=1')).json()).data.map((article) => article.id),
    ).not.toContain(id);
  });

  test('a statement that only reads the content leaves the version alone', async () => {
    const version = app.db.content.current;
    await app.db.query('SELECT count(*) FROM jobs');
    await get('/api/jobs?page=2');
    expect(app.db.content.current).toBe(version);
  });

  test('an offer drops out of the list and its page the moment its last day ends', async () => {
    const today = todayIso();
    const id = await insertJob(app.db, {
      slug: `last-day-${driver}`,
      salary: 8000,
      experience: 1,
      // Now, not later: an offer published in the future is not shown yet (ADR 035).
      created_at: new Date().toISOString(),
      valid_through: today,
      translations: {
        fr: jobText('Dernier jour'),
        en: jobText('Last day'),
        es: jobText('Último día'),
        ar: jobText('اليوم الأخير'),
      },
    });
    const listed = jobListSchema.parse((await get('/api/jobs?page=1')).json());
    expect(listed.data[0]?.id).toBe(id);
    expect((await get(`/api/jobs/${id}`)).statusCode).toBe(200);

    // The next day on the company's calendar (nothing written in between).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(`${dayAfter(today)}T12:00:00Z`));
    const next = jobListSchema.parse((await get('/api/jobs?page=1')).json());
    expect(next.data.map((job) => job.id)).not.toContain(id);
    expect(next.total).toBe(listed.total - 1);
    expect((await get(`/api/jobs/${id}`)).statusCode).toBe(404);
    vi.useRealTimers();
    await app.db.query('DELETE FROM jobs WHERE id = $1', [id]);
  });

  test('the rate limit still counts cached answers', async () => {
    const limited = await startApp(driver, { rateLimit: { max: 3, timeWindowMs: 60_000 } });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await limited.app.inject({ url: '/api/partners' })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });

  test.runIf(driver === 'postgres')(
    'a change made by another connection (a hand-written UPDATE) reaches the cache',
    async () => {
      const before = partnerListSchema.parse((await get('/api/partners')).json());
      const first = before.data[0];
      if (!first) throw new Error('no partner seeded');
      const { rows } = await app.db.query<{ schema: string }>('SELECT current_schema() AS schema');
      const client = new pg.Client({
        connectionString: readEnv().DATABASE_URL,
        options: `-c search_path=${rows[0]?.schema}`,
      });
      await client.connect();
      try {
        await client.query('UPDATE partners SET name = $1 WHERE id = $2', ['Renamed by hand', first.id]);
        // Told by NOTIFY (the poll every 5 s is the fallback).
        await vi.waitFor(
          async () => {
            const after = partnerListSchema.parse((await get('/api/partners')).json());
            expect(after.data[0]?.name).toBe('Renamed by hand');
          },
          { timeout: 4_000, interval: 50 },
        );
      } finally {
        await client.query('UPDATE partners SET name = $1 WHERE id = $2', [first.name, first.id]);
        await client.end();
      }
    },
  );
});

describe('negotiation and the company day', () => {
  test('Accept-Encoding: brotli first, then gzip, q=0 refuses, * counts', () => {
    expect(preferredEncoding(undefined)).toBe('identity');
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*, br;q=0')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBe('identity');
    expect(preferredEncoding('gzip;q=0')).toBe('identity');
  });

  test('the memoised company day changes exactly at midnight in Casablanca', () => {
    let now = Date.parse('2026-12-01T12:00:00Z');
    const today = companyToday(() => now);
    expect(today()).toBe(todayIso(new Date(now)));
    // Walk across the next midnight in steps of 250 ms: the day never lags the calendar.
    now = Date.parse('2026-12-01T22:59:58Z');
    for (let i = 0; i < 16; i++, now += 250) expect(today()).toBe(todayIso(new Date(now)));
  });
});
