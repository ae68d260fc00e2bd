import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { HERO_IMAGE_SIZES } from '@freight/shared/core/federation/hero-image';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiErrorSchema } from '@freight/shared/core/api/models';
import { getProfile } from '@freight/shared/core/profiles/profiles';
import { build, type BuildOptions } from '../src/app';
import type { Database } from '../src/api/db/database';
import { openTestPglite } from './support/pglite-template';
import { START_AFTER_PAINT_CSP_SOURCE } from '../src/site/start-after-paint';
import { TAP_KEEPER_CSP_SOURCE } from '../src/site/tap-keeper';
import { BIG_JS, fakeBuild } from './support/fake-build';
import { captureLogs } from './support/test-app';
import { withStartList } from './support/start-list';

describe('production static hosting', () => {
  let tmp: string;
  let db: Database;
  const apps: FastifyInstance[] = [];
  let site: FastifyInstance;
  let moved: FastifyInstance;
  let unbuilt: FastifyInstance;
  const siteLogs = captureLogs();
  const unbuiltLogs = captureLogs();

  // One database for every app of this file: PGlite takes seconds to start.
  const start = async (options: Omit<BuildOptions, 'database'>) => {
    const app = build({ ...options, database: { kind: 'instance', db } });
    apps.push(app);
    await app.ready();
    return app;
  };

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(tmpdir(), 'api-static-'));
    await fakeBuild(path.join(tmp, 'site'), { notBuilt: ['mfe-quote'] });
    await mkdir(path.join(tmp, 'empty'));
    db = await openTestPglite();
    site = await start({
      serveStatic: true,
      staticRoot: path.join(tmp, 'site'),
      siteProfile: 'electrical',
      logger: siteLogs.logger,
    });
    moved = await start({
      serveStatic: true,
      staticRoot: path.join(tmp, 'site'),
      remotes: { mfe_blog: 'https://blog.example.com/mf-manifest.json' },
    });
    unbuilt = await start({ serveStatic: true, staticRoot: path.join(tmp, 'empty'), logger: unbuiltLogs.logger });
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await db.close();
    await rm(tmp, { recursive: true, force: true });
  });

  const page = (app: FastifyInstance, url: string) =>
    app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml' } });

  test('/ answers the shell with the active site profile, not cached; /index.html is moved to /', async () => {
    const response = await page(site, '/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<meta name="site-profile" content="electrical" />');
    expect(response.body).not.toContain('content="freight"');
    for (const [url, location] of [
      ['/index.html', '/'],
      ['/index.html?x=1', '/?x=1'],
    ] as const) {
      const moved = await page(site, url);
      expect(moved.statusCode, url).toBe(301);
      expect(moved.headers.location, url).toBe(location);
    }
  });

  test('a page address answers the shell (history routing)', async () => {
    for (const url of ['/blog/3', '/transport/adr', '/jobOffers?x=1']) {
      const response = await page(site, url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
    }
  });

  test("a page preloads remotes.json and its own remote's manifest, entry and exposed chunks", async () => {
    const blog = withStartList((await page(site, '/blog/3')).body);
    expect(blog).toContain(
      '<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous" fetchpriority="low">',
    );
    expect(blog).toContain(
      '<link rel="preload" href="/remotes/mfe-blog/mf-manifest.json" as="fetch" crossorigin="anonymous" fetchpriority="low">',
    );
    expect(blog).toContain(
      '<link rel="preload" href="/remotes/mfe-blog/remoteEntry.js" as="script" fetchpriority="low">',
    );
    expect(blog).toContain(
      '<link rel="preload" href="/remotes/mfe-blog/static/js/412.a1b2c3.js" as="script" fetchpriority="low">',
    );
    // Its styles are linked, not preloaded: the server's HTML paints with them, before any script runs.
    expect(blog).toContain('<link rel="stylesheet" href="/remotes/mfe-blog/static/css/routes.9f8e.css">');
    expect(blog).not.toContain('<link rel="preload" href="/remotes/mfe-marketing');
    // The shell's shared chunks beside its entry, the likely language's translations, shared and the remote's.
    expect(blog).toContain('<link rel="preload" href="/static/js/216.router.js" as="script" fetchpriority="low">');
    expect(blog).not.toContain('href="/static/js/main.3f9a1c.js" as="script"');
    // The shell's copies of the shared modules the remote's routes need, and only those:
    // the chunks the shell's factory loads, not the manifest's wider `assets`.
    const careers = withStartList((await page(site, '/jobOffers')).body);
    expect(careers).toContain('<link rel="preload" href="/static/js/31.button.js" as="script" fetchpriority="low">');
    expect(careers).not.toContain('57.toast.js');
    expect(careers).not.toContain('99.other.js');
    // Linked: the styles of every shared module its pages and their lazy parts render with, and its own,
    // but not those index.html already links (the toast's), nor the modules it does not use.
    expect(careers).toContain('<link rel="stylesheet" href="/static/css/31.button.css">');
    expect(careers).toContain('<link rel="stylesheet" href="/static/css/64.field.css">');
    expect(careers).not.toContain('57.toast.css');
    expect(careers).not.toContain('99.other.css');
    expect(careers).toContain('<link rel="stylesheet" href="/remotes/mfe-careers/static/css/apply-form.4c5d.css">');
    // A stylesheet on this server's disk is written into the page (its url()s made absolute, no source map
    // comment), followed by a disabled link of it (not fetched; the remote's runtime, which compares absolute
    // addresses, finds it and does not fetch it either).
    expect(careers).toContain(
      '<style data-href="/remotes/mfe-careers/static/css/routes.9f8e.css">.offer{background:url(/remotes/mfe-careers/static/media/truck.1a2b.png)}</style>',
    );
    expect(careers).toMatch(
      /<link rel="stylesheet" href="http:\/\/[^"]+\/remotes\/mfe-careers\/static\/css\/routes\.9f8e\.css" disabled>/,
    );
    expect(careers).not.toContain('<link rel="stylesheet" href="/remotes/mfe-careers/static/css/routes.9f8e.css">');
    // The shell's own, from its index.html, the same way; once.
    expect(
      careers.split(
        '<style data-href="/static/css/main.77b2e0.css">body{margin:0}</style><link rel="stylesheet" href="/static/css/main.77b2e0.css" disabled>',
      ),
    ).toHaveLength(2);
    expect(careers).not.toContain('<link href="/static/css/main.77b2e0.css" rel="stylesheet">');
    // The shell's bootstrap chunk, which its entry asks for only once it has run.
    expect(careers).toContain(
      '<link rel="preload" href="/static/js/123.bootstrap.js" as="script" fetchpriority="low">',
    );
    expect(careers).not.toContain('as="style"');
    // A remote whose manifest does not say what its routes need (an older build): every module it shares.
    expect(blog).toContain('<link rel="preload" href="/static/js/31.button.js" as="script" fetchpriority="low">');
    expect(blog).toContain('<link rel="preload" href="/static/js/57.toast.js" as="script" fetchpriority="low">');
    expect(blog).not.toContain('99.other.js');
    expect(withStartList((await page(site, '/about')).body)).not.toContain('31.button.js');
    expect(blog).toContain(
      '<link rel="preload" href="/remotes/mfe-blog/static/js/locale-fr.5e6f7a8b.js" as="script" fetchpriority="low">',
    );
    expect(blog).not.toContain('locale-ar');
    expect(blog).toContain(
      '<link rel="preload" href="/locales/fr/common.json" as="fetch" crossorigin="anonymous" fetchpriority="low">',
    );
    const arabic = withStartList((await page(site, '/ar/blog')).body);
    expect(arabic).toContain('href="/locales/ar/profile.json"');
    expect(arabic).toContain('href="/locales/fr/profile.json"');
    expect(arabic).toContain('href="/remotes/mfe-blog/static/js/locale-ar.9a8b7c6d.js"');
    const home = withStartList((await page(site, '/')).body);
    expect(home).toContain('/remotes/mfe-marketing/remoteEntry.js');
    // The hero picture of the brand (this site runs the electrical profile), its AVIF
    // candidates with the sizes the page renders them at.
    expect(home).toContain(
      `<link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="/remotes/mfe-marketing/static/media/hero-electrical-480.aa11.avif 480w, /remotes/mfe-marketing/static/media/hero-electrical-1200.bb22.avif 1200w" imagesizes="${HERO_IMAGE_SIZES}">`,
    );
    expect(home).not.toContain('hero-freight');
    expect(blog).not.toContain('as="image"');
    // An unknown page, or a remote that is not built, gets only remotes.json.
    for (const url of ['/nowhere', '/cotation']) {
      const body = withStartList((await page(site, url)).body);
      expect(body).toContain('href="/remotes.json"');
      expect(body).not.toContain('mf-manifest.json');
    }
  });

  test('no page for files, API routes or reserved folders', async () => {
    for (const url of [
      '/favicon.ico',
      '/api/nothing',
      '/remotes/mfe-blog/missing',
      '/images/none',
      '/static/js/none',
    ]) {
      const response = await page(site, url);
      expect(response.statusCode, url).toBe(404);
      expect(apiErrorSchema.parse(response.json()).code).toBe('NOT_FOUND');
    }
  });

  test("every brand's documents are served under /docs as real PDFs", async () => {
    for (const profile of [getProfile('freight'), getProfile('electrical')]) {
      const { certificates, qualityPolicy, termsOfSale } = profile;
      for (const url of [...Object.values(certificates), qualityPolicy.fr, qualityPolicy.en, termsOfSale]) {
        // As a click on the link asks for it: an HTML-accepting GET must still get the file.
        const response = await page(site, url);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type'], url).toBe('application/pdf');
        expect(response.headers['cache-control'], url).toBe('no-cache');
        expect(response.rawPayload.subarray(0, 5).toString('latin1'), url).toBe('%PDF-');
        expect(response.rawPayload.subarray(-6).toString('latin1'), url).toMatch(/%%EOF\n?$/);
      }
    }
    const missing = await page(site, '/docs/iso-9001-certificate-de.pdf');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/json');
  });

  test('hashed assets are immutable; locales are revalidated', async () => {
    const js = await site.inject({ url: '/static/js/main.3f9a1c.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.headers['content-type']).toContain('javascript');
    expect(js.headers['cross-origin-resource-policy']).toBe('same-origin');
    const locale = await site.inject({ url: '/locales/fr/common.json' });
    expect(locale.headers['cache-control']).toBe('no-cache');
  });

  test('text assets are compressed', async () => {
    const response = await site.inject({ url: '/static/js/main.3f9a1c.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(BIG_JS);
  });

  test('remotes are served under /remotes/<folder>/ for any origin', async () => {
    const manifest = await site.inject({ url: '/remotes/mfe-blog/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toMatchObject({ id: 'mfe-blog' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cross-origin-resource-policy']).toBe('cross-origin');

    const entry = await site.inject({ url: '/remotes/mfe-careers/remoteEntry.js' });
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['access-control-allow-origin']).toBe('*');

    const chunk = await site.inject({ url: '/remotes/mfe-marketing/static/js/412.a1b2c3.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
  });

  test('a remote that is not built answers 404 and is reported at start-up', async () => {
    expect((await site.inject({ url: '/remotes/mfe-quote/mf-manifest.json' })).statusCode).toBe(404);
    expect(siteLogs.lines.some((line) => line.level === 40 && line.msg.includes('mfe-quote'))).toBe(true);
  });

  test('remotes.json lists the remotes served here by default', async () => {
    const response = await site.inject({ url: '/remotes.json' });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      mfe_marketing: '/remotes/mfe-marketing/mf-manifest.json',
      mfe_quote: '/remotes/mfe-quote/mf-manifest.json',
      mfe_careers: '/remotes/mfe-careers/mf-manifest.json',
      mfe_blog: '/remotes/mfe-blog/mf-manifest.json',
      mfe_staff: '/remotes/mfe-staff/mf-manifest.json',
    });
  });

  test('a remote configured elsewhere appears in remotes.json and in the CSP', async () => {
    expect((await moved.inject({ url: '/remotes.json' })).json()).toMatchObject({
      mfe_blog: 'https://blog.example.com/mf-manifest.json',
      mfe_quote: '/remotes/mfe-quote/mf-manifest.json',
    });
    const csp = (await page(moved, '/')).headers['content-security-policy'] as string;
    for (const directive of ['script-src', 'style-src', 'img-src', 'connect-src', 'font-src']) {
      expect(csp).toMatch(new RegExp(`${directive} [^;]*https://blog\\.example\\.com`));
    }
  });

  test('the CSP is the one the site runs under', async () => {
    const csp = (await page(site, '/')).headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    // The two inline scripts, the tap keeper and the start after the first paint, each allowed by its
    // hash alone (docs/decisions/027-interactive-as-fast-as-react-alone.md).
    expect(csp).toContain(`script-src 'self' ${TAP_KEEPER_CSP_SOURCE} ${START_AFTER_PAINT_CSP_SOURCE};`);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain('frame-src https://www.google.com https://maps.google.com');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect((await page(site, '/')).headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  test('without a build the API still works and the missing shell is reported', async () => {
    expect((await unbuilt.inject({ url: '/api/health' })).statusCode).toBe(200);
    const home = await page(unbuilt, '/');
    expect(home.statusCode).toBe(404);
    expect(home.headers['content-type']).toContain('application/json');
    expect(unbuiltLogs.lines.some((line) => line.level === 40 && line.msg.includes(path.join('shell', 'dist')))).toBe(
      true,
    );
  });
});
