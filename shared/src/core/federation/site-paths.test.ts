// @vitest-environment node
import { siteCatalog } from '../../../test/site-catalog';
import { LANGUAGES } from '../constants';
import type { PublishedPages } from './pages';
import { remoteForPath } from './remote-for-path';
import {
  alternatePaths,
  canonicalPath,
  languageFromPath,
  localizedPath,
  matchRoute as matchIn,
  pageCatalog,
  parseRecordId,
  recordPath as recordPathIn,
  redirectTarget as redirectIn,
  staticPaths as staticPathsIn,
  type PageCatalog,
} from './site-paths';

// The site's paths with the pages its remotes' sources publish (shared/test/site-catalog.ts).
let catalog: PageCatalog;
beforeAll(async () => {
  catalog = await siteCatalog();
});
const matchRoute = (path: string) => matchIn(path, catalog);
const staticPaths = () => staticPathsIn(catalog);
const redirectTarget = (url: string) => redirectIn(url, catalog.redirects);
const recordPath = (kind: 'article' | 'job', id: number) => recordPathIn(catalog, kind, id);
const pages = () => [...staticPaths(), '/blog/1', '/blog/2147483647', '/jobOffers/12'];

const SERVICES = ['maintenance', 'supervision', 'automotive', 'formation', 'securite', 'traction'];
const TRANSPORTS = [
  'general',
  'perissable',
  'conteneurs-maritimes',
  'traction',
  'adr',
  'uregent',
  'entreposaage',
  'port-sec',
  'hors-gabarit',
  'exceptionnel',
];

test('the static pages are the home page, each section and each known slug', () => {
  expect(staticPaths()).toEqual([
    '/',
    '/about',
    '/contact',
    '/certification',
    '/legal-notice',
    '/privacy',
    ...SERVICES.map((slug) => `/service/${slug}`),
    ...TRANSPORTS.map((slug) => `/transport/${slug}`),
    '/cotation',
    '/jobOffers',
    '/blog',
  ]);
});

test.each(LANGUAGES)('every page round-trips through its %s address', (language) => {
  for (const path of pages()) {
    const address = localizedPath(path, language);
    expect(languageFromPath(address), address).toEqual({ language, path });
    expect(redirectTarget(address), address).toBeNull();
    expect(matchRoute(languageFromPath(address).path), address).not.toBeNull();
  }
});

test('French is unprefixed, the others carry their code; the home page has no trailing slash', () => {
  expect(localizedPath('/about', 'fr')).toBe('/about');
  expect(localizedPath('/about', 'en')).toBe('/en/about');
  expect(localizedPath('/transport/adr', 'ar')).toBe('/ar/transport/adr');
  expect(localizedPath('/', 'fr')).toBe('/');
  expect(localizedPath('/', 'en')).toBe('/en');
  expect(localizedPath('/?x=1', 'es')).toBe('/es?x=1');
  expect(localizedPath('/cotation?type=traction#form', 'es')).toBe('/es/cotation?type=traction#form');
  expect(languageFromPath('/en')).toEqual({ language: 'en', path: '/' });
  expect(languageFromPath('/en/')).toEqual({ language: 'en', path: '/' });
});

test('only a whole first segment naming en, es or ar is a prefix', () => {
  expect(languageFromPath('/english')).toEqual({ language: 'fr', path: '/english' });
  expect(languageFromPath('/EN/about')).toEqual({ language: 'fr', path: '/EN/about' });
  expect(languageFromPath('/fr/about')).toEqual({ language: 'fr', path: '/fr/about' });
  expect(languageFromPath('/de/about')).toEqual({ language: 'fr', path: '/de/about' });
});

test('the alternates of a page list the four languages, French first', () => {
  expect(alternatePaths('/blog/3')).toEqual([
    { language: 'fr', href: '/blog/3' },
    { language: 'en', href: '/en/blog/3' },
    { language: 'es', href: '/es/blog/3' },
    { language: 'ar', href: '/ar/blog/3' },
  ]);
});

test('each page belongs to the remote the shell sends its first segment to', () => {
  for (const path of pages()) expect(matchRoute(path)?.remote, path).toBe(remoteForPath(path));
  expect(matchRoute('/blog/7')).toMatchObject({
    remote: 'mfe_blog',
    pattern: 'blog/:id',
    record: { kind: 'article', id: 7 },
  });
  expect(matchRoute('/jobOffers/3')).toMatchObject({
    remote: 'mfe_careers',
    pattern: 'jobOffers/:id',
    record: { kind: 'job', id: 3 },
  });
  expect(matchRoute('/transport/adr')).toMatchObject({
    remote: 'mfe_marketing',
    pattern: 'transport/:slug',
    page: { path: 'transport/adr' },
  });
  expect(matchRoute('/staff/inbox/Q-1')).toMatchObject({ remote: 'mfe_staff', pattern: 'staff/*' });
});

test("a remote's territory whose pages were never read answers every address of it, for the browser to render", () => {
  const blogUnread = pageCatalog(catalog.pages.some((page) => page.remote === 'mfe_blog') ? [['mfe_blog', null]] : []);
  expect(matchIn('/blog/anything/at/all', blogUnread)).toEqual({ remote: 'mfe_blog', pattern: '*', page: null });
  expect(matchIn('/about', blogUnread)).toBeNull();
});

