import type { Queryable } from '../db/database';

// What else the database keeps about a request, found by its reference: the
// company's notification, the visitor's acknowledgement and the staff's replies
// (outbox rows name the reference in their payload), its history in the
// inbox (request_events, notes and the replies' files included), its follow-up links, its offers (their PDFs name the
// shipper) and its booking. Retention and erasure both remove
// these with the request; a table that later keys rows by reference gets one line here.

/** Deletes every row about the given request references; answers how many outbox rows went. */
export async function deleteTracesOf(db: Queryable, references: readonly string[]): Promise<{ outbox: number }> {
  if (references.length === 0) return { outbox: 0 };
  // The files of the replies (migration 015) go with their events (ON DELETE CASCADE).
  await db.query('DELETE FROM request_events WHERE reference = ANY($1::text[])', [references]);
  await db.query('DELETE FROM follow_links WHERE reference = ANY($1::text[])', [references]);
  // The booking points at an offer version: it goes first; the versions go with their offer.
  await db.query('DELETE FROM bookings WHERE reference = ANY($1::text[])', [references]);
  await db.query('DELETE FROM offers WHERE reference = ANY($1::text[])', [references]);
  const { rows } = await db.query(
    `DELETE FROM outbox
     WHERE payload->>'reference' = ANY($1::text[]) OR payload->>'acknowledges' = ANY($1::text[])
        OR payload->>'replies_to' = ANY($1::text[]) OR payload->>'follows' = ANY($1::text[])
     RETURNING id`,
    [references],
  );
  return { outbox: rows.length };
}
