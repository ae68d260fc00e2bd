import { stableStats } from './stats';

// mf-stats.json must be the same file for the same sources (stats.ts).
test('stats keep their content, in one order, without the fields the plugin fills differently each build', () => {
  const first = {
    shared: [
      { id: 'mfe_blog:react', usedIn: ['src/exposes/routes.tsx'], assets: { js: { sync: ['b.js', 'a.js'] } } },
      { id: 'mfe_blog:@freight/shared/web/ui/page', usedIn: [], assets: { js: { sync: [] } } },
    ],
    exposes: [{ id: 'mfe_blog:routes', requires: ['react', 'react-i18next'], path: './routes' }],
  };
  const second = {
    shared: [
      { id: 'mfe_blog:@freight/shared/web/ui/page', usedIn: ['src/exposes/routes.tsx'], assets: { js: { sync: [] } } },
      { id: 'mfe_blog:react', usedIn: [], assets: { js: { sync: ['a.js', 'b.js'] } } },
    ],
    exposes: [{ id: 'mfe_blog:routes', requires: ['react'], path: './routes' }],
  };
  expect(stableStats(first)).toEqual(stableStats(second));
  expect(stableStats(first)).toEqual({
    shared: [
      { id: 'mfe_blog:@freight/shared/web/ui/page', assets: { js: { sync: [] } } },
      { id: 'mfe_blog:react', assets: { js: { sync: ['a.js', 'b.js'] } } },
    ],
    exposes: [{ id: 'mfe_blog:routes', path: './routes' }],
  });
});
