#!/usr/bin/env node
// Where a page's main-thread time goes at start-up: a Chrome trace of each page at CPU 4x (CDP
// throttling), its long tasks (over 50 ms), the script time inside them by file (top-level calls
// only), and the JS samples of the same tasks attributed through the builds' source maps to a
// package or source folder and to functions (self time), with the inclusive time of the phases
// ADR 027 asks about (docs/decisions/027-interactive-as-fast-as-react-alone.md). Needs a running
// site: `node e2e/bench/trace-breakdown.mjs http://127.0.0.1:8190 / /jobOffers`; `RUNS=3` takes the
// median of three traces a page. `TAP="Full load"` traces, instead of the start, what a tap on that
// button of the loaded page costs at 375 px until a dialog's first field shows (the quote wizard's opening).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import sourceMap from 'source-map-js';
import { CHROME, FLAGS } from './lighthouse.mjs';
import { prepareTapToField } from './wizard-tasks.mjs';

const [base = 'http://127.0.0.1:8190', ...paths] = process.argv.slice(2);
const RUNS = Number(process.env.RUNS ?? 1);
// `CPU=16` slows the CPU more than the default 4x, where a fast machine hardly blocks.
const CPU = Number(process.env.CPU ?? 4);
// `FOCUS=runtime-core` also lists the self time of every function whose package or file holds that text.
const FOCUS = process.env.FOCUS;
// The site never serves source maps (server/src/site): they are read from the builds, this
// checkout's unless SITE_ROOT names the checkout the site runs from.
const SITE_ROOT = process.env.SITE_ROOT ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const NATIVE_EVENTS = new Set([
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'ParseAuthorStyleSheet',
  'v8.compile',
  'v8.compileModule',
  'MajorGC',
  'MinorGC',
  'V8.GC_SCAVENGER',
  'BlinkGC.AtomicPhase',
]);
const SCRIPT_EVENTS = new Set(['EvaluateScript', 'FunctionCall', 'v8.compile', 'TimerFire', 'EventDispatch']);

const TAP = process.env.TAP;

async function trace(browser, url) {
  const context = await browser.newContext(
    TAP
      ? { viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 412, height: 823 } },
  );
  const page = await context.newPage();
  if (TAP) await page.goto(url, { waitUntil: 'networkidle' });
  const tapToField = TAP ? await prepareTapToField(page, TAP) : null;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'v8.execute',
      'disabled-by-default-devtools.timeline',
      'disabled-by-default-v8.cpu_profiler',
    ],
  });
  if (tapToField) {
    await tapToField();
    await page.waitForTimeout(1500);
  } else {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(4000);
  }
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await context.close();
  return events;
}

