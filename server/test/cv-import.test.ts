import { spawnSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Database, Queryable } from '../src/api/db/database';
import { migrate } from '../src/api/db/migrate';
import { openDatabase } from '../src/api/db/open-database';
import { REPO_ROOT } from '../src/paths';
import { importCvFiles } from '../src/api/requests/import-files';
import { pdfBytes } from './support/application-fixtures';
import { storedCv, storedCvKeys } from './support/stored-cvs';
import { drivers, freshDatabase } from './support/test-app';

// npm run files:import: the CV files a version before migration 010 wrote
// under UPLOAD_DIR move into application_cvs, each file removed only once its
// row is committed; a second run, or a run after a crash, finishes the work.

const CV_SIZE_5MB = 5 * 1024 * 1024;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
let counter = 0;

/** What a previous version stored: the application row with its CV's key, size and checksum, and the file. */
async function legacyApplication(db: Queryable, dir: string, content: Buffer, onDisk = content): Promise<string> {
  counter += 1;
  const key = `${randomUUID()}.pdf`;
  await db.query(
    `INSERT INTO applications (reference, payload, career_type, full_name, email, phone, country, city,
       level_of_studies, cv_storage_key, cv_file_name, cv_size, cv_sha256)
     VALUES ($1, '{}'::jsonb, 'job-offer', 'Ancien Candidat', 'ancien@example.ma', '0612345678', 'Maroc', 'Tanger',
       'bac+2', $2, 'cv.pdf', $3, $4)`,
    [`A-2025-${String(900_000 + counter)}`, key, content.length, sha256(content)],
  );
  await writeFile(path.join(dir, key), onDisk, { mode: 0o600 });
  return key;
}

