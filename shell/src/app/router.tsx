import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { Layout } from '../features/layout/layout';
import { RemoteOutlet } from '../features/remotes/remote-outlet';

/**
 * The shell's own routes: the two redirects of docs/routes.md; every other path goes
 * to the remote owning its first segment, or to the not-found page. A plain
 * BrowserRouter: the site has no loaders or actions, and the data router
 * would add ~15 KB to every page.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<Layout />}>
          <Route path="service" element={<Navigate to="/service/maintenance" replace />} />
          <Route path="transport" element={<Navigate to="/transport/general" replace />} />
          <Route path="*" element={<RemoteOutlet />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
