import { contractProblems } from './contract-check';
import { publishPages, type PageDefinition, type RemotePages, type TextLookup } from './pages';

const page = null;
const text = (key: string) => ({ namespace: 'blog', key });
const head = () => ({ title: text('title'), description: text('intro') });
const BLOG: RemotePages = {
  remote: 'mfe_blog',
  namespace: 'blog',
  pages: [
    { pattern: 'blog', head },
    { pattern: 'blog/:id', param: { record: 'article' }, notFound: { title: text('nf'), description: text('nf') } },
  ],
};
/** Every text found, in every language. */
const everywhere: TextLookup = (found) => `${found.key}!`;
const check = (exposed: Record<string, unknown>, pages: RemotePages = BLOG, lookup = everywhere) =>
  contractProblems(pages.remote as 'mfe_blog', exposed, pages, publishPages(pages, lookup));
const routes = (...paths: string[]) => ({ './routes': { routes: paths.map((path) => ({ path, element: page })) } });

test('a remote whose routes are the pages it publishes keeps the contract', () => {
  expect(check(routes('blog', 'blog/:id'))).toEqual([]);
});

test('renaming a route (blog -> articles) breaks the contract both ways', () => {
  expect(check(routes('articles', 'blog/:id'))).toEqual([
    'mfe_blog has a route /articles, which its pages do not publish (the server answers it 404)',
    'mfe_blog publishes /blog, which none of its routes renders',
  ]);
});

test('a slug pattern is one route per slug, or one route with its parameter; an unknown slug breaks the contract', () => {
  const pages: RemotePages = {
    ...BLOG,
    pages: [...BLOG.pages, { pattern: 'blog/tag/:slug', param: { slugs: ['road', 'sea'] }, head }],
  };
  expect(check(routes('blog', 'blog/:id', 'blog/tag/road', 'blog/tag/sea'), pages)).toEqual([]);
  expect(check(routes('blog', 'blog/:id', 'blog/tag/:slug'), pages)).toEqual([]);
  expect(check(routes('blog', 'blog/:id', 'blog/tag/road', 'blog/tag/air'), pages)).toEqual([
    'mfe_blog has a route /blog/tag/air, which its pages do not publish (the server answers it 404)',
    'mfe_blog publishes /blog/tag/sea, which none of its routes renders',
  ]);
});

test('a redirect is a route of its own', () => {
  const pages: RemotePages = { ...BLOG, redirects: { '/blog/news': '/blog' } };
  expect(check(routes('blog', 'blog/:id', 'blog/news'), pages)).toEqual([]);
  expect(check(routes('blog', 'blog/:id'), pages)).toEqual([
    'mfe_blog redirects /blog/news, which none of its routes follows',
  ]);
  expect(
    check(routes('blog', 'blog/:id', 'blog/news', 'about'), {
      ...BLOG,
      redirects: { '/blog/news': '/blog', '/about': '/blog' },
    }),
  ).toEqual(['mfe_blog redirects /about, outside its territory']);
});

test('a page outside the territory breaks the contract', () => {
  const pages: RemotePages = { ...BLOG, pages: [...BLOG.pages, { pattern: 'news', head }] };
  expect(check(routes('blog', 'blog/:id', 'news'), pages)).toEqual(['mfe_blog claims /news, outside its territory']);
});

test('a page without its title or description in a language breaks the contract', () => {
  const noArabicTitle: TextLookup = (found, language) => (language === 'ar' && found.key === 'title' ? '' : 'x');
  expect(check(routes('blog', 'blog/:id'), BLOG, noArabicTitle)).toEqual([
    "mfe_blog's /blog has no title in ar",
    "mfe_blog's /blog has no title in ar",
  ]);
  const recordWithoutTexts: PageDefinition = { pattern: 'blog/:id', param: { record: 'article' } };
  const problems = check(routes('blog', 'blog/:id'), { ...BLOG, pages: [BLOG.pages[0]!, recordWithoutTexts] });
  expect(problems).toContain("mfe_blog's /blog/:id has no title in fr");
});

test('renaming the export or the exposed module breaks the contract', () => {
  expect(check({ './routes': { pages: [] } })).toEqual(["mfe_blog's ./routes has no `routes` array export"]);
  expect(check({ './pages': { routes: [] } })).toEqual([
    'mfe_blog does not expose ./routes',
    'mfe_blog exposes ./pages, which the apps table does not list',
  ]);
});

test('routes nested under layouts count by their full paths', () => {
  expect(
    check({
      './routes': {
        routes: [
          {
            path: 'blog',
            element: page,
            children: [
              { index: true, element: page },
              { path: ':id', element: page },
            ],
          },
        ],
      },
    }),
  ).toEqual([]);
});
