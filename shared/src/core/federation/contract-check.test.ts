import { contractProblems } from './contract-check';

const page = null;

test('a remote whose routes match its row of the apps table keeps the contract', () => {
  expect(contractProblems('mfe_blog', { './routes': { routes: [{ path: 'blog', element: page }, { path: 'blog/:id', element: page }] } })).toEqual([]);
  expect(
    contractProblems('mfe_marketing', {
      './routes': {
        routes: [
          { index: true, element: page },
          ...['about', 'contact', 'certification', 'legal-notice', 'privacy', 'service/maintenance', 'transport/adr'].map((path) => ({ path, element: page })),
        ],
      },
    }),
  ).toEqual([]);
});

test('renaming a route (blog -> articles) breaks the contract both ways', () => {
  expect(contractProblems('mfe_blog', { './routes': { routes: [{ path: 'articles', element: page }] } })).toEqual([
    'mfe_blog has a route under /articles, which the shell sends to another remote or to its 404',
    'the shell sends /blog to mfe_blog, which has no route for it',
  ]);
});

test('renaming the export or the exposed module breaks the contract', () => {
  expect(contractProblems('mfe_blog', { './routes': { pages: [] } })).toEqual(["mfe_blog's ./routes has no `routes` array export"]);
  expect(contractProblems('mfe_blog', { './pages': { routes: [] } })).toEqual([
    'mfe_blog does not expose ./routes',
    'mfe_blog exposes ./pages, which the apps table does not list',
  ]);
});

test('routes nested under a pathless layout count by their own paths', () => {
  expect(contractProblems('mfe_quote', { './routes': { routes: [{ element: page, children: [{ path: 'cotation', element: page }] }] } })).toEqual([]);
});
