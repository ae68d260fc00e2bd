#!/usr/bin/env node
// The staff inbox with 10,000 requests (BENCH_INBOX_ROWS; 100,000 for docs/decisions/033, BENCH_INBOX_TARGETS=postgres) (seeded in the bench only, e2e/bench/inbox-server.ts), on
// PGlite and on PostgreSQL: the first page, a filtered page and a search (autocannon with 1
// connection, one member of staff, whose p99 is held against the 50-ms target, and with 4), and the CSV export of every row (time to the last byte, rows
// counted, the server's RSS before and after). Figures from a shared 2-core machine.
// Issue 38's bar at one level (docs/decisions/036): the list, the saved view and the unread counts
// beside a floor through the same staff session over HTTP, and their statements beside the bare
// SELECT at the database, with their EXPLAIN (ANALYZE, BUFFERS) plans and where a request's time goes.
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { childEnv, requireProjectNode } from '../../scripts/node-runtime.mjs';

requireProjectNode();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = Number(process.env.BENCH_INBOX_PORT ?? 8192);
const DURATION = Number(process.env.BENCH_INBOX_SECONDS ?? 8);
const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TARGET_P99_MS = 50;
const EXPORT_TARGET_MS = 2_000;

const QUERIES = [
  { name: 'first page', path: '/api/staff/requests' },
  {
    name: 'filtered page (quotes, answered, last 90 days)',
    path: `/api/staff/requests?kind=quote&status=answered&from=${daysAgo(90)}`,
  },
  { name: 'search (a name)', path: '/api/staff/requests?q=benali' },
  { name: 'search (a reference)', path: '/api/staff/requests?q=A-2026-101234' },
  // The start of a message, which the search text holds since migration 012 (docs/decisions/029).
  { name: 'search (the start of a message)', path: '/api/staff/requests?q=rappel%20svp%201234' },
  { name: 'overdue (open, unanswered, past the target)', path: '/api/staff/requests?overdue=1' },
  // A word found in a handful of rows, anywhere in the search text (pg_trgm on PostgreSQL, docs/decisions/033).
  { name: 'search (a rare word)', path: '/api/staff/requests?q=svp%2012345' },
  // The admin's saved view of the bench (inbox-server.ts) and the unread counts of every view.
  { name: 'saved view (new quotes)', path: '/api/staff/requests?kind=quote&status=new' },
  { name: 'unread counts of the views', path: '/api/staff/views' },
  // The floors: a bare indexed SELECT ... LIMIT 20 of one table, same HTTP stack, same run; without a
  // session, and through the staff session and access check as the list (inbox-server.ts).
  { name: 'bare indexed SELECT ... LIMIT 20, no session', path: '/bench/bare' },
  { name: 'bare indexed SELECT ... LIMIT 20, staff session', path: '/api/staff/bench-floor' },
];
/** Issue 38's three reads, held within 3x of the floor at each level. */
const LEVEL_PATHS = ['/api/staff/requests', '/api/staff/requests?kind=quote&status=new', '/api/staff/views'];
const nameOf = (url) => QUERIES.find((query) => query.path === url)?.name ?? url;
const FLOOR_PATH = '/api/staff/bench-floor';
/** Requests of each path in the interleaved rounds timed to the microsecond (1 connection). */
const HTTP_ROUNDS = Number(process.env.BENCH_INBOX_HTTP_ROUNDS ?? 600);
const TARGETS = (process.env.BENCH_INBOX_TARGETS ?? 'pglite,postgres').split(',');
const ROWS = Number(process.env.BENCH_INBOX_ROWS ?? 10_000);
/** The tables of the requests: a plan that reads one of them sequentially fails the bench's check. */
const SEQ_SCAN = /Seq Scan on (quote_requests|other_quote_requests|contact_messages|applications)\b/;

