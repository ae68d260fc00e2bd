import { spawnSync } from 'node:child_process';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { childEnv } from '../../scripts/node-runtime.mjs';
import { LANGUAGES, type SiteLanguage } from '../../shared/src/core/constants';
import { localizedPath } from '../../shared/src/core/federation/site-paths';
import { startOwnSite } from './support/own-site';
import { REDEPLOY_ORIGIN_PORT, REDEPLOY_SITE_PORT, ROOT } from './support/servers';

// A remote owns its pages (docs/decisions/024-a-remote-owns-its-pages.md): the blog team
// deploys a new build of its remote alone, on its own origin, with another title,
// description and heading for /blog, a page added (/blog/archive) and one removed (the
// article pages). Without restarting the API or rebuilding the shell, the server's HTML,
// status codes and sitemap follow within REMOTE_MANIFEST_TTL_MS.

const TTL_MS = 1_000;
const NEXT: Record<SiteLanguage, { title: string; intro: string; archive: string; archiveIntro: string }> = {
  fr: {
    title: 'Carnet de route',
    intro: 'Nos trajets entre Tanger Med et l’Europe, racontés par les équipes qui les font chaque semaine.',
    archive: 'Archives du carnet',
    archiveIntro: 'Tous les récits publiés depuis l’ouverture de nos lignes, classés par année et par route.',
  },
  en: {
    title: 'Road journal',
    intro: 'Our runs between Tanger Med and Europe, told by the teams who drive them every week.',
    archive: 'Journal archive',
    archiveIntro: 'Every story published since our lines opened, sorted by year and by route.',
  },
  es: {
    title: 'Diario de ruta',
    intro: 'Nuestros trayectos entre Tanger Med y Europa, contados por los equipos que los hacen cada semana.',
    archive: 'Archivo del diario',
    archiveIntro: 'Todos los relatos publicados desde la apertura de nuestras líneas, por año y por ruta.',
  },
  ar: {
    title: 'دفتر الطريق',
    intro: 'رحلاتنا بين ميناء طنجة المتوسط وأوروبا، يرويها الفريق الذي يقودها كل أسبوع.',
    archive: 'أرشيف الدفتر',
    archiveIntro: 'كل القصص المنشورة منذ افتتاح خطوطنا، مرتبة حسب السنة والطريق.',
  },
};

const ARCHIVE_PAGE = `import { useTranslation } from 'react-i18next';
import { usePageHead } from '@freight/shared/web/seo/use-page-title';
import { BLOG_NS } from '../../config/i18n';
import { PAGES } from '../../config/pages';

export function ArchivePage() {
  const { t } = useTranslation(BLOG_NS);
  usePageHead({ pages: PAGES, path: '/blog/archive' });
  return (
    <header>
      <h1>{t('archive.title')}</h1>
      <p>{t('archive.intro')}</p>
    </header>
  );
}
`;

/** Replaces a text of a file, which must be there. */
async function edit(file: string, from: string | RegExp, to: string) {
  const text = await readFile(file, 'utf8');
  const next = text.replace(from, to);
  if (next === text) throw new Error(`${file} has no ${from}`);
  await writeFile(file, next);
}

/** The blog's next deploy: a copy of its folder, changed as its team would, built like the original. */
async function buildNextBlog(copy: string) {
  await rm(copy, { recursive: true, force: true });
  await mkdir(copy, { recursive: true });
  for (const entry of ['src', 'package.json'])
    await cp(path.join(ROOT, 'mfe-blog', entry), path.join(copy, entry), { recursive: true });
  for (const language of LANGUAGES) {
    const file = path.join(copy, 'src', 'locales', `${language}.json`);
    const bundle = JSON.parse(await readFile(file, 'utf8'));
    const texts = NEXT[language];
    Object.assign(bundle, {
      title: texts.title,
      intro: texts.intro,
      archive: { title: texts.archive, intro: texts.archiveIntro },
    });
    await writeFile(file, JSON.stringify(bundle, null, 2));
  }
  const pages = path.join(copy, 'src', 'config', 'pages.ts');
  await edit(
    pages,
    /\{\s*pattern: 'blog\/:id',[\s\S]*?\n {4}\},/,
    `{ pattern: 'blog/archive', head: () => ({ title: text('archive.title'), description: text('archive.intro') }) },`,
  );
  await writeFile(path.join(copy, 'src', 'app', 'routes', 'archive-page.tsx'), ARCHIVE_PAGE);
  const routes = path.join(copy, 'src', 'exposes', 'routes.tsx');
  await edit(
    routes,
    `{ path: 'blog/:id', element: gate(<ArticlePage />) },`,
    `{ path: 'blog/archive', element: gate(<ArchivePage />) },`,
  );
  await edit(
    routes,
    `import { ArticlePage } from '../app/routes/article-page';`,
    `import { ArchivePage } from '../app/routes/archive-page';`,
  );
  const built = spawnSync(
    path.join(ROOT, 'node_modules', '.bin', 'rspack'),
    ['build', '--mode', 'production', '-c', path.join(ROOT, 'e2e', 'fixtures', 'redeployed-remote.rspack.config.ts')],
    {
      cwd: copy,
      env: childEnv({ ...process.env, NODE_ENV: 'production', REDEPLOY_REMOTE: 'blog', REDEPLOY_DIR: copy }),
      encoding: 'utf8',
    },
  );
  if (built.status !== 0) throw new Error(`the next blog build failed:\n${built.stdout}\n${built.stderr}`);
}

