import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../src/api/db/database';
import { MIGRATIONS_DIR } from '../../src/api/db/migrate';
import { openDatabase } from '../../src/api/db/open-database';
import { type DriverName, freshDatabase } from './test-app';

export interface EarlierMigrations {
  db: Database;
  /** A folder holding only the migrations before the one under test. */
  dir: string;
}

/**
 * For a describe block testing one migration on a database that already holds
 * rows: a fresh database, not migrated, and the migrations older than `version`
 * ('005') in a folder of their own. Read the fields inside tests.
 */
export function useEarlierMigrations(driver: DriverName, version: string): EarlierMigrations {
  const state = {} as EarlierMigrations;
  let owned = false;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const fresh = await freshDatabase(driver);
    drop = fresh.drop;
    ({ db: state.db, owned } = await openDatabase(fresh.options));
    state.dir = await mkdtemp(path.join(tmpdir(), `migrations-before-${version}-`));
    for (const file of await readdir(MIGRATIONS_DIR)) {
      if (file.endsWith('.sql') && file < version)
        await copyFile(path.join(MIGRATIONS_DIR, file), path.join(state.dir, file));
    }
  });
  afterAll(async () => {
    if (owned) await state.db.close();
    await drop();
    await rm(state.dir, { recursive: true, force: true });
  });
  return state;
}
