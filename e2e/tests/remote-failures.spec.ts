import { expect, test, type Page, type Request, type Response } from '@playwright/test';
import { REMOTE_APPS } from '../../shared/src/core/federation/apps';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BROKEN_BUILD_KINDS, buildBrokenRemotes } from './support/broken-builds';
import { MATRIX_PORT, REMOTE_ORIGIN_PORTS } from './support/servers';
import { FAILURE_KINDS, startRemoteOrigins, type FailureKind, type RemoteOrigins } from './support/remote-origin';

// The failure matrix: each remote, deployed on its own origin, fails in each way a deploy
// or an origin can fail, reached directly or by in-app navigation. The failed remote shows
// the translated fallback, the shell and the other remotes keep working, the failed origin
// is not hammered, and Retry recovers once the remote is fixed.

interface RemoteCase {
  folder: string;
  /** A page of the remote, and the header link that leads to it. */
  path: string;
  /** A string literal its page's components use while rendering (throws-at-render). */
  renderMarker: string;
}

const REMOTES: RemoteCase[] = [
  { folder: 'mfe-marketing', path: '/about', renderMarker: 'about.nav_label' },
  { folder: 'mfe-quote', path: '/cotation', renderMarker: 'reach.phones' },
  { folder: 'mfe-careers', path: '/jobOffers', renderMarker: 'job.apply_to' },
  { folder: 'mfe-blog', path: '/blog', renderMarker: 'read_more_aria' },
  // mfe-staff has its own loop below: no header link of the public pages leads to it, and under /staff
  // the public header is not shown (docs/decisions/020-staff-remote.md).
];

const FALLBACK = 'Cette partie du site est momentanément indisponible';
/**
 * The remote timeout (shell/src/features/remotes/load-remote-routes.ts) is 15 s: a failure that is
 * not a slow origin shows its fallback well before it (10 s: a direct load on a busy two-core machine
 * first paints, then starts its scripts, and once took over 5 s), a slow origin once it has passed.
 */
const fallbackWithin = (kind: FailureKind) => (kind === 'slow' ? 20_000 : 10_000);
const site = `http://127.0.0.1:${MATRIX_PORT}`;

let origin: RemoteOrigins;
let brokenBuilds: string;

test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  brokenBuilds = mkdtempSync(path.join(tmpdir(), 'broken-remotes-'));
  buildBrokenRemotes(brokenBuilds);
  origin = await startRemoteOrigins(brokenBuilds);
});

test.afterAll(async () => {
  await origin.close();
  rmSync(brokenBuilds, { recursive: true, force: true });
});

test.afterEach(async () => {
  await origin.set(null);
});

const originOf = (folder: string) => {
  const index = REMOTE_APPS.findIndex((app) => app.folder === folder);
  return `http://127.0.0.1:${REMOTE_ORIGIN_PORTS[index]}/`;
};

/** What the page asks of one origin: requests that failed, and the most requests for one URL. */
function watchOrigin(page: Page, base: string) {
  const perUrl = new Map<string, number>();
  const failed = new Set<Request>();
  const onRequest = (request: Request) => {
    if (request.url().startsWith(base)) perUrl.set(request.url(), (perUrl.get(request.url()) ?? 0) + 1);
  };
  const onFailed = (request: Request) => {
    if (request.url().startsWith(base)) failed.add(request);
  };
  const onResponse = (response: Response) => {
    if (response.url().startsWith(base) && response.status() >= 400) failed.add(response.request());
  };
  page.on('request', onRequest);
  page.on('requestfailed', onFailed);
  page.on('response', onResponse);
  return {
    failed: () => failed.size,
    mostRepeated: () => Math.max(0, ...perUrl.values()),
    stop: () => {
      page.off('request', onRequest);
      page.off('requestfailed', onFailed);
      page.off('response', onResponse);
    },
  };
}

const headerLink = (page: Page, path: string) => page.locator(`header a[href="${path}"]`).first();

async function expectPage(page: Page) {
  await expect(page.locator('main h1')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(FALLBACK)).toHaveCount(0);
}

const isBrokenBuild = (kind: FailureKind) => (BROKEN_BUILD_KINDS as readonly string[]).includes(kind);

// Every remote fails in every way on a direct load (the server renders without it, then the browser
// tries). In-app navigation runs the browser's loader alone, the same code for every remote: each kind
// is reached that way once, on the remotes in turn, so every remote and every kind is covered in both
// modes without the full product (which took a third of the journeys' time).
const navigatedRemote = (kind: FailureKind) => REMOTES[FAILURE_KINDS.indexOf(kind) % REMOTES.length]!;

