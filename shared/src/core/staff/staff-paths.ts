// The back office's addresses that the remote and the site's server must agree on
// (docs/decisions/020-staff-remote.md): which pages open without a session, which of them the
// server renders, and where the sign-in page sends back to. Site paths without the language prefix.

/** The pages a visitor without a session may open; every other back-office address asks to sign in first. */
export const STAFF_OPEN_PATHS = ['/staff/sign-in', '/staff/forgot', '/staff/reset'] as const;

/**
 * The open pages the server renders like a public page (still no-store, noindex, kept by no cache):
 * the page every signed-out address leads to, which shows a form and nothing private. Not the
 * reset page (its address carries a one-time token), nor the forgotten-password page, whose code
 * comes on its first visit.
 */
export const STAFF_SERVER_RENDERED_PATHS = ['/staff/sign-in'] as const;

/** Whether a site path (no language prefix, no query) is one of `paths`. */
const isOneOf = (paths: readonly string[], path: string) => paths.includes(path.replace(/\/+$/, ''));

/** Whether a back-office path opens without a session. */
export const opensWithoutSession = (path: string): boolean => isOneOf(STAFF_OPEN_PATHS, path);

/** Whether the server renders this back-office path (see STAFF_SERVER_RENDERED_PATHS). */
export const isServerRenderedStaffPath = (path: string): boolean => isOneOf(STAFF_SERVER_RENDERED_PATHS, path);

// Where the sign-in page sends back to: a back-office path of this site only, never elsewhere
// (an open redirect would let a link sign someone in and then send them to another site).

const STAFF_PATH = /^\/staff(?:[/?#]|$)/;

/** The `next` parameter when it is a same-site /staff path (the router's path, without the language prefix), else /staff. */
export function safeNext(next: string | null | undefined): string {
  if (!next || !STAFF_PATH.test(next) || next.includes('\\') || next.startsWith('//')) return '/staff';
  // `new URL` resolves dot segments and would reveal another origin: keep only what stays here.
  const url = new URL(next, 'http://staff.invalid');
  if (url.origin !== 'http://staff.invalid' || !STAFF_PATH.test(url.pathname)) return '/staff';
  if (url.pathname.startsWith('/staff/sign-in')) return '/staff';
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page's address that comes back to `here` afterwards. */
export function signInPath(here: string, expired = false): string {
  const query = new URLSearchParams({ next: safeNext(here) });
  if (expired) query.set('reason', 'expired');
  return `/staff/sign-in?${query.toString()}`;
}
