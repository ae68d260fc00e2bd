import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  apiErrorSchema,
  articleListSchema,
  articleResponseSchema,
  PAGE_SIZE,
  type ArticleSummary,
} from '@freight/shared/core/api/models';
import { drivers, startApp } from './support/test-app';

const ARABIC = /[\u0600-\u06FF]/;

describe.each(drivers)('blog on %s', (driver) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startApp(driver));
  });
  afterAll(() => close());

  const getList = async (query: string) => {
    const response = await app.inject({ url: `/api/blog${query}` });
    expect(response.statusCode).toBe(200);
    return articleListSchema.parse(response.json());
  };

  test('health answers ok, never cached', async () => {
    const response = await app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  test('page 1 has 9 articles, page 2 the rest, newest first without duplicates', async () => {
    const first = await getList('?page=1');
    const second = await getList('?page=2');
    expect(first.data).toHaveLength(PAGE_SIZE);
    expect(first.total).toBeGreaterThanOrEqual(12);
    expect(second.data).toHaveLength(first.total - PAGE_SIZE);
    expect(first.last_page).toBe(Math.ceil(first.total / PAGE_SIZE));
    expect([first.page, second.page]).toEqual([1, 2]);

    const all: ArticleSummary[] = [...first.data, ...second.data];
    expect(new Set(all.map((article) => article.id)).size).toBe(all.length);
    for (let index = 1; index < all.length; index += 1) {
      const previous = all[index - 1]!;
      const current = all[index]!;
      const newerOrTie =
        previous.created_at > current.created_at ||
        (previous.created_at === current.created_at && previous.id > current.id);
      expect(newerOrTie).toBe(true);
    }
    expect(all[0]?.img_url).toMatch(/^\/images\/articles\/[a-z0-9-]+\.svg$/);
    expect(all[0]?.excerpt).toMatch(/^<p>[\s\S]*<\/p>$/);
  });

  test('without a page parameter the first page is answered, with public caching', async () => {
    const response = await app.inject({ url: '/api/blog' });
    expect(response.json().page).toBe(1);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });

  test('a page beyond the last one is empty', async () => {
    const beyond = await getList('?page=50');
    expect(beyond.data).toEqual([]);
    expect(beyond.page).toBe(50);
    expect(beyond.total).toBeGreaterThan(0);
  });

  test.each(['0', '-1', 'abc', '1.5', '', '0x1', '1e1', '%202', '%2B2', '1234567890'])(
    'page=%s is a 400 with a stable code',
    async (page) => {
      const response = await app.inject({ url: `/api/blog?page=${page}` });
      expect(response.statusCode).toBe(400);
      const body = apiErrorSchema.parse(response.json());
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.fields).toEqual({ page: 'validation.invalid' });
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );

  test('an unknown language is a 400', async () => {
    const response = await app.inject({ url: '/api/blog?lang=de' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('lang');
  });

  test('lang picks the translation; Arabic titles are in Arabic', async () => {
    const [fr, en, ar] = await Promise.all([getList('?lang=fr'), getList('?lang=en'), getList('?lang=ar')]);
    expect(fr.data.map((a) => a.id)).toEqual(ar.data.map((a) => a.id));
    expect(fr.data[0]?.title).not.toBe(en.data[0]?.title);
    for (const article of ar.data) expect(article.title).toMatch(ARABIC);
    for (const article of fr.data) expect(article.title).not.toMatch(ARABIC);
  });

  test('an article by id, in the requested language', async () => {
    const { data } = await getList('?page=2');
    const id = data[0]!.id;
    const response = await app.inject({ url: `/api/blog/article/${id}?lang=es` });
    expect(response.statusCode).toBe(200);
    const article = articleResponseSchema.parse(response.json()).data;
    expect(article.id).toBe(id);
    expect(article.article).toContain('<h2>');
    expect(article.article.length).toBeGreaterThan(article.excerpt.length);
    const french = articleResponseSchema.parse((await app.inject({ url: `/api/blog/article/${id}` })).json()).data;
    expect(french.title).not.toBe(article.title);
  });

  test.each(['999999', 'abc', '0', '1.5', '99999999999'])('article %s is a 404 JSON error', async (id) => {
    const response = await app.inject({ url: `/api/blog/article/${id}` });
    expect(response.statusCode).toBe(404);
    expect(apiErrorSchema.parse(response.json()).code).toBe('NOT_FOUND');
  });

  test('stored article HTML carries no script, event handler or javascript: URL', async () => {
    const { total } = await getList('');
    const pages = Math.ceil(total / PAGE_SIZE);
    for (const lang of ['fr', 'en', 'es', 'ar']) {
      for (let page = 1; page <= pages; page += 1) {
        for (const summary of (await getList(`?page=${page}&lang=${lang}`)).data) {
          const { data } = articleResponseSchema.parse(
            (await app.inject({ url: `/api/blog/article/${summary.id}?lang=${lang}` })).json(),
          );
          for (const html of [data.article, data.excerpt]) {
            expect(html).not.toMatch(/<script|onerror|onclick|javascript:/i);
          }
        }
      }
    }
  });

  test('the security note keeps its text once its payloads are removed', async () => {
    const list = await getList('?page=1&lang=en');
    const note = list.data.find((article) => article.title.startsWith('Security note'));
    expect(note).toBeDefined();
    const { data } = articleResponseSchema.parse(
      (await app.inject({ url: `/api/blog/article/${note!.id}?lang=en` })).json(),
    );
    expect(data.article).toContain('<a rel="noopener noreferrer nofollow">View the invoice</a>');
    expect(data.article).toContain('Our site always strips this kind of code');
    expect(data.article).not.toMatch(/<img|alert|document\.cookie/);
  });
});
