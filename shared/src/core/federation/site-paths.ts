// The site's addresses in each language (docs/decisions/004-languages.md).
// French keeps the unprefixed paths, the other languages are prefixed: /en/about,
// /es/about, /ar/about, and /en is the English home page. Below, a "site path" is
// a path without the prefix ('/about'), as the remotes' routes know it; an
// "address" is what the browser shows ('/en/about'). Isomorphic: the shell's
// router and language switcher, the API's statuses, head tags and sitemap read it.

import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, languageOf, type SiteLanguage } from '../constants';
import { REMOTE_APPS, ROUTE_PARAMS, isPrivateRemote, type RemoteName } from './apps';

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

/**
 * Site paths that lead to another page in every language: a section's first
 * page, and the correctly spelled aliases of the misspelled originals (which
 * stay, because links to them exist).
 */
export const REDIRECTS: ReadonlyMap<string, string> = new Map([
  ['/service', '/service/maintenance'],
  ['/transport', '/transport/general'],
  ['/transport/urgent', '/transport/uregent'],
  ['/transport/entreposage', '/transport/entreposaage'],
]);

/** The canonical form of a site path: without a trailing slash, redirects followed. */
export function canonicalPath(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  return REDIRECTS.get(trimmed) ?? trimmed;
}

/** What a site path is a page of. */
export interface RouteMatch {
  remote: RemoteName;
  /** Its pattern in the apps table ('blog/:id'). */
  pattern: string;
  /** For a pattern whose id names a record (blog/:id, jobOffers/:id): which one, for the server to look up. */
  record?: { kind: 'article' | 'job'; id: number };
}

/** A record id as the database holds it (a positive `integer`), written without a leading zero. */
const RECORD_ID = /^[1-9]\d{0,9}$/;
const MAX_RECORD_ID = 2_147_483_647;

/** The id a path segment names ('12' -> 12), or null when it names no record ('abc', '0', '012', too large). */
export function parseRecordId(segment: string): number | null {
  return RECORD_ID.test(segment) && Number(segment) <= MAX_RECORD_ID ? Number(segment) : null;
}

const patternSegments = (pattern: string) => (pattern === '' ? [] : pattern.split('/'));

/** The page a canonical site path is, or null when the site has no such page (a 404). */
export function matchRoute(path: string): RouteMatch | null {
  const segments = path === '/' ? [] : path.slice(1).split('/');
  for (const app of REMOTE_APPS) {
    for (const pattern of app.routes) {
      const parts = patternSegments(pattern);
      // A trailing splat ('staff/*') takes one or more segments: the remote routes them itself.
      if (parts.at(-1) === '*') {
        const fixed = parts.slice(0, -1);
        if (segments.length > fixed.length && fixed.every((part, index) => part === segments[index]))
          return { remote: app.name, pattern };
        continue;
      }
      if (parts.length !== segments.length) continue;
      let record: RouteMatch['record'];
      const matches = parts.every((part, index) => {
        const value = segments[index] ?? '';
        if (!part.startsWith(':')) return part === value;
        const param = ROUTE_PARAMS[pattern];
        if (!param) return false;
        if ('slugs' in param) return param.slugs.includes(value);
        const id = parseRecordId(value);
        if (id === null) return false;
        record = { kind: param.record, id };
        return true;
      });
      if (matches) return record ? { remote: app.name, pattern, record } : { remote: app.name, pattern };
    }
  }
  return null;
}

/** Every public page of the table that is not a record's: the home page, each section, each known slug (not the back office). */
export function staticPaths(): string[] {
  return REMOTE_APPS.filter((app) => !isPrivateRemote(app.name)).flatMap((app) =>
    app.routes.flatMap((pattern) => {
      const param = ROUTE_PARAMS[pattern];
      if (!param) return pattern.includes(':') ? [] : [`/${pattern}`];
      return 'slugs' in param ? param.slugs.map((slug) => `/${pattern.replace(/:[^/]+/, slug)}`) : [];
    }),
  );
}

/** Whether a site path is one of the back office's (private) addresses, whether or not its remote knows the page. */
export function isPrivatePath(path: string): boolean {
  const segment = path.split('/')[1] ?? '';
  return REMOTE_APPS.some((app) => isPrivateRemote(app.name) && (app.paths as readonly string[]).includes(segment));
}

/** The site path of a record's page: ('job', 7) -> '/jobOffers/7'. */
export function recordPath(kind: 'article' | 'job', id: number): string {
  const pattern = Object.keys(ROUTE_PARAMS).find((key) => {
    const param = ROUTE_PARAMS[key];
    return !!param && 'record' in param && param.record === kind;
  });
  if (!pattern) throw new Error(`No route for a record of kind ${kind}`);
  return `/${pattern.replace(/:[^/]+/, String(id))}`;
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
 * trailing slash is dropped; /service, /transport and the aliases go to their
 * page, in the same language.
 */
export function redirectTarget(url: string): string | null {
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
  const target = localizedPath(canonicalPath(fromPath.path), requested ?? fromPath.language);
  if (target === pathname && lngPairs.length === 0) return null;
  return kept.length > 0 ? `${target}?${kept.join('&')}` : target;
}
