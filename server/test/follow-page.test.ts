import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FOLLOW_LOOKUP_MS, issueFollowLink } from '../src/api/follow/follow-links';
import { fakeBuild } from './support/fake-build';
import { submitQuote } from './support/inbox-fixtures';
import { captureLogs, drivers, startApp } from './support/test-app';

// The visitor's follow-up page as the site serves it (docs/decisions/030-follow-up-page.md): rendered
// on the server for each request with the link's data, kept by no cache (the server's two nor any
// other), never indexed, no referrer; a dead link's page is the same 404 whatever the token; the token
// reaches no log line. A stand-in for the shell's server build asks the API as the real one does.

const FAKE_RENDERER = `
globalThis.__followRenders = [];
exports.createPageRenderer = function (options) {
  return {
    async render(request) {
      globalThis.__followRenders.push(request.path);
      const token = request.path.split('/')[2];
      const answer = await options.fetchApi('/api/follow/' + token, {});
      const body = await answer.text();
      return { html: '<main><p data-status="' + answer.status + '">' + body.replace(/</g, '&lt;') + '</p></main>', data: {} };
    },
  };
};
`;

const renders = () => (globalThis as { __followRenders?: string[] }).__followRenders ?? [];

describe.each(drivers)('the follow-up page (%s)', (driver) => {
  const logs = captureLogs('debug');
  let root: string;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let token: string;
  let reference: string;
  /** The link staff send later, revoking the first. */
  let fresh = '';

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'follow-page-'));
    await fakeBuild(root);
    const server = path.join(root, 'shell', 'dist', 'server');
    await mkdir(server, { recursive: true });
    await writeFile(path.join(server, 'package.json'), '{ "type": "commonjs" }');
    await writeFile(path.join(server, 'main.js'), FAKE_RENDERER);
    ({ app, close } = await startApp(driver, {
      serveStatic: true,
      staticRoot: root,
      logger: logs.logger,
      followRateLimit: { max: 100_000, timeWindowMs: 60_000 },
    }));
    reference = await submitQuote(app);
    const { rows } = await app.db.query<{ text: string }>(
      `SELECT text FROM outbox WHERE payload ->> 'acknowledges' = $1 ORDER BY id DESC LIMIT 1`,
      [reference],
    );
    token = /\/follow\/([\w-]+)/.exec(rows[0]?.text ?? '')?.[1] ?? '';
    expect(token).toMatch(/^[\w-]{43}$/);
  });
  afterAll(async () => {
    await close();
    await rm(root, { recursive: true, force: true });
  });

  test('rendered with its data for every request, never kept: no-store, noindex, no referrer, in every language', async () => {
    const before = { rendered: app.rendering!.stats.rendered, hits: app.rendering!.stats.cacheHits };
    const urls = [`/follow/${token}`, `/en/follow/${token}`, `/es/follow/${token}`, `/ar/follow/${token}`];
    for (const url of urls)
      for (let round = 0; round < 2; round += 1) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['cache-control'], url).toBe('no-store');
        expect(response.headers['x-robots-tag'], url).toBe('noindex');
        expect(response.headers['referrer-policy'], url).toBe('no-referrer');
        expect(response.headers.etag, url).toBeUndefined();
        expect(response.body).toContain('<meta name="robots" content="noindex">');
        expect(response.body).not.toContain('rel="canonical"');
        expect(response.body).not.toContain('hreflang');
        expect(response.body).not.toContain('og:url');
        expect(response.body).toContain(reference);
      }
    expect(app.rendering!.stats.rendered - before.rendered).toBe(urls.length * 2);
    expect(app.rendering!.stats.cacheHits).toBe(before.hits);
  });

  test('what it shows follows the request at once: a message written is on the next render', async () => {
    await app.inject({
      method: 'POST',
      url: `/api/follow/${token}/messages`,
      payload: JSON.stringify({ message: 'Enlèvement mardi possible ?' }),
      headers: { 'content-type': 'application/json' },
    });
    const response = await app.inject({ method: 'GET', url: `/follow/${token}` });
    expect(response.body).toContain('Enlèvement mardi possible ?');
  });

  test('unknown, malformed and revoked links: the same 404 page, private too', async () => {
    // Staff sending a new link revokes the one the visitor had.
    fresh = await issueFollowLink(app.db, reference);
    expect((await app.inject({ method: 'GET', url: `/ar/follow/${fresh}` })).statusCode).toBe(200);
    const dead = [randomBytes(32).toString('base64url'), 'zz-no-such-link', token];
    const bodies = new Set<string>();
    for (const candidate of dead) {
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url: `/ar/follow/${candidate}` });
      // Each at least the lookup's time, the revoked one too: its speed tells nothing either.
      expect(performance.now() - started).toBeGreaterThanOrEqual(FOLLOW_LOOKUP_MS - 2);
      expect(response.statusCode, candidate).toBe(404);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.body).toContain('data-status="404"');
      // The same page but for the instant its data was read.
      bodies.add(response.body.replaceAll(candidate, 'TOKEN').replace(/"at":\d+/, '"at":0'));
    }
    expect(bodies.size).toBe(1);
  });

  test('never in the sitemap; robots.txt keeps crawlers out of it in every language', async () => {
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).not.toContain('/follow');
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    for (const prefix of ['/follow/', '/en/follow/', '/es/follow/', '/ar/follow/'])
      expect(robots.body).toContain(`Disallow: ${prefix}`);
  });

  test('the token reaches no log line, the rendering’s own included', async () => {
    expect(renders().some((rendered) => rendered.includes(token))).toBe(true);
    expect(logs.lines.length).toBeGreaterThan(0);
    const written = logs.lines.map((line) => JSON.stringify(line)).join('\n');
    expect(written).toContain('/follow/[redacted]');
    expect(fresh).not.toBe('');
    for (const secret of [token, fresh]) expect(written).not.toContain(secret);
  });
});
