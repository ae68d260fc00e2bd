import type { DataSubjectErased } from '@freight/shared/core/schemas/staff-data-subjects';
import type { Database, Queryable } from '../db/database';
import { redactDeep } from '../http/redact-secrets';
import { deleteTracesOf } from './traces';

// Everything stored about one e-mail address, for an admin to export or erase
// (docs/decisions/019-content-editing-and-retention.md). Addresses compare
// case-insensitively, as the forms accept them.

/** The tables of visitors' requests, each with the visitor's address in `email`. */
const REQUEST_TABLES = ['quote_requests', 'other_quote_requests', 'contact_messages', 'applications'] as const;
type RequestTable = (typeof REQUEST_TABLES)[number];

type Row = Record<string, unknown>;

/** The outbox rows sent to or about the address, or about one of its requests. */
const OUTBOX_ABOUT = `lower(to_address) = lower($1) OR lower(reply_to) = lower($1)
  OR payload->>'reference' = ANY($2::text[]) OR payload->>'acknowledges' = ANY($2::text[])
  OR payload->>'replies_to' = ANY($2::text[])`;

/** An attachment as the export shows it: what it was, never its bytes. */
function describeAttachment(attachment: unknown): unknown {
  if (typeof attachment !== 'object' || attachment === null) return attachment;
  const entries = Object.entries(attachment);
  const bytes = entries.find(([key]) => key === 'contentBase64')?.[1];
  const rest = Object.fromEntries(entries.filter(([key]) => key !== 'contentBase64'));
  return typeof bytes === 'string' ? { ...rest, bytes: Buffer.byteLength(bytes, 'base64') } : rest;
}

async function requestsOf(db: Queryable, email: string) {
  const found = {} as Record<RequestTable, Row[]>;
  for (const table of REQUEST_TABLES) {
    const { rows } = await db.query<Row>(`SELECT * FROM ${table} WHERE lower(email) = lower($1) ORDER BY id`, [email]);
    found[table] = rows;
  }
  return found;
}

const referencesOf = (requests: Record<RequestTable, Row[]>) =>
  REQUEST_TABLES.flatMap((table) => requests[table].map((row) => String(row.reference)));

/** The export: every request with its full payload and its history, the CVs' metadata, the e-mails to, from or about it. */
export async function exportDataSubject(db: Queryable, email: string, now = new Date()) {
  const requests = await requestsOf(db, email);
  const { rows: outbox } = await db.query<Row>(
    `SELECT id, kind, payload, to_address, reply_to, subject, text, html, attachments, status, attempts,
            created_at, sent_at
     FROM outbox WHERE ${OUTBOX_ABOUT} ORDER BY id`,
    [email, referencesOf(requests)],
  );
  // The inbox's history of those requests: status changes, assignments, notes, replies, CV downloads.
  const { rows: history } = await db.query<Row>(
    `SELECT reference, at, type, details FROM request_events WHERE reference = ANY($1::text[]) ORDER BY id`,
    [referencesOf(requests)],
  );
  // Their offers' versions and bookings (docs/decisions/031): the PDFs by their hash, not their bytes.
  const { rows: offers } = await db.query<Row>(
    `SELECT o.reference, o.number, v.version, v.status, v.language, v.currency, v.vat_rate_bp, v.valid_until,
       v.transit_time, v.pickup_window, v.conditions, v.lines, v.subtotal_cents, v.vat_cents, v.total_cents,
       v.sent_at, v.pdf_sha256, v.withdrawn_at, v.withdraw_reason, v.declined_at, v.decline_reason,
       v.accepted_at, v.acceptor_name, v.order_number, b.booking_reference
     FROM offers o JOIN offer_versions v ON v.offer_id = o.id LEFT JOIN bookings b ON b.offer_version_id = v.id
     WHERE o.reference = ANY($1::text[]) ORDER BY o.id, v.version`,
    [referencesOf(requests)],
  );
  // The files sent with the staff's replies (migration 015): what they were, never their bytes.
  const { rows: replyAttachments } = await db.query<Row>(
    `SELECT f.reference, f.event_id::int AS event_id, e.at, f.file_name, f.content_type, f.size, f.sha256
     FROM reply_attachments f JOIN request_events e ON e.id = f.event_id
     WHERE f.reference = ANY($1::text[]) ORDER BY f.id`,
    [referencesOf(requests)],
  );
  return {
    email,
    exported_at: now.toISOString(),
    ...requests,
    history,
    reply_attachments: replyAttachments,
    offers,
    // The CVs themselves are not in the export: their name, size and checksum are (applications.cv_*).
    // An e-mail's links (a password reset, a follow-up page) would open the account or the page: redacted.
    outbox: outbox.map((row) => ({
      ...redactDeep(row),
      attachments: Array.isArray(row.attachments) ? row.attachments.map(describeAttachment) : row.attachments,
    })),
  };
}

export type DataSubjectExport = Awaited<ReturnType<typeof exportDataSubject>>;

/** How many rows of each kind an export holds (the audit keeps these, not the address). */
export function exportCounts(data: DataSubjectExport): Record<string, number> {
  return Object.fromEntries([...REQUEST_TABLES, 'outbox' as const].map((table) => [table, data[table].length]));
}

/**
 * Deletes, in one transaction, every request of the address, their CVs
 * (application_cvs, migrations/010-cv-content.sql) and the e-mails to, from or
 * about them (pending ones too: nobody must be written to after erasure).
 * Answers the counts; `cv_files` counts the CVs deleted.
 */
export async function eraseDataSubject(db: Database, email: string): Promise<{ counts: DataSubjectErased }> {
  return db.transaction(async (tx) => {
    // Named here to be counted; the cascade from applications would take them anyway.
    const { rows: cvs } = await tx.query(
      `DELETE FROM application_cvs WHERE storage_key IN
         (SELECT cv_storage_key FROM applications WHERE lower(email) = lower($1))
       RETURNING storage_key`,
      [email],
    );
    const counts = { quote_requests: 0, other_quote_requests: 0, contact_messages: 0, applications: 0 };
    const references: string[] = [];
    for (const table of REQUEST_TABLES) {
      const { rows } = await tx.query<{ reference: string }>(
        `DELETE FROM ${table} WHERE lower(email) = lower($1) RETURNING reference`,
        [email],
      );
      counts[table] = rows.length;
      references.push(...rows.map((row) => row.reference));
    }
    const traces = await deleteTracesOf(tx, references);
    const { rows: direct } = await tx.query(`DELETE FROM outbox WHERE ${OUTBOX_ABOUT} RETURNING id`, [
      email,
      references,
    ]);
    return { counts: { ...counts, cv_files: cvs.length, outbox: traces.outbox + direct.length } };
  });
}
