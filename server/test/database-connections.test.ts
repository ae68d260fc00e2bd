import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { build } from '../src/app';
import { readEnv } from '../src/env';
import { contactFields } from './support/form-app';
import { captureLogs } from './support/test-app';

// The database ends the server's connections, as a restart or a failover does: the API logs it,
// keeps running and answers with new connections. On a database of the test's own, so that ending
// every connection to it touches no other test.

const databaseUrl = readEnv().DATABASE_URL;
const UNLIMITED = { max: 10_000, timeWindowMs: 60_000 };

describe.runIf(databaseUrl)('PostgreSQL ends the connections of a running server', () => {
  const name = `conn_${randomBytes(5).toString('hex')}`;
  let url: string;
  let app: FastifyInstance;
  const logs = captureLogs('warn');

  const admin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  /** pg_terminate_backend on every connection to the test's database; how many there were. */
  const terminateAll = () =>
    admin(async (client) => {
      const { rowCount } = await client.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [name],
      );
      return rowCount ?? 0;
    });

  beforeAll(async () => {
    await admin((client) => client.query(`CREATE DATABASE ${name}`));
    const parsed = new URL(databaseUrl ?? '');
    parsed.pathname = `/${name}`;
    url = parsed.toString();
    app = build({
      database: { kind: 'postgres', url },
      logger: logs.logger,
      rateLimit: UNLIMITED,
      formRateLimit: UNLIMITED,
      outbox: { autoSend: false },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });

  test('idle pooled connections ended: logged, no crash, the next requests answer', async () => {
    // Several connections in the pool, idle.
    const warm = await Promise.all(Array.from({ length: 4 }, () => app.inject('/api/jobs?page=1')));
    expect(warm.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await terminateAll()).toBeGreaterThan(0);
    // The 'error' events of the ended connections arrive on their sockets.
    await expect.poll(() => logs.lines.some((line) => line.msg.includes('database connection was lost'))).toBe(true);

    expect((await app.inject('/api/jobs?page=1')).statusCode).toBe(200);
    const stored = await app.inject({ method: 'POST', url: '/api/contact', payload: contactFields() });
    expect(stored.statusCode).toBe(201);
    // Twice in a row: nothing left broken in the pool.
    expect(await terminateAll()).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await app.inject('/api/blog?page=1')).statusCode).toBe(200);
  });

  test('a connection ended inside a transaction: that transaction fails, the next one works', async () => {
    let release = () => undefined as void;
    const paused = new Promise<void>((resolve) => {
      release = resolve;
    });
    const inside = app.db.transaction(async (tx) => {
      await tx.query('SELECT 1');
      await paused;
      return tx.query('SELECT 2');
    });
    const outcome = inside.then(
      () => 'committed',
      () => 'failed',
    );
    // The transaction's connection is checked out (not in the pool) when the server ends it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await terminateAll()).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    expect(await outcome).toBe('failed');
    const { rows } = await app.db.transaction((tx) => tx.query<{ one: number }>('SELECT 1 AS one'));
    expect(rows).toEqual([{ one: 1 }]);
    expect((await app.inject('/api/jobs?page=1')).statusCode).toBe(200);
  });
});
