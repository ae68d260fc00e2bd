#!/usr/bin/env node
// `npm run bench`: measures the production build side by side in one run.
// - gzipped JS bytes and request counts of the first load of each page;
// - the JS /cotation loads when the quote wizard opens, and the tasks over 50 ms from the tap to its
//   first field at 4x CPU (e2e/bench/wizard-tasks.mjs);
// - Lighthouse mobile (score, TBT, LCP, CLS) of each page beside a bare React page, the floor, and
//   the same page hydrated from a remote through Module Federation, the federated floor
//   (e2e/bench/lighthouse.mjs, e2e/bench/floor/);
// - then e2e/bench/api-bench.mjs: POST /api/cotation under load (PGlite, PostgreSQL, bare Fastify).
// Timings on these shared machines are noisy: compare the rows of one run. Where the floor does not
// block at Lighthouse's default 4x CPU, the tables are measured again at a calibrated slowdown.
// BENCH_CPU=8 measures both tables at that slowdown alone (no 4x pass, no calibration): the
// slowdown a calibration found earlier the same day.
// BENCH_COMPARE_ROOT=<another checkout, built> adds that build as "before" rows, its
// Lighthouse runs interleaved with this build's (port BENCH_PORT + 1).
// BENCH_LH_DEVTOOLS=1 adds Lighthouse's table with the CPU and network slowed for real
// (`--throttling-method=devtools`), its runs taken in turn with the simulated ones.
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { requireProjectNode } from '../../scripts/node-runtime.mjs';
import { markupCounts, startFloor, wizardDialogCounts } from './floor/floor-server.mjs';
import { interleavedBlocking, printBlocking } from './blocking.mjs';
import { CHROME, calibrateCpu, FLAGS, interleaved, printTable } from './lighthouse.mjs';
import { startSite } from './site-server.mjs';
import { printWizardTasks, wizardOpeningOnce } from './wizard-tasks.mjs';

requireProjectNode();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = Number(process.env.BENCH_PORT ?? 8190);
const FIXED_CPU = process.env.BENCH_CPU ? Number(process.env.BENCH_CPU) : null;
// The first tables' slowdown: Lighthouse's default 4x unless BENCH_CPU fixes one.
const CPU = FIXED_CPU ?? 4;
const COMPARE_ROOT = process.env.BENCH_COMPARE_ROOT ? path.resolve(process.env.BENCH_COMPARE_ROOT) : null;
const SIDES = [
  ...(COMPARE_ROOT ? [{ side: 'before', port: PORT + 1, root: COMPARE_ROOT }] : []),
  { side: COMPARE_ROOT ? 'after' : '', port: PORT, root },
].map((side) => ({
  ...side,
  base: `http://127.0.0.1:${side.port}`,
}));
// `:article`, `:offer` and `:service` stand for the first of each in the site's sitemap.
const PAGES = (
  process.env.BENCH_PAGES ??
  '/,/contact,/cotation,/blog,:article,/jobOffers,:offer,/transport/general,:service,/ar,/en/blog,/staff'
).split(',');

/** The pages, with `:article`, `:offer` and `:service` replaced by addresses from the sitemap. */
async function resolvePages(base) {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>[^<]*?\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]);
  const first = (prefix) => paths.find((p) => p.startsWith(prefix) && p.length > prefix.length) ?? prefix;
  const stand = { ':article': first('/blog/'), ':offer': first('/jobOffers/'), ':service': first('/service/') };
  return PAGES.map((p) => stand[p] ?? p);
}

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
  await page
    .locator('main h1')
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(() => {});
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

