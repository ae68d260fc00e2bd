import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from '../../src/api/db/database';
import { openPgliteDatabase, pgliteDatabase } from '../../src/api/db/pglite-database';

// A fresh in-memory PGlite spends ~3 s in initdb; restoring a dump of a
// freshly initialised one takes ~0.5 s. The first test file to need one
// writes the dump to the temp folder; the others (and later runs) load it.
// Keyed by PGlite's version: another version may not read this one's files.
const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
const packageJson = path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)), 'package.json');
const { version } = JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string };
const TEMPLATE = path.join(tmpdir(), `freight-api-pglite-${version}.tar`);

export async function openTestPglite(): Promise<Database> {
  const template = await readFile(TEMPLATE).catch(() => null);
  if (template) {
    try {
      return await openPgliteDatabase(undefined, new Blob([template]));
    } catch {
      // A damaged template: start fresh below, which rewrites it.
    }
  }
  const pglite = await PGlite.create();
  const dump = await pglite.dumpDataDir('none');
  // Written aside then renamed, so a parallel test file never reads half a file.
  const partial = `${TEMPLATE}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, TEMPLATE);
  return pgliteDatabase(pglite);
}
