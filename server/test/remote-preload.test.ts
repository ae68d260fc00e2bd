import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { preloadLinks } from '../src/site/preload';
import { createRemoteManifests } from '../src/site/remote-manifests';
import { resolveRemoteUrls } from '../src/site/remotes';

// A remote deployed on another origin: the page's HTML preloads what its
// manifest lists, as it does for the remotes this server hosts.

const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      path: './routes',
      assets: {
        js: {
          sync: ['static/js/__federation_expose_routes.1a2b.js', 'static/js/828.3c4d.js'],
          async: ['static/js/locale-ar.5e6f.js', 'static/js/locale-fr.7a8b.js'],
        },
        css: { sync: ['static/css/routes.9c0d.css'] },
      },
    },
  ],
};

let server: http.Server;
let origin: string;
let requests = 0;
let answer: 'manifest' | 'down' | 'slow' = 'manifest';
let staticRoot: string;
const manifests = createRemoteManifests();

beforeAll(async () => {
  staticRoot = await mkdtemp(path.join(tmpdir(), 'api-remote-preload-'));
  server = http.createServer((req, res) => {
    requests += 1;
    if (answer === 'slow') return void setTimeout(() => res.end(JSON.stringify(manifest)), 2_000);
    if (answer === 'down' || req.url !== '/blog/mf-manifest.json') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(manifest));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(() => {
  manifests.clear();
  requests = 0;
  answer = 'manifest';
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(staticRoot, { recursive: true, force: true });
});

const blogPage = (language: 'fr' | 'ar' = 'fr') =>
  preloadLinks(
    { pathname: '/blog', language },
    {
      remotes: resolveRemoteUrls({ mfe_blog: `${origin}/blog/mf-manifest.json` }),
      staticRoot,
      profile: 'freight',
      manifests,
    },
  );

test("a page of a remote on another origin preconnects to it and preloads its manifest, entry, chunks and the page language's translations", async () => {
  const html = await blogPage('ar');
  expect(html).toContain(`<link rel="preconnect" href="${origin}">`);
  expect(html).toContain(`<link rel="preconnect" href="${origin}" crossorigin="anonymous">`);
  expect(html).toContain(
    `<link rel="preload" href="${origin}/blog/mf-manifest.json" as="fetch" crossorigin="anonymous" fetchpriority="low">`,
  );
  expect(html).toContain(`<link rel="preload" href="${origin}/blog/remoteEntry.js" as="script" fetchpriority="low">`);
  expect(html).toContain(
    `<link rel="preload" href="${origin}/blog/static/js/__federation_expose_routes.1a2b.js" as="script" fetchpriority="low">`,
  );
  expect(html).toContain(
    `<link rel="preload" href="${origin}/blog/static/js/828.3c4d.js" as="script" fetchpriority="low">`,
  );
  expect(html).toContain(`<link rel="stylesheet" href="${origin}/blog/static/css/routes.9c0d.css">`);
  expect(html).toContain(
    `<link rel="preload" href="${origin}/blog/static/js/locale-ar.5e6f.js" as="script" fetchpriority="low">`,
  );
  expect(html).not.toContain('locale-fr.7a8b.js');
});

test('the manifest is fetched once for many pages, not once per page', async () => {
  for (let i = 0; i < 5; i += 1) expect(await blogPage()).toContain('remoteEntry.js');
  expect(requests).toBe(1);
});

test('a remote that is down costs its pages only the preloads, never the page', async () => {
  answer = 'down';
  const html = await blogPage();
  expect(html).toContain(`<link rel="preconnect" href="${origin}">`);
  expect(html).not.toContain('remoteEntry.js');
  expect(html).toContain('href="/remotes.json"');
});

test('a slow remote does not hold the page: it waits a moment at most, and the next page has the preloads', async () => {
  answer = 'slow';
  const started = Date.now();
  const first = await blogPage();
  expect(Date.now() - started).toBeLessThan(1_500);
  expect(first).not.toContain('remoteEntry.js');
  await new Promise((resolve) => setTimeout(resolve, 2_200));
  expect(await blogPage()).toContain(`${origin}/blog/remoteEntry.js`);
});
