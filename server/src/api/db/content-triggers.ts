import { CONTENT_TABLES } from './content-version';
import type { Queryable } from './database';

// The triggers of the content tables are made from CONTENT_TABLES, not written
// in a migration: a table added to (or taken from) the list gets (or loses) its
// trigger at the next start, and the list cannot drift from the database.

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
const quoted = (name: string) => {
  if (!IDENTIFIER.test(name)) throw new Error(`not a plain identifier: ${name}`);
  return `"${name}"`;
};

/** The tables of the current schema whose trigger calls content_changed(), with the trigger's name. */
export async function contentTriggers(db: Queryable): Promise<{ table: string; trigger: string }[]> {
  const { rows } = await db.query<{ table: string; trigger: string }>(
    `SELECT c.relname AS table, t.tgname AS trigger
     FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid
     WHERE NOT t.tgisinternal AND p.proname = 'content_changed'
       AND c.relnamespace = current_schema()::regnamespace
     ORDER BY c.relname, t.tgname`,
  );
  return rows;
}

/**
 * Creates the missing `<table>_changed` triggers of the listed tables and drops
 * those on tables no longer listed. Before migration 006 (no content_changed()
 * yet) there is nothing to do; a listed table not created yet waits for its migration.
 */
export async function syncContentTriggers(db: Queryable, tables: readonly string[] = CONTENT_TABLES): Promise<void> {
  const { rows } = await db.query<{ ready: boolean }>(
    `SELECT to_regprocedure('content_changed()') IS NOT NULL AS ready`,
  );
  if (!rows[0]?.ready) return;
  const present = await contentTriggers(db);
  for (const { table, trigger } of present) {
    if (!tables.includes(table)) await db.exec(`DROP TRIGGER ${quoted(trigger)} ON ${quoted(table)}`);
  }
  const triggered = new Set(present.map(({ table }) => table));
  for (const table of tables) {
    if (triggered.has(table)) continue;
    const { rows: exists } = await db.query<{ found: boolean }>('SELECT to_regclass($1) IS NOT NULL AS found', [table]);
    if (!exists[0]?.found) continue;
    await db.exec(
      `CREATE TRIGGER ${quoted(`${table}_changed`)} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${quoted(table)}
       FOR EACH STATEMENT EXECUTE FUNCTION content_changed()`,
    );
  }
}
