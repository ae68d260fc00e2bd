import type { Queryable } from '../../src/api/db/database';

/** The keys of every CV the database holds (application_cvs), sorted. */
export async function storedCvKeys(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ key: string }>('SELECT storage_key AS key FROM application_cvs ORDER BY 1');
  return rows.map((row) => row.key);
}

/** The bytes of one stored CV, null when there is none. */
export async function storedCv(db: Queryable, key: string): Promise<Buffer | null> {
  const { rows } = await db.query<{ content: Uint8Array }>(
    'SELECT content FROM application_cvs WHERE storage_key = $1',
    [key],
  );
  return rows[0] ? Buffer.from(rows[0].content) : null;
}
