import useSWR from 'swr';
import {
  staffAccountListSchema,
  staffAccountSchema,
  staffResetLinkSentSchema,
  type StaffAccountCreate,
  type StaffAccountUpdate,
} from '@freight/shared/core/schemas/staff';
import { STAFF_KEY } from '../../../lib/session';
import { staffFetch } from '../../../lib/staff-api';

export const ACCOUNTS_KEY = `${STAFF_KEY}accounts`;

/** Every account (admins), as GET /api/staff/accounts lists them. */
export function useAccounts() {
  return useSWR(ACCOUNTS_KEY, async () => (await staffFetch('/accounts', { schema: staffAccountListSchema })).data);
}

export const createAccount = (body: StaffAccountCreate) =>
  staffFetch('/accounts', { method: 'POST', body, schema: staffAccountSchema });

/** A change with the `updated_at` the admin read: a stale one answers 409 STALE_UPDATE. */
export const updateAccount = (id: number, body: StaffAccountUpdate) =>
  staffFetch(`/accounts/${id}`, { method: 'PATCH', body, schema: staffAccountSchema });

export const sendResetLink = (id: number) =>
  staffFetch(`/accounts/${id}/reset-link`, { method: 'POST', schema: staffResetLinkSentSchema });
