import type { SiteLanguage } from '@freight/shared/core/constants';
import { localizedPath } from '@freight/shared/core/federation/site-paths';
import type { RequestKind } from '@freight/shared/core/schemas/staff-inbox';
import type { Queryable } from '../db/database';
import { newSecret, secretHash } from '../staff/tokens';

// A request's follow-up link (migrations/011-follow-links.sql, docs/decisions/028-follow-up-links.md):
// 256 random bits in the address, only their SHA-256 in the table, one live link per request,
// dead 180 days after the request last changed.

/** The first path segment of the follow-up pages, in every language (robots.txt keeps crawlers out). */
export const FOLLOW_SEGMENT = 'follow';

/** How long after its request's last change (updated_at) a link stops opening the page. */
export const FOLLOW_LINK_DAYS = 180;

/**
 * The least time a lookup takes, found or not: the lookup itself (one indexed query) ends well
 * within it, so the answer's time does not tell a known token from an unknown, revoked or expired one.
 */
export const FOLLOW_LOOKUP_MS = 40;

/** The page's address: `<origin>/follow/<token>` in French, `<origin>/en/follow/<token>` in English... */
export function followUrl(origin: string, language: SiteLanguage, token: string): string {
  return `${origin}${localizedPath(`/${FOLLOW_SEGMENT}/${token}`, language)}`;
}

/** A new token and what the table keeps of it. */
export function newFollowToken(): { token: string; tokenHash: string } {
  const token = newSecret();
  return { token, tokenHash: secretHash(token) };
}

/**
 * Revokes the request's live link, if any, and issues a new one; answers the new token, which
 * exists nowhere else (the caller puts it in an e-mail). In the caller's transaction.
 */
export async function issueFollowLink(tx: Queryable, reference: string): Promise<string> {
  const { token, tokenHash } = newFollowToken();
  await tx.query('UPDATE follow_links SET revoked_at = now() WHERE reference = $1 AND revoked_at IS NULL', [reference]);
  await tx.query('INSERT INTO follow_links (reference, token_hash) VALUES ($1, $2)', [reference, tokenHash]);
  return token;
}

/** Whether the request has an unrevoked link (expired or not: its expiry moves with the request). */
export async function hasLiveFollowLink(db: Queryable, reference: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM follow_links WHERE reference = $1 AND revoked_at IS NULL', [
    reference,
  ]);
  return rows.length > 0;
}

/** The request a live, unexpired link opens. */
export interface FollowedRequest {
  kind: RequestKind;
  reference: string;
}

/** SQL: the request (`r`, a staff_requests row) is younger than the links' lifetime since its last change. */
const UNEXPIRED = `r.updated_at + interval '${FOLLOW_LINK_DAYS} days' > now()`;

/**
 * The request a token opens, or null for an unknown, revoked or expired one: the same query for
 * any token, whatever its shape, and at least FOLLOW_LOOKUP_MS either way.
 */
export async function findFollowedRequest(db: Queryable, token: string): Promise<FollowedRequest | null> {
  const started = Date.now();
  const { rows } = await db.query<FollowedRequest>(
    `SELECT r.kind, r.reference FROM follow_links f JOIN staff_requests r ON r.reference = f.reference
     WHERE f.token_hash = $1 AND f.revoked_at IS NULL AND ${UNEXPIRED}`,
    [secretHash(token)],
  );
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, FOLLOW_LOOKUP_MS - (Date.now() - started))));
  return rows[0] ?? null;
}
