import { createHash } from 'node:crypto';
import type { SiteProfile } from '@freight/shared/core/profiles/profile-schema';
import { todayIso } from '@freight/shared/core/schemas/dates';
import { BUSINESS_TIME_ZONE } from '@freight/shared/core/constants';
import type { RequestKind } from '@freight/shared/core/schemas/staff-inbox';
import type { Database, Queryable } from '../db/database';
import { isoTimestamp } from '../db/pagination';
import { followUrl, issueFollowLink } from '../follow/follow-links';
import { HttpError, notFound } from '../http/errors';
import { type LastChange, lastChangeOf, sameInstant } from '../http/stale-update';
import { enqueue } from '../outbox/outbox';
import { type LockedRequest, lockRequest, recordEvent, touchRequest } from '../requests/workflow';
import { writeAudit } from '../staff/audit';
import type { OfferDocument } from './offer-document';
import { offerSentMessage, offerWithdrawnMessage } from './offer-mail';
import { DEFAULT_VALIDITY_DAYS, type OfferDraftInput, type OfferStatus } from './offer-schemas';
import { offerTotals } from '@freight/shared/core/offers/offer-totals';

// The back office's side of the offers (migrations/013-offers.sql): drafts changed under the
// optimistic concurrency of the inbox (the updated_at read, 409 otherwise), sending a version
// with its PDF (rendered by the caller beforehand, so nothing is written when printing fails),
// withdrawing one, the versions of a request and the monthly summary. Every change is in the
// audit log; a version once sent never changes but for its state.

export const OFFER_KINDS: readonly RequestKind[] = ['quote', 'other-quote'];

/** SQL: a version's state as the shipper sees it today; 'expired' is read, never written (GET changes nothing). */
export const EFFECTIVE_STATUS = `CASE WHEN v.status = 'sent' AND v.valid_until < $TODAY::date THEN 'expired' ELSE v.status END`;
const effectiveStatus = (param: number) => EFFECTIVE_STATUS.replace('$TODAY', `$${param}`);

export interface StoredLine {
  label: string;
  quantity_milli: number;
  unit: string;
  unit_price_cents: number;
  total_cents: number;
}

export interface OfferVersionView {
  version: number;
  status: OfferStatus;
  currency: 'MAD' | 'EUR';
  /** In percent, as the form posts it. */
  vatRate: number;
  validUntil: string;
  transitTime: string;
  pickupWindow: string;
  conditions: string;
  lines: Array<{ label: string; quantity: number; unit: string; unitPriceCents: number; totalCents: number }>;
  subtotalCents: number;
  vatCents: number;
  totalCents: number;
  updatedAt: string;
  sentAt: string | null;
  pdfSha256: string | null;
  withdrawnAt: string | null;
  withdrawReason: string | null;
  declinedAt: string | null;
  declineReason: string | null;
  acceptedAt: string | null;
  acceptorName: string | null;
  orderNumber: string | null;
}

export interface OfferView {
  number: string;
  reference: string;
  booking: string | null;
  versions: OfferVersionView[];
}

/** The next number of a yearly series: `OF-2026-00042`. Locks the year's counter until the transaction ends. */
export async function nextYearlyNumber(tx: Queryable, name: 'OF' | 'BK'): Promise<string> {
  const { rows } = await tx.query<{ year: number; last: number }>(
    `INSERT INTO yearly_counters (name, year, last)
     VALUES ($1, extract(year FROM now() AT TIME ZONE '${BUSINESS_TIME_ZONE}')::int, 1)
     ON CONFLICT (name, year) DO UPDATE SET last = yearly_counters.last + 1
     RETURNING year, last`,
    [name],
  );
  const row = rows[0];
  if (!row) throw new Error('No yearly number');
  return `${name}-${row.year}-${String(row.last).padStart(5, '0')}`;
}

