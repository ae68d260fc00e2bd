import type { Queryable } from '../db/database';
import { newSecret, secretHash } from './tokens';

// One-time password links (migrations/007-staff.sql): the link carries a
// random secret, the table its hash; used once, within RESET_LINK_LIFETIME.

export const RESET_LINK_LIFETIME = '24 hours';
/** A link asked for on the sign-in page ("forgot my password"): short, since anyone may ask for it. */
export const FORGOTTEN_LINK_LIFETIME = '1 hour';

export function createResetsStore(db: Queryable) {
  return {
    /** A new link's secret for the account; earlier unused links of the account stop working. */
    async issue(accountId: number, by: number | null, lifetime = RESET_LINK_LIFETIME): Promise<string> {
      const token = newSecret();
      await db.query('UPDATE staff_password_resets SET used_at = now() WHERE account_id = $1 AND used_at IS NULL', [
        accountId,
      ]);
      await db.query(
        `INSERT INTO staff_password_resets (token_hash, account_id, created_by, expires_at)
         VALUES ($1, $2, $3, now() + $4::interval)`,
        [secretHash(token), accountId, by, lifetime],
      );
      return token;
    },
    /** The account of a live link, leaving it live (whose words count against the password typed). */
    async peek(token: string): Promise<number | null> {
      const { rows } = await db.query<{ account_id: number }>(
        `SELECT account_id::int AS account_id FROM staff_password_resets
         WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()`,
        [secretHash(token)],
      );
      return rows[0]?.account_id ?? null;
    },
    /** Marks the link used and answers its account, or null when unknown, used or expired. */
    async consume(token: string): Promise<number | null> {
      const { rows } = await db.query<{ account_id: number }>(
        `UPDATE staff_password_resets SET used_at = now()
         WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING account_id::int AS account_id`,
        [secretHash(token)],
      );
      return rows[0]?.account_id ?? null;
    },
  };
}

export type ResetsStore = ReturnType<typeof createResetsStore>;
