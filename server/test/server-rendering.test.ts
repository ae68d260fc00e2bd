import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { FAILED_PAGE_TTL_MS } from '../src/site/server-rendering';
import { fakeBuild } from './support/fake-build';
import { captureLogs, drivers, startApp } from './support/test-app';

// The API's side of server rendering (docs/decisions/013-server-rendering.md) with a
// stand-in for the shell's server build: what it is given (each remote's server
// container, from the remote's manifest), where its HTML and data go, the page
// cache and what empties it, and a remote's failure logged, counted and kept
// briefly. The real renderer's failures are in shell/src/server/render-page.test.tsx,
// and the real builds in the browser journeys (e2e/tests/server-rendering.spec.ts).

const FAKE_RENDERER = `
globalThis.__renders = [];
exports.createPageRenderer = function (options) {
  return {
    async render(request) {
      globalThis.__renders.push(request);
      if (request.path === '/boom') throw new Error('renderer broke');
      const remote = request.path.startsWith('/jobOffers')
        ? { name: 'mfe_careers', outcome: 'unavailable', error: 'no container' }
        : request.path.startsWith('/blog') ? { name: 'mfe_blog', outcome: 'rendered' } : undefined;
      const html = remote && remote.outcome === 'rendered'
        ? '<main><h1>Blog ' + request.language + '</h1><p>' + (await (await options.fetchApi('/api/health', {})).text()) + '</p></main>'
        : '<main><!--$!--><p>later</p><!--/$--></main>';
      const formatted = { 'd|fr-FR|{"dateStyle":"long"}|2026-03-03': '3 mars 2026 </script>' };
      return { html, data: { 'key</script>': { n: globalThis.__renders.length } }, formatted, remote };
    },
  };
};
`;

const renders = () =>
  (
    globalThis as {
      __renders?: Array<{ path: string; remotes: Record<string, { entry: string; publicPath: string }> }>;
    }
  ).__renders ?? [];

async function writeBlogManifest(root: string, marker: string) {
  await writeFile(
    path.join(root, 'mfe-blog', 'dist', 'mf-manifest.json'),
    JSON.stringify({
      id: 'mfe-blog',
      marker,
      metaData: {
        remoteEntry: { name: 'remoteEntry.js', path: '' },
        ssrRemoteEntry: { name: 'remoteEntry.js', path: 'server', type: 'commonjs-module' },
        // The pages file the fake build wrote.
        pages: 'pages.0123abcd.json',
      },
      exposes: [{ path: './routes', assets: { js: { sync: [] }, css: { sync: [] } } }],
    }),
  );
}

/** The body as the client reads it, whatever its encoding. */
const decoded = (response: { headers: Record<string, unknown>; rawPayload: Buffer }) =>
  (response.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(response.rawPayload)
    : response.headers['content-encoding'] === 'gzip'
      ? gunzipSync(response.rawPayload)
      : response.rawPayload
  ).toString();