const VERSION_COLUMNS = `v.version, ${effectiveStatus(2)} AS status, v.currency, v.vat_rate_bp::int AS vat_rate_bp,
  to_char(v.valid_until, 'YYYY-MM-DD') AS valid_until, v.transit_time, v.pickup_window, v.conditions, v.lines,
  v.subtotal_cents::float8 AS subtotal_cents, v.vat_cents::float8 AS vat_cents, v.total_cents::float8 AS total_cents,
  ${isoTimestamp('v.updated_at')} AS updated_at, ${isoTimestamp('v.sent_at')} AS sent_at, v.pdf_sha256,
  ${isoTimestamp('v.withdrawn_at')} AS withdrawn_at, v.withdraw_reason, ${isoTimestamp('v.declined_at')} AS declined_at,
  v.decline_reason, ${isoTimestamp('v.accepted_at')} AS accepted_at, v.acceptor_name, v.order_number`;

interface VersionRow {
  version: number;
  status: OfferStatus;
  currency: 'MAD' | 'EUR';
  vat_rate_bp: number;
  valid_until: string;
  transit_time: string;
  pickup_window: string;
  conditions: string;
  lines: StoredLine[];
  subtotal_cents: number;
  vat_cents: number;
  total_cents: number;
  updated_at: string;
  sent_at: string | null;
  pdf_sha256: string | null;
  withdrawn_at: string | null;
  withdraw_reason: string | null;
  declined_at: string | null;
  decline_reason: string | null;
  accepted_at: string | null;
  acceptor_name: string | null;
  order_number: string | null;
}

/** What the staff's view and the document share, in their names (lines in stored units). */
function termsAndTotals(row: VersionRow) {
  return {
    transitTime: row.transit_time,
    pickupWindow: row.pickup_window,
    conditions: row.conditions,
    lines: row.lines.map((line) => ({
      label: line.label,
      quantityMilli: line.quantity_milli,
      unit: line.unit,
      unitPriceCents: line.unit_price_cents,
      totalCents: line.total_cents,
    })),
    subtotalCents: row.subtotal_cents,
    vatCents: row.vat_cents,
    totalCents: row.total_cents,
  };
}

function versionView(row: VersionRow): OfferVersionView {
  return {
    version: row.version,
    status: row.status,
    currency: row.currency,
    vatRate: row.vat_rate_bp / 100,
    validUntil: row.valid_until,
    ...termsAndTotals(row),
    lines: termsAndTotals(row).lines.map(({ quantityMilli, ...line }) => ({ ...line, quantity: quantityMilli / 1000 })),
    updatedAt: row.updated_at,
    sentAt: row.sent_at,
    pdfSha256: row.pdf_sha256,
    withdrawnAt: row.withdrawn_at,
    withdrawReason: row.withdraw_reason,
    declinedAt: row.declined_at,
    declineReason: row.decline_reason,
    acceptedAt: row.accepted_at,
    acceptorName: row.acceptor_name,
    orderNumber: row.order_number,
  };
}

/** A request's offer and its versions, newest first; `visible` leaves drafts out (the shipper's view). */
export async function offerOf(db: Queryable, reference: string, { visible = false } = {}): Promise<OfferView | null> {
  const { rows: offers } = await db.query<{ id: number; number: string; booking: string | null }>(
    `SELECT o.id::int AS id, o.number, b.booking_reference AS booking
     FROM offers o LEFT JOIN bookings b ON b.reference = o.reference WHERE o.reference = $1`,
    [reference],
  );
  const offer = offers[0];
  if (!offer) return null;
  const { rows } = await db.query<VersionRow>(
    `SELECT ${VERSION_COLUMNS} FROM offer_versions v
     WHERE v.offer_id = $1 ${visible ? "AND v.status <> 'draft'" : ''} ORDER BY v.version DESC`,
    [offer.id, todayIso()],
  );
  return { number: offer.number, reference, booking: offer.booking, versions: rows.map(versionView) };
}

function storedLines(input: OfferDraftInput) {
  const totals = offerTotals(input.lines, input.vatRateBasisPoints);
  const lines: StoredLine[] = input.lines.map((line, index) => ({
    label: line.label,
    quantity_milli: line.quantityMilli,
    unit: line.unit,
    unit_price_cents: line.unitPriceCents,
    total_cents: totals.lineTotalsCents[index] ?? 0,
  }));
  return { lines, totals };
}