function daysAgo(days) {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

async function startServer(target) {
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'e2e/bench/inbox-server.ts')], {
    cwd: root,
    env: childEnv({
      ...process.env,
      BENCH_TARGET: target,
      BENCH_INBOX_ROWS: String(ROWS),
      BENCH_EXPLAIN_PATHS: JSON.stringify(
        QUERIES.map((query) => query.path).filter((p) => p.startsWith('/api/') && p !== FLOOR_PATH),
      ),
      BENCH_LEVEL_PATHS: JSON.stringify(LEVEL_PATHS),
      PORT: String(PORT),
      DATABASE_URL,
      NODE_ENV: 'production',
    }),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout });
  for await (const line of lines) {
    if (line.startsWith('{')) return { child, ...JSON.parse(line) };
  }
  throw new Error(`${target} inbox server stopped before it was ready`);
}

async function stop(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

async function exportAll(cookie) {
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${PORT}/api/staff/requests.csv`, { headers: { cookie } });
  if (!response.ok) throw new Error(`export answered ${response.status}`);
  let firstByteMs = null;
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    firstByteMs ??= performance.now() - started;
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  return { ms: performance.now() - started, firstByteMs, bytes, lines };
}

/**
 * p50/p99 to the microsecond of each path over one kept-alive connection, the paths in turn round
 * after round (autocannon's histogram counts whole milliseconds, too coarse beside a floor under one).
 */
async function timeInTurn(paths, cookie) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (url) =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      http
        .get(`http://127.0.0.1:${PORT}${url}`, { agent, headers: { cookie } }, (response) => {
          response.resume();
          response.on('end', () =>
            response.statusCode === 200
              ? resolve(performance.now() - started)
              : reject(new Error(`${url}: ${response.statusCode}`)),
          );
        })
        .on('error', reject);
    });
  const samples = paths.map(() => []);
  for (let round = 0; round < HTTP_ROUNDS; round++)
    for (const [index, url] of paths.entries()) samples[index].push(await get(url));
  agent.destroy();
  return paths.map((url, index) => {
    const sorted = samples[index].sort((a, b) => a - b);
    const at = (p) => Number(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)].toFixed(3));
    return { label: url, p50: at(50), p99: at(99) };
  });
}

async function measure(target) {
  const server = await startServer(target);
  const headers = { cookie: server.cookie };
  const rows = [];
  try {
    for (const query of QUERIES) {
      const url = `http://127.0.0.1:${PORT}${query.path}`;
      const check = await fetch(url, { headers });
      if (check.status !== 200) throw new Error(`${query.path} answered ${check.status}: ${await check.text()}`);
      await autocannon({ url, connections: 4, duration: 2, headers });
      for (const connections of [1, 4]) {
        const result = await autocannon({ url, connections, duration: DURATION, headers });
        rows.push({
          target,
          name: query.name,
          connections,
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          non2xx: result.non2xx,
        });
      }
    }
    const levels = await timeInTurn(['/bench/bare', FLOOR_PATH, ...LEVEL_PATHS], server.cookie);
    await exportAll(server.cookie);
    const exports = [];
    for (let i = 0; i < 3; i++) exports.push(await exportAll(server.cookie));
    const { plans, database, breakdown } = server;
    return { rows, exports, seeded: server.rows, plans, database, breakdown, levels, target };
  } finally {
    await stop(server.child);
  }
}

const results = [];
for (const target of TARGETS) results.push(await measure(target));

for (const { plans, target } of results) {
  console.log(
    `\nQuery plans on ${target} (EXPLAIN (ANALYZE, BUFFERS) of each statement the inbox sent, the session's aside)`,
  );
  for (const { path: url, sql, plan } of plans)
    console.log(`\n${url}${SEQ_SCAN.test(plan) ? '  <-- SEQ SCAN OF THE REQUESTS' : ''}\n  ${sql}\n${plan}`);
  const scans = plans.filter(({ plan }) => SEQ_SCAN.test(plan)).map(({ path: url }) => url);
  console.log(
    `\n${target}: ${scans.length === 0 ? 'no plan scans the requests sequentially' : `SEQ SCANS in ${[...new Set(scans)].join(', ')}`}`,
  );
  const levelScans = scans.filter((url) => LEVEL_PATHS.includes(url));
  console.log(
    `${target}: the list, the saved view and the unread counts: ${levelScans.length === 0 ? 'no Seq Scan on a request table' : `SEQ SCAN in ${levelScans.join(', ')}`}`,
  );
}

