import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { lockFileOf } from '../src/api/db/data-dir-lock';
import { openPgliteDatabase } from '../src/api/db/pglite-database';
import { REPO_ROOT } from '../src/paths';

// One process per embedded database: a second server on the same DATA_DIR is refused at start with
// a clear message, never allowed to write beside the first; a crashed owner does not block a restart.

/** The server (server/src/server.ts) on a DATA_DIR; resolves with its exit code and output. */
function startServer(dataDir: string, port: number, stopAfterMs?: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('server', 'src', 'server.ts')], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  if (stopAfterMs) setTimeout(() => child.kill('SIGTERM'), stopAfterMs).unref();
  return {
    child,
    exited: new Promise<{ code: number | null; output: string }>((resolve) =>
      child.on('exit', (code) => resolve({ code, output })),
    ),
  };
}

describe('the embedded database folder is locked by its process', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'data-dir-lock-'));
  });
  afterAll(async () => rm(root, { recursive: true, force: true }));

  test('a second open of the same folder is refused while the first is open, and allowed after its close', async () => {
    const dir = path.join(root, 'same-process', 'pglite');
    const first = await openPgliteDatabase(dir);
    await expect(openPgliteDatabase(dir)).rejects.toThrow(/used by process \d+ .*One server process per DATA_DIR/s);
    const owner = JSON.parse(await readFile(lockFileOf(dir), 'utf8'));
    expect(owner).toMatchObject({ pid: process.pid, host: hostname() });
    await first.close();
    await expect(stat(lockFileOf(dir))).rejects.toThrow('ENOENT');
    const again = await openPgliteDatabase(dir);
    await again.close();
  });

  test('a second server process on the same DATA_DIR exits 1 with the message; the first keeps its data', async () => {
    const dataDir = path.join(root, 'two-servers');
    const dir = path.join(dataDir, 'pglite');
    const first = await openPgliteDatabase(dir);
    try {
      await first.exec('CREATE TABLE kept (x int); INSERT INTO kept VALUES (1)');
      const second = await startServer(dataDir, 0).exited;
      expect(second.code).toBe(1);
      expect(second.output).toContain(`is used by process ${process.pid}`);
      expect(second.output).toContain('DATABASE_URL');
      const { rows } = await first.query<{ x: number }>('SELECT x FROM kept');
      expect(rows).toEqual([{ x: 1 }]);
    } finally {
      await first.close();
    }
  }, 120_000);

  test('a lock left by a process that no longer runs (kill -9) is taken over at once', async () => {
    const dir = path.join(root, 'crashed', 'pglite');
    // What a killed server leaves: its lock file, naming a pid that no longer runs.
    const gone = spawn(process.execPath, ['-e', '']);
    const deadPid = gone.pid ?? 0;
    await new Promise((resolve) => gone.on('exit', resolve));
    await openPgliteDatabase(dir).then((db) => db.close());
    await writeFile(lockFileOf(dir), JSON.stringify({ pid: deadPid, host: hostname(), since: '2026-01-01' }));
    const db = await openPgliteDatabase(dir);
    expect(JSON.parse(await readFile(lockFileOf(dir), 'utf8')).pid).toBe(process.pid);
    await db.close();
    // A half-written lock (the owner died while writing it) does not block either.
    await writeFile(lockFileOf(dir), '{"pid":');
    await (await openPgliteDatabase(dir)).close();
  });

  test('a lock of a process on another machine (a shared volume) is never taken over', async () => {
    const dir = path.join(root, 'other-host', 'pglite');
    await openPgliteDatabase(dir).then((db) => db.close());
    await writeFile(lockFileOf(dir), JSON.stringify({ pid: 1, host: 'another-machine', since: '2026-11-27' }));
    await expect(openPgliteDatabase(dir)).rejects.toThrow('process 1 on another-machine');
  });
});
