import { http, HttpResponse } from 'msw';
import type { StaffAccount, StaffRole } from '@freight/shared/core/schemas/staff';
import type { StaffJob } from '@freight/shared/core/schemas/staff-content';

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

/** GET /api/staff/session: signed in as `who` (with token csrf-1), or 200 without an account and why. */
export const sessionAs = (who: typeof ADMIN | null, reason = 'NOT_SIGNED_IN') =>
  http.get('*/api/staff/session', () =>
    who ? HttpResponse.json({ account: who, csrfToken: 'csrf-1' }) : HttpResponse.json({ account: null, reason }),
  );

export const refusal = (status: number, code: string, extra: Record<string, unknown> = {}, headers?: HeadersInit) =>
  HttpResponse.json({ statusCode: status, code, message: code, ...extra }, { status, headers });

/** A job offer as GET /api/staff/jobs/:id answers it, in the four languages. */
export function staffJob(id: number, overrides: Partial<StaffJob> = {}): StaffJob {
  const text = (lng: string) => ({
    post: `Chauffeur ${lng}`,
    location: 'Tanger',
    contract: 'CDI',
    description: `Description ${lng}`,
  });
  return {
    id,
    slug: `chauffeur-${id}`,
    status: 'draft',
    published_at: null,
    scheduled: false,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-02T10:00:00.000Z',
    updated_by: { id: 5, name: 'Rania Recruiter' },
    salary: 6000,
    experience_years: 2,
    valid_through: '2099-12-31',
    expired: false,
    translations: { fr: text('fr'), en: text('en'), es: text('es'), ar: text('ar') },
    ...overrides,
  };
}

export const RECRUITER = { id: 5, email: 'rania@example.ma', name: 'Rania Recruiter', role: 'recruiter' as StaffRole };