/** One level's table: each of issue 38's reads beside that level's floor, and whether it is within 3x. */
function printLevel(title, timings, floorLabel) {
  const floor = timings.find((timing) => timing.label === floorLabel);
  console.log(`\n${title}`);
  console.log('| read | p50 ms | p99 ms | p50 / floor | within 3x |');
  console.log('|---|---|---|---|---|');
  for (const { label, p50, p99 } of timings) {
    const ratio = p50 / floor.p50;
    const held = LEVEL_PATHS.includes(label) ? (ratio <= 3 ? 'yes' : 'NO') : '';
    console.log(`| ${nameOf(label)} | ${p50} | ${p99} | ${ratio.toFixed(1)}x | ${held} |`);
  }
}

for (const { database, levels, breakdown, target } of results) {
  printLevel(
    `${target}, over HTTP (1 connection, ${HTTP_ROUNDS} rounds in turn), floor through the staff session`,
    levels,
    FLOOR_PATH,
  );
  printLevel(
    `${target}, at the database (the route's statements as it sends them, the session's aside; the server's pool)`,
    database,
    'floor',
  );
  console.log(`\n${target}: where a request's time goes (median ms in the server, app.inject)`);
  console.log('| path | gate (onRequest: session, access) | schema | handler | serialization | to onSend |');
  console.log('|---|---|---|---|---|---|');
  for (const phase of breakdown)
    console.log(
      `| ${nameOf(phase.path)} | ${phase.gate} | ${phase.validation} | ${phase.handler} | ${phase.serialization} | ${phase.total} |`,
    );
}

for (const { rows, target } of results) {
  const floor = rows.find((row) => row.name.endsWith('staff session') && row.connections === 1);
  console.log(
    `\n${target}: autocannon's p50 (whole ms) against the floor through the staff session (${floor?.p50} ms), 1 connection`,
  );
  for (const row of rows.filter((r) => r.connections === 1 && r !== floor))
    console.log(`  ${row.name}: p50 ${row.p50} ms, ${(row.p50 / Math.max(floor?.p50 ?? 1, 1)).toFixed(1)}x`);
}

console.log(
  `\nStaff inbox, ${ROWS.toLocaleString('en')} requests (autocannon; p99 target 50 ms for one member of staff, 1 connection)`,
);
console.log('| database | query | connections | req/s | p50 ms | p99 ms | non-2xx | p99 <= 50 ms |');
console.log('|---|---|---|---|---|---|---|---|');
for (const { rows } of results)
  for (const row of rows)
    console.log(
      `| ${row.target} | ${row.name} | ${row.connections} | ${Math.round(row.rps)} | ${row.p50} | ${row.p99} | ${row.non2xx} | ${row.connections > 1 ? '' : row.p99 <= TARGET_P99_MS ? 'yes' : 'NO'} |`,
    );
console.log('\nCSV export of every request (3 runs after one warm-up; target < 2 s)');
console.log('| database | rows seeded | lines (header included) | MB | first byte ms | total ms (each run) | < 2 s |');
console.log('|---|---|---|---|---|---|---|');
for (const [index, { exports, seeded }] of results.entries()) {
  const worst = Math.max(...exports.map((run) => run.ms));
  console.log(
    `| ${TARGETS[index]} | ${seeded} | ${exports[0].lines} | ${(exports[0].bytes / 1e6).toFixed(2)} | ${Math.round(exports[0].firstByteMs)} | ${exports.map((run) => Math.round(run.ms)).join(', ')} | ${worst < EXPORT_TARGET_MS ? 'yes' : 'NO'} |`,
  );
}
