import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock';
import { createContentVersion, trackingContentWrites } from './content-version';
import type { Database, Queryable } from './database';

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await target.query<T>(sql, params);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

export function pgliteDatabase(pglite: PGlite, release: () => Promise<void> = async () => undefined): Database {
  return trackingContentWrites(
    {
      kind: 'pglite',
      ...wrap(pglite),
      transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
      // One process owns a PGlite: every write goes through this object, which sees it.
      watchContent: async () => undefined,
      async close() {
        try {
          await pglite.close();
        } finally {
          await release();
        }
      },
    },
    createContentVersion(),
  );
}

/** In memory without dataDir. `template` (a dumpDataDir() tarball) skips initdb, which takes seconds. */
export async function openPgliteDatabase(dataDir?: string, template?: Blob): Promise<Database> {
  if (!dataDir) return pgliteDatabase(await PGlite.create(undefined, template ? { loadDataDir: template } : {}));
  await mkdir(dataDir, { recursive: true });
  const release = await lockDataDir(dataDir);
  try {
    return pgliteDatabase(await PGlite.create(dataDir, template ? { loadDataDir: template } : {}), release);
  } catch (error) {
    await release();
    throw error;
  }
}
