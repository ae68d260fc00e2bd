import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiErrorSchema, articleListSchema, jobListSchema } from '@freight/shared/core/api/models';
import { fakeBuild } from './support/fake-build';
import { drivers, startApp } from './support/test-app';

// What server/README.md promises for addresses that name nothing: an unknown id,
// however long, and a path no file or page has are a 404; a page past the
// last one is an empty page. With and without the built site served.

const LONG_ID = 'a'.repeat(120);
const LONG_NUMBER = '1'.repeat(120);

describe.each(drivers)('unknown addresses on %s', (driver) => {
  let tmp: string;
  let api: FastifyInstance;
  let site: FastifyInstance;
  const closers: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(tmpdir(), 'api-unknown-'));
    await fakeBuild(tmp);
    const plain = await startApp(driver, { rateLimit: false });
    const served = await startApp(driver, { rateLimit: false, serveStatic: true, staticRoot: tmp });
    ({ app: api } = plain);
    ({ app: site } = served);
    closers.push(plain.close, served.close);
  });
  afterAll(async () => {
    for (const close of closers) await close();
    await rm(tmp, { recursive: true, force: true });
  });

  test.each([
    `/api/blog/article/${LONG_ID}`,
    `/api/blog/article/${LONG_NUMBER}`,
    `/api/jobs/${LONG_ID}`,
    `/api/jobs/${LONG_NUMBER}`,
  ])('an id of 120 characters is a 404 NOT_FOUND (%#)', async (url) => {
    for (const app of [api, site]) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(apiErrorSchema.parse(response.json()).code).toBe('NOT_FOUND');
    }
  });

  test('a page address with an id of 120 characters is the 404 page', async () => {
    for (const url of [`/blog/${LONG_NUMBER}`, `/en/jobOffers/${LONG_ID}`]) {
      const response = await site.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
    }
  });

  test('a path no file can have (a NUL byte, an empty segment) is a 404, not a 403', async () => {
    // `//api/jobs` is outside /api: a page address like any other.
    for (const url of ['/blog/%00', '/en/blog/%00', '//blog', '//about', '//api/jobs']) {
      const response = await site.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
    }
    for (const url of ['/static/%00', '/static//js/main.3f9a1c.js', '/images/%00', '/remotes/mfe-blog/%00']) {
      const response = await site.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(apiErrorSchema.parse(response.json()).code, url).toBe('NOT_FOUND');
    }
  });

  test.each(['/api/blog', '/api/jobs'])('%s: a page far past the last one is 200 with no data', async (list) => {
    for (const page of ['99999', '999999999']) {
      const response = await api.inject({ url: `${list}?page=${page}` });
      expect(response.statusCode).toBe(200);
      const body = (list === '/api/blog' ? articleListSchema : jobListSchema).parse(response.json());
      expect(body).toMatchObject({ data: [], page: Number(page) });
    }
    const tooLong = await api.inject({ url: `${list}?page=1234567890` });
    expect(tooLong.statusCode).toBe(400);
    expect(apiErrorSchema.parse(tooLong.json())).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { page: 'validation.invalid' },
    });
  });
});
