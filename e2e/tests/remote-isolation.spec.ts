import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { childEnv } from '../../scripts/node-runtime.mjs';
import { ROOT, SECOND_PORT } from './support/servers';
import { REMOTE_ORIGIN, routeRemote } from './support/remote-server';

// A remote built wrong must break only itself (docs/decisions/009-shared-versions.md):
// its route shows its own translated fallback, and the shell and the other remotes,
// visited after it in the same tab, keep working. The broken blogs are built once
// for this file from e2e/fixtures/broken-blog.rspack.config.ts and served as the
// blog's second origin (routed inside the page: remotes.spec.ts may hold its port).
test.describe.configure({ mode: 'serial' });

const site = `http://127.0.0.1:${SECOND_PORT}`;
const FALLBACK = 'Cette partie du site est momentanément indisponible';
const VARIANTS = ['own-react', 'newer-shared', 'throws'] as const;
type Variant = (typeof VARIANTS)[number];

let outDir: string;
const distOf = (variant: Variant) => path.join(outDir, variant);

test.beforeAll(async () => {
  test.setTimeout(240_000);
  outDir = mkdtempSync(path.join(tmpdir(), 'broken-blog-'));
  for (const variant of VARIANTS) {
    const built = spawnSync(
      path.join(ROOT, 'node_modules', '.bin', 'rspack'),
      ['build', '--mode', 'production', '-c', path.join(ROOT, 'e2e', 'fixtures', 'broken-blog.rspack.config.ts')],
      { cwd: path.join(ROOT, 'mfe-blog'), env: childEnv({ ...process.env, NODE_ENV: 'production', BROKEN_BLOG: variant, BROKEN_BLOG_OUT: distOf(variant) }), encoding: 'utf8' },
    );
    if (built.status !== 0) throw new Error(`build of the ${variant} blog failed:\n${built.stdout}\n${built.stderr}`);
  }
});

test.afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** Client-side navigation in the same tab, as a visitor following a link. */
async function navigate(page: Page, to: string) {
  await page.evaluate((url) => {
    window.history.pushState({}, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

for (const variant of VARIANTS) {
  test(`a blog built broken (${variant}) shows its own fallback; the shell and the other remotes keep working after it`, async ({ page }) => {
    await routeRemote(page, distOf(variant));
    const fromRemote: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${REMOTE_ORIGIN}/`)) fromRemote.push(request.url());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${site}/blog`);
    await expect(page.getByText(FALLBACK)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();

    // No request loop: once the fallback shows, the broken remote is not asked again.
    const asked = fromRemote.length;
    await page.waitForTimeout(2_000);
    expect(fromRemote.length).toBe(asked);

    // Another remote, loaded after the broken one in the same tab, works.
    await navigate(page, '/jobOffers');
    await expect(page.getByRole('article')).toHaveCount(9);
    await expect(page.getByRole('article').first().getByRole('button', { name: /^Postuler : / })).toBeVisible();
    await expect(page.getByText(FALLBACK)).toHaveCount(0);

    await navigate(page, '/about');
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByText(FALLBACK)).toHaveCount(0);

    // Back on the broken route: its fallback again, and no page error from a mixed copy.
    await navigate(page, '/blog');
    await expect(page.getByText(FALLBACK)).toBeVisible({ timeout: 20_000 });
    expect(errors.filter((message) => /Invalid hook call|is not a function/.test(message))).toEqual([]);
  });
}
