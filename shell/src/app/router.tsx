import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { REDIRECTS } from '@freight/shared/core/federation/site-paths';
import { Layout } from '../features/layout/layout';
import { RemoteOutlet } from '../features/remotes/remote-outlet';

/**
 * The site paths that lead to another page (/service, /transport, the aliases of
 * the misspelled transport pages): the server answers them 301 on a load; these
 * routes follow an in-app link to them.
 */
export function redirectRoutes() {
  return [...REDIRECTS].map(([from, to]) => (
    <Route key={from} path={from.slice(1)} element={<Navigate to={to} replace />} />
  ));
}

/**
 * The shell's own routes: the redirects; every other path goes to the remote
 * owning its first segment, or to the not-found page. The basename is the
 * page's language prefix ('/en', or '/' in French), so every route and link of
 * the shell and the remotes is written without it and keeps the language. A
 * plain BrowserRouter: the site has no loaders or actions, which are what the
 * data router would add to every page.
 */
export function AppRouter({ basename }: { basename: string }) {
  return (
    <BrowserRouter basename={basename}>
      <AppRoutes />
    </BrowserRouter>
  );
}

/** The routes, inside whichever router the page has (the server renders them in a static one). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {redirectRoutes()}
        <Route path="*" element={<RemoteOutlet />} />
      </Route>
    </Routes>
  );
}
