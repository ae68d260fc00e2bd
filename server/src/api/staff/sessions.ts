import type { StaffRole } from '@freight/shared/core/schemas/staff';
import type { Queryable } from '../db/database';
import { newSecret, secretHash } from './tokens';

// Server-side sessions (migrations/007-staff.sql). The cookie carries a
// random secret; the row is found by its hash. The clock is the database's.

/** A session unused this long ends (docs/decisions/017-staff-authentication.md). */
export const SESSION_IDLE_TIMEOUT = '8 hours';
/**
 * A session's last request is written at most this often: an 8-hour idle timeout does not need it
 * to the second, and a write per staff request would cost every list and detail a database write.
 */
export const LAST_SEEN_PRECISION = '1 minute';
/** A session ends this long after sign-in, however busy. */
export const SESSION_ABSOLUTE_LIFETIME = '7 days';

export interface StaffPrincipal {
  accountId: number;
  email: string;
  name: string;
  role: StaffRole;
  /** The session's id as stored (the hash of the cookie's secret). */
  sessionId: string;
  csrfToken: string;
}

export type SessionLookup = { status: 'valid'; principal: StaffPrincipal } | { status: 'expired' } | { status: 'none' };

export function createSessionsStore(db: Queryable) {
  return {
    /** A new session for the account: the secret goes into the cookie, never into the table. */
    async open(accountId: number): Promise<{ secret: string; sessionId: string; csrfToken: string }> {
      const secret = newSecret();
      const sessionId = secretHash(secret);
      const csrfToken = newSecret();
      await db.query('INSERT INTO staff_sessions (id_hash, account_id, csrf_token) VALUES ($1, $2, $3)', [
        sessionId,
        accountId,
        csrfToken,
      ]);
      return { secret, sessionId, csrfToken };
    },
    /** The session of a cookie's secret, touched when valid; 'expired' when idle or too old. */
    async find(secret: string): Promise<SessionLookup> {
      const sessionId = secretHash(secret);
      const { rows } = await db.query<{
        account_id: number;
        email: string;
        name: string;
        role: StaffRole;
        csrf_token: string;
        usable: boolean;
        expired: boolean;
        seen_long_ago: boolean;
      }>(
        `SELECT a.id::int AS account_id, a.email, a.name, a.role, s.csrf_token,
                (s.revoked_at IS NULL AND a.disabled_at IS NULL) AS usable,
                (s.last_seen_at < now() - interval '${SESSION_IDLE_TIMEOUT}'
                 OR s.created_at < now() - interval '${SESSION_ABSOLUTE_LIFETIME}') AS expired,
                s.last_seen_at < now() - interval '${LAST_SEEN_PRECISION}' AS seen_long_ago
         FROM staff_sessions s JOIN staff_accounts a ON a.id = s.account_id WHERE s.id_hash = $1`,
        [sessionId],
      );
      const row = rows[0];
      if (!row?.usable) return { status: 'none' };
      if (row.expired) {
        await this.revoke(sessionId);
        return { status: 'expired' };
      }
      if (row.seen_long_ago)
        await db.query('UPDATE staff_sessions SET last_seen_at = now() WHERE id_hash = $1', [sessionId]);
      return {
        status: 'valid',
        principal: {
          accountId: row.account_id,
          email: row.email,
          name: row.name,
          role: row.role,
          sessionId,
          csrfToken: row.csrf_token,
        },
      };
    },
    async revoke(sessionId: string): Promise<void> {
      await db.query('UPDATE staff_sessions SET revoked_at = now() WHERE id_hash = $1 AND revoked_at IS NULL', [
        sessionId,
      ]);
    },
    /** Ends every session of the account but `keep` (the one changing its password). */
    async revokeAll(accountId: number, keep?: string): Promise<number> {
      const { rows } = await db.query(
        `UPDATE staff_sessions SET revoked_at = now()
         WHERE account_id = $1 AND revoked_at IS NULL AND id_hash IS DISTINCT FROM $2 RETURNING 1`,
        [accountId, keep ?? null],
      );
      return rows.length;
    },
  };
}

export type SessionsStore = ReturnType<typeof createSessionsStore>;
