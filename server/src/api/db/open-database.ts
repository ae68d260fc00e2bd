import path from 'node:path';
import type { Database, DatabaseOptions } from './database';
import { openPgliteDatabase } from './pglite-database';
import { type ConnectionErrorListener, openPostgresDatabase } from './postgres-database';

/** Opens the configured database; `owned` says whether closing the app closes it. */
export async function openDatabase(
  options: DatabaseOptions,
  onConnectionError?: ConnectionErrorListener,
): Promise<{ db: Database; owned: boolean }> {
  switch (options.kind) {
    case 'pglite':
      return { db: await openPgliteDatabase(options.dataDir), owned: true };
    case 'postgres':
      return { db: await openPostgresDatabase(options.url, options.schema, onConnectionError), owned: true };
    case 'instance':
      return { db: options.db, owned: false };
  }
}

/** The database of the environment (src/env.ts): DATABASE_URL's PostgreSQL, else the PGlite of DATA_DIR. */
export function databaseOptionsOf(env: { DATABASE_URL?: string; DATA_DIR: string }): DatabaseOptions {
  return env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: path.resolve(env.DATA_DIR, 'pglite') };
}
