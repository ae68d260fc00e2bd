import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../../paths';
import { syncContentTriggers } from './content-triggers';
import type { Database } from './database';

export { MIGRATIONS_DIR };
const MIGRATION_FILE = /^(\d{3})-[a-z0-9-]+\.sql$/;

// Any constant shared by every process that migrates the same database, so two
// servers starting together do not apply a migration twice.
const MIGRATION_LOCK = 7_420_001;

/**
 * Applies, in order and once each, the SQL files of server/migrations, then
 * makes the content tables' triggers match their list. Returns the versions applied now.
 */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => MIGRATION_FILE.test(name)).sort();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const { rows } = await tx.query<{ version: string }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.version));
    const pending = files.filter((file) => !applied.has(file));
    for (const file of pending) {
      await tx.exec(await readFile(path.join(dir, file), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file]);
    }
    await syncContentTriggers(tx);
    return pending;
  });
}