/** The long tasks of the page's main thread: the one that parsed its HTML (a browser page of its own, such as one of Chromium's, may have longer tasks). */
function longTasks(events, url) {
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.dur > 50_000);
  const parse = events.find((e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').startsWith(url));
  const main = parse ?? tasks.sort((a, b) => b.dur - a.dur)[0];
  if (!main) return [];
  return tasks.filter((t) => t.tid === main.tid && t.pid === main.pid).sort((a, b) => a.ts - b.ts);
}

/** Style, layout, parsing and compiling inside the long tasks (nested in script or not): what "(program)" holds. */
function nativeWork(events, long) {
  const by = new Map();
  for (const e of events)
    if (
      e.ph === 'X' &&
      NATIVE_EVENTS.has(e.name) &&
      long.some((t) => t.tid === e.tid && e.ts >= t.ts && e.ts < t.ts + t.dur)
    ) {
      // A layout or style pass with a script's stack was forced by that script (a measurement).
      const name = e.args?.beginData?.stackTrace ? `${e.name} (forced by script)` : e.name;
      by.set(name, (by.get(name) ?? 0) + e.dur / 1000);
    }
  return [...by].sort((a, b) => b[1] - a[1]);
}

function byTopLevelFile(events, long) {
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
  return byFile;
}

/** The renderer's CPU profile: nodes by id and samples with their trace timestamps. */
function cpuProfile(events, task) {
  const nodes = new Map();
  const samples = [];
  const starts = new Map();
  // Node ids restart in each profile (each thread, each process): keyed by profile.
  for (const e of events)
    if (e.name === 'Profile' && e.tid === task.tid && e.pid === task.pid) starts.set(e.id, e.args.data.startTime);
  const clock = new Map(starts);
  for (const e of events.filter((x) => x.name === 'ProfileChunk' && starts.has(x.id)).sort((a, b) => a.ts - b.ts)) {
    const data = e.args.data;
    for (const node of data.cpuProfile?.nodes ?? [])
      nodes.set(`${e.id}:${node.id}`, {
        ...node,
        id: `${e.id}:${node.id}`,
        parent: node.parent && `${e.id}:${node.parent}`,
      });
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    let ts = clock.get(e.id);
    for (let i = 0; i < ids.length; i++) {
      ts += deltas[i] ?? 0;
      samples.push({ id: `${e.id}:${ids[i]}`, ts });
    }
    clock.set(e.id, ts);
  }
  samples.sort((a, b) => a.ts - b.ts);
  return { nodes, samples };
}

/** `/static/js/x.js` is the shell's, `/remotes/mfe-blog/static/js/x.js` the blog's. */
function mapFile(pathname) {
  const remote = pathname.match(/^\/remotes\/([^/]+)\/(.*)$/);
  return remote
    ? path.join(SITE_ROOT, remote[1], 'dist', `${remote[2]}.map`)
    : path.join(SITE_ROOT, 'shell/dist', `${pathname.slice(1)}.map`);
}

const maps = new Map();
async function consumer(url) {
  if (!url?.startsWith('http')) return null;
  if (!maps.has(url))
    maps.set(
      url,
      readFile(mapFile(new URL(url).pathname), 'utf8')
        .then((raw) => new sourceMap.SourceMapConsumer(JSON.parse(raw)))
        .catch(() => null),
    );
  return maps.get(url);
}

/** A source file as a bucket: a package under node_modules, or an app's source folder. */
function bucketOf(source, url) {
  if (!source) return url ? url.replace(/^https?:\/\/[^/]+/, '') : '(no file)';
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  const app = source.match(/(shell|shared|mfe-[a-z]+)\/src\/((?:[^/]+\/){0,2})/);
  if (app) return `${app[1]}/src/${app[2]}`;
  return source.replace(/^webpack:\/\/[^/]*\//, '');
}

async function frameOf(node, cache) {
  if (cache.has(node.id)) return cache.get(node.id);
  const { url, functionName, lineNumber, columnNumber } = node.callFrame;
  let frame = {
    bucket: url ? bucketOf(null, url) : `(${functionName || 'program'})`,
    name: functionName || '(anonymous)',
  };
  const map = await consumer(url);
  if (map && lineNumber >= 0) {
    const pos = map.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
    if (pos.source)
      frame = {
        bucket: bucketOf(pos.source, url),
        name: `${pos.name || functionName || '(anonymous)'} ${pos.source.split('/').pop()}:${pos.line}`,
      };
  }
  cache.set(node.id, frame);
  return frame;
}

// Phases by a function on the stack (inclusive): the innermost that matches names the sample, so a
// module evaluated through the federation runtime counts as that module's, and a component's
// render inside React counts as React's unless it calls i18next.
const PHASES = [
  [
    'i18next init / namespaces',
    (f) => f.bucket === 'i18next' || f.bucket === 'react-i18next' || /\/i18n\//.test(f.bucket),
  ],
  ['federation runtime', (f) => /^@module-federation\//.test(f.bucket)],
  ['SWR', (f) => f.bucket === 'swr'],
  ['React hydration/render', (f) => f.bucket === 'react-dom' || f.bucket === 'scheduler'],
  ['react-router', (f) => f.bucket === 'react-router' || f.bucket === 'react-router-dom'],
];

async function samplesBreakdown(events, long) {
  if (!long[0]) return { self: [], fn: [], phase: [], remote: [], tasks: [], callers: new Map(), inclusive: [] };
  const { nodes, samples } = cpuProfile(events, long[0]);
  const cache = new Map();
  const self = new Map();
  const fn = new Map();
  const phase = new Map();
  const remote = new Map();
  const taskOf = (ts) => long.find((t) => ts >= t.ts && ts < t.ts + t.dur);
  const perTask = new Map(long.map((t) => [t, new Map()]));
  // Each long task's functions, inclusive (JS frames only): what it ran.
  const inclusive = new Map(long.map((t) => [t, new Map()]));
  // For each function, who called it: a native call ('(appendChild)') says nothing without its caller.
  const callers = new Map();
  for (let i = 0; i < samples.length - 1; i++) {
    const { id, ts } = samples[i];
    const task = taskOf(ts);
    if (!task) continue;
    const ms = (samples[i + 1].ts - ts) / 1000;
    const node = nodes.get(id);
    if (!node) continue;
    const frame = await frameOf(node, cache);
    self.set(frame.bucket, (self.get(frame.bucket) ?? 0) + ms);
    const mine = perTask.get(task);
    mine.set(frame.bucket, (mine.get(frame.bucket) ?? 0) + ms);
    const key = `${frame.name}  (${frame.bucket})`;
    fn.set(key, (fn.get(key) ?? 0) + ms);
    const parent = nodes.get(node.parent);
    if (parent) {
      const up = await frameOf(parent, cache);
      const mine = callers.get(key) ?? new Map();
      const caller = `${up.name}  (${up.bucket})`;
      mine.set(caller, (mine.get(caller) ?? 0) + ms);
      callers.set(key, mine);
    }
    // Walk the stack once: the phase of the innermost matching frame, the innermost app folder.
    let named = null;
    let app = null;
    const seen = new Set();
    for (let n = node; n; n = nodes.get(n.parent)) {
      const f = await frameOf(n, cache);
      const fkey = `${f.name}  (${f.bucket})`;
      if (!seen.has(fkey) && !/^\(/.test(f.bucket)) {
        seen.add(fkey);
        const own = inclusive.get(task);
        own.set(fkey, (own.get(fkey) ?? 0) + ms);
      }
      if (!named) named = PHASES.find(([, test]) => test(f))?.[0] ?? null;
      if (!app && /^(shell|shared|mfe-[a-z]+)\/src\//.test(f.bucket)) app = f.bucket;
    }
    phase.set(named ?? '(other)', (phase.get(named ?? '(other)') ?? 0) + ms);
    const owner = app ? app.split('/src/')[0] : '(no app frame)';
    remote.set(owner, (remote.get(owner) ?? 0) + ms);
  }
  const sorted = (m) => [...m].sort((a, b) => b[1] - a[1]);
  const tasks = long.map((t) => ({ ms: t.dur / 1000, top: sorted(perTask.get(t)).slice(0, 4) }));
  return {
    self: sorted(self),
    fn: sorted(fn),
    phase: sorted(phase),
    remote: sorted(remote),
    tasks,
    callers,
    inclusive: long.map((t) => ({ ms: t.dur / 1000, top: sorted(inclusive.get(t)) })),
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const print = (title, rows, n) => {
  console.log(`  ${title}`);
  for (const [k, ms] of rows.slice(0, n)) console.log(`    ${ms.toFixed(0).padStart(6)} ms  ${k}`);
};

const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS });
for (const path of paths) {
  const runs = [];
  for (let r = 0; r < RUNS; r++) {
    const events = await trace(browser, `${base}${path}`);
    const long = longTasks(events, `${base}${path}`);
    runs.push({
      long,
      byFile: byTopLevelFile(events, long),
      native: nativeWork(events, long),
      samples: await samplesBreakdown(events, long),
    });
  }
  // The run whose blocking time is the median stands for the page.
  const blocking = (run) => run.long.reduce((s, t) => s + t.dur / 1000 - 50, 0);
  const run = runs.find((r) => blocking(r) === median(runs.map(blocking)));
  const durations = run.long.map((t) => Math.round(t.dur / 1000));
  console.log(
    `\n${path}: ${durations.length} long tasks (ms): ${durations.join(' ')}; blocking: ${blocking(run).toFixed(0)} ms` +
      (RUNS > 1 ? ` (runs: ${runs.map((r) => blocking(r).toFixed(0)).join(' ')})` : ''),
  );
  print(
    'top-level script by file',
    [...run.byFile].sort((a, b) => b[1] - a[1]),
    8,
  );
  print('native work in long tasks', run.native, 8);
  print('samples in long tasks, by phase (innermost on the stack)', run.samples.phase, 8);
  print('samples in long tasks, by the innermost app on the stack', run.samples.remote, 8);
  print('samples in long tasks, self time by package or source folder', run.samples.self, 14);
  print('samples in long tasks, self time by function', run.samples.fn, 14);
  if (FOCUS)
    print(
      `samples in long tasks, self time of the functions of ${FOCUS}`,
      run.samples.fn.filter(([key]) => key.includes(FOCUS)),
      20,
    );
  console.log('  the callers of the five largest self times');
  for (const [key] of run.samples.fn.slice(0, 5)) {
    const callers = [...(run.samples.callers.get(key) ?? [])].sort((a, b) => b[1] - a[1]).slice(0, 3);
    if (callers.length)
      console.log(`    ${key}: ${callers.map(([caller, ms]) => `${caller} ${ms.toFixed(0)}`).join('; ')}`);
  }
  for (const { ms, top } of run.samples.inclusive)
    print(`the ${ms.toFixed(0)} ms task: inclusive time of the JS functions on its stacks`, top, 24);
  console.log('  each long task: its largest self times');
  for (const { ms, top } of run.samples.tasks)
    console.log(`    ${ms.toFixed(0).padStart(5)} ms: ${top.map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ')}`);
}
await browser.close();
