import { describe, expect, test } from 'vitest';
import { migrate } from '../src/api/db/migrate';
import { isoTimestamp } from '../src/api/db/pagination';
import { useEarlierMigrations } from './support/earlier-migrations';
import { drivers } from './support/test-app';

// migrations/012-inbox-previews.sql on a database that already holds requests
// and replies: previews are written, first replies found, and what a previous
// version inserts during a rolling deploy still gets both.

describe.each(drivers)('migration 012 on %s', (driver) => {
  const earlier = useEarlierMigrations(driver, '012');
  const insertContact = (reference: string, message: string) =>
    earlier.db.query(
      `INSERT INTO contact_messages (reference, payload, full_name, email, telephone)
       VALUES ($1, jsonb_build_object('message', $2::text), 'Old', 'old@example.com', '0600000000')`,
      [reference, message],
    );
  const replyTo = (reference: string, at: string) =>
    earlier.db.query(`INSERT INTO request_events (reference, at, type) VALUES ($1, $2, 'reply')`, [reference, at]);

  test('earlier requests get their preview and first reply; later replies keep the first', async () => {
    await migrate(earlier.db, earlier.dir);
    await insertContact('C-2026-000001', '  Deux   palettes\npour Lyon  ');
    await insertContact('C-2026-000002', 'Pas encore de réponse');
    await replyTo('C-2026-000001', '2026-03-02T10:00:00Z');
    await replyTo('C-2026-000001', '2026-03-01T10:00:00Z');

    expect(await migrate(earlier.db)).toContain('012-inbox-previews.sql');
    const read = async () =>
      (
        await earlier.db.query<{ first_reply_at: string | null }>(
          `SELECT reference, inbox_preview, ${isoTimestamp('first_reply_at')} AS first_reply_at, inbox_search
           FROM staff_requests ORDER BY reference`,
        )
      ).rows;
    expect(await read()).toEqual([
      {
        reference: 'C-2026-000001',
        inbox_preview: 'Deux palettes pour Lyon',
        first_reply_at: '2026-03-01T10:00:00.000Z',
        inbox_search: 'old\nold@example.com\nc-2026-000001\ndeux palettes pour lyon',
      },
      {
        reference: 'C-2026-000002',
        inbox_preview: 'Pas encore de réponse',
        first_reply_at: null,
        inbox_search: 'old\nold@example.com\nc-2026-000002\npas encore de réponse',
      },
    ]);

    // After the migration, the trigger: a first reply is kept, a later one changes nothing.
    await replyTo('C-2026-000002', '2026-03-03T09:30:00Z');
    await replyTo('C-2026-000002', '2026-03-04T09:30:00Z');
    await replyTo('C-2026-000001', '2026-02-01T00:00:00Z');
    expect((await read()).map((row) => row.first_reply_at)).toEqual([
      '2026-03-01T10:00:00.000Z',
      '2026-03-03T09:30:00.000Z',
    ]);
  });
});
