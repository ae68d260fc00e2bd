import path from 'node:path';
import { migrate } from '../src/api/db/migrate';
import { databaseOptionsOf, openDatabase } from '../src/api/db/open-database';
import { readEnv } from '../src/env';
import { importCvFiles } from '../src/api/requests/import-files';

// npm run files:import: moves the CV files under UPLOAD_DIR (default
// <DATA_DIR>/uploads) into the database (migrations/010-cv-content.sql), on
// DATABASE_URL's PostgreSQL, else on the PGlite of DATA_DIR (with the server
// stopped: one process per embedded database). Safe to run again; exits 1 when
// a file differs from its application's record (left in place for a person).

async function main(): Promise<number> {
  const env = readEnv();
  const dir = path.resolve(env.UPLOAD_DIR ?? path.join(env.DATA_DIR, 'uploads'));
  const { db } = await openDatabase(databaseOptionsOf(env));
  try {
    await migrate(db);
    const report = await importCvFiles(db, dir, (message, details) =>
      console.warn(`${message}: ${JSON.stringify(details)}`),
    );
    console.log(
      `CV files of ${dir} on ${db.kind}: ${report.imported} imported, ${report.alreadyImported} already imported ` +
        `(file removed), ${report.unreferenced.length} unreferenced, ${report.mismatched.length} differing from ` +
        `their application, ${report.partial.length} half-written; ${report.stillMissing} applications still ` +
        'without their CV in the database.',
    );
    return report.mismatched.length > 0 ? 1 : 0;
  } finally {
    await db.close();
  }
}

process.exitCode = await main();