function validUntilOf(input: OfferDraftInput): string {
  if (input.validUntil) return input.validUntil;
  return todayIso(new Date(Date.now() + DEFAULT_VALIDITY_DAYS * 86_400_000));
}

/** A draft's stored fields in the column order of the INSERT and UPDATE below (currency … updated_by). */
function draftValues(input: OfferDraftInput, actorId: number): unknown[] {
  const { lines, totals } = storedLines(input);
  return [
    input.currency,
    input.vatRateBasisPoints,
    validUntilOf(input),
    input.transitTime,
    input.pickupWindow,
    input.conditions,
    JSON.stringify(lines),
    totals.subtotalCents,
    totals.vatCents,
    totals.totalCents,
    actorId,
  ];
}

export type DraftOutcome = { status: 'done'; version: number } | { status: 'stale'; stale: LastChange };

interface OfferActor {
  kind: RequestKind;
  reference: string;
  actorId: number;
}

async function lockOfferRequest(tx: Queryable, kind: RequestKind, reference: string): Promise<LockedRequest> {
  if (!OFFER_KINDS.includes(kind)) throw new HttpError(409, 'OFFER_KIND', 'Offers answer quotes and other quotes only');
  const locked = await lockRequest(tx, kind, reference);
  if (!locked) throw notFound('No such request');
  return locked;
}

/**
 * A new draft: the offer's first version, or the revision of the one sent (which the shipper keeps
 * seeing until the draft is sent). 409 when a draft is already open or the offer was accepted.
 */
export function createDraft(db: Database, { kind, reference, actorId }: OfferActor, input: OfferDraftInput) {
  return db.transaction(async (tx) => {
    const locked = await lockOfferRequest(tx, kind, reference);
    const { rows: existing } = await tx.query<{ id: number }>('SELECT id::int AS id FROM offers WHERE reference = $1', [
      reference,
    ]);
    let offerId = existing[0]?.id;
    let number: string;
    if (offerId === undefined) {
      number = await nextYearlyNumber(tx, 'OF');
      const { rows } = await tx.query<{ id: number }>(
        'INSERT INTO offers (reference, number, created_by) VALUES ($1, $2, $3) RETURNING id::int AS id',
        [reference, number, actorId],
      );
      offerId = rows[0]?.id;
    } else {
      const { rows } = await tx.query<{ number: string }>('SELECT number FROM offers WHERE id = $1', [offerId]);
      number = rows[0]?.number ?? '';
    }
    const { rows: states } = await tx.query<{ status: OfferStatus; version: number }>(
      'SELECT status, version FROM offer_versions WHERE offer_id = $1 ORDER BY version DESC',
      [offerId],
    );
    if (states.some((state) => state.status === 'draft'))
      throw new HttpError(409, 'OFFER_DRAFT_EXISTS', 'This request already has an offer draft: change it');
    if (states.some((state) => state.status === 'accepted'))
      throw new HttpError(409, 'OFFER_ACCEPTED', 'This request’s offer was accepted: it is a booking');
    const version = (states[0]?.version ?? 0) + 1;
    const { totals } = storedLines(input);
    await tx.query(
      `INSERT INTO offer_versions (offer_id, version, language, currency, vat_rate_bp, valid_until, transit_time,
         pickup_window, conditions, lines, subtotal_cents, vat_cents, total_cents, created_by, updated_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $13, $14, $14)`,
      [offerId, version, locked.language, ...draftValues(input, actorId)],
    );
    await writeAudit(tx, {
      actorId,
      action: 'offer-draft-created',
      targetKind: kind,
      targetId: reference,
      details: { offer: number, version, total_cents: totals.totalCents, currency: input.currency },
    });
    return { status: 'done', version } satisfies DraftOutcome;
  });
}

interface LockedVersion {
  id: number;
  offer_id: number;
  number: string;
  status: OfferStatus;
  updated_at: string;
}

