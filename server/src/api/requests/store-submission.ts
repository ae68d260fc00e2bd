import type { SiteLanguage } from '@freight/shared/core/constants';
import { todayIso } from '@freight/shared/core/schemas/dates';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http/errors';
import { newFollowToken } from '../follow/follow-links';
import { outboxRows, type OutboxMessage } from '../outbox/outbox';

// Stores a visitor's submission, the e-mail about it to the company and the
// acknowledgement to the visitor in one transaction, once per Idempotency-Key:
// a retry (double click, lost answer, concurrent duplicates) gets the first
// answer back instead of a second submission, and no second e-mail.

/** Where a kind of submission lives (migrations/002-requests.sql, 003-applications.sql, 004-contact-messages.sql). */
export interface SubmissionTable {
  table: string;
  /** Sequence numbering the references. */
  sequence: string;
  /** First letter of the references: Q-2026-000123. */
  prefix: string;
  /** The table of the file stored with a submission (`storage_key`, `content`): an application's CV. */
  fileTable?: string;
}

export const QUOTE_REQUESTS: SubmissionTable = {
  table: 'quote_requests',
  sequence: 'quote_request_number',
  prefix: 'Q',
};
export const OTHER_QUOTE_REQUESTS: SubmissionTable = {
  table: 'other_quote_requests',
  sequence: 'other_quote_request_number',
  prefix: 'O',
};
/** migrations/004-contact-messages.sql */
export const CONTACT_MESSAGES: SubmissionTable = {
  table: 'contact_messages',
  sequence: 'contact_message_number',
  prefix: 'C',
};
/** migrations/003-applications.sql, the CVs in 010-cv-content.sql */
export const APPLICATIONS: SubmissionTable = {
  table: 'applications',
  sequence: 'application_number',
  prefix: 'A',
  fileTable: 'application_cvs',
};

export interface StoreSubmissionInput {
  /** The validated body, stored as jsonb. */
  payload: unknown;
  /** Copies of searchable fields, by column name. */
  columns: Record<string, string | number | boolean | null | undefined>;
  idempotencyKey?: string;
  clientIp: string;
  receivedAt: Date;
  /** The language the visitor used on the form (migrations/005-request-language.sql). */
  language: SiteLanguage;
  /** The e-mail to the company, built once the reference is known. */
  notification: (reference: string) => OutboxMessage;
  /**
   * The e-mail to the visitor (docs/decisions/006-acknowledgements.md) with the request's follow-up
   * link, whose token is stored (hashed) with the request; null when they gave no address (no link then).
   */
  acknowledgement: (reference: string, followToken: string) => OutboxMessage | null;
  /** A file stored with the submission, in the target's `fileTable`, only if the submission was: an application's CV. */
  file?: { key: string; content: Buffer };
}

export interface StoredSubmission {
  reference: string;
  /** True when an earlier submission with the same Idempotency-Key made this answer. */
  replayed: boolean;
}

const COLUMN = /^[a-z][a-z0-9_]*$/;

/** Q-2026-000123: the year on the company's calendar, then the number (more digits past 999999). */
export function formatReference(prefix: string, receivedAt: Date, number: string): string {
  return `${prefix}-${todayIso(receivedAt).slice(0, 4)}-${number.padStart(6, '0')}`;
}

async function findByKey(
  tx: Queryable,
  target: SubmissionTable,
  key: string,
  payload: string,
): Promise<StoredSubmission | null> {
  const { rows } = await tx.query<{ reference: string; same: boolean }>(
    `SELECT reference, payload = $2::jsonb AS same FROM ${target.table} WHERE idempotency_key = $1`,
    [key, payload],
  );
  const row = rows[0];
  if (!row) return null;
  if (!row.same) {
    throw new HttpError(409, 'IDEMPOTENCY_CONFLICT', 'This Idempotency-Key was already used with a different request');
  }
  return { reference: row.reference, replayed: true };
}

