import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http/errors';
import { enqueue } from '../outbox/outbox';
import { type LockedRequest, lockRequest, recordEvent, touchRequest } from '../requests/workflow';
import type { FollowedRequest } from './follow-links';
import { visitorMessageNotification } from './follow-mail';

// A message the visitor writes on the follow-up page: an event of the request's thread (the back
// office shows it as the visitor's), a request answered or archived goes back to "in progress",
// and whoever handles it is e-mailed. Once per Idempotency-Key, like the forms.

export type MessageOutcome = 'stored' | 'replayed' | 'missing';

/** The assignee's address while their account is enabled; else the company's (NOTIFY_EMAIL). */
export async function recipientOf(tx: Queryable, locked: LockedRequest, notifyTo: string): Promise<string> {
  if (!locked.assignee) return notifyTo;
  const { rows } = await tx.query<{ email: string }>(
    'SELECT email FROM staff_accounts WHERE id = $1 AND disabled_at IS NULL',
    [locked.assignee.id],
  );
  return rows[0]?.email ?? notifyTo;
}

export function postVisitorMessage(
  db: Database,
  { kind, reference }: FollowedRequest,
  { text, idempotencyKey }: { text: string; idempotencyKey?: string },
  notifyTo: string,
): Promise<MessageOutcome> {
  return db.transaction(async (tx) => {
    // The lock also orders two tries with one key: the second finds the first's event.
    const locked = await lockRequest(tx, kind, reference);
    if (!locked) return 'missing';
    if (idempotencyKey !== undefined) {
      const { rows } = await tx.query<{ text: string | null }>(
        `SELECT details ->> 'text' AS text FROM request_events WHERE reference = $1 AND idempotency_key = $2`,
        [reference, idempotencyKey],
      );
      if (rows[0] && rows[0].text !== text)
        throw new HttpError(
          409,
          'IDEMPOTENCY_CONFLICT',
          'This Idempotency-Key was already used with a different message',
        );
      if (rows[0]) return 'replayed';
    }
    const reopened = locked.status === 'answered' || locked.status === 'archived';
    // Every message is a change: updated_at moves, and with it the link's expiry.
    await touchRequest(tx, locked, null, { status: reopened ? 'in_progress' : undefined });
    await recordEvent(tx, { reference, actorId: null, type: 'visitor-message', details: { text }, idempotencyKey });
    if (reopened)
      await recordEvent(tx, {
        reference,
        actorId: null,
        type: 'status',
        details: { from: locked.status, to: 'in_progress', by: 'visitor' },
      });
    await enqueue(
      tx,
      visitorMessageNotification({
        reference,
        to: await recipientOf(tx, locked, notifyTo),
        visitorName: locked.full_name,
        visitorEmail: locked.email,
        text,
      }),
    );
    return 'stored';
  });
}
