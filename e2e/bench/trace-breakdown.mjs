#!/usr/bin/env node
// Where a page's main-thread time goes at start-up: a Chrome trace of each page at CPU 4x (CDP
// throttling), its long tasks (over 50 ms), and the script time inside them by file, top-level
// calls only (docs/decisions/027-interactive-as-fast-as-react-alone.md). Needs a running site:
// `node e2e/bench/trace-breakdown.mjs http://127.0.0.1:8190 / /jobOffers`.
import { chromium } from '@playwright/test';
import { CHROME, FLAGS } from './lighthouse.mjs';

const [base = 'http://127.0.0.1:8190', ...paths] = process.argv.slice(2);
const SCRIPT_EVENTS = new Set(['EvaluateScript', 'FunctionCall', 'v8.compile', 'TimerFire', 'EventDispatch']);

async function trace(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'v8.execute', 'disabled-by-default-devtools.timeline'],
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(4000);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await context.close();
  return events;
}

function breakdown(events) {
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.dur > 50_000);
  const rendererTid = tasks.sort((a, b) => b.dur - a.dur)[0]?.tid;
  const long = tasks.filter((t) => t.tid === rendererTid).sort((a, b) => a.ts - b.ts);
  const byFile = new Map();
  for (const task of long) {
    const inside = events.filter(
      (e) =>
        e.tid === task.tid && e.ph === 'X' && SCRIPT_EVENTS.has(e.name) && e.ts >= task.ts && e.ts < task.ts + task.dur,
    );
    // Top-level script events of the task only (nested ones are counted in their parent).
    let end = 0;
    for (const e of inside.sort((a, b) => a.ts - b.ts)) {
      if (e.ts < end) continue;
      end = e.ts + e.dur;
      const data = e.args?.data ?? {};
      const file =
        String(data.url ?? data.fileName ?? data.type ?? e.name).replace(/^https?:\/\/[^/]+/, '') || '(inline)';
      byFile.set(file, (byFile.get(file) ?? 0) + e.dur / 1000);
    }
  }
  return { long: long.map((t) => Math.round(t.dur / 1000)), byFile: [...byFile].sort((a, b) => b[1] - a[1]) };
}

const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS });
for (const path of paths) {
  const { long, byFile } = breakdown(await trace(browser, `${base}${path}`));
  console.log(
    `\n${path}: ${long.length} long tasks (ms): ${long.join(' ')}; blocking: ${long.reduce((s, d) => s + d - 50, 0)} ms`,
  );
  for (const [file, ms] of byFile.slice(0, 15)) console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${file}`);
}
await browser.close();
