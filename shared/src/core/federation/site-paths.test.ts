import { LANGUAGES } from '../constants';
import { REMOTE_APPS, SERVICE_SLUGS, TRANSPORT_SLUGS } from './apps';
import { remoteForPath } from './remote-for-path';
import {
  alternatePaths,
  canonicalPath,
  languageFromPath,
  localizedPath,
  matchRoute,
  parseRecordId,
  recordPath,
  redirectTarget,
  REDIRECTS,
  staticPaths,
} from './site-paths';

const PAGES = [...staticPaths(), '/blog/1', '/blog/2147483647', '/jobOffers/12'];

test('the static pages are the home page, each section and each known slug', () => {
  expect(staticPaths()).toEqual([
    '/',
    '/about',
    '/contact',
    '/certification',
    '/legal-notice',
    '/privacy',
    ...SERVICE_SLUGS.map((slug) => `/service/${slug}`),
    ...TRANSPORT_SLUGS.map((slug) => `/transport/${slug}`),
    '/cotation',
    '/jobOffers',
    '/blog',
  ]);
});

test.each(LANGUAGES)('every page round-trips through its %s address', (language) => {
  for (const path of PAGES) {
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
  for (const path of PAGES) expect(matchRoute(path)?.remote, path).toBe(remoteForPath(path));
  expect(matchRoute('/blog/7')).toEqual({
    remote: 'mfe_blog',
    pattern: 'blog/:id',
    record: { kind: 'article', id: 7 },
  });
  expect(matchRoute('/jobOffers/3')).toEqual({
    remote: 'mfe_careers',
    pattern: 'jobOffers/:id',
    record: { kind: 'job', id: 3 },
  });
  expect(matchRoute('/transport/adr')).toEqual({ remote: 'mfe_marketing', pattern: 'transport/:slug' });
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
  '/about/',
  '/service',
  '/transport/urgent',
  '/en/about',
  '/__proto__',
  '/constructor',
])('%s is no page of the site', (path) => {
  expect(matchRoute(path)).toBeNull();
});

test('canonical paths drop trailing slashes and follow the redirects', () => {
  expect(canonicalPath('/about/')).toBe('/about');
  expect(canonicalPath('/about///')).toBe('/about');
  expect(canonicalPath('/')).toBe('/');
  expect(canonicalPath('/transport/')).toBe('/transport/general');
  for (const [from, to] of REDIRECTS) {
    expect(canonicalPath(from)).toBe(to);
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

test("the apps table's first segments are those of its routes", () => {
  for (const app of REMOTE_APPS) {
    expect([...new Set(app.routes.map((route) => route.split('/')[0]))].sort(), app.name).toEqual(
      [...app.paths].sort(),
    );
  }
});
