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
