import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { contentTriggers, syncContentTriggers } from '../src/api/db/content-triggers';
import { CONTENT_TABLES } from '../src/api/db/content-version';
import type { Database } from '../src/api/db/database';
import { migrate } from '../src/api/db/migrate';
import { openDatabase } from '../src/api/db/open-database';
import { CONTENT_POLL_MS } from '../src/api/db/postgres-database';
import { drivers, freshDatabase } from './support/test-app';

// The content tables are declared once (CONTENT_TABLES) and their triggers made
// from that list; this process hears its own writes by notification, not by
// reading its SQL (docs/decisions/026-content-changes-by-notification.md).

const listed = () => CONTENT_TABLES.map((table) => ({ table, trigger: `${table}_changed` }));

describe.each(drivers)('the content tables and their triggers on %s', (driver) => {
  let db: Database;
  let close: () => Promise<void>;
  let freshOptions: Awaited<ReturnType<typeof freshDatabase>>['options'];

  beforeAll(async () => {
    const fresh = await freshDatabase(driver);
    freshOptions = fresh.options;
    const opened = await openDatabase(fresh.options);
    db = opened.db;
    await migrate(db);
    close = async () => {
      if (opened.owned) await db.close();
      await fresh.drop();
    };
  });
  afterAll(() => close());

  const sorted = (rows: { table: string; trigger: string }[]) =>
    [...rows].sort((a, b) => a.table.localeCompare(b.table));

  test('pg_trigger holds exactly one trigger per listed table once migrated', async () => {
    expect(sorted(await contentTriggers(db))).toEqual(sorted(listed()));
  });

  test('a trigger dropped by hand comes back, one on an unlisted table goes, at the next migration run', async () => {
    await db.exec('DROP TRIGGER jobs_changed ON jobs');
    await db.exec(
      'CREATE TRIGGER staff_accounts_changed AFTER UPDATE ON staff_accounts FOR EACH STATEMENT EXECUTE FUNCTION content_changed()',
    );
    expect(sorted(await contentTriggers(db))).not.toEqual(sorted(listed()));
    expect(await migrate(db)).toEqual([]);
    expect(sorted(await contentTriggers(db))).toEqual(sorted(listed()));
  });

  test('a table taken from the list loses its trigger; put back, it has it again', async () => {
    await db.transaction((tx) =>
      syncContentTriggers(
        tx,
        CONTENT_TABLES.filter((table) => table !== 'partners'),
      ),
    );
    expect((await contentTriggers(db)).map(({ table }) => table)).not.toContain('partners');
    await migrate(db);
    expect(sorted(await contentTriggers(db))).toEqual(sorted(listed()));
  });

  test("this process's write has moved the version when its statement resolves; a read has not", async () => {
    let version = db.content.current;
    await db.query(`UPDATE partners SET name = name WHERE false`);
    expect(db.content.current).toBeGreaterThan(version);
    version = db.content.current;
    await db.query('SELECT count(*) FROM partners');
    expect(db.content.current).toBe(version);
  });

  test('in a transaction the version moves at commit, not before, and not at all on a rollback', async () => {
    const version = db.content.current;
    let during = -1;
    await db.transaction(async (tx) => {
      await tx.query(`UPDATE categories SET position = position WHERE false`);
      during = db.content.current;
    });
    expect(during).toBe(version);
    expect(db.content.current).toBeGreaterThan(version);
    const afterCommit = db.content.current;
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`UPDATE jobs SET salary = salary WHERE false`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(db.content.current).toBe(afterCommit);
  });

  test.runIf(driver === 'postgres')(
    "another connection's write moves the version once: by its notification, and not again by the next read",
    async () => {
      if (freshOptions.kind !== 'postgres') throw new Error('no PostgreSQL');
      await db.watchContent();
      const other = new pg.Client({
        connectionString: freshOptions.url,
        options: `-c search_path=${freshOptions.schema}`,
      });
      await other.connect();
      try {
        const before = db.content.current;
        await other.query('UPDATE partners SET name = name WHERE false');
        await vi.waitFor(() => expect(db.content.current).toBe(before + 1), { timeout: 1_000, interval: 10 });
        // The 5-second read of content_version finds the version the notification named.
        await new Promise((resolve) => setTimeout(resolve, CONTENT_POLL_MS + 1_000));
        expect(db.content.current).toBe(before + 1);
      } finally {
        await other.end();
      }
    },
    CONTENT_POLL_MS + 10_000,
  );
});