describe.each(drivers)('importing the CV files of UPLOAD_DIR on %s', (driver) => {
  let db: Database;
  let owned: boolean;
  let drop: () => Promise<void>;
  let dir: string;

  beforeAll(async () => {
    const fresh = await freshDatabase(driver);
    drop = fresh.drop;
    ({ db, owned } = await openDatabase(fresh.options));
    await migrate(db);
  });
  afterAll(async () => {
    if (owned) await db.close();
    await drop();
  });
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'freight-import-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  test('moves every referenced CV in byte for byte and removes its file; reports and leaves the rest; a second run changes nothing', async () => {
    const contents = [pdfBytes(10_000, 'one'), pdfBytes(CV_SIZE_5MB, 'two'), pdfBytes(0, 'three')];
    const keys = [];
    for (const content of contents) keys.push(await legacyApplication(db, dir, content));
    const damaged = await legacyApplication(db, dir, pdfBytes(2_000, 'recorded'), pdfBytes(2_000, 'altered'));
    const unreferenced = `${randomUUID()}.pdf`;
    const partial = `.${randomUUID()}.pdf.part`;
    for (const name of [unreferenced, partial, 'notes.txt']) await writeFile(path.join(dir, name), pdfBytes());
    const before = await storedCvKeys(db);

    const logged: string[] = [];
    const report = await importCvFiles(db, dir, (message) => logged.push(message));
    expect(report).toEqual({
      imported: 3,
      alreadyImported: 0,
      unreferenced: [unreferenced],
      mismatched: [damaged],
      partial: [partial],
      stillMissing: 1,
    });
    expect(logged).toHaveLength(3);
    for (const [index, key] of keys.entries())
      expect((await storedCv(db, key))?.equals(contents[index] as Buffer)).toBe(true);
    expect(await storedCvKeys(db)).toEqual([...before, ...keys].sort());
    expect((await readdir(dir)).sort()).toEqual([partial, damaged, unreferenced, 'notes.txt'].sort());

    expect(await importCvFiles(db, dir)).toEqual({ ...report, imported: 0 });
    expect((await readdir(dir)).sort()).toEqual([partial, damaged, unreferenced, 'notes.txt'].sort());
  });

  test('after a crash: a file whose row was committed is removed on the next run; one whose row was not is imported', async () => {
    const committed = pdfBytes(3_000, 'committed');
    const committedKey = await legacyApplication(db, dir, committed);
    // The crash came after the commit, before the file was removed.
    await db.query('INSERT INTO application_cvs (storage_key, content) VALUES ($1, $2::bytea)', [
      committedKey,
      committed,
    ]);
    const pending = pdfBytes(4_000, 'pending');
    const pendingKey = await legacyApplication(db, dir, pending);
    // A run that dies at its first INSERT: nothing of it committed, no file removed.
    const dying: Queryable = {
      exec: (sql) => db.exec(sql),
      query: (sql, params) =>
        sql.startsWith('INSERT INTO application_cvs')
          ? Promise.reject(new Error('connection lost'))
          : db.query(sql, params),
    };
    await expect(importCvFiles(dying, dir)).rejects.toThrow('connection lost');
    // Files go in name order: the committed one was removed by the dying run only if it came first.
    const committedFirst = committedKey < pendingKey;
    expect((await readdir(dir)).sort()).toEqual(committedFirst ? [pendingKey] : [committedKey, pendingKey].sort());
    expect(await storedCv(db, pendingKey)).toBeNull();

    const report = await importCvFiles(db, dir);
    expect(report).toMatchObject({
      imported: 1,
      alreadyImported: committedFirst ? 0 : 1,
      unreferenced: [],
      mismatched: [],
    });
    expect(await readdir(dir)).toEqual([]);
    expect((await storedCv(db, pendingKey))?.equals(pending)).toBe(true);
    expect((await storedCv(db, committedKey))?.equals(committed)).toBe(true);
  });

  test('an application deleted between the check and the insert leaves its file, reported unreferenced', async () => {
    const key = await legacyApplication(db, dir, pdfBytes(1_000, 'deleted'));
    const racing: Queryable = {
      exec: (sql) => db.exec(sql),
      async query(sql, params) {
        // The retention sweep of a running server deletes the application right then.
        if (sql.startsWith('INSERT INTO application_cvs'))
          await db.query('DELETE FROM applications WHERE cv_storage_key = $1', [key]);
        return db.query(sql, params);
      },
    };
    expect(await importCvFiles(racing, dir)).toMatchObject({ imported: 0, unreferenced: [key] });
    expect(await readdir(dir)).toEqual([key]);
  });

  test('a folder that does not exist has nothing to import', async () => {
    expect(await importCvFiles(db, path.join(dir, 'never-created'))).toMatchObject({ imported: 0, unreferenced: [] });
  });
});

describe('npm run files:import (the command, on PGlite)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'freight-import-cli-'));
  });
  afterAll(async () => rm(dataDir, { recursive: true, force: true }));

  const run = () =>
    spawnSync(process.execPath, ['--import', 'tsx', path.join('server', 'scripts', 'import-files.ts')], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
      env: { DATA_DIR: dataDir },
      timeout: 120_000,
    });

  test('imports DATA_DIR/uploads into the PGlite of DATA_DIR, logs its counts, and runs again harmlessly', async () => {
    const uploads = path.join(dataDir, 'uploads');
    await mkdir(uploads);
    const { db } = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    const cv = pdfBytes(50_000, 'command');
    let key: string;
    try {
      await migrate(db);
      key = await legacyApplication(db, uploads, cv);
    } finally {
      await db.close();
    }
    const first = run();
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('1 imported, 0 already imported');
    expect(first.stdout).toContain('0 applications still without their CV');
    expect(await readdir(uploads)).toEqual([]);
    const second = run();
    expect(second.status).toBe(0);
    expect(second.stdout).toContain('0 imported');

    const reopened = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    try {
      expect((await storedCv(reopened.db, key))?.equals(cv)).toBe(true);
    } finally {
      await reopened.db.close();
    }
    // Two processes, each starting tsx and PGlite: 15 s alone here, 32 s beside the other suites on a busy day.
  }, 120_000);
});
