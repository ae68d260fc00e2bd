import type { StaffAccount, StaffRole } from '@freight/shared/core/schemas/staff';
import type { Queryable } from '../db/database';
import { isoTimestamp } from '../db/pagination';
import { type LastChange, lastChangeOf } from '../http/stale-update';

// SQL of staff_accounts (migrations/007-staff.sql). Timestamps leave as ISO
// strings with milliseconds, the precision updated_at is stored with.

const COLUMNS = `id::int AS id, email, name, role, disabled_at IS NOT NULL AS disabled,
  ${isoTimestamp('created_at')} AS created_at, ${isoTimestamp('updated_at')} AS updated_at,
  password_hash IS NOT NULL AS password_set`;

/** What sign-in needs to know of an account. */
export interface AccountCredentials {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  password_hash: string | null;
  disabled: boolean;
}

export function createAccountsStore(db: Queryable) {
  return {
    async list(): Promise<StaffAccount[]> {
      const { rows } = await db.query<StaffAccount>(`SELECT ${COLUMNS} FROM staff_accounts ORDER BY lower(email)`);
      return rows;
    },
    async get(id: number): Promise<StaffAccount | null> {
      const { rows } = await db.query<StaffAccount>(`SELECT ${COLUMNS} FROM staff_accounts WHERE id = $1`, [id]);
      return rows[0] ?? null;
    },
    async credentials(email: string): Promise<AccountCredentials | null> {
      const { rows } = await db.query<AccountCredentials>(
        `SELECT id::int AS id, email, name, role, password_hash, disabled_at IS NOT NULL AS disabled
         FROM staff_accounts WHERE lower(email) = lower($1)`,
        [email],
      );
      return rows[0] ?? null;
    },
    async passwordHash(id: number): Promise<string | null> {
      const { rows } = await db.query<{ password_hash: string | null }>(
        'SELECT password_hash FROM staff_accounts WHERE id = $1',
        [id],
      );
      return rows[0]?.password_hash ?? null;
    },
    /** A new account; null when the e-mail is taken (any case). */
    async create(
      input: { email: string; name: string; role: StaffRole; passwordHash?: string },
      by: number | null,
    ): Promise<StaffAccount | null> {
      const { rows } = await db.query<StaffAccount>(
        `INSERT INTO staff_accounts (email, name, role, password_hash, password_changed_at, updated_by)
         VALUES ($1, $2, $3, $4::text, CASE WHEN $4::text IS NULL THEN NULL ELSE now() END, $5)
         ON CONFLICT ((lower(email))) DO NOTHING RETURNING ${COLUMNS}`,
        [input.email, input.name, input.role, input.passwordHash ?? null, by],
      );
      return rows[0] ?? null;
    },
    async setPassword(id: number, passwordHash: string): Promise<void> {
      await db.query(
        `UPDATE staff_accounts SET password_hash = $2, password_changed_at = now(),
           updated_at = date_trunc('milliseconds', clock_timestamp()), updated_by = $1 WHERE id = $1`,
        [id, passwordHash],
      );
    },
    /**
     * Applies an admin's change if the account still has the `updated_at` they read;
     * otherwise answers who changed it last and when.
     */
    async update(
      id: number,
      change: { name?: string; role?: StaffRole; disabled?: boolean; updatedAt: string },
      by: number,
    ): Promise<
      { status: 'updated'; account: StaffAccount } | ({ status: 'stale' } & LastChange) | { status: 'missing' }
    > {
      const { rows } = await db.query<StaffAccount>(
        `UPDATE staff_accounts SET
           name = coalesce($3, name),
           role = coalesce($4, role),
           disabled_at = CASE WHEN $5::boolean IS NULL THEN disabled_at
                              WHEN $5::boolean THEN coalesce(disabled_at, now()) ELSE NULL END,
           updated_at = greatest(date_trunc('milliseconds', clock_timestamp()), updated_at + interval '1 millisecond'),
           updated_by = $6
         WHERE id = $1 AND updated_at = $2::timestamptz RETURNING ${COLUMNS}`,
        [id, change.updatedAt, change.name ?? null, change.role ?? null, change.disabled ?? null, by],
      );
      const account = rows[0];
      if (account) return { status: 'updated', account };
      const last = await lastChangeOf(db, 'staff_accounts', 'id', id);
      return last ? { status: 'stale', ...last } : { status: 'missing' };
    },
  };
}

export type AccountsStore = ReturnType<typeof createAccountsStore>;
