import { http, HttpResponse } from 'msw';
import type { StaffAccount, StaffRole } from '@freight/shared/core/schemas/staff';

// The staff API as the back office's tests meet it (msw handlers), with the accounts they list.

export const ADMIN = { id: 1, email: 'admin@example.ma', name: 'Amina Admin', role: 'admin' as StaffRole };

export function account(id: number, overrides: Partial<StaffAccount> = {}): StaffAccount {
  return {
    id,
    email: `member${id}@example.ma`,
    name: `Member ${id}`,
    role: 'sales',
    disabled: false,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-02T10:00:00.000Z',
    password_set: true,
    ...overrides,
  };
}

/** GET /api/staff/session: signed in as `who` (with token csrf-1), or a 401 with `code`. */
export const sessionAs = (who: typeof ADMIN | null, code = 'NOT_SIGNED_IN') =>
  http.get('*/api/staff/session', () =>
    who
      ? HttpResponse.json({ account: who, csrfToken: 'csrf-1' })
      : HttpResponse.json({ statusCode: 401, code, message: 'no' }, { status: 401 }),
  );

export const refusal = (status: number, code: string, extra: Record<string, unknown> = {}, headers?: HeadersInit) =>
  HttpResponse.json({ statusCode: status, code, message: code, ...extra }, { status, headers });
