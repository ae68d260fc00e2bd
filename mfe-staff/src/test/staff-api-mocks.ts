import { http, HttpResponse } from 'msw';
import type { StaffAccount, StaffRole } from '@freight/shared/core/schemas/staff';
import type { StaffJob } from '@freight/shared/core/schemas/staff-content';
import type { StaffMedia } from '@freight/shared/core/schemas/staff-media';

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

/** A picture of the media library as GET /api/staff/media lists it. */
export function staffMedia(id: number, overrides: Partial<StaffMedia> = {}): StaffMedia {
  return {
    id,
    url: `/media/${id}-camion-${id}.png`,
    file_name: `camion-${id}.png`,
    content_type: 'image/png',
    size: 2048,
    width: 640,
    height: 360,
    alt: { fr: `Camion ${id}`, en: `Lorry ${id}`, es: `Camión ${id}`, ar: `شاحنة ${id}` },
    uploaded_by: { id: 6, name: 'Eli Editor' },
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    used_by: [],
    used_by_jobs: [],
    ...overrides,
  };
}

/** GET /api/staff/media: one page holding `items`. */
export const mediaLibrary = (items: StaffMedia[]) =>
  http.get('*/api/staff/media', () =>
    HttpResponse.json({ data: items, page: 1, last_page: items.length > 0 ? 1 : 0, total: items.length }),
  );
