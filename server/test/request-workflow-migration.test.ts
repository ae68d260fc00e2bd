import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../src/api/db/database';
import { migrate, MIGRATIONS_DIR } from '../src/api/db/migrate';
import { isoTimestamp } from '../src/api/db/pagination';
import { openDatabase } from '../src/api/db/open-database';
import { drivers, freshDatabase } from './support/test-app';

// migrations/008-request-workflow.sql on a database that already holds
// requests: they arrive in the inbox as new, last changed when they arrived.

describe.each(drivers)('migration 008 on %s', (driver) => {
  let db: Database;
  let owned: boolean;
  let drop: () => Promise<void>;
  let before: string;

  beforeAll(async () => {
    const fresh = await freshDatabase(driver);
    drop = fresh.drop;
    ({ db, owned } = await openDatabase(fresh.options));
    before = await mkdtemp(path.join(tmpdir(), 'migrations-007-'));
    for (const file of await readdir(MIGRATIONS_DIR))
      if (file.endsWith('.sql') && file < '008')
        await copyFile(path.join(MIGRATIONS_DIR, file), path.join(before, file));
  });
  afterAll(async () => {
    if (owned) await db.close();
    await drop();
    await rm(before, { recursive: true, force: true });
  });

  test('existing requests are new, changed when they arrived, searchable and in the inbox view', async () => {
    await migrate(db, before);
    await db.query(
      `INSERT INTO contact_messages (reference, payload, full_name, email, telephone, created_at)
       VALUES ('C-2026-000001', '{"message":"Bonjour"}'::jsonb, 'Élodie OLD', 'Old@Example.com', '0600000000',
         '2026-01-02T03:04:05.678901Z')`,
    );
    expect(await migrate(db)).toContain('008-request-workflow.sql');

    const { rows } = await db.query(
      `SELECT kind, status, assignee_id, ${isoTimestamp('updated_at')} AS updated_at, updated_by, company, subject,
         inbox_search
       FROM staff_requests`,
    );
    expect(rows).toEqual([
      {
        kind: 'contact',
        status: 'new',
        assignee_id: null,
        updated_at: '2026-01-02T03:04:05.678Z',
        updated_by: null,
        company: null,
        subject: 'Bonjour',
        // The message's preview joined the search text in migration 012.
        inbox_search: 'élodie old\nold@example.com\nc-2026-000001\nbonjour',
      },
    ]);
    await expect(db.query(`UPDATE contact_messages SET status = 'done'`)).rejects.toThrow(/check/i);
  });
});