const textOf = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]?.trim() ?? null;
const titleOf = (html: string) => textOf(html, /<title>([^<]*)<\/title>/);
const descriptionOf = (html: string) => textOf(html, /<meta name="description" content="([^"]*)"/);
const h1Of = (html: string) => textOf(html, /<h1[^>]*>([^<]*)<\/h1>/);
const htmlText = (text: string | null) => text?.replace(/&#39;|&#x27;/g, "'").replace(/&amp;/g, '&') ?? null;

test.describe('a remote redeployed alone with other pages', () => {
  test.describe.configure({ mode: 'serial' });
  const copy = path.join(ROOT, 'e2e', '.redeploy', 'mfe-blog');
  const firstDist = path.join(ROOT, 'mfe-blog', 'dist');
  let dist = firstDist;
  let origin: http.Server;
  let site: Awaited<ReturnType<typeof startOwnSite>> | undefined;
  const siteUrl = `http://127.0.0.1:${REDEPLOY_SITE_PORT}`;
  const get = async (address: string) => {
    const response = await fetch(`${siteUrl}${address}`, { redirect: 'manual' });
    return { status: response.status, html: await response.text() };
  };

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    await buildNextBlog(copy);
    origin = http.createServer(async (req, res) => {
      const file = new URL(req.url ?? '/', 'http://x').pathname.replace(/^\//, '');
      const cors = { 'Access-Control-Allow-Origin': '*' };
      const onDisk = path.join(dist, path.normalize(file));
      if (!onDisk.startsWith(dist)) return void res.writeHead(404, cors).end();
      try {
        const body = await readFile(onDisk);
        const type = file.endsWith('.json')
          ? 'application/json'
          : file.endsWith('.css')
            ? 'text/css'
            : 'text/javascript';
        res.writeHead(200, { ...cors, 'Content-Type': type, 'Cache-Control': 'no-cache' }).end(body);
      } catch {
        res.writeHead(404, cors).end();
      }
    });
    await new Promise<void>((resolve) => origin.listen(REDEPLOY_ORIGIN_PORT, '127.0.0.1', resolve));
    site = await startOwnSite(REDEPLOY_SITE_PORT, {
      REMOTE_URL_MFE_BLOG: `http://127.0.0.1:${REDEPLOY_ORIGIN_PORT}/mf-manifest.json`,
      REMOTE_MANIFEST_TTL_MS: String(TTL_MS),
    });
  });

  test.afterAll(async () => {
    site?.stop();
    origin?.closeAllConnections();
    await new Promise<void>((resolve) => origin?.close(() => resolve()));
    await rm(path.join(ROOT, 'e2e', '.redeploy'), { recursive: true, force: true });
  });

  test('the new title, description and heading, the added page and the removed one follow the deploy', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // The first deploy: the blog as built with the site.
    await expect.poll(async () => h1Of((await get('/blog')).html), { timeout: 30_000 }).toBe('Blog et actualités');
    expect((await get('/blog/1')).status).toBe(200);
    expect((await get('/blog/archive')).status).toBe(404);

    // The blog team deploys its next build on its origin; the API and the shell stay as they are.
    dist = path.join(copy, 'dist');
    const deployedAt = Date.now();
    await expect
      .poll(async () => htmlText(titleOf((await get('/blog')).html)), { timeout: 20_000, intervals: [250] })
      .toMatch(/^Carnet de route \| /);
    const followedInMs = Date.now() - deployedAt;
    test
      .info()
      .annotations.push({ type: 'followed the deploy in', description: `${followedInMs} ms (TTL ${TTL_MS} ms)` });
    console.log(
      `the server's HTML followed the blog's deploy in ${followedInMs} ms (REMOTE_MANIFEST_TTL_MS=${TTL_MS})`,
    );

    for (const language of LANGUAGES) {
      const texts = NEXT[language];
      const list = await get(localizedPath('/blog', language));
      expect(list.status).toBe(200);
      expect(htmlText(titleOf(list.html)), language).toMatch(new RegExp(`^${texts.title} \\| `));
      expect(htmlText(descriptionOf(list.html)), language).toBe(texts.intro);
      // The heading comes from the new server container.
      await expect
        .poll(async () => htmlText(h1Of((await get(localizedPath('/blog', language))).html)))
        .toBe(texts.title);

      // The added page: 200 in every language, with its head tags.
      const address = localizedPath('/blog/archive', language);
      const archive = await get(address);
      expect(archive.status, address).toBe(200);
      expect(htmlText(titleOf(archive.html)), address).toMatch(new RegExp(`^${texts.archive} \\| `));
      expect(htmlText(descriptionOf(archive.html)), address).toBe(texts.archiveIntro);
      expect(archive.html, address).toContain(`<link rel="canonical" href="${siteUrl}${address}">`);
      for (const other of LANGUAGES)
        expect(archive.html, address).toContain(
          `<link rel="alternate" hreflang="${other}" href="${siteUrl}${localizedPath('/blog/archive', other)}">`,
        );
      expect(archive.html, address).not.toContain('noindex');
      expect(htmlText(h1Of(archive.html)), address).toBe(texts.archive);

      // The removed pages: an article's address is no page any more.
      const removed = await get(localizedPath('/blog/1', language));
      expect(removed.status, language).toBe(404);
      expect(removed.html).toContain('<meta name="robots" content="noindex">');
    }

    const sitemap = (await get('/sitemap.xml')).html;
    for (const language of LANGUAGES)
      expect(sitemap).toContain(`${siteUrl}${localizedPath('/blog/archive', language)}<`);
    expect(sitemap).not.toMatch(/\/blog\/\d+</);

    // In the browser too: the shell sends the address to the remote, whose new route renders it.
    await page.goto(`${siteUrl}/en/blog/archive`);
    await expect(page.getByRole('heading', { level: 1, name: NEXT.en.archive })).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveTitle(new RegExp(`^${NEXT.en.archive} \\| `));
  });
});
