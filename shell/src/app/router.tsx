import { createBrowserRouter, Navigate } from 'react-router-dom';
import { Layout } from '../features/layout/layout';
import { RemoteOutlet } from '../features/remotes/remote-outlet';

/**
 * The shell's own routes: the two redirects of SPEC.md; every other path goes
 * to the remote owning its first segment, or to the not-found page.
 */
export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: 'service', element: <Navigate to="/service/maintenance" replace /> },
      { path: 'transport', element: <Navigate to="/transport/general" replace /> },
      { path: '*', element: <RemoteOutlet /> },
    ],
  },
]);