test("a remote's pages and redirects are what it published, read again when it publishes others", () => {
  const blog: PublishedPages = {
    remote: 'mfe_blog',
    pages: [{ pattern: 'blog/archive', path: 'blog/archive', sitemap: true, breadcrumb: ['/'] }],
    redirects: { '/blog/old': '/blog/archive' },
  };
  const next = pageCatalog([['mfe_blog', blog]]);
  expect(matchIn('/blog/archive', next)?.page?.path).toBe('blog/archive');
  expect(matchIn('/blog', next)).toBeNull();
  expect(matchIn('/blog/12', next)).toBeNull();
  expect(redirectIn('/en/blog/old', next.redirects)).toBe('/en/blog/archive');
  expect(staticPathsIn(next)).toEqual(['/blog/archive']);
  expect(recordPathIn(next, 'article', 1)).toBeNull();
});

test.each([
  '/nowhere',
  '/transport/nowhere',
  '/service/adr',
  '/blog/abc',
  '/blog/0',
  '/blog/007',
  '/blog/2147483648',
  '/blog/1/comments',
  '/jobOffers/-1',
  '/follow',
  '/follow/abc/messages',
  '/about/',
  '/service',
  '/transport/urgent',
  '/en/about',
  '/__proto__',
  '/constructor',
])('%s is no page of the site', (path) => {
  expect(matchRoute(path)).toBeNull();
});

test("a follow-up page is the quote remote's, for any key, which it hands over; it has no site path of its own", () => {
  const key = 'dn4W805wkA_fV3uQRLpl8gQgWZFWiz9Uk5Zukt2LVno';
  expect(matchRoute(`/follow/${key}`)).toMatchObject({
    remote: 'mfe_quote',
    pattern: 'follow/:token',
    capability: key,
  });
  expect(matchRoute('/follow/not-a-real-key')?.capability).toBe('not-a-real-key');
  const page = catalog.pages.find((candidate) => candidate.capability);
  expect(page).toMatchObject({ pattern: 'follow/:token', sitemap: false });
  expect(page?.path).toBeUndefined();
  expect(staticPaths().some((path) => path.startsWith('/follow'))).toBe(false);
});

test('canonical paths drop trailing slashes and follow the redirects', () => {
  expect(canonicalPath('/about/')).toBe('/about');
  expect(canonicalPath('/about///')).toBe('/about');
  expect(canonicalPath('/')).toBe('/');
  expect(canonicalPath('/transport/', catalog.redirects)).toBe('/transport/general');
  expect(canonicalPath('/transport/')).toBe('/transport');
  expect(catalog.redirects.size).toBe(4);
  for (const [from, to] of catalog.redirects) {
    expect(canonicalPath(from, catalog.redirects)).toBe(to);
    expect(matchRoute(to), to).not.toBeNull();
  }
});

test.each([
  ['/about?lng=en', '/en/about'],
  ['/about?lng=ar-MA', '/ar/about'],
  ['/en/about?lng=fr', '/about'],
  ['/?lng=es', '/es'],
  ['/en?lng=ar', '/ar'],
  ['/cotation?type=traction&lng=en&sector=food', '/en/cotation?type=traction&sector=food'],
  ['/blog?a=b%20c&lng=es', '/es/blog?a=b%20c'],
  ['/nowhere?lng=en', '/en/nowhere'],
  ['/about?lng=zz', '/about'],
  ['/about/', '/about'],
  ['/en/', '/en'],
  ['/es/blog/?page=2', '/es/blog?page=2'],
  ['/service', '/service/maintenance'],
  ['/ar/service', '/ar/service/maintenance'],
  ['/transport', '/transport/general'],
  ['/es/transport/', '/es/transport/general'],
  ['/transport/urgent', '/transport/uregent'],
  ['/en/transport/entreposage', '/en/transport/entreposaage'],
  ['/transport/urgent/?lng=ar&x=1', '/ar/transport/uregent?x=1'],
  ['/fr/about', '/about'],
  ['/fr', '/'],
])('%s is moved to %s', (from, to) => {
  expect(redirectTarget(from)).toBe(to);
});

test.each(['/', '/en', '/about', '/ar/transport/adr', '/blog?page=2', '/nowhere', '/cotation?type=traction'])(
  '%s stays where it is',
  (url) => {
    expect(redirectTarget(url)).toBeNull();
  },
);

test('a record id is a positive database integer written without a leading zero', () => {
  expect(parseRecordId('12')).toBe(12);
  expect(parseRecordId('2147483647')).toBe(2_147_483_647);
  for (const segment of ['', '0', '012', '-1', '1.5', '1e3', 'abc', '2147483648', '99999999999'])
    expect(parseRecordId(segment), segment).toBeNull();
});

test('a record page is found from its kind and id', () => {
  expect(recordPath('article', 12)).toBe('/blog/12');
  expect(recordPath('job', 7)).toBe('/jobOffers/7');
});

test("each remote's pages are in its territory: the first segments the apps table gives it", () => {
  for (const page of catalog.pages) expect(remoteForPath(`/${page.pattern}`), page.pattern).toBe(page.remote);
});
