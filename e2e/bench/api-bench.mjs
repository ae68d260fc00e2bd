#!/usr/bin/env node
// POST /api/cotation under load (autocannon, 50 connections), on PGlite and on
// PostgreSQL, beside a bare Fastify route measured in the same run as the
// reference. Each row's server runs alone in its own process. Figures from a
// shared 2-core machine: compare the rows of one run, not runs.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { childEnv, requireProjectNode } from '../../scripts/node-runtime.mjs';

requireProjectNode();

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

async function startServer(target) {
  const env = childEnv({ ...process.env, BENCH_TARGET: target, PORT: String(PORT), DATABASE_URL, NODE_ENV: 'production' });
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'e2e/bench/api-server.ts')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
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

async function measure(target) {
  const child = await startServer(target);
  try {
    // A short warm-up (JIT, pools), then the measured run.
    await autocannon({ url: `http://127.0.0.1:${PORT}/api/cotation`, connections: CONNECTIONS, duration: 2, method: 'POST', headers: { 'content-type': 'application/json' }, body: BODY });
    const result = await autocannon({
      url: `http://127.0.0.1:${PORT}/api/cotation`,
      connections: CONNECTIONS,
      duration: DURATION,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: BODY,
    });
    return { target, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, total: result.requests.total, non2xx: result.non2xx, errors: result.errors + result.timeouts };
  } finally {
    await stop(child);
  }
}

const targets = ['bare', 'pglite'];
if (await postgresReachable()) targets.push('postgres');
else console.log(`PostgreSQL not reachable at ${DATABASE_URL}: its row is skipped.`);

const rows = [];
for (const target of targets) rows.push(await measure(target));
const bare = rows.find((row) => row.target === 'bare');
console.log(`\nPOST /api/cotation, autocannon ${CONNECTIONS} connections, ${DURATION} s`);
console.log('server      req/s   vs bare   p50 ms   p99 ms   requests   non-2xx  errors');
for (const r of rows) {
  const ratio = bare ? (r.rps / bare.rps).toFixed(3) : '-';
  console.log(
    `${r.target.padEnd(10)}${r.rps.toFixed(0).padStart(7)}${ratio.padStart(10)}${String(r.p50).padStart(9)}${String(r.p99).padStart(9)}` +
      `${String(r.total).padStart(11)}${String(r.non2xx).padStart(10)}${String(r.errors).padStart(8)}`,
  );
}
