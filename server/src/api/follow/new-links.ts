import type { SiteProfile } from '@freight/shared/core/profiles/profile-schema';
import { kindOfReference, type RequestKind } from '@freight/shared/core/schemas/staff-inbox';
import type { Database, Queryable } from '../db/database';
import { enqueue } from '../outbox/outbox';
import { type LockedRequest, lockRequest } from '../requests/workflow';
import { writeAudit } from '../staff/audit';
import { newFollowLinkMessage } from './follow-mail';
import { FOLLOW_LINK_DAYS, followUrl, issueFollowLink } from './follow-links';

// A new follow-up link e-mailed to the request's own address: asked for by the visitor whose link
// expired or was lost (only when the reference and the address match), or sent by staff. The old
// link stops working in the same transaction.

export interface LinkMailContext {
  /** Origin of the link (PUBLIC_ORIGIN, else the request's). */
  origin: string;
  profile: SiteProfile;
}

async function sendNewLink(tx: Queryable, locked: LockedRequest, { origin, profile }: LinkMailContext) {
  const token = await issueFollowLink(tx, locked.reference);
  await enqueue(
    tx,
    newFollowLinkMessage({
      reference: locked.reference,
      language: locked.language,
      to: locked.email,
      name: locked.full_name,
      url: followUrl(origin, locked.language, token),
      profile,
    }),
  );
}

/** A request last changed more than the links' lifetime ago: a new link would open nothing either. */
const expired = (locked: LockedRequest) => Date.parse(locked.updated_at) + FOLLOW_LINK_DAYS * 86_400_000 <= Date.now();

/**
 * "E-mail me a fresh link": sends one when the reference names a request of that address whose page
 * is still open; answers whether it did (the visitor is never told).
 */
export async function sendFreshLink(
  db: Database,
  { reference, email }: { reference: string; email: string },
  context: LinkMailContext,
): Promise<boolean> {
  const kind = kindOfReference(reference.trim());
  if (!kind) return false;
  return db.transaction(async (tx) => {
    const locked = await lockRequest(tx, kind, reference.trim());
    if (!locked || locked.email.trim().toLowerCase() !== email.trim().toLowerCase() || expired(locked)) return false;
    await sendNewLink(tx, locked, context);
    return true;
  });
}

/** A staff member revokes the link and e-mails a new one; audited without the token. False when no such request. */
export function reissueFollowLink(
  db: Database,
  { kind, reference, actorId }: { kind: RequestKind; reference: string; actorId: number },
  context: LinkMailContext,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const locked = await lockRequest(tx, kind, reference);
    if (!locked) return false;
    await sendNewLink(tx, locked, context);
    await writeAudit(tx, { actorId, action: 'follow-link-issued', targetKind: kind, targetId: reference });
    return true;
  });
}
