// One page's first-load JavaScript as a browser loads it from the built site (first-load.ts's
// method, shared with offer-bench.ts): the scripts fetched until the page runs (`data-page-ready`)
// and no request has started for QUIET_MS since, gzipped at level 9 as bench.mjs counts them.
import { gzipSync } from 'node:zlib';
import type { Browser, Response } from '@playwright/test';

/** A page's lazy parts (a route's chunk, its translations) start once it runs; on a busy machine, with gaps. */
const QUIET_MS = 1500;

export interface FirstLoad {
  page: string;
  jsKB: number;
  jsFiles: number;
}

/** The page in a fresh context: its scripts' gzip KB and count. */
export async function measure(browser: Browser, base: string, page: string): Promise<FirstLoad> {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const scripts: Response[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  tab.on('request', () => {
    inFlight++;
    lastActivity = Date.now();
  });
  const settled = () => {
    inFlight--;
    lastActivity = Date.now();
  };
  tab.on('requestfinished', settled);
  tab.on('requestfailed', settled);
  tab.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await tab.goto(`${base}${page}`, { waitUntil: 'load' });
  await tab.locator('html[data-page-ready]').waitFor({ state: 'attached' });
  await tab.locator('main h1').first().waitFor();
  while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) await tab.waitForTimeout(100);
  let bytes = 0;
  for (const response of scripts) bytes += gzipSync(await response.body(), { level: 9 }).length;
  await context.close();
  return { page, jsKB: bytes / 1024, jsFiles: scripts.length };
}