for (const remote of REMOTES) {
  const other = remote.folder === 'mfe-careers' ? REMOTES[3]! : REMOTES[2]!;
  for (const kind of FAILURE_KINDS) {
    // A remote built wrong could leave its copies of shared modules to the others (ADR 009):
    // every other remote is visited after it; for the other kinds one is enough.
    const others = isBrokenBuild(kind) ? REMOTES.filter((candidate) => candidate !== remote) : [other];
    const modes =
      navigatedRemote(kind) === remote ? (['direct load', 'in-app navigation'] as const) : (['direct load'] as const);
    for (const mode of modes) {
      test(`${remote.folder} ${kind}, ${mode}: fallback, the rest works, Retry recovers`, async ({ page }) => {
        test.setTimeout(90_000);
        const errors: string[] = [];
        page.on('pageerror', (error) => {
          if (!error.message.includes('broken deploy')) errors.push(error.message);
        });
        if (mode === 'in-app navigation') {
          await page.goto(`${site}${other.path}`);
          await expectPage(page);
        }
        await origin.set({ folder: remote.folder, kind, renderMarker: remote.renderMarker });
        const traffic = watchOrigin(page, originOf(remote.folder));
        if (mode === 'direct load') await page.goto(`${site}${remote.path}`);
        else await headerLink(page, remote.path).click();

        await expect(page.getByText(FALLBACK)).toBeVisible({ timeout: fallbackWithin(kind) });
        await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
        // No request loop: a moment later the failed origin has had a handful of failed requests at most,
        // and no file of it was asked for again and again.
        await page.waitForTimeout(1_500);
        expect(traffic.failed(), 'failed requests to the failed origin').toBeLessThanOrEqual(10);
        expect(traffic.mostRepeated(), 'requests for one file of the failed origin').toBeLessThanOrEqual(4);
        traffic.stop();

        // The other remotes still work, by in-app navigation.
        for (const next of others) {
          await headerLink(page, next.path).click();
          await expectPage(page);
        }

        // The team fixes the remote; the visitor comes back and presses Retry.
        await origin.set(null);
        await headerLink(page, remote.path).click();
        // Back on its route the failed attempt's fallback shows again, without a request: at once for a
        // load that failed, once its data has come for a page that throws while rendering (its heading
        // may show first). Its Retry loads the fixed deploy.
        const retry = page.getByRole('button', { name: 'Réessayer' });
        const retryShown = await retry.waitFor({ state: 'visible', timeout: 5_000 }).then(
          () => true,
          () => false,
        );
        if (retryShown) await retry.click();
        await expectPage(page);
        expect(errors).toEqual([]);
      });
    }
  }
}

// The back office is only ever opened at its address (a bookmark, an e-mailed reset link): each failure
// on a direct load of its sign-in page shows the fallback without a request loop, the public pages keep
// rendering meanwhile, and once the remote is fixed Retry brings the sign-in form in the same page.
for (const kind of FAILURE_KINDS) {
  test(`mfe-staff ${kind}, direct load: fallback, the public site works, Retry recovers`, async ({ page }) => {
    test.setTimeout(90_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => {
      if (!error.message.includes('broken deploy')) errors.push(error.message);
    });
    await origin.set({ folder: 'mfe-staff', kind, renderMarker: 'sign_in.submit' });
    const traffic = watchOrigin(page, originOf('mfe-staff'));
    await page.goto(`${site}/staff/sign-in`);
    await expect(page.getByText(FALLBACK)).toBeVisible({ timeout: fallbackWithin(kind) });
    await page.waitForTimeout(1_500);
    expect(traffic.failed(), 'failed requests to the failed origin').toBeLessThanOrEqual(10);
    expect(traffic.mostRepeated(), 'requests for one file of the failed origin').toBeLessThanOrEqual(4);
    traffic.stop();

    await page.goto(`${site}/about`);
    await expectPage(page);

    await page.goto(`${site}/staff/sign-in`);
    await expect(page.getByText(FALLBACK)).toBeVisible({ timeout: fallbackWithin(kind) });
    await origin.set(null);
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expectPage(page);
    await expect(page.getByRole('textbox', { name: /^E-mail/ })).toBeVisible();
    expect(errors).toEqual([]);
  });
}
