#!/usr/bin/env node
// `npm run bench`: measures the production build side by side in one run.
// - gzipped JS bytes and request counts of the first load of each page;
// - the JS /cotation loads when the quote wizard opens;
// - Lighthouse mobile performance score (and LCP, CLS, TBT) of each page;
// - then e2e/bench/api-bench.mjs: POST /api/cotation under load (PGlite, PostgreSQL, bare Fastify).
// Timings on these shared machines are noisy: compare the rows of one run.
// BENCH_COMPARE_ROOT=<another checkout, built> adds that build as "before" rows, its
// Lighthouse runs interleaved with this build's (port BENCH_PORT + 1).
import { execFile } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { childEnv, requireProjectNode } from '../../scripts/node-runtime.mjs';
import { startSite } from './site-server.mjs';

requireProjectNode();

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = Number(process.env.BENCH_PORT ?? 8190);
const COMPARE_ROOT = process.env.BENCH_COMPARE_ROOT ? path.resolve(process.env.BENCH_COMPARE_ROOT) : null;
const SIDES = [
  ...(COMPARE_ROOT ? [{ side: 'before', port: PORT + 1, root: COMPARE_ROOT }] : []),
  { side: COMPARE_ROOT ? 'after' : '', port: PORT, root },
].map((side) => ({
  ...side,
  base: `http://127.0.0.1:${side.port}`,
}));
const PAGES = (process.env.BENCH_PAGES ?? '/,/cotation,/blog,/jobOffers,/transport/general,/en/blog').split(',');
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function scriptBytes(responses) {
  let bytes = 0;
  let count = 0;
  for (const response of responses) {
    if (response.request().resourceType() !== 'script') continue;
    count++;
    try {
      bytes += gzipSync(await response.body(), { level: 9 }).length;
    } catch {}
  }
  return { jsKB: bytes / 1024, jsCount: count };
}

/** JS that opening the quote wizard adds to a loaded /cotation. */
async function wizardOpening(browser, base) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/en/cotation`, { waitUntil: 'networkidle' });
  const responses = [];
  page.on('response', (response) => responses.push(response));
  await page.getByRole('button', { name: 'Full load' }).click();
  await page.getByRole('dialog').getByText('Step 2 of 5').waitFor();
  await page.waitForLoadState('networkidle');
  const added = await scriptBytes(responses);
  await context.close();
  return added;
}

async function firstLoad(browser, base, pagePath) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const responses = [];
  page.on('response', (response) => responses.push(response));
  await page.goto(`${base}${pagePath}`, { waitUntil: 'networkidle' });
  await page.locator('main h1').first().waitFor();
  let jsBytes = 0;
  let jsCount = 0;
  for (const response of responses) {
    const type = response.request().resourceType();
    if (type !== 'script') continue;
    jsCount++;
    try {
      jsBytes += gzipSync(await response.body(), { level: 9 }).length;
    } catch {}
  }
  await context.close();
  return { requests: responses.length, jsCount, jsKB: jsBytes / 1024 };
}

/** One Lighthouse run; a run that fails to record its trace (NO_NAVSTART, seen here now and then) is tried again once. */
async function lighthouse(base, pagePath) {
  try {
    return await lighthouseOnce(base, pagePath);
  } catch (error) {
    console.warn(
      `Lighthouse failed on ${pagePath} (${String(error.stderr ?? error.message)
        .trim()
        .split('\n')
        .pop()}); trying again.`,
    );
    return lighthouseOnce(base, pagePath);
  }
}

async function lighthouseOnce(base, pagePath) {
  const out = path.join(os.tmpdir(), `lh-${process.pid}-${Date.now()}.json`);
  await run(
    path.join(root, 'node_modules/.bin/lighthouse'),
    [
      `${base}${pagePath}`,
      '--quiet',
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      `--chrome-flags=${FLAGS.join(' ')}`,
    ],
    { env: childEnv({ ...process.env, CHROME_PATH: CHROME }), maxBuffer: 64 * 1024 * 1024, timeout: 180_000 },
  );
  const report = JSON.parse(readFileSync(out, 'utf8'));
  rmSync(out, { force: true });
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    score: report.categories.performance.score,
    lcp: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbt: audit('total-blocking-time'),
  };
}

const sites = [];
try {
  for (const side of SIDES) {
    // The other checkout's own server script, so that it runs as that commit did.
    const start =
      side.root === root ? startSite : (await import(path.join(side.root, 'e2e/bench/site-server.mjs'))).startSite;
    sites.push(await start(side.port));
  }
  const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS });
  const rows = [];
  for (const p of PAGES)
    for (const { side, base } of SIDES) rows.push({ page: p, side, base, ...(await firstLoad(browser, base, p)) });
  const wizards = [];
  if (PAGES.includes('/cotation'))
    for (const { side, base } of SIDES) wizards.push({ side, ...(await wizardOpening(browser, base)) });
  await browser.close();
  // Lighthouse varies from run to run on a shared machine: each page is measured
  // BENCH_LH_RUNS times (default 3), pages (and sides) interleaved, and the median run is shown.
  const runs = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 3));
  const results = new Map(rows.map((row) => [row, []]));
  for (let run = 0; run < runs; run++)
    for (const row of rows) results.get(row).push(await lighthouse(row.base, row.page));
  for (const row of rows) {
    const sorted = results.get(row).sort((a, b) => a.score - b.score);
    Object.assign(row, sorted[Math.floor(sorted.length / 2)], {
      scores: sorted.map((r) => r.score.toFixed(2)).join(' '),
    });
  }
  const label = (row) => (row.side ? `${row.page} ${row.side}` : row.page).padEnd(COMPARE_ROOT ? 26 : 12);
  console.log(
    `\n${'page'.padEnd(COMPARE_ROOT ? 26 : 12)}JS gzip KB  JS files  requests  LH mobile  LCP ms  CLS     TBT ms   (Lighthouse: median of ${runs}; all scores)`,
  );
  for (const r of rows) {
    console.log(
      `${label(r)}${r.jsKB.toFixed(1).padStart(10)}${String(r.jsCount).padStart(10)}${String(r.requests).padStart(10)}` +
        `${r.score.toFixed(2).padStart(11)}${Math.round(r.lcp).toString().padStart(8)}  ${r.cls.toFixed(3).padEnd(6)}${Math.round(r.tbt).toString().padStart(7)}   ${r.scores}`,
    );
  }
  for (const wizard of wizards)
    console.log(
      `\n/cotation${wizard.side ? ` (${wizard.side})` : ''}, opening the wizard adds ${wizard.jsKB.toFixed(1)} KB gzip of JS in ${wizard.jsCount} files.`,
    );
  console.log(
    '\nTargets: / <= 200 KB gzip of JS, no page above 210 KB (every page: e2e/bench/first-load.ts); Lighthouse mobile >= 0.95; LCP <= 1.5 s; CLS 0; TBT <= 150 ms.',
  );
} finally {
  for (const site of sites) site.stop();
}
