import type { SiteProfile } from '@freight/shared/core/profiles/profile-schema';
import type { RequestKind, RequestStatus, StaffRef } from '@freight/shared/core/schemas/staff-inbox';
import type { Database, Queryable } from '../db/database';
import type { LastChange } from '../http/stale-update';
import { followUrl, hasLiveFollowLink, issueFollowLink } from '../follow/follow-links';
import { enqueue } from '../outbox/outbox';
import { type ReplyFile, storeReplyFiles } from '../replies/reply-attachments';
import { writeAudit } from '../staff/audit';
import { replyMessage } from './reply-mail';
import { type LockedRequest, lockRequest, recordEvent, staleChange, touchRequest } from './workflow';

// What staff do to a request, each in one transaction: the row locked, the
// updated_at they read checked, the change, its events and its audit entry.

export type ChangeOutcome = { status: 'done' } | { status: 'missing' } | { status: 'stale'; stale: LastChange };

interface Target {
  kind: RequestKind;
  reference: string;
  /** The staff member acting. */
  actor: { accountId: number; name: string };
  /** The updated_at they read. */
  readAt: string;
}

/** Runs `change` on the locked request, in the caller's transaction, when it still has the updated_at read. */
async function onCurrentIn(
  tx: Queryable,
  { kind, reference, readAt }: Target,
  change: (tx: Queryable, locked: LockedRequest) => Promise<void>,
): Promise<ChangeOutcome> {
  const locked = await lockRequest(tx, kind, reference);
  if (!locked) return { status: 'missing' };
  const stale = await staleChange(tx, locked, readAt);
  if (stale) return { status: 'stale', stale };
  await change(tx, locked);
  return { status: 'done' };
}

function onCurrent(
  db: Database,
  target: Target,
  change: (tx: Queryable, locked: LockedRequest) => Promise<void>,
): Promise<ChangeOutcome> {
  return db.transaction((tx) => onCurrentIn(tx, target, change));
}

export interface ReplyContent {
  subject?: string;
  text: string;
  /** Checked already (replies/reply-attachments.ts). */
  files?: readonly ReplyFile[];
  profile: SiteProfile;
  origin: string;
}

export type RequestChangeSet = { status?: RequestStatus; assignee?: StaffRef | null };

/** A new status and/or assignee (`null` unassigns); setting what is already set changes nothing. */
export function changeRequest(db: Database, target: Target, change: RequestChangeSet): Promise<ChangeOutcome> {
  return db.transaction((tx) => changeRequestIn(tx, target, change));
}

/**
 * changeRequest in the caller's transaction (bulk actions: several requests, one transaction).
 * Only what is asked changes: an assignment never touches the status (issue 35: it never steps back).
 */
export function changeRequestIn(
  tx: Queryable,
  target: Target & { bulk?: boolean },
  change: RequestChangeSet,
): Promise<ChangeOutcome> {
  const { kind, reference, actor } = target;
  return onCurrentIn(tx, target, async (tx, locked) => {
    const status = change.status !== undefined && change.status !== locked.status ? change.status : undefined;
    const to = change.assignee;
    const reassigned = to !== undefined && (to?.id ?? null) !== (locked.assignee?.id ?? null);
    if (status === undefined && !reassigned) return;
    await touchRequest(tx, locked, actor.accountId, { status, assigneeId: reassigned ? (to?.id ?? null) : undefined });
    const changes: Record<string, Record<string, unknown>> = {};
    if (status) {
      changes.status = { from: locked.status, to: status };
      await recordEvent(tx, { reference, actorId: actor.accountId, type: 'status', details: changes.status });
    }
    if (reassigned) {
      changes.assignee = { from: locked.assignee, to };
      await recordEvent(tx, { reference, actorId: actor.accountId, type: 'assigned', details: changes.assignee });
    }
    await writeAudit(tx, {
      actorId: actor.accountId,
      action: 'request-changed',
      targetKind: kind,
      targetId: reference,
      details: target.bulk ? { ...changes, bulk: true } : changes,
    });
  });
}

/**
 * Queues the reply to the visitor with its files and marks the request answered; a stale reading
 * sends nothing and stores nothing. A request without a live follow-up link (sent before the links
 * existed) gets one with the reply.
 */
export function replyToRequest(
  db: Database,
  target: Target,
  { subject, text, files = [], profile, origin }: ReplyContent,
): Promise<ChangeOutcome> {
  const { kind, reference, actor } = target;
  return onCurrent(db, target, async (tx, locked) => {
    const { language } = locked;
    const followToken = (await hasLiveFollowLink(tx, reference)) ? null : await issueFollowLink(tx, reference);
    // The event first: its files are kept with it (migration 015), and the e-mail names them.
    const eventId = await recordEvent(tx, { reference, actorId: actor.accountId, type: 'reply', details: {} });
    const attachments = await storeReplyFiles(tx, reference, eventId, files);
    const message = replyMessage({
      followUrl: followToken === null ? undefined : followUrl(origin, language, followToken),
      reference,
      language,
      to: locked.email,
      subject,
      text,
      staffName: actor.name,
      profile,
    });
    const outboxId = await enqueue(tx, {
      ...message,
      attachments: attachments.map((file) => ({
        filename: file.file_name,
        contentType: file.content_type,
        replyAttachmentId: file.id,
      })),
    });
    const details = { subject: message.subject, text, language, outbox_id: outboxId, attachments };
    await tx.query('UPDATE request_events SET details = $2::jsonb WHERE id = $1', [eventId, JSON.stringify(details)]);
    await touchRequest(tx, locked, actor.accountId, { status: 'answered' });
    if (locked.status !== 'answered')
      await recordEvent(tx, {
        reference,
        actorId: actor.accountId,
        type: 'status',
        details: { from: locked.status, to: 'answered' },
      });
    await writeAudit(tx, {
      actorId: actor.accountId,
      action: 'request-replied',
      targetKind: kind,
      targetId: reference,
      details: {
        outbox_id: outboxId,
        language,
        attachments: attachments.map(({ id, file_name, size }) => ({ id, file_name, size })),
      },
    });
  });
}

/** Adds a note to the history; false when the reference names nothing. */
export function addNote(db: Database, { kind, reference, actor }: Omit<Target, 'readAt'>, text: string) {
  return db.transaction(async (tx) => {
    if (!(await lockRequest(tx, kind, reference))) return false;
    await recordEvent(tx, { reference, actorId: actor.accountId, type: 'note', details: { text } });
    return true;
  });
}