/**
 * One statement stores the submission and its e-mails (data-modifying WITH
 * queries commit or fail together, and the e-mails are written only if the
 * submission row was): one round trip and one commit per submission, and no
 * pooled connection, nor PGlite's only one, held across statements (server/README.md
 * "Throughput"). An application's CV is a third WITH query of the same
 * statement: the row, its CV and its e-mails are stored together or not at all.
 * The number is drawn first, on its own: a sequence is outside transactions
 * anyway, so its gaps are possible either way.
 */
export async function storeSubmission(
  db: Database,
  target: SubmissionTable,
  input: StoreSubmissionInput,
): Promise<StoredSubmission> {
  const payload = JSON.stringify(input.payload);
  const key = input.idempotencyKey;
  const names = Object.keys(input.columns);
  if (!names.every((name) => COLUMN.test(name))) throw new Error(`Invalid column name in ${names.join(', ')}`);
  if (input.file && !target.fileTable) throw new Error(`${target.table} stores no file`);

  if (key !== undefined) {
    const earlier = await findByKey(db, target, key, payload);
    if (earlier) return earlier;
  }
  const { rows: numbers } = await db.query<{ n: string }>(`SELECT nextval('${target.sequence}')::text AS n`);
  const number = numbers[0]?.n;
  if (number === undefined) throw new Error(`nextval('${target.sequence}') returned nothing`);
  const reference = formatReference(target.prefix, input.receivedAt, number);

  const values = [
    reference,
    payload,
    input.clientIp,
    key ?? null,
    input.language,
    ...names.map((name) => input.columns[name] ?? null),
  ];
  const placeholders = values.map((_, index) => (index === 1 ? '$2::jsonb' : `$${index + 1}`));
  const followLink = newFollowToken();
  const acknowledgement = input.acknowledgement(reference, followLink.token);
  const mail = outboxRows(
    acknowledgement ? [input.notification(reference), acknowledgement] : [input.notification(reference)],
    values.length + 1,
  );
  let next = values.length + mail.params.length + 1;
  // The follow-up link goes with its e-mail: no link nobody was sent, no e-mail with a link that opens nothing.
  const link = acknowledgement
    ? {
        sql: `, link AS (
       INSERT INTO follow_links (reference, token_hash) SELECT reference, $${next} FROM stored
     )`,
        params: [followLink.tokenHash],
      }
    : { sql: '', params: [] };
  next += link.params.length;
  const file = input.file
    ? {
        sql: `, file AS (
       INSERT INTO ${target.fileTable} (storage_key, content)
       SELECT $${next}, decode($${next + 1}, 'base64')
       WHERE EXISTS (SELECT 1 FROM stored)
     )`,
        // As base64 text: PGlite takes a 5 MB bytea parameter ten times slower (server/README.md "Applications").
        params: [input.file.key, input.file.content.toString('base64')],
      }
    : { sql: '', params: [] };
  // A concurrent submission with the same key that commits first wins: this
  // INSERT waits for it (PostgreSQL), does nothing, so no e-mail is queued,
  // and the lookup below finds its row.
  const { rows } = await db.query<{ reference: string }>(
    `WITH stored AS (
       INSERT INTO ${target.table} (reference, payload, client_ip, idempotency_key, language, ${names.join(', ')})
       VALUES (${placeholders.join(', ')})
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING reference
     ), mail AS (
       INSERT INTO outbox (${mail.columns})
       SELECT * FROM (VALUES ${mail.values}) AS message WHERE EXISTS (SELECT 1 FROM stored)
     )${link.sql}${file.sql}
     SELECT reference FROM stored`,
    [...values, ...mail.params, ...link.params, ...file.params],
  );
  if (!rows[0]) {
    const winner = key === undefined ? null : await findByKey(db, target, key, payload);
    if (!winner) throw new Error(`INSERT INTO ${target.table} stored nothing`);
    return winner;
  }
  return { reference, replayed: false };
}
