import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock';
import { CONTENT_CHANNEL, createContentVersion } from './content-version';
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

/**
 * One connection, which LISTENs on the content channel: a write's notification
 * arrives with its statement's (or its transaction's COMMIT's) answer and moves
 * the version before that query resolves (docs/decisions/026-content-changes-by-notification.md).
 */
export async function pgliteDatabase(
  pglite: PGlite,
  release: () => Promise<void> = async () => undefined,
): Promise<Database> {
  const content = createContentVersion();
  await pglite.listen(CONTENT_CHANNEL, () => content.bump());
  return {
    kind: 'pglite',
    content,
    ...wrap(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    // One process owns a PGlite: its one connection hears every write.
    watchContent: async () => undefined,
    async close() {
      try {
        await pglite.close();
      } finally {
        await release();
      }
    },
  };
}

/** In memory without dataDir. `template` (a dumpDataDir() tarball) skips initdb, which takes seconds. */
export async function openPgliteDatabase(dataDir?: string, template?: Blob): Promise<Database> {
  if (!dataDir) return pgliteDatabase(await PGlite.create(undefined, template ? { loadDataDir: template } : {}));
  await mkdir(dataDir, { recursive: true });
  const release = await lockDataDir(dataDir);
  try {
    return await pgliteDatabase(await PGlite.create(dataDir, template ? { loadDataDir: template } : {}), release);
  } catch (error) {
    await release();
    throw error;
  }
}
