import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT } from './support/servers';

// `npm run dev` as a team member runs it: the API, the shell and every remote's
// dev server. The shell's page and a remote's own page must render with data,
// not a blank page or an endless "Loading the page…".
// Dev servers use the fixed ports of rspack/apps.ts (3000-3004) and the API 8080.

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let dev: ChildProcess | undefined;
let dataDir: string;
let output = '';

async function waitFor(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer; dev output:\n${output.slice(-3000)}`);
}

test.beforeAll(async () => {
  // The hook's own time (the group's `timeout` is the tests'): five dev builds and the API start
  // here, which took over the default 60 s in CI beside the other worker's journeys.
  test.setTimeout(240_000);
  dataDir = await mkdtemp(path.join(tmpdir(), 'e2e-dev-'));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', SPAM_MIN_FILL_MS: '0' };
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  dev = spawn(process.execPath, [path.join(ROOT, 'scripts', 'dev.mjs')], { cwd: ROOT, env, detached: true });
  dev.stdout?.on('data', (chunk) => (output += chunk));
  dev.stderr?.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 180_000;
  for (const url of [
    'http://127.0.0.1:8080/api/health',
    'http://127.0.0.1:3000/',
    'http://127.0.0.1:3004/mf-manifest.json',
  ])
    await waitFor(url, deadline);
});

test.afterAll(async () => {
  // dev.mjs stops its children on SIGTERM; the group kill catches any left behind.
  if (dev?.pid) {
    try {
      process.kill(-dev.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  await rm(dataDir, { recursive: true, force: true });
});

test('npm run dev: the shell renders a remote page with its data', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('http://127.0.0.1:3000/blog?lng=fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog et actualités' })).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('main article').first()).toBeVisible();
  // In-app navigation to another remote works too.
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Carrières' })
    .click();
  await expect(page.locator('main h1')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Cette partie du site est momentanément indisponible')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("npm run dev -w <remote>: the remote's own dev page renders with data", async ({ page }) => {
  await page.goto('http://127.0.0.1:3004/blog?lng=fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog et actualités' })).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('main article').first()).toBeVisible();
});
