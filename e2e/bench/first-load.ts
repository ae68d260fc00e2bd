// First-load JavaScript of every page of the route table, as a browser loads it from the built site:
// each static path the built remotes published (staticPaths()), one article and one job offer, in French, and a few pages in Arabic.
// A fresh Chromium context per page counts the scripts it fetches until the page runs (`data-page-ready`
// on <html>, set by the shell once the remote's routes run) and no request has started for
// QUIET_MS since, and their bytes gzipped (level 9, as bench.mjs counts them). Budgets of
// docs/decisions/016-first-load-scripts.md. Run by `npm run bench` after the build
// (tsx e2e/bench/first-load.ts); FIRST_LOAD_OUT=<file.json> keeps the figures,
// FIRST_LOAD_BEFORE=<file.json> prints them beside this run's.
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { staticPaths } from '../../shared/src/core/federation/site-paths';
import { builtCatalog } from '../tests/support/built-pages';
import { type FirstLoad, measure } from './first-load-measure';
import { startSite } from './site-server.mjs';

const PORT = Number(process.env.BENCH_FIRST_LOAD_PORT ?? 8193);
const BASE = `http://127.0.0.1:${PORT}`;
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'];
/** No page above this, and the home page at most HOME_BUDGET_KB (gzip KB of JS). */
const PAGE_BUDGET_KB = 210;
const HOME_BUDGET_KB = 200;
/** Pages also measured in Arabic (right to left, its own translation chunks). */
const ARABIC = ['/', '/contact', '/transport/general', '/blog'];

async function firstId(path: string): Promise<number> {
  const body = (await (await fetch(`${BASE}${path}`)).json()) as { data: Array<{ id: number }> };
  const id = body.data[0]?.id;
  if (id === undefined) throw new Error(`${path} listed nothing`);
  return id;
}

const site = await startSite(PORT);
try {
  const pages = [
    ...staticPaths(builtCatalog()),
    `/blog/${await firstId('/api/blog?page=1')}`,
    `/jobOffers/${await firstId('/api/jobs?page=1')}`,
    ...ARABIC.map((page) => (page === '/' ? '/ar' : `/ar${page}`)),
  ];
  const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS });
  const rows: FirstLoad[] = [];
  for (const page of pages) rows.push(await measure(browser, BASE, page));
  await browser.close();

  const out = process.env.FIRST_LOAD_OUT;
  if (out) writeFileSync(out, `${JSON.stringify(rows, null, 2)}\n`);
  const beforeFile = process.env.FIRST_LOAD_BEFORE;
  const before = new Map<string, FirstLoad>(
    beforeFile ? (JSON.parse(readFileSync(beforeFile, 'utf8')) as FirstLoad[]).map((row) => [row.page, row]) : [],
  );
  const width = Math.max(...rows.map((row) => row.page.length)) + 2;
  console.log(
    `\nFirst-load JS (gzip KB, files)\n${'page'.padEnd(width)}${before.size ? '  before KB  files' : ''}   JS KB  files`,
  );
  for (const row of rows) {
    const old = before.get(row.page);
    const then = before.size
      ? old
        ? `${old.jsKB.toFixed(1).padStart(11)}${String(old.jsFiles).padStart(7)}`
        : `${'-'.padStart(11)}${'-'.padStart(7)}`
      : '';
    console.log(`${row.page.padEnd(width)}${then}${row.jsKB.toFixed(1).padStart(8)}${String(row.jsFiles).padStart(7)}`);
  }
  const over = rows.filter((row) => row.jsKB > (row.page === '/' ? HOME_BUDGET_KB : PAGE_BUDGET_KB));
  console.log(
    over.length === 0
      ? `\nEvery page within budget (/ <= ${HOME_BUDGET_KB} KB, the others <= ${PAGE_BUDGET_KB} KB).`
      : `\nOver budget (/ <= ${HOME_BUDGET_KB} KB, the others <= ${PAGE_BUDGET_KB} KB): ${over.map((row) => row.page).join(', ')}`,
  );
} finally {
  site.stop();
}
