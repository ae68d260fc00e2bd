// One server for the API benchmark (e2e/bench/api-bench.mjs), in its own process
// so the load generator does not share its event loop:
//   BENCH_TARGET=pglite    the real app on a fresh embedded database
//   BENCH_TARGET=postgres  the real app on PostgreSQL (DATABASE_URL, a fresh schema)
//   BENCH_TARGET=bare      a bare Fastify with one JSON POST route and the GET paths: the reference
//                          (BENCH_BARE_BODIES: the GETs answer the app's own bytes)
// Rate limits are off (the load comes from one address) unless BENCH_RATE_LIMIT; e-mails go to the log outbox.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { build } from '../../server/src/app';

const target = process.env.BENCH_TARGET ?? 'pglite';
const port = Number(process.env.PORT ?? 8191);

async function main() {
  if (target === 'bare') {
    const app = Fastify({ logger: false });
    app.post('/api/cotation', async (_request, reply) => reply.code(201).send({ reference: 'Q-2026-000001' }));
    // The GET reference: a route answering a small JSON object, nothing else; with
    // BENCH_BARE_BODIES (a JSON file of the app's answers: `${url} ${accept-encoding}` →
    // { base64, encoding }), the very bytes the app sends for that URL and encoding.
    const bodies: Record<string, { base64: string; encoding: string | null }> = process.env.BENCH_BARE_BODIES
      ? JSON.parse(readFileSync(process.env.BENCH_BARE_BODIES, 'utf8'))
      : {};
    const answers = new Map(
      Object.entries(bodies).map(([key, { base64, encoding }]) => [
        key,
        { body: Buffer.from(base64, 'base64'), encoding },
      ]),
    );
    for (const url of ['/api/jobs', '/api/blog']) {
      app.get(url, async (request, reply) => {
        const answer = answers.get(`${request.url} ${request.headers['accept-encoding'] ?? ''}`);
        if (!answer) return { data: [], page: 1, last_page: 1, total: 0 };
        if (answer.encoding) reply.header('content-encoding', answer.encoding);
        return reply.type('application/json; charset=utf-8').send(answer.body);
      });
    }
    await app.listen({ port, host: '127.0.0.1' });
    return;
  }
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  // PGlite on disk, as `npm start` runs it (server.ts: DATA_DIR/pglite).
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
  const url = process.env.DATABASE_URL;
  if (target === 'postgres' && !url) throw new Error('BENCH_TARGET=postgres needs DATABASE_URL');
  const app = build({
    database: target === 'postgres' ? { kind: 'postgres', url: url as string, schema } : { kind: 'pglite', dataDir },
    // BENCH_RATE_LIMIT=<n a minute>: the general /api limit on (high enough never to refuse), to see its cost.
    rateLimit: process.env.BENCH_RATE_LIMIT
      ? { max: Number(process.env.BENCH_RATE_LIMIT), timeWindowMs: 60_000 }
      : false,
    formRateLimit: false,
    logger: false,
    ...(process.env.BENCH_OUTBOX === 'off' ? { outbox: { autoSend: false } } : {}),
  });
  app.addHook('onClose', async () => rmSync(dataDir, { recursive: true, force: true }));
  if (target === 'postgres') {
    app.addHook('onClose', async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    });
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
  await app.listen({ port, host: '127.0.0.1' });
}

await main();