const sites = [];
const FLOOR_PORT = PORT + 5;
try {
  for (const side of SIDES) {
    // The other checkout's own server script, so that it runs as that commit did.
    const start =
      side.root === root ? startSite : (await import(path.join(side.root, 'e2e/bench/site-server.mjs'))).startSite;
    sites.push(await start(side.port));
  }
  const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS });
  const pages = await resolvePages(SIDES[0].base);
  // The floor has as many elements, headings, links and paragraphs as the home page's server HTML.
  const counts = await markupCounts(browser, `${SIDES.at(-1).base}/`);
  // The wizard's floor: its first step's markup rendered by a bare React page on a tap.
  const dialogCounts = pages.includes('/cotation') ? await wizardDialogCounts(browser, SIDES.at(-1).base) : null;
  sites.push(await startFloor(FLOOR_PORT, counts, dialogCounts));
  console.log(`Floor: a bare React page with the markup of /: ${JSON.stringify(counts)}`);
  if (dialogCounts)
    console.log(
      `Wizard floor (/wizard): a modal with the markup of the wizard's first step: ${JSON.stringify(dialogCounts)}`,
    );
  const rows = [];
  for (const p of pages)
    for (const { side, base } of SIDES) rows.push({ page: p, side, base, ...(await firstLoad(browser, base, p)) });
  const wizards = [];
  if (pages.includes('/cotation'))
    for (const { side, base } of SIDES) wizards.push({ side, ...(await wizardOpening(browser, base)) });
  // Interleaved, BENCH_WIZARD_RUNS openings of the floor's modal and of each side (default 5).
  const wizardRuns = pages.includes('/cotation') ? Math.max(1, Number(process.env.BENCH_WIZARD_RUNS ?? 5)) : 0;
  const floorOpenings = [];
  const wizardOpenings = SIDES.map(() => []);
  for (let run = 0; run < wizardRuns; run++) {
    floorOpenings.push(await wizardOpeningOnce(browser, `http://127.0.0.1:${FLOOR_PORT}`, '/wizard'));
    for (const [index, { base }] of SIDES.entries()) wizardOpenings[index].push(await wizardOpeningOnce(browser, base));
  }
  const pageRows = [
    { label: 'floor (bare React)', url: `http://127.0.0.1:${FLOOR_PORT}/` },
    // The same page hydrated from a remote through Module Federation: what federation alone costs.
    { label: 'federated floor', url: `http://127.0.0.1:${FLOOR_PORT}/federated`, federated: true },
    ...rows.map((row) => ({ label: row.side ? `${row.page} ${row.side}` : row.page, url: `${row.base}${row.page}` })),
  ];
  // The blocking the browser observes with its CPU slowed (CPU), BENCH_BLOCKING_RUNS times (default 5).
  const blockingRuns = Math.max(1, Number(process.env.BENCH_BLOCKING_RUNS ?? 5));
  const blocking = await interleavedBlocking(browser, pageRows, blockingRuns, CPU);
  await browser.close();
  const label = (row) => (row.side ? `${row.page} ${row.side}` : row.page);
  console.log(`\n${'page'.padEnd(28)}JS gzip KB  JS files  requests`);
  for (const r of rows)
    console.log(
      `${label(r).padEnd(28)}${r.jsKB.toFixed(1).padStart(10)}${String(r.jsCount).padStart(10)}${String(r.requests).padStart(10)}`,
    );
  for (const wizard of wizards)
    console.log(
      `\n/cotation${wizard.side ? ` (${wizard.side})` : ''}, opening the wizard adds ${wizard.jsKB.toFixed(1)} KB gzip of JS in ${wizard.jsCount} files.`,
    );
  if (wizardRuns) {
    printWizardTasks(floorOpenings, 'floor: bare React', '/wizard');
    for (const [index, openings] of wizardOpenings.entries()) printWizardTasks(openings, SIDES[index].side);
  }
  // Lighthouse varies from run to run on a shared machine: BENCH_LH_RUNS runs (default 5) of
  // each page, the floor and the pages (and sides) taken in turn; each metric's median is shown.
  const runs = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 5));
  const devtools = process.env.BENCH_LH_DEVTOOLS === '1';
  const lighthouseRows = devtools
    ? [...pageRows, ...pageRows.map((row) => ({ ...row, method: 'devtools' }))]
    : pageRows;
  const all = await interleaved(lighthouseRows, runs, CPU);
  const measured = all.slice(0, pageRows.length);
  printTable(measured, runs, CPU);
  if (devtools) printTable(all.slice(pageRows.length), runs, CPU, 'devtools');
  printBlocking(blocking, blockingRuns, CPU);
  // Where the floor does not block at the default 4x (a fast machine), the TBT target cannot be
  // read: the same tables again at the slowdown at which the floor blocks about as much as the
  // issue measured it on its machine (BENCH_CALIBRATE=1 always, 0 never).
  const calibrate = FIXED_CPU ? '0' : (process.env.BENCH_CALIBRATE ?? (measured[0].tbt < 50 ? '1' : '0'));
  if (calibrate === '1') {
    const { cpu, steps } = await calibrateCpu(pageRows[0].url, {
      targetMs: Number(process.env.BENCH_CALIBRATE_TBT_MS ?? 100),
    });
    console.log(
      `\nCalibrated CPU slowdown: ${cpu}x (the floor's median TBT at each step: ${steps.map((step) => `${step.cpu}x ${Math.round(step.tbt)} ms [${step.tbts}]`).join(', ')})`,
    );
    printTable(await interleaved(pageRows, runs, cpu), runs, cpu);
    const again = await chromium.launch({ executablePath: CHROME, args: FLAGS });
    try {
      printBlocking(await interleavedBlocking(again, pageRows, blockingRuns, cpu), blockingRuns, cpu);
    } finally {
      await again.close();
    }
  }
} finally {
  for (const site of sites) site.stop();
}
