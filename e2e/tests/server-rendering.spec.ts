import http from 'node:http';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LANGUAGES, type SiteLanguage } from '../../shared/src/core/constants';
import { localizedPath, staticPaths as staticPathsIn } from '../../shared/src/core/federation/site-paths';
import { builtCatalog } from './support/built-pages';
import { waitForHydration, watchNetwork } from './support/page';
import { startOwnSite } from './support/own-site';
import { ROOT, SSR_ORIGIN_PORT, SSR_SITE_PORT } from './support/servers';

// Pages rendered on the server (docs/decisions/013-server-rendering.md), seen as a
// crawler, as a browser without JavaScript, as a browser that hydrates them, and
// with a remote whose server container is absent, throws or is too slow.

const staticPaths = () => staticPathsIn(builtCatalog());
const frenchOf = <T>(folder: string) =>
  JSON.parse(readFileSync(path.join(ROOT, folder, 'src', 'locales', 'fr.json'), 'utf8')) as T;
const blogFr = frenchOf<{ not_found_title: string }>('mfe-blog');
const careersFr = frenchOf<{ offer: { not_found_title: string } }>('mfe-careers');

const decode = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const textOf = (html: string) =>
  decode(
    html
      .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
const mainOf = (html: string) => /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
const articlesIn = (html: string) => (mainOf(html).match(/<article\b/g) ?? []).length;
/** A journey checks what it saw by then when its page's network never went quiet, and says so in its report. */
function settledOrSaid(pending: string[]) {
  if (pending.length === 0) return;
  test.info().annotations.push({ type: 'network not quiet', description: pending.join(' ') });
  console.warn(`${test.info().title}: network not quiet, still pending: ${pending.join(' ')}`);
}
const headingsOf = (html: string) =>
  [...mainOf(html).matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => textOf(match[1]!));

async function firstOpenOffer(request: APIRequestContext): Promise<number> {
  const jobs = (await (await request.get('/api/jobs?page=1')).json()) as { data: Array<{ id: number }> };
  return jobs.data[0]!.id;
}

test.describe('the raw HTML (no JavaScript) of every page in every language', () => {
  test('each page has its status, one h1 and its text in its language', async ({ request }) => {
    test.setTimeout(180_000);
    const offer = await firstOpenOffer(request);
    const paths = [...staticPaths(), '/blog/1', `/jobOffers/${offer}`];
    for (const sitePath of paths) {
      const mains = new Map<SiteLanguage, string>();
      for (const language of LANGUAGES) {
        const address = localizedPath(sitePath, language);
        const response = await request.get(address, { headers: { Accept: '*/*' } });
        expect(response.status(), address).toBe(200);
        const html = await response.text();
        expect(html, address).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`);
        const headings = headingsOf(html);
        expect(headings, `${address}: one h1`).toHaveLength(1);
        expect(headings[0]!.length, `${address}: h1 text`).toBeGreaterThan(2);
        const body = textOf(mainOf(html));
        expect(body.length, `${address}: body text`).toBeGreaterThan(60);
        // Rendered with its data, not in its loading state.
        expect(html, address).not.toContain('aria-busy="true"');
        mains.set(language, body);
      }
      // Translated: no two languages show the same page.
      expect(new Set(mains.values()).size, `${sitePath} in four languages`).toBe(4);
    }
  });

  test('unknown pages, articles and offers answer 404 with their translated not-found text', async ({ request }) => {
    const cases: Array<[string, string]> = [
      ['/no-such-page', 'Page non trouvée'],
      ['/blog/99999', blogFr.not_found_title],
      ['/jobOffers/99999', careersFr.offer.not_found_title],
    ];
    for (const [address, title] of cases) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(404);
      expect(headingsOf(await response.text()), address).toEqual([title]);
    }
  });
});

test.describe('browsing without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every page shows its content and the links lead from page to page, in the chosen language', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('main h1')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await nav.getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog et actualités' })).toBeVisible();
    await expect(page.locator('main article')).toHaveCount(9);
    await page
      .locator('main article')
      .first()
      .getByRole('link', { name: /^Lire la suite/ })
      .click();
    await expect(page).toHaveURL(/\/blog\/\d+$/);
    await expect(page.locator('main article h1')).toBeVisible();
    await expect(page.locator('main article p').first()).not.toBeEmpty();

    await nav.getByRole('link', { name: 'Carrières', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: "Offres d'emploi" })).toBeVisible();
    const offer = page.locator('main article').first().getByRole('heading', { level: 3 }).getByRole('link');
    const post = (await offer.textContent()) ?? '';
    await offer.click();
    await expect(page.getByRole('heading', { level: 1, name: post })).toBeVisible();

    // The language links keep the page.
    await page.getByRole('link', { name: 'English', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/jobOffers\/\d+$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Request a quote' })
      .click();
    await expect(page).toHaveURL(/\/en\/cotation$/);
    await expect(page.locator('main h1')).toBeVisible();
  });
});

/** Loads a page and returns what went wrong in the console, and the API requests it made. */
async function loadAndWatch(page: Page, address: string) {
  const errors: string[] = [];
  const apiCalls: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error') errors.push(message.text());
  };
  const onError = (error: Error) => errors.push(error.message);
  const onRequest = (request: { url(): string }) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
  };
  page.on('console', onConsole);
  page.on('pageerror', onError);
  page.on('request', onRequest);
  try {
    await page.goto(address);
    await waitForHydration(page);
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onError);
    page.off('request', onRequest);
  }
  return { errors, apiCalls };
}

test.describe('hydration', () => {
  for (const language of LANGUAGES) {
    test(`every page in ${language} hydrates without an error and without asking again for its data`, async ({
      page,
      request,
    }) => {
      test.setTimeout(240_000);
      const offer = await firstOpenOffer(request);
      for (const sitePath of [...staticPaths(), '/blog/1', `/jobOffers/${offer}`]) {
        const address = localizedPath(sitePath, language);
        const { errors, apiCalls } = await loadAndWatch(page, address);
        // The journeys' server seeds an article of dangerous markup (blog.spec.ts): the browser's CSP
        // refusing its inline handler is the defence working, not a defect of the page.
        expect(
          errors.filter((error) => !error.startsWith('Executing inline event handler violates')),
          address,
        ).toEqual([]);
        expect(apiCalls, address).toEqual([]);
      }
    });
  }

  test('after hydration the page is the app: links navigate without a reload, the language switch keeps the page', async ({
    page,
  }) => {
    await loadAndWatch(page, '/blog');
    await page.evaluate(() => ((window as { marker?: string }).marker = 'same page'));
    await page
      .locator('main article')
      .first()
      .getByRole('link', { name: /^Lire la suite/ })
      .click();
    await expect(page.locator('main article h1')).toBeVisible();
    // No reload: the window kept what the first page put on it.
    expect(await page.evaluate(() => (window as { marker?: string }).marker)).toBe('same page');
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Demander un devis' })
      .click();
    await expect(page).toHaveURL(/\/cotation$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('first load', () => {
  // The page's preload hints name the remote's chunks and the shell's copies of the
  // shared modules its routes need (server/src/site/preload.ts): each one is run, none
  // fetched for nothing (docs/decisions/015-preloads.md).
  // And they are fetched once the page has painted, not while (server/src/site/start-after-paint.ts).
  for (const sitePath of ['/', '/blog', '/jobOffers', '/cotation', '/transport/general', '/en/blog', '/ar/contact']) {
    test(`${sitePath}: every script the page downloads runs, fetched after the first paint`, async ({ page }) => {
      const scripts: string[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.url());
      });
      await page.coverage.startJSCoverage({ resetOnNavigation: false });
      const network = watchNetwork(page);
      await page.goto(sitePath);
      await waitForHydration(page);
      settledOrSaid(await network.quiet());
      const ran = new Set((await page.coverage.stopJSCoverage()).map((entry) => entry.url));
      expect(scripts.length).toBeGreaterThan(3);
      expect(scripts.filter((url) => !ran.has(url))).toEqual([]);
      const { painted, early } = await page.evaluate(() => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
        const fetched = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        return {
          painted: fcp,
          early: fetched
            .filter((entry) => /\.js$|\.json$/.test(new URL(entry.name).pathname) && entry.startTime < fcp)
            .map((entry) => entry.name),
        };
      });
      expect(painted).toBeGreaterThan(0);
      expect(early).toEqual([]);
    });
  }
});

test("the shell's entry comes as three scripts, each compiled and run in a task of its own", async ({ request }) => {
  // One 415 KB entry was the longest task of every page's start (rspack/browser-config.ts,
  // HOST_ENTRY_PARTS; docs/decisions/027-interactive-as-fast-as-react-alone.md).
  const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
  const list = /<script type="application\/json" id="start-after-paint">([^<]*)<\/script>/.exec(html)?.[1];
  const items = JSON.parse(list ?? '[]') as { href: string; script?: true }[];
  const scripts = items.filter((item) => item.script).map((item) => item.href);
  expect(scripts.map((href) => /\/static\/js\/([a-z-]+)\./.exec(href)?.[1])).toEqual([
    'react-dom',
    'libraries',
    'main',
  ]);
  const sizes = await Promise.all(scripts.map(async (href) => (await (await request.get(href)).body()).length));
  // React DOM is not in the entry's own script, nor i18next: none of the three is most of the whole.
  for (const size of sizes) expect(size).toBeLessThan(0.55 * sizes.reduce((sum, each) => sum + each, 0));
  expect((await (await request.get(scripts[2]!)).text()).includes('react.dev/errors')).toBe(false);
});

test.describe('painted where it stays', () => {
  // The server's HTML carries every stylesheet its page renders with (its shell's, the shared
  // modules' its remote uses, the remote's and its lazy parts'), written in
  // (server/src/site/inline-styles.ts): the first paint is styled and waits for no stylesheet request,
  // and neither the scripts nor hydration fetch one or move anything (docs/decisions/014-styles-in-the-page.md).
  // On a phone, its CPU four times slower.
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  for (const sitePath of [
    '/',
    '/blog',
    '/jobOffers',
    '/cotation',
    '/transport/general',
    '/contact',
    '/en/blog',
    '/ar/contact',
  ]) {
    test(`${sitePath}: styled by the server's HTML, no stylesheet fetched, nothing shifts`, async ({
      page,
      request,
    }) => {
      const html = await (await request.get(sitePath, { headers: { accept: 'text/html' } })).text();
      const written = [...html.matchAll(/<style data-href="([^"]+)">/g)].map((match) => match[1]!);
      // The shell's styles and the remote's, at least (the shell's come in two files).
      expect(written.length).toBeGreaterThanOrEqual(3);
      const stylesheets: string[] = [];
      page.on('request', (sent) => {
        if (sent.resourceType() === 'stylesheet') stylesheets.push(sent.url());
      });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(() => {
        // Each shift with what moved, so that a failure names it.
        const shifts: { value: number; moved: string[] }[] = [];
        (window as unknown as { shifts: typeof shifts }).shifts = shifts;
        const describeNode = (node: Node | null) => {
          if (!(node instanceof Element)) return String(node?.nodeName);
          const text = (node.textContent ?? '').trim().slice(0, 40);
          return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${[...node.classList].join('.')} "${text}"`;
        };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const shift = entry as unknown as {
              value: number;
              sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
            };
            shifts.push({
              value: shift.value,
              moved: (shift.sources ?? []).map(
                (source) =>
                  `${describeNode(source.node)} ${JSON.stringify(source.previousRect)} -> ${JSON.stringify(source.currentRect)} at ${Math.round(entry.startTime)} ms`,
              ),
            });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const network = watchNetwork(page);
      await page.goto(sitePath);
      await waitForHydration(page);
      settledOrSaid(await network.quiet());
      expect(stylesheets).toEqual([]);
      // Every stylesheet the running page has came in its HTML (the chunks' loaders found their disabled links).
      const links = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([disabled])')].map(
          (link) => link.href,
        ),
      );
      expect(links).toEqual([]);
      // Nothing moves on a quiet machine; a loaded one may show a rare tiny shift (0.001 to 0.01):
      // those are reported, and a shift of the size late styles cause fails.
      const shifts = await page.evaluate(
        () => (window as unknown as { shifts: { value: number; moved: string[] }[] }).shifts,
      );
      if (shifts.length > 0) {
        test.info().annotations.push({ type: 'layout shift', description: JSON.stringify(shifts) });
        console.warn(`${sitePath}: layout shift ${JSON.stringify(shifts)}`);
      }
      expect(shifts.reduce((sum, shift) => sum + shift.value, 0)).toBeLessThan(0.02);
    });
  }
});

test.describe('stylesheets written once', () => {
  // A CSS module is in every chunk's stylesheet that includes it, and a page's HTML carries all of
  // its remote's: the server drops a rule or block from a stylesheet when a later one repeats it
  // word for word, which changes no cascade (inline-styles.ts, withoutRepeats), and leaves out a
  // remote's stylesheets that style none of the page's elements (unusedSheets). The page without
  // scripts is styled exactly as with every stylesheet of the shell and of the remote's routes
  // written whole.
  test.use({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } });
  for (const sitePath of ['/', '/contact', '/ar', '/transport/general', '/blog', '/cotation', '/jobOffers']) {
    test(`${sitePath}: every element styled as with the whole stylesheets`, async ({ page, request, baseURL }) => {
      const html = await (await request.get(sitePath, { headers: { accept: 'text/html' } })).text();
      const cssOf = async (href: string) =>
        (await (await request.get(href)).text()).replace(/\/\*# sourceMappingURL=[^*]*\*\//g, '');
      const blocks = [...html.matchAll(/<style data-href="([^"]+)">[\s\S]*?<\/style>/g)];
      const remote = /^\/remotes\/[^/]+\//.exec(
        blocks.find(([, href]) => href!.startsWith('/remotes/'))?.[1] ?? '',
      )?.[0];
      expect(remote, 'a remote stylesheet is written in').toBeTruthy();
      const manifest = (await (await request.get(`${remote}mf-manifest.json`)).json()) as {
        exposes: { path: string; styles: string[] }[];
      };
      const routeStyles = manifest.exposes.find((expose) => expose.path === './routes')!.styles;
      let whole = html;
      let remoteWritten = false;
      for (const [block, href] of blocks) {
        if (!href!.startsWith(remote!)) {
          const css = await cssOf(href!);
          whole = whole.replace(block, () => `<style data-href="${href}">${css}</style>`);
          continue;
        }
        // Every stylesheet of the remote's routes, in the order the page lists them, where its first one was.
        let all = '';
        if (!remoteWritten)
          for (const file of routeStyles)
            all += `<style data-href="${remote}${file}">${await cssOf(`${remote}${file}`)}</style>`;
        remoteWritten = true;
        whole = whole.replace(block, () => all);
      }
      const leftOut = routeStyles.length - blocks.filter(([, href]) => href!.startsWith(remote!)).length;
      if (sitePath === '/') expect(html.length).toBeLessThan(whole.length - 20_000);
      else expect(html.length).toBeLessThanOrEqual(whole.length);
      if (['/', '/contact', '/cotation'].includes(sitePath)) expect(leftOut).toBeGreaterThan(0);
      // A section with content-visibility: auto is laid out once a rendering frame finds it near the
      // viewport, and which frames come before the read depends on the machine's load (with scripts
      // off there is no frame to wait for). So each copy is read with every section rendered, and the
      // property itself is compared as the cascade gave it.
      const styles = () =>
        page.evaluate(() => {
          const elements = [...document.querySelectorAll('body, body *')];
          const declared = elements.map((element) => getComputedStyle(element).contentVisibility);
          const rendered = document.createElement('style');
          rendered.textContent = '* { content-visibility: visible !important }';
          document.head.append(rendered);
          return elements.map((element, i) => {
            const computed = getComputedStyle(element);
            // Sorted: custom properties are listed in the order they were first declared.
            const values = [...computed]
              .map((name) => `${name}:${name === 'content-visibility' ? declared[i] : computed.getPropertyValue(name)}`)
              .sort();
            return `${element.tagName} ${values.join(';')}`;
          });
        });
      const url = new URL(sitePath, baseURL).href;
      await page.route(url, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: whole }));
      await page.goto(url);
      const asWhole = await styles();
      await page.unroute(url);
      await page.goto(url);
      const asSent = await styles();
      expect(asSent.length).toBe(asWhole.length);
      const differing = asSent.flatMap((element, i) => {
        if (element === asWhole[i]) return [];
        const whole = new Set(asWhole[i]!.split(';'));
        return [
          `${i} ${element.split(' ')[0]}: ${element
            .split(';')
            .filter((part) => !whole.has(part))
            .slice(0, 3)
            .join(';')}`,
        ];
      });
      expect(differing).toEqual([]);
    });
  }
});

// A site whose blog is deployed on an origin of its own, read again on every page
// (REMOTE_MANIFEST_TTL_MS=0), whose server container the test breaks.
test.describe('a remote whose server container fails', () => {
  test.describe.configure({ mode: 'serial' });
  // The production budget is 300 ms; on a loaded 2-core machine a healthy render may take longer, so
  // this site has 1 s, and its slow origin takes 4 s.
  const BUDGET_MS = 1_000;
  const SLOW_MS = 4_000;
  type Mode = 'healthy' | 'absent' | 'throws' | 'slow';
  let mode: Mode = 'healthy';
  let deploy = 0;
  let origin: http.Server;
  let site: Awaited<ReturnType<typeof startOwnSite>> | undefined;
  const siteUrl = `http://127.0.0.1:${SSR_SITE_PORT}`;
  const dist = path.join(ROOT, 'mfe-blog', 'dist');

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    origin = http.createServer(async (req, res) => {
      const file = new URL(req.url ?? '/', 'http://x').pathname.replace(/^\//, '');
      const cors = { 'Access-Control-Allow-Origin': '*' };
      const onDisk = path.join(dist, path.normalize(file));
      if (!onDisk.startsWith(dist)) return void res.writeHead(404, cors).end();
      const server = file.startsWith('server/');
      if (server && mode === 'absent') return void res.writeHead(404, cors).end();
      if (server && mode === 'slow') await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
      try {
        let body = await readFile(onDisk);
        // Each change is a deploy: a manifest of its own, so the server loads the container anew.
        if (file === 'mf-manifest.json')
          body = Buffer.from(JSON.stringify({ ...JSON.parse(body.toString('utf8')), deploy: `${mode}-${deploy}` }));
        // The article cards throw (the server build is not minified: its literals keep the source's quotes).
        if (
          server &&
          mode === 'throws' &&
          !file.includes('locale-') &&
          /["']read_more_aria["']/.test(body.toString('utf8'))
        ) {
          body = Buffer.from(
            body
              .toString('utf8')
              .replace(/["']read_more_aria["']/g, '(()=>{throw new Error("broken server deploy")})()'),
          );
        }
        const type = file.endsWith('.json')
          ? 'application/json'
          : file.endsWith('.css')
            ? 'text/css'
            : 'text/javascript';
        res.writeHead(200, { ...cors, 'Content-Type': type }).end(body);
      } catch {
        res.writeHead(404, cors).end();
      }
    });
    await new Promise<void>((resolve) => origin.listen(SSR_ORIGIN_PORT, '127.0.0.1', resolve));
    const env = {
      REMOTE_URL_MFE_BLOG: `http://127.0.0.1:${SSR_ORIGIN_PORT}/mf-manifest.json`,
      REMOTE_MANIFEST_TTL_MS: '0',
      RENDER_BUDGET_MS: String(BUDGET_MS),
    };
    site = await startOwnSite(SSR_SITE_PORT, env);
  });
  test.afterAll(async () => {
    site?.stop();
    origin?.closeAllConnections();
    await new Promise<void>((resolve) => origin?.close(() => resolve()));
  });

  async function serve(next: Mode) {
    mode = next;
    deploy += 1;
  }

  async function rawBlog() {
    const started = Date.now();
    const response = await fetch(`${siteUrl}/blog`);
    return { status: response.status, html: await response.text(), ms: Date.now() - started };
  }

  async function browserStillRendersIt(page: Page) {
    await page.goto(`${siteUrl}/blog`);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog et actualités' })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('main article')).toHaveCount(9);
  }

  test('healthy: the page comes with the blog rendered from its own origin', async ({ page }) => {
    await serve('healthy');
    // The first load of a container on a busy machine may exceed the budget (that page is kept 5 s): a later page has
    // it. The page checked is the one that came rendered: asking again on a loaded machine may meet the budget again.
    // Its stylesheet, fetched by the server from the blog's origin, is written into the page once
    // fetched (a page rendered before that preloads it): the page checked has both.
    const blogCss = `http://127.0.0.1:${SSR_ORIGIN_PORT}/static/css/`;
    let html = '';
    await expect
      .poll(
        async () => {
          ({ html } = await rawBlog());
          return { articles: articlesIn(html), styleWritten: html.includes(`<style data-href="${blogCss}`) };
        },
        { timeout: 30_000, intervals: [1_000] },
      )
      .toEqual({ articles: 9, styleWritten: true });
    expect(headingsOf(html)).toEqual(['Blog et actualités']);
    // Its disabled link at the origin's address; never a render-blocking link to another origin.
    expect(html).toContain(`<style data-href="${blogCss}`);
    expect(html).toMatch(
      new RegExp(`<link rel="stylesheet" href="${blogCss.replace(/[.]/g, '\\.')}[^"]+\\.css" disabled>`),
    );
    expect(html).not.toMatch(/<link rel="stylesheet" href="http[^"]+"(?! disabled)>/);
    const stylesheets: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'stylesheet') stylesheets.push(sent.url());
    });
    const network = watchNetwork(page);
    await browserStillRendersIt(page);
    settledOrSaid(await network.quiet());
    expect(stylesheets).toEqual([]);
  });

  for (const [failure, what] of [
    ['absent', 'cannot be loaded'],
    ['throws', 'throws while rendering'],
    ['slow', 'is slower than the budget'],
  ] as const) {
    test(`a server container that ${what}: the layout from the server, the blog from the browser`, async ({ page }) => {
      await serve(failure);
      const { status, html, ms } = await rawBlog();
      expect(status).toBe(200);
      expect(headingsOf(html)).toEqual([]);
      expect(html).toContain('Navigation principale');
      // The budget and the manifest read, not the 4 s of a slow origin.
      expect(ms).toBeLessThan(SLOW_MS - 500);
      await browserStillRendersIt(page);
      // Fixed and redeployed: rendered on the server again.
      await serve('healthy');
      await expect
        .poll(async () => articlesIn((await rawBlog()).html), { timeout: 30_000, intervals: [1_000] })
        .toBe(9);
    });
  }
});
