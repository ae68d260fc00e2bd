import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { build, type BuildOptions } from '../../src/app';
import type { DatabaseOptions } from '../../src/api/db/database';
import { readEnv } from '../../src/env';
import { openTestPglite } from './pglite-template';

export type DriverName = 'pglite' | 'postgres';

const databaseUrl = readEnv().DATABASE_URL;

/** PGlite always; PostgreSQL too when DATABASE_URL is set (CI, and `DATABASE_URL=... npx vitest`). */
export const drivers: DriverName[] = databaseUrl ? ['pglite', 'postgres'] : ['pglite'];

/**
 * A fresh database of the given kind: PGlite in memory, or a PostgreSQL
 * schema of its own (so test files run in parallel). `drop()` closes the
 * PGlite or drops the schema.
 */
export async function freshDatabase(
  driver: DriverName,
): Promise<{ options: DatabaseOptions; drop: () => Promise<void> }> {
  if (driver === 'pglite') {
    const db = await openTestPglite();
    return { options: { kind: 'instance', db }, drop: () => db.close() };
  }
  if (!databaseUrl) throw new Error('DATABASE_URL is not set');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  return {
    options: { kind: 'postgres', url: databaseUrl, schema },
    drop: async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      } finally {
        await client.end();
      }
    },
  };
}

/** A ready app on a fresh database; `close()` stops it and drops the database. */
export async function startApp(
  driver: DriverName,
  options: Omit<BuildOptions, 'database'> = {},
  /** Runs before ready(), the last moment routes can be added. */
  extend?: (app: FastifyInstance) => void,
): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const database = await freshDatabase(driver);
  const app = build({ ...options, database: database.options });
  extend?.(app);
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

/** Collects the log lines of an app (pass as BuildOptions.logger). */
export function captureLogs(level = 'warn') {
  const lines: { level: number; msg: string }[] = [];
  return {
    lines,
    logger: { level, stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  };
}
