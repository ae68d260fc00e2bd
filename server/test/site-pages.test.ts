import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { staticPaths as staticPathsIn, type PageCatalog } from '@freight/shared/core/federation/site-paths';
import { siteCatalog } from '@freight/shared/test/site-catalog';
import { todayIso } from '@freight/shared/core/schemas/dates';
import { build, type BuildOptions } from '../src/app';
import type { Database } from '../src/api/db/database';
import marketingEs from '../../mfe-marketing/src/locales/es.json';
import { fakeBuild } from './support/fake-build';
import { openTestPglite } from './support/pglite-template';

// What the site answers for each kind of address (docs/decisions/004-languages.md):
// 301 to the page's own address, 200 for its pages whatever the request accepts,
// 404 with noindex for anything else; the head search engines read.

const HOST = 'site.test';
const PUBLIC = 'https://www.boughaz-freight.example';

describe('the site pages', () => {
  let tmp: string;
  let db: Database;
  let site: FastifyInstance;
  let behindProxy: FastifyInstance;
  let openJob: number;
  let expiredJob: number;
  let articles: Array<{ id: number; created_at: string }>;
  let catalog: PageCatalog;
  const staticPaths = () => staticPathsIn(catalog);

  const start = async (options: Omit<BuildOptions, 'database'>) => {
    const app = build({
      ...options,
      database: { kind: 'instance', db },
      serveStatic: true,
      staticRoot: path.join(tmp, 'site'),
    });
    await app.ready();
    return app;
  };

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(tmpdir(), 'api-site-pages-'));
    await fakeBuild(path.join(tmp, 'site'));
    catalog = await siteCatalog();
    db = await openTestPglite();
    site = await start({});
    behindProxy = await start({ publicOrigin: PUBLIC });
    const text = { post: 'Offre pourvue', location: 'Tanger', contract: 'CDD', description: 'Pourvue.' };
    expiredJob = await site.jobs.create({
      slug: 'expired-offer',
      salary: 9000,
      experience: 1,
      created_at: '2026-01-01T08:00:00Z',
      valid_through: '2026-01-31',
      translations: { fr: text, en: text, es: text, ar: text },
    });
    openJob = (await site.jobs.openOffers())[0]!.id;
    articles = await site.articles.published();
  });

  afterAll(async () => {
    await site.close();
    await behindProxy.close();
    await db.close();
    await rm(tmp, { recursive: true, force: true });
  });

  const get = (url: string, accept?: string, app = site) =>
    app.inject({ url, headers: { host: HOST, ...(accept ? { accept } : {}) } });
  const head = (url: string) => site.inject({ method: 'HEAD', url, headers: { host: HOST } });

  test.each([
    ['/about?lng=en', '/en/about'],
    ['/cotation?type=traction&lng=ar-MA&sector=food', '/ar/cotation?type=traction&sector=food'],
    ['/?lng=es', '/es'],
    ['/en/blog?lng=fr', '/blog'],
    ['/nowhere?lng=ar', '/ar/nowhere'],
    ['/service', '/service/maintenance'],
    ['/en/service', '/en/service/maintenance'],
    ['/transport', '/transport/general'],
    ['/ar/transport', '/ar/transport/general'],
    ['/transport/urgent', '/transport/uregent'],
    ['/transport/entreposage', '/transport/entreposaage'],
    ['/es/transport/entreposage', '/es/transport/entreposaage'],
    ['/about/', '/about'],
    ['/en/', '/en'],
    ['/es/blog/3/', '/es/blog/3'],
    ['/transport/urgent/?lng=en', '/en/transport/uregent'],
    ['/fr/contact', '/contact'],
  ])('%s answers 301 to %s, for GET and HEAD', async (url, location) => {
    for (const response of [await get(url, '*/*'), await get(url), await head(url)]) {
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe(location);
    }
  });

  test('every page of the table answers 200 in each language, whatever the request accepts', async () => {
    const addresses = [...staticPaths(), `/blog/${articles[0]!.id}`, `/jobOffers/${openJob}`].flatMap((pathname) => [
      pathname,
      pathname === '/' ? '/en' : `/en${pathname}`,
      pathname === '/' ? '/ar' : `/ar${pathname}`,
    ]);
    for (const address of addresses) {
      for (const accept of [undefined, '*/*', 'application/json', 'text/html,application/xhtml+xml']) {
        const response = await get(address, accept);
        expect(response.statusCode, `${address} ${accept}`).toBe(200);
        expect(response.headers['content-type'], address).toBe('text/html; charset=utf-8');
      }
    }
  });

  test('HEAD answers the status and headers of GET, without a body', async () => {
    for (const [url, status] of [
      ['/en/about', 200],
      ['/', 200],
      ['/en/nowhere', 404],
      ['/blog/999999', 404],
    ] as const) {
      const response = await head(url);
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.body, url).toBe('');
    }
  });

  test("<html lang dir> and the page's description are those of the language the address names", async () => {
    const arabic = (await get('/ar/about')).body;
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect((await get('/es/about')).body).toContain('<html lang="es" dir="ltr">');
    expect((await get('/es/about')).body).toContain(`<meta name="description" content="${marketingEs.about.lead}" />`);
    expect((await get('/es')).body).toMatch(/<meta name="description" content="Transporte de mercancías por carretera/);
    expect((await get('/about', 'application/json')).body).toContain('<html lang="fr" dir="ltr">');
    expect((await get('/en/nowhere')).body).toContain('<html lang="en" dir="ltr">');
  });

  test('the head carries the canonical address, the reciprocal alternates, Open Graph and the Twitter card', async () => {
    const id = articles[0]!.id;
    const html = (await get(`/en/blog/${id}`)).body;
    const base = `http://${HOST}`;
    expect(html).toContain(`<link rel="canonical" href="${base}/en/blog/${id}">`);
    for (const [hreflang, href] of [
      ['fr', `/blog/${id}`],
      ['en', `/en/blog/${id}`],
      ['es', `/es/blog/${id}`],
      ['ar', `/ar/blog/${id}`],
      ['x-default', `/blog/${id}`],
    ]) {
      expect(html).toContain(`<link rel="alternate" hreflang="${hreflang}" href="${base}${href}">`);
    }
    expect(html.match(/rel="alternate"/g)).toHaveLength(5);
    expect(html).toContain(`<meta property="og:url" content="${base}/en/blog/${id}">`);
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain('<meta property="og:locale" content="en_US">');
    for (const other of ['fr_FR', 'es_ES', 'ar_AR'])
      expect(html).toContain(`<meta property="og:locale:alternate" content="${other}">`);
    expect(html).toContain('<meta property="og:site_name" content="Boughaz Freight">');
    // The freight brand's largest hero picture the link previews can read (WebP), as an absolute URL.
    expect(html).toContain(
      `<meta property="og:image" content="${base}/remotes/mfe-marketing/static/media/hero-freight-1200.ff66.webp">`,
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).not.toContain('noindex');

    const home = (await get('/')).body;
    expect(home).toContain(`<link rel="canonical" href="${base}/">`);
    expect(home).toContain(`<link rel="alternate" hreflang="en" href="${base}/en">`);
    expect(home).toContain('<meta property="og:type" content="website">');
    expect(home).toContain('<meta property="og:locale" content="fr_FR">');
  });

  test('with a public origin set, every absolute URL uses it, whatever the request says', async () => {
    const html = (await get('/ar/transport/adr', undefined, behindProxy)).body;
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC}/ar/transport/adr">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${PUBLIC}/transport/adr">`);
    expect(html).toContain(`<meta property="og:image" content="${PUBLIC}/remotes/`);
    expect(html).not.toContain(HOST);
    expect((await get('/robots.txt', undefined, behindProxy)).body).toContain(`Sitemap: ${PUBLIC}/sitemap.xml`);
    expect((await get('/sitemap.xml', undefined, behindProxy)).body).toContain(`<loc>${PUBLIC}/en/about</loc>`);
  });

  test('an unknown address, article or offer answers 404 with the page and noindex, in the language it names', async () => {
    const cases = [
      ['/nowhere', 'fr'],
      ['/en/nowhere', 'en'],
      ['/transport/nowhere', 'fr'],
      ['/service/adr', 'fr'],
      ['/blog/999999', 'fr'],
      ['/en/blog/999999', 'en'],
      ['/blog/abc', 'fr'],
      ['/blog/0', 'fr'],
      ['/jobOffers/999999', 'fr'],
      [`/es/jobOffers/${expiredJob}`, 'es'],
      ['/ar/jobOffers/abc', 'ar'],
      ['/EN/about', 'fr'],
    ] as const;
    for (const [url, language] of cases) {
      for (const accept of ['*/*', 'text/html']) {
        const response = await get(url, accept);
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
        expect(response.body, url).toContain('<meta name="robots" content="noindex">');
        expect(response.body, url).toContain(`<html lang="${language}"`);
        expect(response.body, url).toContain('<div id="root">');
        expect(response.body, url).not.toContain('rel="canonical"');
      }
    }
  });

  test('an offer is a page while it is open', async () => {
    expect((await get(`/jobOffers/${openJob}`)).statusCode).toBe(200);
    expect((await get(`/jobOffers/${expiredJob}`)).statusCode).toBe(404);
  });

  test('robots.txt keeps crawlers out of the API and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(
      `User-agent: *\nDisallow: /api\nDisallow: /staff\nDisallow: /en/staff\nDisallow: /es/staff\nDisallow: /ar/staff\nDisallow: /follow/\nDisallow: /en/follow/\nDisallow: /es/follow/\nDisallow: /ar/follow/\n\nSitemap: http://${HOST}/sitemap.xml\n`,
    );
  });

  test('the sitemap lists every page, article and open offer in the four languages, with alternates and dates', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.body;
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1]!);
    const offers = await site.jobs.openOffers();
    expect(urls).toHaveLength((staticPaths().length + articles.length + offers.length) * 4);
    const entry = (loc: string) => urls.find((url) => url.startsWith(`<loc>http://${HOST}${loc}</loc>`));
    for (const url of urls) {
      expect(url.match(/<xhtml:link rel="alternate" hreflang="(fr|en|es|ar|x-default)" href="[^"]+"\/>/g)).toHaveLength(
        5,
      );
      expect(url).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?<\/lastmod>$/);
    }
    const builtOn = (await stat(path.join(tmp, 'site', 'shell', 'dist', 'index.html'))).mtime
      .toISOString()
      .slice(0, 10);
    expect(entry('/es/about')).toContain(`<lastmod>${builtOn}</lastmod>`);
    expect(entry('/ar')).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="http://${HOST}/"/>`);
    const article = articles[0]!;
    expect(entry(`/ar/blog/${article.id}`)).toContain(`<lastmod>${article.created_at}</lastmod>`);
    expect(entry(`/en/jobOffers/${openJob}`)).toContain(`hreflang="es" href="http://${HOST}/es/jobOffers/${openJob}"`);
    expect(entry(`/jobOffers/${expiredJob}`)).toBeUndefined();
    expect(offers.every(({ created_at }) => created_at.slice(0, 10) <= todayIso())).toBe(true);
    for (const absent of ['/service', '/transport', '/transport/urgent', '/nowhere'])
      expect(entry(absent), absent).toBeUndefined();
  });
});
