#!/usr/bin/env node
// Pages rendered on the server under load (docs/decisions/013-server-rendering.md):
// GET /en/blog with its rendered page in the cache, beside a static HTML file the
// same server sends (a remote's built index.html, through the same hosting, headers
// and compression), in one autocannon run of 50 connections each; then the render
// of a page the cache does not have (a query string of its own each time), one at
// a time: its p50. Figures from a shared 2-core machine: compare the rows of one run.
import autocannon from 'autocannon';
import { requireProjectNode } from '../../scripts/node-runtime.mjs';
import { startSite } from './site-server.mjs';

requireProjectNode();

const PORT = Number(process.env.BENCH_PAGE_PORT ?? 8192);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION = Number(process.env.BENCH_PAGE_SECONDS ?? 10);
const MISSES = Number(process.env.BENCH_PAGE_MISSES ?? 40);

const load = (url) =>
  new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: 50,
        duration: DURATION,
        headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });

const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];

const site = await startSite(PORT);
try {
  // The warm-up renders and the first visit of each measured address.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const rendered = await (await fetch(`${BASE}/en/blog`)).text();
  if (!rendered.includes('id="server-data"'))
    throw new Error('GET /en/blog was not rendered on the server: build first (npm run build)');
  const staticFile = `${BASE}/remotes/mfe-blog/index.html`;
  if (!(await fetch(staticFile)).ok) throw new Error(`${staticFile} is not served`);

  const rows = [];
  for (const [label, url] of [
    ['GET /remotes/mfe-blog/index.html (static file)', staticFile],
    ['GET /en/blog (rendered, cache warm)', `${BASE}/en/blog`],
  ]) {
    const result = await load(url);
    rows.push({
      label,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    });
  }
  const misses = [];
  for (let i = 0; i < MISSES; i++) {
    const started = performance.now();
    const html = await (await fetch(`${BASE}/en/blog?bench-miss=${i}`)).text();
    misses.push(performance.now() - started);
    if (!html.includes('id="server-data"')) throw new Error('a cache-miss page was not rendered on the server');
  }

  const reference = rows[0].rps;
  console.log(`\nServer-rendered pages, 50 connections, ${DURATION} s each, one run:`);
  console.log('address                                         req/s   vs static   p50 ms   p99 ms   non-2xx  errors');
  for (const row of rows) {
    console.log(
      `${row.label.padEnd(46)} ${row.rps.toFixed(0).padStart(6)}   ${(row.rps / reference).toFixed(2).padStart(8)}x   ${String(row.p50).padStart(6)}   ${String(row.p99).padStart(6)}   ${String(row.non2xx).padStart(7)}  ${String(row.errors).padStart(6)}`,
    );
  }
  console.log(
    `cache-miss render of /en/blog, one at a time (${MISSES}): p50 ${percentile(misses, 50).toFixed(1)} ms, p90 ${percentile(misses, 90).toFixed(1)} ms`,
  );
} finally {
  site.stop();
}