async function lockVersion(tx: Queryable, reference: string, version: number): Promise<LockedVersion> {
  const { rows } = await tx.query<LockedVersion>(
    `SELECT v.id::int AS id, v.offer_id::int AS offer_id, o.number, v.status, ${isoTimestamp('v.updated_at')} AS updated_at
     FROM offer_versions v JOIN offers o ON o.id = v.offer_id
     WHERE o.reference = $1 AND v.version = $2 FOR UPDATE OF v`,
    [reference, version],
  );
  const row = rows[0];
  if (!row) throw new HttpError(404, 'OFFER_NOT_FOUND', 'No such offer version');
  return row;
}

const notDraft = () => new HttpError(409, 'OFFER_NOT_DRAFT', 'Only a draft can be changed or sent');

async function staleVersion(tx: Queryable, locked: LockedVersion, readAt: string): Promise<LastChange | null> {
  if (sameInstant(locked.updated_at, readAt)) return null;
  return lastChangeOf(tx, 'offer_versions', 'id', locked.id);
}

/** Changes a draft read at `readAt`; a colleague's change meanwhile answers stale and writes nothing. */
export function updateDraft(
  db: Database,
  { kind, reference, actorId, version, readAt }: OfferActor & { version: number; readAt: string },
  input: OfferDraftInput,
) {
  return db.transaction(async (tx): Promise<DraftOutcome> => {
    await lockOfferRequest(tx, kind, reference);
    const locked = await lockVersion(tx, reference, version);
    const stale = await staleVersion(tx, locked, readAt);
    if (stale) return { status: 'stale', stale };
    if (locked.status !== 'draft') throw notDraft();
    const { totals } = storedLines(input);
    await tx.query(
      `UPDATE offer_versions SET currency = $2, vat_rate_bp = $3, valid_until = $4, transit_time = $5,
         pickup_window = $6, conditions = $7, lines = $8::jsonb, subtotal_cents = $9, vat_cents = $10,
         total_cents = $11, updated_by = $12,
         updated_at = greatest(date_trunc('milliseconds', clock_timestamp()), updated_at + interval '1 millisecond')
       WHERE id = $1`,
      [locked.id, ...draftValues(input, actorId)],
    );
    await writeAudit(tx, {
      actorId,
      action: 'offer-draft-changed',
      targetKind: kind,
      targetId: reference,
      details: { offer: locked.number, version, total_cents: totals.totalCents, currency: input.currency },
    });
    return { status: 'done', version };
  });
}

/** A new draft copying a sent version: the "revise" button's start. */
export async function reviseVersion(db: Database, actor: OfferActor, version: number) {
  const offer = await offerOf(db, actor.reference);
  const source = offer?.versions.find((entry) => entry.version === version);
  if (!source) throw new HttpError(404, 'OFFER_NOT_FOUND', 'No such offer version');
  if (source.status !== 'sent' && source.status !== 'expired')
    throw new HttpError(409, 'OFFER_NOT_SENT', 'Only the version the shipper has can be revised');
  return createDraft(db, actor, {
    currency: source.currency,
    vatRateBasisPoints: Math.round(source.vatRate * 100),
    transitTime: source.transitTime,
    pickupWindow: source.pickupWindow,
    conditions: source.conditions,
    lines: source.lines.map((line) => ({
      label: line.label,
      quantityMilli: Math.round(line.quantity * 1000),
      unit: line.unit,
      unitPriceCents: line.unitPriceCents,
    })),
  });
}

type DocumentRow = VersionRow & {
  number: string;
  language: OfferDocument['language'];
  full_name: string;
  company: string | null;
};

/** The versions' document rows of a request's offer: one version, or every one the shipper was sent. */
async function documentRows(db: Queryable, reference: string, version: number | 'sent') {
  const { rows } = await db.query<DocumentRow>(
    `SELECT ${VERSION_COLUMNS}, o.number, v.language, r.full_name, r.company
     FROM offer_versions v JOIN offers o ON o.id = v.offer_id JOIN staff_requests r ON r.reference = o.reference
     WHERE o.reference = $1 AND ${version === 'sent' ? "v.status <> 'draft'" : 'v.version = $3'}`,
    version === 'sent' ? [reference, todayIso()] : [reference, todayIso(), version],
  );
  return rows;
}

