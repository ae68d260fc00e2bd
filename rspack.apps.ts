import type { AppOptions } from './rspack.base';

/** Every app of the site: federation name, folder, dev port and what it exposes. */
export const APPS = {
  shell: { name: 'shell', dir: 'shell', port: 3000, host: true, title: 'Transport routier — Tanger Med' },
  marketing: { name: 'mfe_marketing', dir: 'mfe-marketing', port: 3001, exposes: { './routes': './src/exposes/routes.tsx' }, title: 'mfe-marketing' },
  quote: { name: 'mfe_quote', dir: 'mfe-quote', port: 3002, exposes: { './routes': './src/exposes/routes.tsx' }, title: 'mfe-quote' },
  careers: { name: 'mfe_careers', dir: 'mfe-careers', port: 3003, exposes: { './routes': './src/exposes/routes.tsx' }, title: 'mfe-careers' },
  blog: { name: 'mfe_blog', dir: 'mfe-blog', port: 3004, exposes: { './routes': './src/exposes/routes.tsx' }, title: 'mfe-blog' },
} satisfies Record<string, AppOptions>;

export const REMOTE_APPS = [APPS.marketing, APPS.quote, APPS.careers, APPS.blog];

/**
 * Shared modules are not tree-shaken, and react-router-dom would cost ~60 KB
 * gzip on every page. Each app's copy keeps only these exports instead:
 * the union of what any app imports. A singleton must never fall back to a
 * second copy, so an app that needs another export adds it here (a test
 * checks every import of the repository is listed).
 */
export const ROUTER_EXPORTS = [
  'BrowserRouter', 'Link', 'MemoryRouter', 'NavLink', 'Navigate', 'Outlet', 'Route', 'Routes',
  'generatePath', 'matchPath', 'useHref', 'useInRouterContext', 'useLocation', 'useMatch', 'useNavigate',
  'useNavigationType', 'useParams', 'useRoutes', 'useSearchParams',
];