describe.each(drivers)('pages rendered on the server (%s)', (driver) => {
  let root: string;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const logs = captureLogs('warn');

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'ssr-'));
    await fakeBuild(root);
    await mkdir(path.join(root, 'shell', 'dist', 'server'), { recursive: true });
    await writeFile(path.join(root, 'shell', 'dist', 'server', 'package.json'), '{ "type": "commonjs" }');
    await writeFile(path.join(root, 'shell', 'dist', 'server', 'main.js'), FAKE_RENDERER);
    await mkdir(path.join(root, 'mfe-blog', 'dist', 'server'), { recursive: true });
    await writeFile(path.join(root, 'mfe-blog', 'dist', 'server', 'remoteEntry.js'), 'module.exports = {};');
    await writeBlogManifest(root, 'first');
    ({ app, close } = await startApp(driver, { serveStatic: true, staticRoot: root, logger: logs.logger }));
  });
  afterAll(async () => {
    await close();
    await rm(root, { recursive: true, force: true });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    app.rendering!.clear();
    renders().length = 0;
  });

  test("the page's content is in #root, with the data it was rendered with; no boot frame, no JavaScript notice", async () => {
    const response = await app.inject({ method: 'GET', url: '/en/blog' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<div id="root"><main><h1>Blog en</h1><p>{"status":"ok"}</p></main></div>');
    expect(response.body).not.toContain('<noscript>');
    // The data, as JSON that cannot end its script element.
    const data = /<script type="application\/json" id="server-data">([^<]*)<\/script><\/body>/.exec(response.body)?.[1];
    expect(JSON.parse(data!)).toMatchObject({ swr: { 'key</script>': { n: 1 } }, at: expect.any(Number) });
    // The texts it formatted, for the browser to hydrate with (shared/src/web/i18n/formatted.tsx).
    expect(JSON.parse(data!).formatted).toEqual({ 'd|fr-FR|{"dateStyle":"long"}|2026-03-03': '3 mars 2026 </script>' });
    // The renderer got the blog's server container from its manifest, and its public folder.
    const { path: rendered, remotes } = renders()[0]!;
    expect(rendered).toBe('/blog');
    expect(remotes.mfe_blog!.entry).toMatch(
      /^http:\/\/site\.internal\/remotes\/mfe-blog\/server\/remoteEntry\.js\?v=[0-9a-f]{16}-\d+$/,
    );
    expect(remotes.mfe_blog!.publicPath).toBe('/remotes/mfe-blog/');
  });

  test('a rendered page is kept until the content or the remote changes', async () => {
    await app.inject({ method: 'GET', url: '/blog' });
    await app.inject({ method: 'GET', url: '/blog' });
    expect(renders()).toHaveLength(1);
    expect(app.rendering!.stats.cacheHits).toBeGreaterThanOrEqual(1);
    // Each language and path is its own page.
    await app.inject({ method: 'GET', url: '/es/blog' });
    expect(renders()).toHaveLength(2);
    // New content (seed, back office): rendered again.
    app.db.content.bump();
    await app.inject({ method: 'GET', url: '/blog' });
    expect(renders()).toHaveLength(3);
    // The blog redeployed (another manifest): rendered again with the new container.
    const before = renders()[2]!.remotes.mfe_blog!.entry;
    await new Promise((resolve) => setTimeout(resolve, 20));
    await writeBlogManifest(root, 'second');
    await app.inject({ method: 'GET', url: '/blog' });
    expect(renders()).toHaveLength(4);
    expect(renders()[3]!.remotes.mfe_blog!.entry).not.toBe(before);
  });

  test('a page sent again is sent whole from memory: compressed once, with an ETag, 304 when the browser has it', async () => {
    const first = await app.inject({
      method: 'GET',
      url: '/es/blog/1?ref=mail',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(first.statusCode).toBe(200);
    const lookups = vi.spyOn(app.articles, 'get');
    const second = await app.inject({
      method: 'GET',
      url: '/es/blog/1?ref=mail',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(renders()).toHaveLength(1);
    expect(second.statusCode).toBe(200);
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.headers['cache-control']).toBe('no-cache');
    expect(second.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(second.rawPayload).toString()).toBe(decoded(first));
    const plain = await app.inject({ method: 'GET', url: '/es/blog/1?ref=mail' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(decoded(first));
    const again = await app.inject({
      method: 'GET',
      url: '/es/blog/1?ref=mail',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(second.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(renders()).toHaveLength(1);
    expect(lookups).not.toHaveBeenCalled();
    // Another origin (no PUBLIC_ORIGIN): its own absolute URLs, so its own page.
    const other = await app.inject({ method: 'GET', url: '/es/blog/1?ref=mail', headers: { host: 'other.test' } });
    expect(other.body).toContain('<link rel="canonical" href="http://other.test/es/blog/1">');
    expect(other.body).not.toBe(plain.body);
  });

  test('a page kept whole is not sent once the shell is built again', async () => {
    const first = await app.inject({ method: 'GET', url: '/ar/blog' });
    const index = path.join(root, 'shell', 'dist', 'index.html');
    const built = await readFile(index, 'utf8');
    await new Promise((resolve) => setTimeout(resolve, 20));
    await writeFile(index, built.replace('</head>', '<meta name="build" content="two"></head>'));
    const second = await app.inject({ method: 'GET', url: '/ar/blog' });
    expect(first.body).not.toContain('content="two"');
    expect(second.body).toContain('<meta name="build" content="two">');
    await writeFile(index, built);
  });

  test('a remote the server could not render: logged, counted, and its page kept for a few seconds only', async () => {
    const before = app.rendering!.stats.fallbacks.mfe_careers!.unavailable;
    const first = await app.inject({ method: 'GET', url: '/jobOffers' });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<!--$!-->');
    expect(app.rendering!.stats.fallbacks.mfe_careers!.unavailable).toBe(before + 1);
    expect(
      logs.lines.some(
        (line) =>
          line.msg === 'A remote renders in the browser only' && (line as { remote?: string }).remote === 'mfe_careers',
      ),
    ).toBe(true);
    await app.inject({ method: 'GET', url: '/jobOffers' });
    expect(renders()).toHaveLength(1);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + FAILED_PAGE_TTL_MS + 1);
    await app.inject({ method: 'GET', url: '/jobOffers' });
    expect(renders()).toHaveLength(2);
  });

  test('a renderer that breaks costs nothing but the server rendering: the boot frame, rendered in the browser', async () => {
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('id="server-data"');
  });

  test('a back-office address with a session cookie is never rendered nor kept: the shell alone, no-store and noindex, in every language', async () => {
    const hitsBefore = app.rendering!.stats.cacheHits;
    for (const url of ['/staff', '/en/staff/accounts', '/es/staff/audit?page=2', '/ar/staff/nowhere/at/all']) {
      for (let round = 0; round < 2; round += 1) {
        const response = await app.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': 'br, gzip', cookie: 'staff=whatever-the-remote-checks' },
        });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['cache-control'], url).toBe('no-store');
        expect(response.headers['x-robots-tag'], url).toBe('noindex');
        expect(response.headers.etag, url).toBeUndefined();
        const body = decoded(response);
        expect(body, url).toContain('<meta name="robots" content="noindex">');
        expect(body, url).not.toContain('rel="canonical"');
        expect(body, url).not.toContain('id="server-data"');
      }
    }
    expect(renders()).toEqual([]);
    expect(app.rendering!.stats.cacheHits).toBe(hitsBefore);
    // Asked directly, the rendering refuses it too.
    expect(await app.rendering!.render({ path: '/staff/accounts', search: '', language: 'fr' })).toBeNull();
    expect(renders()).toEqual([]);
  });

  test('without a session cookie, a back-office page goes straight to the sign-in page, in its language, and comes back afterwards', async () => {
    for (const [url, location] of [
      ['/staff', '/staff/sign-in?next=%2Fstaff'],
      ['/en/staff/accounts', '/en/staff/sign-in?next=%2Fstaff%2Faccounts'],
      ['/es/staff/audit?page=2', '/es/staff/sign-in?next=%2Fstaff%2Faudit%3Fpage%3D2'],
      ['/ar/staff/nowhere/at/all', '/ar/staff/sign-in?next=%2Fstaff%2Fnowhere%2Fat%2Fall'],
      // Never elsewhere: `next` is a back-office path of this site (shared/src/core/staff/staff-paths.ts).
      ['/staff/inbox?x=//evil.example', '/staff/sign-in?next=%2Fstaff%2Finbox%3Fx%3D%2F%2Fevil.example'],
    ] as const) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await app.inject({ method, url });
        expect(response.statusCode, url).toBe(302);
        expect(response.headers.location, url).toBe(location);
        expect(response.headers['cache-control'], url).toBe('no-store');
      }
    }
    // The pages that open without a session are answered (the reset page by the browser: its address carries a token).
    for (const url of ['/staff/forgot', '/ar/staff/reset?token=secret-token']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.body, url).not.toContain('id="server-data"');
    }
    expect(renders()).toEqual([]);
  });

  test('the sign-in page is rendered on the server, in its language, for each request: no-store, noindex, no referrer, kept by no cache', async () => {
    const hitsBefore = app.rendering!.stats.cacheHits;
    for (const [url, language] of [
      ['/staff/sign-in?next=%2Fstaff', 'fr'],
      ['/staff/sign-in?next=%2Fstaff', 'fr'],
      ['/ar/staff/sign-in?next=%2Fstaff%2Finbox%2FQ-2026-000072&reason=expired', 'ar'],
    ] as const) {
      // A stale cookie changes nothing: the page shows the same form to everyone.
      for (const cookie of [undefined, 'staff=stale']) {
        const response = await app.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': 'br, gzip', ...(cookie ? { cookie } : {}) },
        });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['cache-control'], url).toBe('no-store');
        expect(response.headers['x-robots-tag'], url).toBe('noindex');
        expect(response.headers['referrer-policy'], url).toBe('no-referrer');
        expect(response.headers.etag, url).toBeUndefined();
        const body = decoded(response);
        expect(body, url).toContain('id="server-data"');
        expect(body, url).toContain('<meta name="robots" content="noindex">');
        expect(body, url).not.toContain('rel="canonical"');
        expect(renders().at(-1), url).toMatchObject({ path: '/staff/sign-in', language });
      }
    }
    // Six requests, six renders: none was sent from a cache.
    expect(renders()).toHaveLength(6);
    expect(app.rendering!.stats.cacheHits).toBe(hitsBefore);
  });

  test('HEAD gets the head and status without rendering', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/blog' });
    expect(response.statusCode).toBe(200);
    expect(renders()).toHaveLength(0);
  });
});
