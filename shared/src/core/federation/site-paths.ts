// The site's addresses in each language (docs/decisions/004-languages.md).
// French keeps the unprefixed paths, the other languages are prefixed: /en/about,
// /es/about, /ar/about, and /en is the English home page. Below, a "site path" is
// a path without the prefix ('/about'), as the remotes' routes know it; an
// "address" is what the browser shows ('/en/about'). Isomorphic: the shell's
// router and language switcher, the API's statuses, head tags and sitemap read it.
// Which pages exist is what the remotes published (pages.ts): a PageCatalog.

import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, languageOf, type SiteLanguage } from '../constants';
import { REMOTE_APPS, isPrivateRemote, type RemoteName } from './apps';
import type { PublishedPage, PublishedPages, RecordKind } from './pages';
import { remoteForPath } from './remote-for-path';

/** An address read as its language and its site path. */
export interface PathLanguage {
  language: SiteLanguage;
  /** The site path, '/' for the home page. */
  path: string;
}

/** The language a first path segment names as a prefix: 'en', 'es', 'ar' (never French, which has none). */
function prefixLanguage(segment: string): SiteLanguage | undefined {
  return segment !== DEFAULT_LANGUAGE && isLanguage(segment) ? segment : undefined;
}

/** '/en/about' -> en and '/about'; '/en' -> en and '/'; '/about' -> fr and '/about'. */
export function languageFromPath(pathname: string): PathLanguage {
  const first = pathname.split('/')[1] ?? '';
  const language = prefixLanguage(first);
  if (!language) return { language: DEFAULT_LANGUAGE, path: pathname || '/' };
  const rest = pathname.slice(first.length + 1);
  return { language, path: rest === '' ? '/' : rest };
}

/** The address of a site path in a language: ('/about', 'en') -> '/en/about', ('/', 'en') -> '/en'. A query or a hash stays. */
export function localizedPath(path: string, language: SiteLanguage): string {
  const rooted = path.startsWith('/') ? path : `/${path}`;
  if (language === DEFAULT_LANGUAGE) return rooted;
  // The home page has no slash of its own: /en, /en?x=1, /en#top.
  if (rooted === '/' || rooted.startsWith('/?') || rooted.startsWith('/#')) return `/${language}${rooted.slice(1)}`;
  return `/${language}${rooted}`;
}

/** The same page in every language: its site path's address per language, French first. */
export function alternatePaths(path: string): Array<{ language: SiteLanguage; href: string }> {
  return LANGUAGES.map((language) => ({ language, href: localizedPath(path, language) }));
}

/** A published page and the remote it is of. */
export interface CatalogPage extends PublishedPage {
  remote: RemoteName;
}

/** The site's pages: what each remote published, as last read. */
export interface PageCatalog {
  pages: readonly CatalogPage[];
  /** Site paths that lead to another page for good, in every language (a remote's aliases). */
  redirects: ReadonlyMap<string, string>;
  /** Remotes whose pages were never read (a cold start with the remote away): any address of their territory is a page the browser renders. */
  unread: ReadonlySet<RemoteName>;
}

/** The catalog of the remotes' published pages (null: never read). */
export function pageCatalog(published: ReadonlyArray<readonly [RemoteName, PublishedPages | null]>): PageCatalog {
  const pages: CatalogPage[] = [];
  const redirects = new Map<string, string>();
  const unread = new Set<RemoteName>();
  for (const [remote, own] of published) {
    if (!own) {
      unread.add(remote);
      continue;
    }
    for (const page of own.pages) pages.push({ ...page, remote });
    for (const [from, to] of Object.entries(own.redirects)) redirects.set(from, to);
  }
  return { pages, redirects, unread };
}

/** The canonical form of a site path: without a trailing slash, redirects followed. */
export function canonicalPath(path: string, redirects: ReadonlyMap<string, string> = new Map()): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  return redirects.get(trimmed) ?? trimmed;
}

/** What a site path is a page of. */
export interface RouteMatch {
  remote: RemoteName;
  /** Its pattern ('blog/:id'), '*' for an address of a territory whose pages are unread. */
  pattern: string;
  /** The published page; null for an address of a territory whose pages are unread. */
  page: CatalogPage | null;
  /** For a pattern whose id names a record (blog/:id, jobOffers/:id): which one, for the server to look up. */
  record?: { kind: RecordKind; id: number };
  /** For a capability page (follow/:token): the secret its address carries, for the server to look up. */
  capability?: string;
}

/** A record id as the database holds it (a positive `integer`), written without a leading zero. */
const RECORD_ID = /^[1-9]\d{0,9}$/;
const MAX_RECORD_ID = 2_147_483_647;

/** The id a path segment names ('12' -> 12), or null when it names no record ('abc', '0', '012', too large). */
export function parseRecordId(segment: string): number | null {
  return RECORD_ID.test(segment) && Number(segment) <= MAX_RECORD_ID ? Number(segment) : null;
}

