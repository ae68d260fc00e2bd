import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase } from '../src/api/db/open-database';
import { migrate } from '../src/api/db/migrate';
import { REPO_ROOT } from '../src/paths';
import { createAdmin } from '../src/api/staff/create-admin';
import { drivers, freshDatabase } from './support/test-app';

// npm run staff:create-admin: the command on PGlite with the environment
// variables, and its refusals; the same creation on each database.

const GOOD = 'a long and uncommon passphrase';

describe('npm run staff:create-admin (the command, on PGlite)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'staff-admin-'));
  });
  afterAll(async () => rm(dataDir, { recursive: true, force: true }));

  const run = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['--import', 'tsx', path.join('server', 'scripts', 'create-admin.ts')], {
      cwd: REPO_ROOT,
      // No terminal: the variables or nothing.
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
      env: { DATA_DIR: dataDir, ...env },
      timeout: 120_000,
    });

  test('refuses a short or common password, or missing variables, before touching the database', () => {
    const base = { STAFF_ADMIN_EMAIL: 'admin@boughaz-freight.example', STAFF_ADMIN_NAME: 'Admin' };
    const short = run({ ...base, STAFF_ADMIN_PASSWORD: 'short' });
    expect(short.status).toBe(1);
    expect(short.stderr).toContain('12 characters');
    const common = run({ ...base, STAFF_ADMIN_PASSWORD: 'qwerty123456' });
    expect(common.status).toBe(1);
    expect(common.stderr).toContain('most common');
    const company = run({ ...base, STAFF_ADMIN_PASSWORD: 'boughazfreight2026' });
    expect(company.status).toBe(1);
    expect(company.stderr).toContain("company's words");
    const none = run(base);
    expect(none.status).toBe(1);
    expect(none.stderr).toContain('STAFF_ADMIN_PASSWORD');
  });

  test('creates the admin from the variables; the password signs in; a second run refuses the same e-mail', async () => {
    const env = {
      STAFF_ADMIN_EMAIL: 'Admin@Boughaz-Freight.example',
      STAFF_ADMIN_NAME: 'Karim Admin',
      STAFF_ADMIN_PASSWORD: GOOD,
    };
    const first = run(env);
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('created');
    const second = run({ ...env, STAFF_ADMIN_EMAIL: 'admin@boughaz-freight.example' });
    expect(second.status).toBe(1);
    expect(second.stderr).toContain('already');
    const { db } = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    try {
      const { rows } = await db.query<{ role: string; password_hash: string }>(
        'SELECT role, password_hash FROM staff_accounts',
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]?.role).toBe('admin');
      expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    } finally {
      await db.close();
    }
  });
});

/**
 * Runs the command on a pseudo-terminal (util-linux's `script`), typing each answer once its prompt
 * shows; resolves with everything the terminal displayed and the exit code.
 */
function runOnTerminal(dataDir: string, answers: [prompt: string, typed: string][]) {
  const command = `${process.execPath} --import tsx ${path.join('server', 'scripts', 'create-admin.ts')}`;
  const child = spawn('script', ['-q', '-e', '-c', command, '/dev/null'], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', TERM: 'dumb', DATA_DIR: dataDir },
  });
  const pending = [...answers];
  let shown = '';
  child.stdout.on('data', (chunk: Buffer) => {
    shown += chunk.toString('utf8');
    const next = pending[0];
    if (next && shown.includes(next[0])) {
      pending.shift();
      child.stdin.write(`${next[1]}\r`);
    }
  });
  return new Promise<{ shown: string; code: number | null }>((resolve) =>
    child.on('exit', (code) => resolve({ shown, code })),
  );
}

describe('npm run staff:create-admin on a terminal', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'staff-admin-tty-'));
  });
  afterAll(async () => rm(dataDir, { recursive: true, force: true }));

  test('asks for each value, never echoes the password, refuses two different passwords', async () => {
    const differ = await runOnTerminal(dataDir, [
      ['E-mail: ', 'tty.admin@boughaz-freight.example'],
      ['Name: ', 'Tty Admin'],
      ['Password (12', GOOD],
      ['Same password again: ', `${GOOD}!`],
    ]);
    expect(differ.code).toBe(1);
    expect(differ.shown).toContain('The two passwords differ');
    expect(differ.shown).not.toContain('passphrase');

    const created = await runOnTerminal(dataDir, [
      ['E-mail: ', 'tty.admin@boughaz-freight.example'],
      ['Name: ', 'Tty Admin'],
      ['Password (12', GOOD],
      ['Same password again: ', GOOD],
    ]);
    expect(created.code).toBe(0);
    // What was typed for the e-mail shows; the password never does.
    expect(created.shown).toContain('tty.admin@boughaz-freight.example');
    expect(created.shown).not.toContain('passphrase');
    expect(created.shown).toContain('Admin tty.admin@boughaz-freight.example created');
  }, 120_000);
});

describe.each(drivers)('createAdmin on %s', (driver) => {
  test('creates one admin with an argon2id hash, and audits it', async () => {
    const database = await freshDatabase(driver);
    const { db, owned } = await openDatabase(database.options);
    try {
      await migrate(db);
      const input = { email: 'first.admin@boughaz-freight.example', name: 'First Admin', password: GOOD };
      expect(await createAdmin(db, input)).toMatchObject({ status: 'created' });
      expect(await createAdmin(db, { ...input, email: 'FIRST.admin@boughaz-freight.example' })).toEqual({
        status: 'exists',
      });
      await expect(
        createAdmin(db, { ...input, email: 'x@boughaz-freight.example', password: '123qweasdzxc' }),
      ).rejects.toThrow('most common');
      const { rows } = await db.query<{ action: string }>('SELECT action FROM audit_log');
      expect(rows.map((row) => row.action)).toEqual(['account-created']);
    } finally {
      if (owned) await db.close();
      await database.drop();
    }
  });
});
