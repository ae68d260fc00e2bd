import type { AddressInfo } from 'node:net';
import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { build } from '../src/app';
import type { Database } from '../src/api/db/database';
import { openDatabase } from '../src/api/db/open-database';
import { exportRows } from '../src/api/requests/csv-export';
import { seedRequests } from './support/inbox-fixtures';
import { staffMember } from './support/inbox-session';
import { drivers, freshDatabase } from './support/test-app';

// The CSV export of 10,000 requests streams: read in keyset batches, the
// first bytes leave before the last batch is read, every row exactly once.

const ROWS = 10_000;
const BATCH = 500;

/** The database, counting the export's batch queries. */
function counting(db: Database) {
  const counter = { batches: 0 };
  const wrapped: Database = {
    kind: db.kind,
    content: db.content,
    query: (sql, params) => {
      if (sql.includes('cursor_at')) counter.batches += 1;
      return db.query(sql, params);
    },
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction(fn),
    watchContent: () => db.watchContent(),
    close: () => db.close(),
  };
  return { db: wrapped, counter };
}

describe.each(drivers)('the CSV export of 10,000 requests on %s', (driver) => {
  let app: FastifyInstance;
  let counter: { batches: number };
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const fresh = await freshDatabase(driver);
    const { db: opened } = await openDatabase(fresh.options);
    const counted = counting(opened);
    counter = counted.counter;
    app = build({
      database: { kind: 'instance', db: counted.db },
      rateLimit: false,
      outbox: { autoSend: false },
      inboxExportBatchSize: BATCH,
    });
    await app.ready();
    await seedRequests(counted.db, ROWS);
    cleanup = async () => {
      await app.close();
      if (driver === 'postgres') await opened.close();
      await fresh.drop();
    };
  }, 120_000);
  afterAll(async () => cleanup());

  test('batches follow (created_at, reference) through ties, each row once', async () => {
    // Thirty requests of the same instant: a batch boundary falls among them.
    await app.db.query(
      "UPDATE contact_messages SET created_at = '2026-07-01T08:00:00Z' WHERE reference IN (SELECT reference FROM contact_messages ORDER BY reference LIMIT 30)",
    );
    const seen: string[] = [];
    for await (const row of exportRows(
      app.db,
      { kind: 'contact' },
      { kinds: ['contact'], accountId: 0, overdueBefore: new Date() },
      7,
    ))
      seen.push(row.reference);
    expect(seen).toHaveLength(ROWS / 4);
    expect(new Set(seen).size).toBe(ROWS / 4);
  });

  test('over HTTP, the first bytes arrive before the last batch is read, and every row arrives', async () => {
    const admin = await staffMember(app, 'admin');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    counter.batches = 0;
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}/api/staff/requests.csv`, {
      headers: { cookie: admin.headers.cookie, 'accept-encoding': 'identity' },
    });
    expect(response.status).toBe(200);
    const reader = response.body?.getReader();
    if (!reader) throw new Error('no body');
    const chunks: Uint8Array[] = [];
    const first = await reader.read();
    if (first.value) chunks.push(first.value);
    const batchesAtFirstChunk = counter.batches;
    for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
    const elapsed = performance.now() - started;
    expect(batchesAtFirstChunk).toBeLessThan(ROWS / BATCH);
    expect(counter.batches).toBe(ROWS / BATCH + 1);
    const rows: string[][] = parse(Buffer.concat(chunks), { bom: true });
    expect(rows).toHaveLength(ROWS + 1);
    expect(new Set(rows.slice(1).map((row) => row[0])).size).toBe(ROWS);
    // The target is 2 s on a quiet machine; a loaded test run gets slack.
    expect(elapsed).toBeLessThan(10_000);
  }, 60_000);
});
