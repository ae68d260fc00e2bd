import type { SiteProfile } from '@freight/shared/core/profiles/profile-schema';
import { todayIso } from '@freight/shared/core/schemas/dates';
import type { Database, Queryable } from '../db/database';
import type { FollowedRequest } from '../follow/follow-links';
import { recipientOf } from '../follow/visitor-messages';
import { HttpError } from '../http/errors';
import { enqueue } from '../outbox/outbox';
import { type LockedRequest, lockRequest, touchRequest } from '../requests/workflow';
import { writeAudit } from '../staff/audit';
import { offerAcceptedMessage, offerAnswerNotification } from './offer-mail';
import type { OfferStatus } from './offer-schemas';
import { nextYearlyNumber, OFFER_KINDS, offerDocument, storedPdf } from './offers-store';

// The shipper's answer on the follow-up page: accepting the current, sent, unexpired version makes
// the request a booking (BK-2026-00017) with one transaction, the request's row locked first, so
// two acceptances at once make one booking; declining records the reason. Both e-mail the staff
// member handling the request (or the company's address); accepting also confirms to the shipper.

export type AnswerRefusal =
  | { code: 'OFFER_SUPERSEDED'; currentVersion: number | null }
  | { code: 'OFFER_EXPIRED' | 'OFFER_WITHDRAWN' | 'OFFER_DECLINED' | 'OFFER_ACCEPTED'; currentVersion: number | null };

export type AcceptOutcome =
  | { status: 'booked'; booking: string; replayed: boolean }
  | { status: 'refused'; refusal: AnswerRefusal };

const REFUSAL_OF: Partial<Record<OfferStatus, AnswerRefusal['code']>> = {
  superseded: 'OFFER_SUPERSEDED',
  expired: 'OFFER_EXPIRED',
  withdrawn: 'OFFER_WITHDRAWN',
  declined: 'OFFER_DECLINED',
  accepted: 'OFFER_ACCEPTED',
};

interface TargetVersion {
  id: number;
  status: OfferStatus;
  current: number | null;
}

/** The version (its state as of today) and the version the shipper should answer now, if any. */
async function targetVersion(tx: Queryable, reference: string, version: number): Promise<TargetVersion> {
  const { rows } = await tx.query<{ id: number; version: number; status: OfferStatus }>(
    `SELECT v.id::int AS id, v.version,
       CASE WHEN v.status = 'sent' AND v.valid_until < $2::date THEN 'expired' ELSE v.status END AS status
     FROM offer_versions v JOIN offers o ON o.id = v.offer_id
     WHERE o.reference = $1 AND v.status <> 'draft' ORDER BY v.version DESC FOR UPDATE OF v`,
    [reference, todayIso()],
  );
  const target = rows.find((row) => row.version === version);
  if (!target) throw new HttpError(404, 'OFFER_NOT_FOUND', 'No such offer');
  // The newest version the shipper has seen, whatever its state: what the page should show instead.
  return { id: target.id, status: target.status, current: rows[0]?.version ?? null };
}

async function lockFollowed(tx: Queryable, { kind, reference }: FollowedRequest): Promise<LockedRequest> {
  const locked = OFFER_KINDS.includes(kind) ? await lockRequest(tx, kind, reference) : null;
  if (!locked) throw new HttpError(404, 'OFFER_NOT_FOUND', 'No such offer');
  return locked;
}

