import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { remoteApp } from '@freight/shared/core/federation/apps';
import type { PublishedPage, PublishedPages } from '@freight/shared/core/federation/pages';
import { matchRoute } from '@freight/shared/core/federation/site-paths';
import { createPageCatalogs } from '../src/site/page-catalog';
import { createRemoteManifests } from '../src/site/remote-manifests';
import { resolveRemoteUrls } from '../src/site/remotes';

// The site's pages as the remotes published them (docs/decisions/024-a-remote-owns-its-pages.md):
// read from each remote's manifest, again when it changes; refused outside the remote's territory;
// the last known kept when a deploy cannot be read; a territory never read left to the browser.

const texts = { title: 'T', description: 'D' };
const head = {
  freight: { fr: texts, en: texts, es: texts, ar: texts },
  electrical: { fr: texts, en: texts, es: texts, ar: texts },
};
const page = (pattern: string): PublishedPage => ({ pattern, path: pattern, head, sitemap: true, breadcrumb: [] });
const blog = (...pages: PublishedPage[]): PublishedPages => ({ remote: 'mfe_blog', pages, redirects: {} });

const lines: Array<{ level: number; msg: string; remote?: string; problems?: string[] }> = [];
const log = Fastify({
  logger: { level: 'debug', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
}).log;

let root: string;
let deploys = 0;
/** Deploys a remote's build on this server's disk: its pages file and a manifest naming it. */
async function deployLocal(folder: string, published: PublishedPages | string) {
  deploys += 1;
  const dist = path.join(root, folder, 'dist');
  await mkdir(dist, { recursive: true });
  const file = `pages.${deploys}.json`;
  await writeFile(path.join(dist, file), typeof published === 'string' ? published : JSON.stringify(published));
  await writeFile(
    path.join(dist, 'mf-manifest.json'),
    JSON.stringify({ id: folder, metaData: { pages: file }, deploys }),
  );
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'page-catalog-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

test('a remote on this server: its pages, read again at each deploy; the last known kept when a deploy cannot be read', async () => {
  const catalogs = createPageCatalogs({
    staticRoot: root,
    remotes: resolveRemoteUrls(),
    manifests: createRemoteManifests(),
    log,
  });
  // Nothing built: every territory is left to the browser.
  const cold = await catalogs.current();
  expect(cold.unread.size).toBe(5);
  expect(matchRoute('/blog/anything', cold)).toEqual({ remote: 'mfe_blog', pattern: '*', page: null });

  await deployLocal('mfe-blog', blog(page('blog'), page('blog/archive')));
  const first = await catalogs.current();
  expect(first.unread.has('mfe_blog')).toBe(false);
  expect(matchRoute('/blog/archive', first)?.page?.path).toBe('blog/archive');
  expect(matchRoute('/blog/other', first)).toBeNull();
  // A kept page's key names the pages its head came from.
  expect(catalogs.versionOf(cold)).toContain('mfe_blog:-');
  expect(catalogs.versionOf(first)).not.toBe(catalogs.versionOf(cold));
  expect(catalogs.versionOf(await catalogs.current())).toBe(catalogs.versionOf(first));

  // The next deploy removes a page.
  await new Promise((resolve) => setTimeout(resolve, 20));
  await deployLocal('mfe-blog', blog(page('blog')));
  const second = await catalogs.current();
  expect(matchRoute('/blog/archive', second)).toBeNull();
  expect(catalogs.versionOf(second)).not.toBe(catalogs.versionOf(first));

  // A deploy whose pages file is broken: the pages of the one before stay, and it is said once.
  await new Promise((resolve) => setTimeout(resolve, 20));
  await deployLocal('mfe-blog', '{"remote": "mfe_blog", "pages": [');
  lines.length = 0;
  expect(matchRoute('/blog', await catalogs.current())?.page?.path).toBe('blog');
  const kept = await catalogs.current();
  expect(matchRoute('/blog', kept)?.page?.path).toBe('blog');
  expect(catalogs.versionOf(kept)).toBe(catalogs.versionOf(second));
  expect(lines.filter((line) => line.msg.includes('unreadable pages'))).toHaveLength(1);
});

test('a page or a redirect outside the territory is refused and logged; the rest is kept', async () => {
  const catalogs = createPageCatalogs({
    staticRoot: root,
    remotes: resolveRemoteUrls(),
    manifests: createRemoteManifests(),
    log,
  });
  lines.length = 0;
  await deployLocal('mfe-blog', {
    ...blog(page('blog'), page('about'), page('jobOffers/new')),
    redirects: { '/news': '/blog', '/blog/old': '/blog' },
  });
  const catalog = await catalogs.current();
  expect(matchRoute('/blog', catalog)?.remote).toBe('mfe_blog');
  // /about stays the marketing remote's (unread here), /jobOffers/new the careers remote's.
  expect(matchRoute('/about', catalog)).toEqual({ remote: 'mfe_marketing', pattern: '*', page: null });
  expect(
    catalog.pages.filter((candidate) => candidate.remote === 'mfe_blog').map((candidate) => candidate.path),
  ).toEqual(['blog']);
  expect(Object.fromEntries(catalog.redirects)).toEqual({ '/blog/old': '/blog' });
  const refusal = lines.find((line) => line.msg === 'A remote published pages the site refuses');
  expect(refusal?.remote).toBe('mfe_blog');
  expect(refusal?.problems).toEqual([
    'mfe_blog claims /about, outside its territory',
    'mfe_blog claims /jobOffers/new, outside its territory',
    'mfe_blog redirects /news, outside its territory',
  ]);
});

test('a remote on another origin: read again within the TTL of a deploy; kept while its origin is down', async () => {
  let published = blog(page('blog'));
  let version = 1;
  let up = true;
  const origin = http.createServer((req, res) => {
    if (!up) return void req.socket.destroy();
    if (req.url === '/mf-manifest.json')
      return void res.end(JSON.stringify({ id: 'mfe_blog', metaData: { pages: `pages.${version}.json` } }));
    if (req.url === `/pages.${version}.json`) return void res.end(JSON.stringify(published));
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(origin.address() as AddressInfo).port}/mf-manifest.json`;
  try {
    const catalogs = createPageCatalogs({
      staticRoot: root,
      remotes: resolveRemoteUrls({ mfe_blog: url }),
      manifests: createRemoteManifests({ ttlMs: 200 }),
      log,
    });
    expect(matchRoute('/blog', await catalogs.current())?.page?.path).toBe('blog');

    published = blog(page('blog'), page('blog/archive'));
    version = 2;
    await expect
      .poll(async () => matchRoute('/blog/archive', await catalogs.current())?.page?.path, { timeout: 5_000 })
      .toBe('blog/archive');

    up = false;
    await new Promise((resolve) => setTimeout(resolve, 400));
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(matchRoute('/blog/archive', await catalogs.current())?.page?.path).toBe('blog/archive');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    origin.closeAllConnections();
    await new Promise<void>((resolve) => origin.close(() => resolve()));
  }
});

test('the territories are those of the apps table', () => {
  expect(remoteApp('mfe_blog').paths).toEqual(['blog']);
});