/** The page a canonical site path is, or null when the site has no such page (a 404). */
export function matchRoute(path: string, catalog: PageCatalog): RouteMatch | null {
  const remote = remoteForPath(path);
  if (!remote) return null;
  if (catalog.unread.has(remote)) return { remote, pattern: '*', page: null };
  const site = path.slice(1);
  const segments = site === '' ? [] : site.split('/');
  for (const page of catalog.pages) {
    if (page.remote !== remote) continue;
    if (page.path !== undefined) {
      if (page.path === site) return { remote, pattern: page.pattern, page };
      continue;
    }
    const parts = page.pattern.split('/');
    // A trailing splat ('staff/*') takes one or more segments: the remote routes them itself.
    if (parts.at(-1) === '*') {
      const fixed = parts.slice(0, -1);
      if (segments.length > fixed.length && fixed.every((part, index) => part === segments[index]))
        return { remote, pattern: page.pattern, page };
      continue;
    }
    if (parts.length !== segments.length || !parts.slice(0, -1).every((part, index) => part === segments[index]))
      continue;
    // Any segment: an unknown key is the page's own 404, which offers a fresh link.
    if (page.capability && segments.at(-1)) return { remote, pattern: page.pattern, page, capability: segments.at(-1) };
    if (!page.record) continue;
    const id = parseRecordId(segments.at(-1) ?? '');
    if (id !== null) return { remote, pattern: page.pattern, page, record: { kind: page.record, id } };
  }
  return null;
}

/** Every public page of the catalog in the sitemap that is not a record's: the home page, each section, each known slug (not the back office). */
export function staticPaths(catalog: PageCatalog): string[] {
  return catalog.pages
    .filter((page) => page.path !== undefined && page.sitemap && !isPrivateRemote(page.remote))
    .map((page) => `/${page.path}`);
}

/** Whether a site path is one of the back office's (private) addresses, whether or not its remote knows the page. */
export function isPrivatePath(path: string): boolean {
  const segment = path.split('/')[1] ?? '';
  return REMOTE_APPS.some((app) => isPrivateRemote(app.name) && (app.paths as readonly string[]).includes(segment));
}

/** The site path of a record's page in the catalog: ('job', 7) -> '/jobOffers/7'; null when no remote publishes one. */
export function recordPath(catalog: PageCatalog, kind: RecordKind, id: number): string | null {
  const page = catalog.pages.find((candidate) => candidate.record === kind);
  return page ? `/${page.pattern.replace(/:[^/]+$/, String(id))}` : null;
}

/** The published page of a site path's section (/blog for /blog/12), for a record's not-found texts. */
export function recordPageOf(path: string, catalog: PageCatalog): CatalogPage | null {
  const segments = path.slice(1).split('/');
  if (segments.length !== 2) return null;
  return (
    catalog.pages.find((page) => page.record && page.pattern.split('/').slice(0, -1).join('/') === segments[0]) ?? null
  );
}

const paramName = (pair: string) => {
  const name = pair.split('=')[0] ?? '';
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
};
const paramValue = (pair: string) => {
  const value = pair.slice(pair.indexOf('=') + 1);
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
};

/**
 * Where a request for an address (path and query, as received) is moved for good
 * (301), or null when it is already the page's own address. In one step:
 * `?lng=xx` goes to that language's address (a regional code counts as its base
 * language; the other parameters are kept as they were written, an unknown
 * language is dropped); /fr/... goes to the unprefixed French address; a
 * trailing slash is dropped; a remote's redirects (/service, /transport, the
 * aliases) go to their page, in the same language.
 */
export function redirectTarget(url: string, redirects: ReadonlyMap<string, string> = new Map()): string | null {
  const queryStart = url.indexOf('?');
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  const pairs =
    queryStart === -1
      ? []
      : url
          .slice(queryStart + 1)
          .split('&')
          .filter(Boolean);
  const lngPairs = pairs.filter((pair) => paramName(pair) === 'lng');
  const kept = pairs.filter((pair) => paramName(pair) !== 'lng');

  const first = pathname.split('/')[1];
  const explicitFrench = first === DEFAULT_LANGUAGE;
  const fromPath: PathLanguage = explicitFrench
    ? { language: DEFAULT_LANGUAGE, path: pathname.slice(3) || '/' }
    : languageFromPath(pathname);
  const requested = lngPairs.map((pair) => languageOf(paramValue(pair))).find((language) => language !== undefined);
  const target = localizedPath(canonicalPath(fromPath.path, redirects), requested ?? fromPath.language);
  if (target === pathname && lngPairs.length === 0) return null;
  return kept.length > 0 ? `${target}?${kept.join('&')}` : target;
}