export function acceptOffer(
  db: Database,
  followed: FollowedRequest,
  version: number,
  answer: { name: string; orderNumber?: string; idempotencyKey?: string },
  { notifyTo, profile }: { notifyTo: string; profile: SiteProfile },
): Promise<AcceptOutcome> {
  const { reference } = followed;
  return db.transaction(async (tx) => {
    const request = await lockFollowed(tx, followed);
    if (answer.idempotencyKey !== undefined) {
      const { rows } = await tx.query<{ booking_reference: string; version: number }>(
        `SELECT b.booking_reference, v.version FROM bookings b JOIN offer_versions v ON v.id = b.offer_version_id
         WHERE b.reference = $1 AND b.idempotency_key = $2`,
        [reference, answer.idempotencyKey],
      );
      const earlier = rows[0];
      if (earlier && earlier.version !== version)
        throw new HttpError(409, 'IDEMPOTENCY_CONFLICT', 'This Idempotency-Key accepted another version');
      if (earlier) return { status: 'booked', booking: earlier.booking_reference, replayed: true };
    }
    const target = await targetVersion(tx, reference, version);
    const refusal = REFUSAL_OF[target.status];
    if (refusal) return { status: 'refused', refusal: { code: refusal, currentVersion: target.current } };
    const found = await offerDocument(tx, reference, version);
    const stored = await storedPdf(tx, reference, version);
    if (!found || !stored) throw new HttpError(404, 'OFFER_NOT_FOUND', 'No such offer');
    const booking = await nextYearlyNumber(tx, 'BK');
    const orderNumber = answer.orderNumber ? answer.orderNumber : null;
    await tx.query(
      `UPDATE offer_versions SET status = 'accepted', accepted_at = now(), acceptor_name = $2, order_number = $3,
         updated_at = greatest(date_trunc('milliseconds', clock_timestamp()), updated_at + interval '1 millisecond'),
         updated_by = NULL
       WHERE id = $1`,
      [target.id, answer.name, orderNumber],
    );
    await tx.query(
      'INSERT INTO bookings (booking_reference, reference, offer_version_id, idempotency_key) VALUES ($1, $2, $3, $4)',
      [booking, reference, target.id, answer.idempotencyKey ?? null],
    );
    await touchRequest(tx, request, null, {});
    const offer = found.document;
    await enqueue(
      tx,
      offerAcceptedMessage({
        offer,
        to: request.email,
        profile,
        pdf: stored.pdf,
        booking,
        acceptorName: answer.name,
        orderNumber,
      }),
    );
    await enqueue(
      tx,
      offerAnswerNotification({
        to: await recipientOf(tx, request, notifyTo),
        offer,
        replyTo: request.email,
        answer: { accepted: true, booking, acceptorName: answer.name, orderNumber },
      }),
    );
    await writeAudit(tx, {
      actorId: null,
      action: 'offer-accepted',
      targetKind: followed.kind,
      targetId: reference,
      details: { offer: offer.number, version, booking, pdf_sha256: stored.sha256 },
    });
    return { status: 'booked', booking, replayed: false };
  });
}

export type DeclineOutcome = { status: 'declined' } | { status: 'refused'; refusal: AnswerRefusal };

/** Declines the current sent version with a reason; a version already answered or replaced is refused. */
export function declineOffer(
  db: Database,
  followed: FollowedRequest,
  version: number,
  reason: string,
  { notifyTo }: { notifyTo: string },
): Promise<DeclineOutcome> {
  const { reference } = followed;
  return db.transaction(async (tx) => {
    const request = await lockFollowed(tx, followed);
    const target = await targetVersion(tx, reference, version);
    const refusal = REFUSAL_OF[target.status];
    if (refusal) return { status: 'refused', refusal: { code: refusal, currentVersion: target.current } };
    await tx.query(
      `UPDATE offer_versions SET status = 'declined', declined_at = now(), decline_reason = $2,
         updated_at = greatest(date_trunc('milliseconds', clock_timestamp()), updated_at + interval '1 millisecond'),
         updated_by = NULL
       WHERE id = $1`,
      [target.id, reason],
    );
    await touchRequest(tx, request, null, {});
    const found = await offerDocument(tx, reference, version);
    if (found)
      await enqueue(
        tx,
        offerAnswerNotification({
          to: await recipientOf(tx, request, notifyTo),
          offer: found.document,
          replyTo: request.email,
          answer: { accepted: false, reason },
        }),
      );
    await writeAudit(tx, {
      actorId: null,
      action: 'offer-declined',
      targetKind: followed.kind,
      targetId: reference,
      details: { offer: found?.document.number, version },
    });
    return { status: 'declined' };
  });
}
