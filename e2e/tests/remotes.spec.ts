import type http from 'node:http';
import { expect, test } from '@playwright/test';
import { SECOND_PORT, SECOND_REMOTE_PORT } from './support/servers';
import { closeServer, startRemoteServer, type Deploy } from './support/remote-server';
import { waitForHydration } from './support/page';

test.describe.configure({ mode: 'serial' });

const site = `http://127.0.0.1:${SECOND_PORT}`;

test('the blog remote served from a second origin loads in the shell', async ({ page }) => {
  const server = await startRemoteServer();
  try {
    const fromRemote: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(`http://127.0.0.1:${SECOND_REMOTE_PORT}/`)) fromRemote.push(response.url());
    });
    await page.goto(`${site}/blog`);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog et actualités' })).toBeVisible();
    await expect(page.locator('main article')).toHaveCount(9);
    // The heading and the cards come in the server's HTML, which may be on screen before the
    // browser has its manifest and scripts from the remote's origin: those are checked once it runs.
    await waitForHydration(page);
    expect(fromRemote.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
    expect(fromRemote.some((url) => url.endsWith('.js'))).toBe(true);
  } finally {
    await closeServer(server);
  }
});

test('with the blog remote down, /blog shows the fallback, / still works, and Retry recovers', async ({ page }) => {
  await page.goto(`${site}/blog`);
  await expect(page.getByText('Cette partie du site est momentanément indisponible')).toBeVisible({ timeout: 20_000 });
  // The shell itself is intact.
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Accueil', exact: true })
    .click();
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.getByText('Cette partie du site est momentanément indisponible')).toHaveCount(0);

  await page.goto(`${site}/blog`);
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

/** A deploy whose article cards throw while rendering (the same chunk names as the good build, as a hot fix keeps them). */
const throwingCards: Deploy = (file, body) => {
  const text = body.toString('utf8');
  if (!file.endsWith('.js') || !text.includes('"read_more_aria"')) return body;
  return Buffer.from(text.replace('"read_more_aria"', '(()=>{throw new Error("broken deploy")})()'), 'utf8');
};

test('a remote that threw while rendering, once fixed and redeployed, comes back with Retry and runs the new code', async ({
  page,
}) => {
  let deploy: Deploy | undefined = throwingCards;
  const server = await startRemoteServer({ deploy: () => deploy });
  try {
    await page.goto(`${site}/blog`);
    await expect(page.getByText('Cette partie du site est momentanément indisponible')).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();

    deploy = undefined; // the team ships the fix; the tab stays open
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Blog et actualités' })).toBeVisible();
    await expect(page.locator('main article')).toHaveCount(9);
  } finally {
    await closeServer(server);
  }
});

test('a remote slower than the time limit: Retry starts a new load instead of waiting behind the stalled one', async ({
  page,
}) => {
  let stall = true;
  const stalled: http.ServerResponse[] = [];
  const server = await startRemoteServer({
    hold: (pathname, res) => {
      if (!stall || pathname !== '/remoteEntry.js') return false;
      stalled.push(res); // never answered while the remote is slow
      return true;
    },
  });
  try {
    await page.goto(`${site}/blog`);
    await expect(page.getByText('Cette partie du site est momentanément indisponible')).toBeVisible({
      timeout: 25_000,
    });
    stall = false; // the remote answers again; the first request is still hanging
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Blog et actualités' })).toBeVisible({ timeout: 10_000 });
    await expect(page.locator('main article')).toHaveCount(9);
  } finally {
    for (const res of stalled) res.destroy();
    await closeServer(server);
  }
});