function documentOf(row: DocumentRow, reference: string): OfferDocument {
  return {
    number: row.number,
    version: row.version,
    reference,
    language: row.language,
    customerName: row.full_name,
    customerCompany: row.company,
    currency: row.currency,
    vatRateBasisPoints: row.vat_rate_bp,
    validUntil: row.valid_until,
    issuedAt: row.sent_at ? new Date(row.sent_at) : new Date(),
    ...termsAndTotals(row),
  };
}

/** What a version's document shows, read from the database; `issuedAt` its sending time (now for a draft). */
export async function offerDocument(db: Queryable, reference: string, version: number) {
  const row = (await documentRows(db, reference, version))[0];
  if (!row) return null;
  return { document: documentOf(row, reference), status: row.status, updatedAt: row.updated_at };
}

/** The documents of every version the shipper was sent, by version: one query for the follow-up page. */
export async function sentOfferDocuments(db: Queryable, reference: string): Promise<Map<number, OfferDocument>> {
  const rows = await documentRows(db, reference, 'sent');
  return new Map(rows.map((row) => [row.version, documentOf(row, reference)]));
}

/** The draft to print before sending: 409 when it is no draft, or its validity date is past. */
export async function draftToSend(db: Queryable, reference: string, version: number) {
  const found = await offerDocument(db, reference, version);
  if (!found) throw new HttpError(404, 'OFFER_NOT_FOUND', 'No such offer version');
  if (found.status !== 'draft') throw notDraft();
  if (found.document.validUntil < todayIso())
    throw new HttpError(409, 'OFFER_VALIDITY_PAST', 'The offer’s validity date is past: change it first');
  return found;
}

export const sha256Hex = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Sends a draft whose PDF the caller printed from `document` (read at `readAt`): the version sent
 * (the one sent before superseded), the PDF and its hash stored, the e-mail queued with it, the
 * request answered. The first version sent carries a new follow-up link (see ADR 031).
 */
export function sendVersion(
  db: Database,
  { kind, reference, actorId, version, readAt }: OfferActor & { version: number; readAt: string },
  { document, pdf, origin, profile }: { document: OfferDocument; pdf: Buffer; origin: string; profile: SiteProfile },
) {
  return db.transaction(async (tx): Promise<DraftOutcome> => {
    const request = await lockOfferRequest(tx, kind, reference);
    const locked = await lockVersion(tx, reference, version);
    const stale = await staleVersion(tx, locked, readAt);
    if (stale) return { status: 'stale', stale };
    if (locked.status !== 'draft') throw notDraft();
    const { rows: earlier } = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM offer_versions WHERE offer_id = $1 AND sent_at IS NOT NULL',
      [locked.offer_id],
    );
    const revision = (earlier[0]?.n ?? 0) > 0;
    const hash = sha256Hex(pdf);
    await tx.query("UPDATE offer_versions SET status = 'superseded' WHERE offer_id = $1 AND status = 'sent'", [
      locked.offer_id,
    ]);
    await tx.query(
      `UPDATE offer_versions SET status = 'sent', sent_at = $2, sent_by = $3, pdf = $4, pdf_sha256 = $5,
         updated_by = $3, updated_at = greatest(date_trunc('milliseconds', clock_timestamp()), updated_at + interval '1 millisecond')
       WHERE id = $1`,
      [locked.id, document.issuedAt.toISOString(), actorId, pdf, hash],
    );
    const token = revision ? null : await issueFollowLink(tx, reference);
    await enqueue(
      tx,
      offerSentMessage({
        offer: document,
        to: request.email,
        profile,
        pdf,
        revision,
        followUrl: token === null ? undefined : followUrl(origin, request.language, token),
      }),
    );
    await touchRequest(tx, request, actorId, { status: 'answered' });
    if (request.status !== 'answered')
      await recordEvent(tx, { reference, actorId, type: 'status', details: { from: request.status, to: 'answered' } });
    await writeAudit(tx, {
      actorId,
      action: 'offer-sent',
      targetKind: kind,
      targetId: reference,
      details: { offer: locked.number, version, pdf_sha256: hash, total_cents: document.totalCents },
    });
    return { status: 'done', version };
  });
}

