import useSWR, { type ScopedMutator } from 'swr';
import {
  staffSessionProbeSchema,
  staffSessionSchema,
  type StaffRole,
  type StaffSession,
} from '@freight/shared/core/schemas/staff-session';
import { setCsrfToken, staffFetch, type SessionLoss } from './staff-api';

/** SWR keys of staff data all start with this, so signing out drops them all at once. */
export const STAFF_KEY = 'staff:';
export const SESSION_KEY = `${STAFF_KEY}session`;

/** Who is signed in, or why nobody is (the API's 401 code). */
export type SessionState = { session: StaffSession } | { session: null; reason: SessionLoss };

export async function fetchSession(): Promise<SessionState> {
  // Nobody signed in is a 200 without an account (no 401 in the console of every sign-in page).
  const probe = await staffFetch('/session', { schema: staffSessionProbeSchema });
  if (probe.account === null) {
    setCsrfToken(null);
    return { session: null, reason: probe.reason };
  }
  setCsrfToken(probe.csrfToken);
  return { session: probe };
}

/** The signed-in member, read once and kept while the back office is open. */
export function useStaffSession() {
  return useSWR(SESSION_KEY, fetchSession, { revalidateOnFocus: false, shouldRetryOnError: false });
}

export async function signIn(email: string, password: string): Promise<StaffSession> {
  const session = await staffFetch('/session', {
    method: 'POST',
    body: { email, password },
    schema: staffSessionSchema,
  });
  setCsrfToken(session.csrfToken);
  return session;
}

export async function signOut(): Promise<void> {
  try {
    await staffFetch('/session', { method: 'DELETE' });
  } finally {
    setCsrfToken(null);
  }
}

/** What each role may open in the back office, besides home and their own account (admin: everything). */
export const ADMIN_ONLY: readonly StaffRole[] = ['admin'];
/** The inbox: sales (quotes, contact messages) and recruiters (applications), besides admins. */
export const INBOX_ROLES: readonly StaffRole[] = ['sales', 'recruiter'];
/** Who edits job offers and articles (as the API's /api/staff/jobs and /articles allow). */
/** Offers answer quotes: sales (and admins) compose, send and follow them (docs/decisions/031). */
export const OFFER_ROLES: readonly StaffRole[] = ['sales'];
export const JOB_EDITORS: readonly StaffRole[] = ['recruiter'];
export const ARTICLE_EDITORS: readonly StaffRole[] = ['editor'];
/** Who may browse the media library (the API's /api/staff/media): its pictures exist for articles (035). */
export const MEDIA_USERS: readonly StaffRole[] = ARTICLE_EDITORS;
export const mayUse = (role: StaffRole, roles: readonly StaffRole[]) => role === 'admin' || roles.includes(role);

/**
 * Signed out or the session lost: every staff answer SWR keeps is dropped, and the session is known to
 * be gone (not fetched again: the pages go straight to the sign-in page, showing nothing they held).
 */
export async function forgetStaffData(mutate: ScopedMutator, reason: SessionLoss): Promise<void> {
  setCsrfToken(null);
  await mutate((key) => typeof key === 'string' && key.startsWith(STAFF_KEY), undefined, { revalidate: false });
  await mutate(SESSION_KEY, { session: null, reason } satisfies SessionState, { revalidate: false });
}
