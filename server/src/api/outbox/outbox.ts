import type { Queryable } from '../db/database';
import { subjectLine } from '../mail/french-text';

// The outbox of e-mails to the company. A form handler enqueues its message
// in the transaction that stores the submission, so there is never a stored
// request without its e-mail, nor an e-mail about a request that was rolled
// back. The sender (sender.ts) delivers the rows later.

/** A file attached to an e-mail: small ones inline, an applicant's CV or a reply's file by reference. */
export type OutboxAttachment =
  | { filename: string; contentType: string; contentBase64: string }
  /** A CV of application_cvs (requests/cv-store.ts), read when the e-mail is sent: not copied into the outbox. */
  | { filename: string; contentType: string; storageKey: string }
  /** A file of a staff reply (replies/reply-attachments.ts), read when the e-mail is sent. */
  | { filename: string; contentType: string; replyAttachmentId: number };

export interface OutboxMessage {
  /** What the message is about: 'quote-request', 'other-quote-request', 'contact', 'application'. */
  kind: string;
  /** One address or a comma-separated list. */
  to: string;
  /** The visitor, so the company can answer with "Reply". */
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /** The facts behind the message (e.g. `{ reference }`), for people reading the table. */
  payload?: Record<string, unknown>;
  attachments?: OutboxAttachment[];
}

export type OutboxStatus = 'pending' | 'sent' | 'logged' | 'failed';

export interface OutboxRow {
  id: number;
  kind: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text: string;
  html: string | null;
  attachments: OutboxAttachment[] | null;
  attempts: number;
  /** When the row was written, in epoch milliseconds: with the id, the message's Message-ID (mailer.ts). */
  created_ms: number;
}

const OUTBOX_COLUMNS = 'kind, payload, to_address, reply_to, subject, text, html, attachments';

/**
 * `messages` as rows of a VALUES list for `INSERT INTO outbox (OUTBOX_COLUMNS)`,
 * their parameters numbered from `$first`.
 */
export function outboxRows(
  messages: readonly OutboxMessage[],
  first: number,
): { columns: string; values: string; params: unknown[] } {
  const params: unknown[] = [];
  const rows = messages.map((message) => {
    const at = first + params.length;
    params.push(
      message.kind,
      JSON.stringify(message.payload ?? {}),
      message.to,
      message.replyTo ?? null,
      // Whoever built the message, its subject is one safe line.
      subjectLine([message.subject]),
      message.text,
      message.html ?? null,
      message.attachments ? JSON.stringify(message.attachments) : null,
    );
    return `($${at}, $${at + 1}::jsonb, $${at + 2}, $${at + 3}, $${at + 4}, $${at + 5}, $${at + 6}, $${at + 7}::jsonb)`;
  });
  return { columns: OUTBOX_COLUMNS, values: rows.join(', '), params };
}

/** Adds a message to the outbox; call it with the transaction that stores what the message is about. */
export async function enqueue(tx: Queryable, message: OutboxMessage): Promise<number> {
  const { columns, values, params } = outboxRows([message], 1);
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO outbox (${columns}) VALUES ${values} RETURNING id::int AS id`,
    params,
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('INSERT INTO outbox returned no id');
  return id;
}

/**
 * Takes up to `limit` due messages for `leaseMs`: their next_attempt_at moves
 * past the lease, so another sender (another process, or this one's next tick)
 * skips them, and a sender that dies mid-way leaves them due again later.
 * SKIP LOCKED lets concurrent senders on PostgreSQL claim different rows;
 * PGlite has one connection, where it changes nothing.
 */
export async function claimDue(db: Queryable, limit: number, leaseMs: number): Promise<OutboxRow[]> {
  const { rows } = await db.query<OutboxRow>(
    `UPDATE outbox SET next_attempt_at = now() + $2::int * interval '1 millisecond'
     WHERE id IN (
       SELECT id FROM outbox
       WHERE status = 'pending' AND next_attempt_at <= now()
       ORDER BY next_attempt_at, id
       LIMIT $1
       FOR UPDATE SKIP LOCKED
     )
     RETURNING id::int AS id, kind, to_address, reply_to, subject, text, html, attachments, attempts,
       (extract(epoch FROM created_at) * 1000)::float8 AS created_ms`,
    [limit, leaseMs],
  );
  return rows.sort((a, b) => a.id - b.id);
}

/**
 * Extends the lease of messages a live sender still holds (claimed, not yet
 * sent or failed): by id and by the attempts they were claimed with, so a
 * message whose attempt was recorded meanwhile keeps the retry time it got.
 */
export async function renewClaims(
  db: Queryable,
  held: ReadonlyArray<{ id: number; attempts: number }>,
  leaseMs: number,
): Promise<void> {
  if (held.length === 0) return;
  await db.query(
    `UPDATE outbox SET next_attempt_at = now() + $3::int * interval '1 millisecond'
     WHERE status = 'pending' AND (id, attempts) IN (SELECT * FROM unnest($1::int[], $2::int[]))`,
    [held.map((row) => row.id), held.map((row) => row.attempts), leaseMs],
  );
}

/** Hands claimed messages back before their lease ends (a sender stopping with part of a batch unsent). */
export async function releaseClaims(db: Queryable, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.query(`UPDATE outbox SET next_attempt_at = now() WHERE id = ANY($1::int[]) AND status = 'pending'`, [ids]);
}

/** Marks delivered messages. */
export async function markDelivered(db: Queryable, ids: readonly number[], status: 'sent' | 'logged'): Promise<void> {
  if (ids.length === 0) return;
  await db.query(
    `UPDATE outbox SET status = $2, attempts = attempts + 1, sent_at = now(), last_error = NULL WHERE id = ANY($1::int[])`,
    [ids, status],
  );
}

/** Records a failed attempt: retried after `retryInMs`, or 'failed' for good when `giveUp`. */
export async function markAttemptFailed(
  db: Queryable,
  id: number,
  error: string,
  next: { giveUp: boolean; retryInMs: number },
): Promise<void> {
  await db.query(
    `UPDATE outbox
     SET attempts = attempts + 1, last_error = $2,
         status = CASE WHEN $3::boolean THEN 'failed' ELSE 'pending' END,
         next_attempt_at = now() + $4::int * interval '1 millisecond'
     WHERE id = $1`,
    [id, error.slice(0, 1000), next.giveUp, next.retryInMs],
  );
}

/** How many e-mails the outbox holds in each status (the metrics' gauge). */
export async function outboxCounts(db: Queryable): Promise<Record<OutboxStatus, number>> {
  const { rows } = await db.query<{ status: OutboxStatus; count: number }>(
    'SELECT status, count(*)::int AS count FROM outbox GROUP BY status',
  );
  const counts: Record<OutboxStatus, number> = { pending: 0, sent: 0, logged: 0, failed: 0 };
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

/** Seconds since the oldest e-mail not yet sent was queued (0: none). */
export async function oldestPendingAge(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ age: number | null }>(
    `SELECT extract(epoch FROM now() - min(created_at))::float8 AS age FROM outbox WHERE status = 'pending'`,
  );
  return rows[0]?.age ?? 0;
}