/** Withdraws the version the shipper has (sent, or expired), with a reason the shipper is e-mailed. */
export function withdrawVersion(
  db: Database,
  { kind, reference, actorId, version }: OfferActor & { version: number },
  { reason, profile }: { reason: string; profile: SiteProfile },
) {
  return db.transaction(async (tx) => {
    const request = await lockOfferRequest(tx, kind, reference);
    const locked = await lockVersion(tx, reference, version);
    if (locked.status !== 'sent')
      throw new HttpError(409, 'OFFER_NOT_SENT', 'Only the version the shipper has can be withdrawn');
    await tx.query(
      `UPDATE offer_versions SET status = 'withdrawn', withdrawn_at = now(), withdrawn_by = $2, withdraw_reason = $3,
         updated_by = $2, updated_at = greatest(date_trunc('milliseconds', clock_timestamp()), updated_at + interval '1 millisecond')
       WHERE id = $1`,
      [locked.id, actorId, reason],
    );
    const found = await offerDocument(tx, reference, version);
    if (found) await enqueue(tx, offerWithdrawnMessage({ offer: found.document, to: request.email, profile, reason }));
    await touchRequest(tx, request, actorId, {});
    await writeAudit(tx, {
      actorId,
      action: 'offer-withdrawn',
      targetKind: kind,
      targetId: reference,
      details: { offer: locked.number, version, reason },
    });
  });
}

/** A sent version's PDF as stored; `visible` leaves drafts out (they have none anyway). */
export async function storedPdf(db: Queryable, reference: string, version: number) {
  const { rows } = await db.query<{ pdf: Uint8Array; number: string; pdf_sha256: string }>(
    `SELECT v.pdf, o.number, v.pdf_sha256 FROM offer_versions v JOIN offers o ON o.id = v.offer_id
     WHERE o.reference = $1 AND v.version = $2 AND v.pdf IS NOT NULL`,
    [reference, version],
  );
  const row = rows[0];
  return row ? { pdf: Buffer.from(row.pdf), filename: `${row.number}-v${version}.pdf`, sha256: row.pdf_sha256 } : null;
}

export interface OfferSummaryRow {
  month: string;
  currency: 'MAD' | 'EUR';
  sent: number;
  sentCents: number;
  accepted: number;
  acceptedCents: number;
  declined: number;
  declinedCents: number;
}

/**
 * Per month (of sending, in the company's time zone) and currency: the offers sent (their last
 * version sent that month counted once), accepted and declined, with their totals in centimes.
 */
export async function offerSummary(db: Queryable, { from, to }: { from?: string; to?: string }) {
  const { rows } = await db.query<OfferSummaryRow>(
    `WITH last_sent AS (
       SELECT DISTINCT ON (v.offer_id, to_char(v.sent_at AT TIME ZONE '${BUSINESS_TIME_ZONE}', 'YYYY-MM'))
         to_char(v.sent_at AT TIME ZONE '${BUSINESS_TIME_ZONE}', 'YYYY-MM') AS month, v.currency, v.status, v.total_cents
       FROM offer_versions v
       WHERE v.sent_at IS NOT NULL
         AND ($1::date IS NULL OR v.sent_at >= ($1::date::timestamp AT TIME ZONE '${BUSINESS_TIME_ZONE}'))
         AND ($2::date IS NULL OR v.sent_at < (($2::date + 1)::timestamp AT TIME ZONE '${BUSINESS_TIME_ZONE}'))
       ORDER BY v.offer_id, month, v.version DESC
     )
     SELECT month, currency, count(*)::int AS sent, sum(total_cents)::float8 AS "sentCents",
       count(*) FILTER (WHERE status = 'accepted')::int AS accepted,
       coalesce(sum(total_cents) FILTER (WHERE status = 'accepted'), 0)::float8 AS "acceptedCents",
       count(*) FILTER (WHERE status = 'declined')::int AS declined,
       coalesce(sum(total_cents) FILTER (WHERE status = 'declined'), 0)::float8 AS "declinedCents"
     FROM last_sent GROUP BY month, currency ORDER BY month DESC, currency`,
    [from ?? null, to ?? null],
  );
  return rows;
}
