import { readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { build } from '../src/app';
import type { DatabaseOptions } from '../src/api/db/database';
import { MIGRATIONS_DIR } from '../src/api/db/migrate';
import { drivers, freshDatabase } from './support/test-app';

const MIGRATION_FILES = readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql')).length;

async function countsAfterStart(database: DatabaseOptions) {
  const app = build({ database });
  await app.ready();
  try {
    const blog = (await app.inject({ url: '/api/blog' })).json();
    const jobs = (await app.inject({ url: '/api/jobs' })).json();
    const migrations = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
    return { articles: blog.total, jobs: jobs.total, migrations: migrations.rows[0]?.n };
  } finally {
    await app.close();
  }
}

describe('a PGlite data folder', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  test('keeps its data across restarts without seeding twice', async () => {
    const dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'api-data-')), 'pglite');
    dirs.push(path.dirname(dataDir));
    const first = await countsAfterStart({ kind: 'pglite', dataDir });
    const second = await countsAfterStart({ kind: 'pglite', dataDir });
    expect(first.articles).toBeGreaterThanOrEqual(12);
    expect(second).toEqual(first);
    expect(second.migrations).toBe(MIGRATION_FILES);
  }, 90_000); // two real starts, the first with initdb: slow on a busy machine
});

describe.each(drivers.filter((driver) => driver === 'postgres'))('a %s schema', (driver) => {
  test('keeps its data across restarts without seeding twice', async () => {
    const database = await freshDatabase(driver);
    try {
      const first = await countsAfterStart(database.options);
      expect(await countsAfterStart(database.options)).toEqual(first);
    } finally {
      await database.drop();
    }
  });
});
