import http from 'node:http';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { ROOT, SECOND_PORT, SECOND_REMOTE_PORT } from './support/servers';

// The blog remote deployed on its own origin, as another team would.
const dist = path.join(ROOT, 'mfe-blog', 'dist');
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.map': 'application/json' };

function startRemoteServer(): Promise<http.Server> {
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const file = path.join(dist, path.normalize(url.pathname));
    if (!file.startsWith(dist)) return void res.writeHead(403).end();
    try {
      const body = await readFile(file);
      res.writeHead(200, {
        'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'Access-Control-Allow-Origin': '*',
        'Cache-Control': 'no-cache',
      });
      res.end(body);
    } catch {
      res.writeHead(404, { 'Access-Control-Allow-Origin': '*' }).end();
    }
  });
  return new Promise((resolve) => server.listen(SECOND_REMOTE_PORT, '127.0.0.1', () => resolve(server)));
}

const closeServer = (server: http.Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

test.describe.configure({ mode: 'serial' });

const site = `http://127.0.0.1:${SECOND_PORT}`;

test('the blog remote served from a second origin loads in the shell', async ({ page }) => {
  const server = await startRemoteServer();
  try {
    const fromRemote: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(`http://127.0.0.1:${SECOND_REMOTE_PORT}/`)) fromRemote.push(response.url());
    });
    await page.goto(`${site}/blog?lng=fr`);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog et actualités' })).toBeVisible();
    await expect(page.locator('main article')).toHaveCount(9);
    expect(fromRemote.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
    expect(fromRemote.some((url) => url.endsWith('.js'))).toBe(true);
  } finally {
    await closeServer(server);
  }
});

test('with the blog remote down, /blog shows the fallback, / still works, and Retry recovers', async ({ page }) => {
  await page.goto(`${site}/blog?lng=fr`);
  await expect(page.getByText('Cette partie du site est momentanément indisponible')).toBeVisible({ timeout: 20_000 });
  // The shell itself is intact.
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Accueil', exact: true }).click();
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.getByText('Cette partie du site est momentanément indisponible')).toHaveCount(0);

  await page.goto(`${site}/blog?lng=fr`);
  await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible({ timeout: 20_000 });
  const server = await startRemoteServer();
  try {
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Blog et actualités' })).toBeVisible();
    await expect(page.locator('main article')).toHaveCount(9);
  } finally {
    await closeServer(server);
  }
});
