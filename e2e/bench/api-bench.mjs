#!/usr/bin/env node
// The API under load (autocannon, 50 connections): GET /api/jobs?page=1 and
// GET /api/blog?page=1 (without Accept-Encoding, and with a browser's) and
// POST /api/cotation, on PGlite and on PostgreSQL, beside a bare Fastify route
// measured in the same run as the reference. Each server runs alone in its own
// process. BENCH_COMPARE_ROOT=<another checkout> adds that checkout's app as
// "before" rows (its node_modules must resolve). Figures from a shared 2-core
// machine: compare the rows of one run, not runs.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { childEnv, requireProjectNode } from '../../scripts/node-runtime.mjs';

requireProjectNode();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = Number(process.env.BENCH_API_PORT ?? 8191);
const DURATION = Number(process.env.BENCH_API_SECONDS ?? 10);
const CONNECTIONS = 50;
const SETTLE_SECONDS = Number(process.env.BENCH_API_SETTLE_SECONDS ?? 5);
const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function isoInDays(days) {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

// A valid request, as the wizard sends it.
const BODY = JSON.stringify({
  cotation: { type: 'full-load' },
  client: {
    fullName: 'Amina El Idrissi',
    email: 'amina@example.ma',
    phone: '0612345678',
    company: 'Atlas Agrumes',
    city: 'Tanger',
  },
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
  {
    name: `GET /api/jobs?page=1, Accept-Encoding: ${BROWSER_ENCODINGS}`,
    path: '/api/jobs?page=1',
    options: { headers: GET_HEADERS.browser },
  },
  { name: 'GET /api/blog?page=1', path: '/api/blog?page=1', options: { headers: GET_HEADERS.plain } },
  {
    name: `GET /api/blog?page=1, Accept-Encoding: ${BROWSER_ENCODINGS}`,
    path: '/api/blog?page=1',
    options: { headers: GET_HEADERS.browser },
  },
  { name: 'POST /api/cotation', path: '/api/cotation', options: POST },
];
const COMPARE_ROOT = process.env.BENCH_COMPARE_ROOT ? path.resolve(process.env.BENCH_COMPARE_ROOT) : null;

/** The raw bytes (not decoded) and Content-Encoding of one GET. */
function rawGet(pathAndQuery, headers) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: PORT, path: pathAndQuery, headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            base64: Buffer.concat(chunks).toString('base64'),
            encoding: response.headers['content-encoding'] ?? null,
          }),
        );
      })
      .on('error', reject);
  });
}

async function startServer({ target, checkout, env: extraEnv = {} }) {
  const env = childEnv({
    ...process.env,
    BENCH_TARGET: target,
    PORT: String(PORT),
    DATABASE_URL,
    NODE_ENV: 'production',
    ...extraEnv,
  });
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), [path.join(checkout, 'e2e/bench/api-server.ts')], {
    env,
    cwd: checkout,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 240; i++) {
    try {
      const response = await fetch(`http://127.0.0.1:${PORT}/api/cotation`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: BODY,
      });
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
    if (server.captureBodies) {
      const bodies = {};
      for (const endpoint of ENDPOINTS.filter(({ options }) => !options.method)) {
        const accept = endpoint.options.headers['accept-encoding'] ?? '';
        bodies[`${endpoint.path} ${accept}`] = await rawGet(endpoint.path, endpoint.options.headers);
      }
      writeFileSync(server.captureBodies, JSON.stringify(bodies));
    }
    // A process just started answers several times slower for its first seconds of load
    // (JIT; seen on PGlite, whose start-up also fills the heap): settle it first.
    await autocannon({
      url: `http://127.0.0.1:${PORT}${ENDPOINTS[0].path}`,
      connections: CONNECTIONS,
      duration: SETTLE_SECONDS,
      ...ENDPOINTS[0].options,
    });
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

// The bare route first, then the app's servers, whose first one's GET answers
// (exact bytes) the second reference, 'bare, same body', serves again last, so
// the bytes on the wire weigh the same on both sides.
const bodiesDir = mkdtempSync(path.join(os.tmpdir(), 'api-bench-'));
const bodiesFile = path.join(bodiesDir, 'bodies.json');
const servers = [{ label: 'bare', target: 'bare', checkout: root }];
const databases = ['pglite'];
if (await postgresReachable()) databases.push('postgres');
else console.log(`PostgreSQL not reachable at ${DATABASE_URL}: its rows are skipped.`);
for (const target of databases) {
  if (COMPARE_ROOT) servers.push({ label: `${target} before`, target, checkout: COMPARE_ROOT });
  servers.push({
    label: target,
    target,
    checkout: root,
    ...(servers.some((server) => server.captureBodies) ? {} : { captureBodies: bodiesFile }),
  });
}
servers.push({ label: 'bare, same body', target: 'bare', checkout: root, env: { BENCH_BARE_BODIES: bodiesFile } });

const measured = [];
try {
  for (const server of servers) measured.push(await measure(server));
} finally {
  rmSync(bodiesDir, { recursive: true, force: true });
}
// The references on top.
const rows = [
  ...measured.filter((row) => row.label.startsWith('bare')),
  ...measured.filter((row) => !row.label.startsWith('bare')),
];
const bare = rows.find((row) => row.label === 'bare');
const sameBody = rows.find((row) => row.label === 'bare, same body');
console.log(
  '\nbare: a Fastify route answering a small JSON object; bare, same body: the same route answering the very bytes the app sent (GETs only; its POST is the small answer again).',
);
for (const endpoint of ENDPOINTS) {
  console.log(`\n${endpoint.name}: autocannon ${CONNECTIONS} connections, ${DURATION} s`);
  console.log(
    'server              req/s   vs bare  vs same   p50 ms   p99 ms   requests   non-2xx  errors  bytes/answer',
  );
  const reference = bare?.results.get(endpoint.name);
  const same = endpoint.options.method ? undefined : sameBody?.results.get(endpoint.name);
  for (const row of rows) {
    const r = row.results.get(endpoint.name);
    const ratio = (to) => (to ? (r.rps / to.rps).toFixed(3) : '-');
    console.log(
      `${row.label.padEnd(18)}${r.rps.toFixed(0).padStart(7)}${ratio(reference).padStart(10)}${ratio(same).padStart(9)}${String(r.p50).padStart(9)}${String(r.p99).padStart(9)}` +
        `${String(r.total).padStart(11)}${String(r.non2xx).padStart(10)}${String(r.errors).padStart(8)}${String(r.bytes).padStart(14)}`,
    );
  }
}
