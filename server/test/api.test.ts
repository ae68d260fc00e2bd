import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiErrorSchema, categoryListSchema, partnerListSchema } from '@freight/shared/core/api/models';
import { drivers, startApp } from './support/test-app';

describe.each(drivers)('catalog and HTTP behaviour on %s', (driver) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startApp(driver, { rateLimit: { max: 1000, timeWindowMs: 60_000 } }));
  });
  afterAll(() => close());

  test('8 categories in the requested language, one without image', async () => {
    const response = await app.inject({ url: '/api/v1/categories?lang=es' });
    expect(response.statusCode).toBe(200);
    const { data } = categoryListSchema.parse(response.json());
    expect(data).toHaveLength(8);
    expect(data.filter((category) => category.image === null)).toHaveLength(1);
    expect(data.map((category) => category.name)).toContain('Iluminación');
    for (const category of data) {
      if (category.image) expect(category.image.url).toMatch(/^\/images\/categories\/.+\.svg$/);
      expect(category.products_count).toBeGreaterThan(0);
    }
    const ar = categoryListSchema.parse((await app.inject({ url: '/api/v1/categories?lang=ar' })).json());
    expect(ar.data[0]?.name).toMatch(/[\u0600-\u06FF]/);
  });

  test('7 partners with logos', async () => {
    const { data } = partnerListSchema.parse((await app.inject({ url: '/api/partners' })).json());
    expect(data).toHaveLength(7);
    for (const partner of data) {
      expect(partner.logo_url).toMatch(/^\/images\/partners\/.+\.svg$/);
      const logo = await app.inject({ url: partner.logo_url });
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toContain('image/svg+xml');
    }
  });

  test('seed images are served with long cache headers', async () => {
    const response = await app.inject({ url: '/images/articles/tanger-med-port.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=2592000');
    expect((await app.inject({ url: '/images/articles/missing.svg' })).statusCode).toBe(404);
  });

  test('an unknown /api route is a 404 JSON error, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/does-not-exist?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(apiErrorSchema.parse(response.json())).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    }
  });

  test('JSON answers are compressed when the client accepts it', async () => {
    const gzip = await app.inject({ url: '/api/blog', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString()).data).toHaveLength(9);
    const br = await app.inject({ url: '/api/jobs', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()).total).toBe(12);
  });

  test('security headers are present on API answers: the policy of a JSON answer, not of a page', async () => {
    for (const url of ['/api/health', '/api/jobs?page=1', '/api/nothing-here', '/api']) {
      const response = await app.inject({ url });
      expect(response.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(response.headers['permissions-policy'], url).toContain('camera=()');
      // Document-only headers are not sent with JSON.
      for (const name of [
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
      ]) {
        expect(response.headers[name], `${url} ${name}`).toBeUndefined();
      }
    }
    // The site's pages keep the page policy and the document headers.
    const page = await app.inject({ url: '/apiculture', headers: { accept: 'text/html' } });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});

describe('errors', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startApp('pglite', { rateLimit: { max: 3, timeWindowMs: 60_000 } }, (instance) => {
      instance.get('/api/test/boom', async () => {
        throw new Error('connection to db.internal:5432 failed (password=hunter2)');
      });
      instance.post('/api/test/echo', async (request) => request.body);
    }));
  });
  afterAll(() => close());

  test('a route that throws answers 500 without stack or message', async () => {
    const response = await app.inject({ url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    const body = apiErrorSchema.parse(response.json());
    expect(body).toEqual({ statusCode: 500, code: 'INTERNAL', message: 'Internal server error' });
    expect(response.body).not.toMatch(/hunter2|db\.internal|stack|at /);
  });

  test('malformed JSON bodies are a 400 BAD_REQUEST', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).code).toBe('BAD_REQUEST');
  });

  test('too many API requests are a 429 RATE_LIMITED; health is never limited', async () => {
    const codes: number[] = [];
    for (let index = 0; index < 5; index += 1) codes.push((await app.inject({ url: '/api/partners' })).statusCode);
    expect(codes.slice(0, 3)).toEqual([200, 200, 200]);
    const limited = await app.inject({ url: '/api/partners' });
    expect(limited.statusCode).toBe(429);
    expect(apiErrorSchema.parse(limited.json()).code).toBe('RATE_LIMITED');
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});
