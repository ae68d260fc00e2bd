import { TRANSPORT_SLUGS } from './apps';
import { contractProblems } from './contract-check';

const page = null;
const marketingPaths = [
  'about',
  'contact',
  'certification',
  'legal-notice',
  'privacy',
  ...['maintenance', 'supervision', 'automotive', 'formation', 'securite', 'traction'].map((slug) => `service/${slug}`),
  ...TRANSPORT_SLUGS.map((slug) => `transport/${slug}`),
];
const marketing = (paths: string[]) => ({
  './routes': { routes: [{ index: true, element: page }, ...paths.map((path) => ({ path, element: page }))] },
});

test('a remote whose routes are its route patterns of the apps table keeps the contract', () => {
  expect(
    contractProblems('mfe_blog', {
      './routes': {
        routes: [
          { path: 'blog', element: page },
          { path: 'blog/:id', element: page },
        ],
      },
    }),
  ).toEqual([]);
  expect(contractProblems('mfe_marketing', marketing(marketingPaths))).toEqual([]);
});

test('renaming a route (blog -> articles) breaks the contract both ways', () => {
  expect(
    contractProblems('mfe_blog', {
      './routes': {
        routes: [
          { path: 'articles', element: page },
          { path: 'blog/:id', element: page },
        ],
      },
    }),
  ).toEqual([
    'mfe_blog has a route /articles, which the apps table does not give it (the server answers it 404)',
    'the apps table gives /blog to mfe_blog, which has no route for it',
  ]);
});

test('a page the table does not know, or a known slug without its page, breaks the contract', () => {
  expect(
    contractProblems('mfe_marketing', marketing([...marketingPaths, 'transport/urgent', 'service/other'])),
  ).toEqual([
    'mfe_marketing has a route /transport/urgent, which the apps table does not give it (the server answers it 404)',
    'mfe_marketing has a route /service/other, which the apps table does not give it (the server answers it 404)',
  ]);
  expect(
    contractProblems('mfe_marketing', marketing(marketingPaths.filter((path) => path !== 'transport/adr'))),
  ).toEqual(['the apps table gives /transport/adr to mfe_marketing, which has no route for it']);
  // A record page must keep its parameter: the server looks the id up, the remote reads it.
  expect(contractProblems('mfe_careers', { './routes': { routes: [{ path: 'jobOffers', element: page }] } })).toEqual([
    'the apps table gives /jobOffers/:id to mfe_careers, which has no route for it',
  ]);
});

test('a slug pattern may also be one route with its parameter', () => {
  const routes = [
    { index: true, element: page },
    ...['about', 'contact', 'certification', 'legal-notice', 'privacy', 'service/:slug', 'transport/:slug'].map(
      (path) => ({ path, element: page }),
    ),
  ];
  expect(contractProblems('mfe_marketing', { './routes': { routes } })).toEqual([]);
});

test('renaming the export or the exposed module breaks the contract', () => {
  expect(contractProblems('mfe_blog', { './routes': { pages: [] } })).toEqual([
    "mfe_blog's ./routes has no `routes` array export",
  ]);
  expect(contractProblems('mfe_blog', { './pages': { routes: [] } })).toEqual([
    'mfe_blog does not expose ./routes',
    'mfe_blog exposes ./pages, which the apps table does not list',
  ]);
});

test('routes nested under layouts count by their full paths', () => {
  expect(
    contractProblems('mfe_quote', {
      './routes': { routes: [{ element: page, children: [{ path: 'cotation', element: page }] }] },
    }),
  ).toEqual([]);
  expect(
    contractProblems('mfe_blog', {
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
