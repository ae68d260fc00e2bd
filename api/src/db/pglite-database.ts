import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
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

export function pgliteDatabase(pglite: PGlite): Database {
  return trackingContentWrites(
    {
      kind: 'pglite',
      ...wrap(pglite),
      transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
      // One process owns a PGlite: every write goes through this object, which sees it.
      watchContent: async () => undefined,
      close: () => pglite.close(),
    },
    createContentVersion(),
  );
}

/** In memory without dataDir. `template` (a dumpDataDir() tarball) skips initdb, which takes seconds. */
export async function openPgliteDatabase(dataDir?: string, template?: Blob): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir, template ? { loadDataDir: template } : {});
  return pgliteDatabase(pglite);
}
