import type { Queryable } from '../db/database';
import type { SubmissionTable } from '../requests/store-submission';

// What the browser journeys read back through the test-only inspection routes (TEST_INSPECTION=1,
// never in a real deployment): the rows as stored, so a journey can tell a request was kept once.

/** A stored request with its e-mails, its table's counts and, for an application, its CV's size and hash. */
export async function inspectRequest(db: Queryable, target: SubmissionTable, reference: string) {
  const { rows } = await db.query<Record<string, unknown>>(`SELECT * FROM ${target.table} WHERE reference = $1`, [
    reference,
  ]);
  const row = rows[0];
  if (!row) return null;
  const { rows: outbox } = await db.query<Record<string, unknown>>(
    `SELECT kind, status, to_address, reply_to, subject, attachments FROM outbox WHERE payload->>'reference' = $1 ORDER BY id`,
    [reference],
  );
  const { rows: acknowledgements } = await db.query<Record<string, unknown>>(
    `SELECT kind, status, to_address, reply_to, subject, payload->>'language' AS language FROM outbox
     WHERE payload->>'acknowledges' = $1 ORDER BY id`,
    [reference],
  );
  const { rows: counts } = await db.query<{ n: number; same_email: number }>(
    `SELECT count(*)::int AS n, (count(*) FILTER (WHERE lower(email) = lower($1)))::int AS same_email FROM ${target.table}`,
    [row.email],
  );
  const { rows: files } = target.fileTable
    ? await db.query<{ size: number; sha256: string }>(
        `SELECT octet_length(content) AS size, encode(sha256(content), 'hex') AS sha256
         FROM ${target.fileTable} WHERE storage_key = $1`,
        [row.cv_storage_key],
      )
    : { rows: [] };
  return {
    table: target.table,
    count: counts[0]?.n ?? 0,
    sameEmail: counts[0]?.same_email ?? 0,
    row,
    outbox,
    acknowledgements,
    ...(target.fileTable ? { cv: files[0] ?? null } : {}),
  };
}

/** The last e-mail the outbox holds for an address (a one-time link's), or null. */
export async function lastMailTo(db: Queryable, address: string) {
  const { rows } = await db.query<{ subject: string; text: string; status: string }>(
    'SELECT subject, text, status FROM outbox WHERE lower(to_address) = lower($1) ORDER BY id DESC LIMIT 1',
    [address],
  );
  return rows[0] ?? null;
}

/** Ages a member's live sessions past the idle timeout; answers how many. */
export async function ageSessions(db: Queryable, email: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `WITH aged AS (
       UPDATE staff_sessions SET last_seen_at = now() - interval '9 hours'
       WHERE account_id IN (SELECT id FROM staff_accounts WHERE lower(email) = lower($1)) AND revoked_at IS NULL
       RETURNING 1)
     SELECT count(*)::int AS n FROM aged`,
    [email],
  );
  return rows[0]?.n ?? 0;
}

/** Moves a request's arrival `days` back, so a journey can show an overdue one without waiting. */
export async function backdateRequest(db: Queryable, target: SubmissionTable, reference: string, days: number) {
  const { rows } = await db.query(
    `UPDATE ${target.table} SET created_at = created_at - make_interval(days => $2) WHERE reference = $1
     RETURNING reference`,
    [reference, days],
  );
  return rows.length > 0;
}

/** Moves a request's sent offer versions' validity to yesterday: the follow-up journey's expired offer. */
export async function expireOffers(db: Queryable, reference: string) {
  const { rows } = await db.query(
    `UPDATE offer_versions SET valid_until = current_date - 1
     WHERE status = 'sent' AND offer_id = (SELECT id FROM offers WHERE reference = $1) RETURNING version`,
    [reference],
  );
  return rows.length > 0;
}
