import { createHash } from 'node:crypto';
import { readdir, readFile, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from '../db/database';
import { isCvKey } from './cv-store';

// `npm run files:import` (scripts/import-files.ts): the CVs a version before
// migration 010 kept as files under UPLOAD_DIR move into application_cvs.
// A file is removed only once its row is committed, so the command can stop
// anywhere and run again: a file whose row is already there (a run that
// stopped before removing it) is removed then; one still without a row is
// imported. Files no application names, files that differ from what their
// application recorded, and half-written ones are reported and left alone.

/** What an earlier crash left while writing a file: `.<key>.part`. */
const PARTIAL = /^\.(.+)\.part$/;

export interface ImportReport {
  /** Files moved into the database, then removed. */
  imported: number;
  /** Files whose row an earlier run had committed: removed now. */
  alreadyImported: number;
  /** CV files no application names (its application deleted, or a crash before its row): left. */
  unreferenced: string[];
  /** Files whose size or SHA-256 differ from their application's record: left, not imported. */
  mismatched: string[];
  /** Half-written files of an old crash: left. */
  partial: string[];
  /** Applications that still have no CV in the database (their file is elsewhere, or gone). */
  stillMissing: number;
}

interface Recorded {
  cv_size: number;
  cv_sha256: string;
  /** SHA-256 of the bytes already in application_cvs, null when there are none. */
  stored_sha256: string | null;
}

const FOREIGN_KEY_VIOLATION = '23503';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Moves the CV files of `dir` into the database; one file in memory at a time. */
export async function importCvFiles(
  db: Queryable,
  dir: string,
  log: (message: string, details?: Record<string, unknown>) => void = () => undefined,
): Promise<ImportReport> {
  const report: ImportReport = {
    imported: 0,
    alreadyImported: 0,
    unreferenced: [],
    mismatched: [],
    partial: [],
    stillMissing: 0,
  };
  let names: string[];
  try {
    names = (await readdir(dir)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    names = [];
  }
  for (const name of names) {
    if (PARTIAL.test(name)) {
      report.partial.push(name);
      continue;
    }
    // Only names the API generated: nothing else in the folder is a CV.
    if (!isCvKey(name)) continue;
    const file = path.join(dir, name);
    const { rows } = await db.query<Recorded>(
      `SELECT a.cv_size, a.cv_sha256, encode(sha256(c.content), 'hex') AS stored_sha256
       FROM applications a LEFT JOIN application_cvs c ON c.storage_key = a.cv_storage_key
       WHERE a.cv_storage_key = $1`,
      [name],
    );
    const recorded = rows[0];
    if (!recorded) {
      report.unreferenced.push(name);
      continue;
    }
    if (recorded.stored_sha256 !== null) {
      if (recorded.stored_sha256 !== recorded.cv_sha256) {
        report.mismatched.push(name);
        continue;
      }
      await unlink(file);
      report.alreadyImported += 1;
      continue;
    }
    // The size first: a file far larger than its record is not read.
    if ((await stat(file)).size !== Number(recorded.cv_size)) {
      report.mismatched.push(name);
      continue;
    }
    const content = await readFile(file);
    if (sha256(content) !== recorded.cv_sha256) {
      report.mismatched.push(name);
      continue;
    }
    try {
      // ON CONFLICT: another import running at the same time stored it first, with the same checked bytes.
      await db.query(
        `INSERT INTO application_cvs (storage_key, content) VALUES ($1, decode($2, 'base64'))
         ON CONFLICT (storage_key) DO NOTHING`,
        [name, content.toString('base64')],
      );
    } catch (error) {
      // Its application was deleted (retention, erasure) since it was read: the file is unreferenced now.
      if ((error as { code?: string }).code !== FOREIGN_KEY_VIOLATION) throw error;
      report.unreferenced.push(name);
      continue;
    }
    // Committed (one statement outside a transaction): only now is the file removed.
    await unlink(file);
    report.imported += 1;
  }
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM applications a
     WHERE NOT EXISTS (SELECT 1 FROM application_cvs c WHERE c.storage_key = a.cv_storage_key)`,
  );
  report.stillMissing = rows[0]?.n ?? 0;
  if (report.unreferenced.length > 0)
    log('CV files no application names, left in place', { files: report.unreferenced });
  if (report.mismatched.length > 0)
    log('CV files that differ from their application, left in place and not imported', { files: report.mismatched });
  if (report.partial.length > 0) log('half-written files of an old crash, left in place', { files: report.partial });
  return report;
}
