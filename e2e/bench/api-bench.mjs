#!/usr/bin/env node
// The API under load (autocannon, 50 connections): GET /api/jobs?page=1 and
// GET /api/blog?page=1 (without Accept-Encoding, and with a browser's) and
// POST /api/cotation, on PGlite and on PostgreSQL, beside a bare Fastify route
// measured in the same run as the reference. Each server runs alone in its own
// process. BENCH_COMPARE_ROOT=<another checkout> adds that checkout's app as
// "before" rows (its node_modules must resolve). Figures from a shared 2-core
// machine: compare the rows of one run, not runs.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = Number(process.env.BENCH_API_PORT ?? 8191);
const DURATION = Number(process.env.BENCH_API_SECONDS ?? 10);
const CONNECTIONS = 50;
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function isoInDays(days) {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

// A valid request, as the wizard sends it.
const BODY = JSON.stringify({
  cotation: { type: 'full-load' },
  client: { fullName: 'Amina El Idrissi', email: 'amina@example.ma', phone: '0612345678', company: 'Atlas Agrumes', city: 'Tanger' },
  product: { sector_of_activity: 'agriculture', vehicle_type: 'mega-covered', weight: '12,5', dangerous: 'non' },
  loading: { place: 'Tanger Med', date: isoInDays(10), time_slots: ['8-14'] },
  unloading: { place: 'Perpignan', date: isoInDays(12), time_slots: ['14-20'], more_info: 'Palettes filmées.' },
});

async function postgresReachable() {
  try {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: DATABASE_URL, connectionTimeoutMillis: 2000 });
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
const GET_HEADERS = { plain: {}, browser: { 'accept-encoding': BROWSER_ENCODINGS } };
const POST = { method: 'POST', headers: { 'content-type': 'application/json' }, body: BODY };
// What each server is measured on, in this order (the GETs before the POST flood).
const ENDPOINTS = [
  { name: 'GET /api/jobs?page=1', path: '/api/jobs?page=1', options: { headers: GET_HEADERS.plain } },
  { name: `GET /api/jobs?page=1, Accept-Encoding: ${BROWSER_ENCODINGS}`, path: '/api/jobs?page=1', options: { headers: GET_HEADERS.browser } },
  { name: 'GET /api/blog?page=1', path: '/api/blog?page=1', options: { headers: GET_HEADERS.plain } },
  { name: `GET /api/blog?page=1, Accept-Encoding: ${BROWSER_ENCODINGS}`, path: '/api/blog?page=1', options: { headers: GET_HEADERS.browser } },
  { name: 'POST /api/cotation', path: '/api/cotation', options: POST },
];
const COMPARE_ROOT = process.env.BENCH_COMPARE_ROOT ? path.resolve(process.env.BENCH_COMPARE_ROOT) : null;

async function startServer({ target, checkout }) {
  const env = { ...process.env, BENCH_TARGET: target, PORT: String(PORT), DATABASE_URL, NODE_ENV: 'production' };
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), [path.join(checkout, 'e2e/bench/api-server.ts')], { env, cwd: checkout, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 240; i++) {
    try {
      const response = await fetch(`http://127.0.0.1:${PORT}/api/cotation`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: BODY });
      if (response.status === 201) return child;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error(`${target} server did not answer 201`);
}

async function stop(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

async function measure(server) {
  const child = await startServer(server);
  const results = new Map();
  try {
    for (const endpoint of ENDPOINTS) {
      const url = `http://127.0.0.1:${PORT}${endpoint.path}`;
      // A short warm-up (JIT, pools, the response cache), then the measured run.
      await autocannon({ url, connections: CONNECTIONS, duration: 2, ...endpoint.options });
      const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...endpoint.options });
      results.set(endpoint.name, {
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        total: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
        bytes: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
      });
    }
    return { label: server.label, results };
  } finally {
    await stop(child);
  }
}

const servers = [{ label: 'bare', target: 'bare', checkout: root }];
const databases = ['pglite'];
if (await postgresReachable()) databases.push('postgres');
else console.log(`PostgreSQL not reachable at ${DATABASE_URL}: its rows are skipped.`);
for (const target of databases) {
  if (COMPARE_ROOT) servers.push({ label: `${target} before`, target, checkout: COMPARE_ROOT });
  servers.push({ label: target, target, checkout: root });
}

const rows = [];
for (const server of servers) rows.push(await measure(server));
const bare = rows.find((row) => row.label === 'bare');
for (const endpoint of ENDPOINTS) {
  console.log(`\n${endpoint.name}: autocannon ${CONNECTIONS} connections, ${DURATION} s (bare: a Fastify route answering a small JSON object)`);
  console.log('server              req/s   vs bare   p50 ms   p99 ms   requests   non-2xx  errors  bytes/answer');
  const reference = bare?.results.get(endpoint.name);
  for (const row of rows) {
    const r = row.results.get(endpoint.name);
    const ratio = reference ? (r.rps / reference.rps).toFixed(3) : '-';
    console.log(
      `${row.label.padEnd(18)}${r.rps.toFixed(0).padStart(7)}${ratio.padStart(10)}${String(r.p50).padStart(9)}${String(r.p99).padStart(9)}` +
        `${String(r.total).padStart(11)}${String(r.non2xx).padStart(10)}${String(r.errors).padStart(8)}${String(r.bytes).padStart(14)}`,
    );
  }
}
