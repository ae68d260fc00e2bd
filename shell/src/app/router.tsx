import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Layout } from '../features/layout/layout';
import { RemoteOutlet } from '../features/remotes/remote-outlet';

/**
 * The shell's own routes: every path goes to the remote owning its first
 * segment (its territory), or to the not-found page; the remote's routes are its
 * pages and its redirects (docs/decisions/024-a-remote-owns-its-pages.md). The basename is the
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
        <Route path="*" element={<RemoteOutlet />} />
      </Route>
    </Routes>
  );
}
