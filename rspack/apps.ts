import type { AppOptions } from './app-options';
import { HOST_APP, remoteApp, type RemoteName } from '../shared/src/core/federation/apps';

/** One remote's build options, from the apps table (shared/src/core/federation/apps.ts). */
function remote(name: RemoteName): AppOptions {
  const app = remoteApp(name);
  return { name: app.name, dir: app.folder, port: app.devPort, exposes: { ...app.exposes }, title: app.folder };
}

/** Every app of the site: federation name, folder, dev port and what it exposes. */
export const APPS = {
  shell: {
    name: HOST_APP.name,
    dir: HOST_APP.folder,
    port: HOST_APP.devPort,
    host: true,
    title: 'Transport routier — Tanger Med',
  },
  marketing: remote('mfe_marketing'),
  quote: remote('mfe_quote'),
  careers: remote('mfe_careers'),
  blog: remote('mfe_blog'),
  staff: remote('mfe_staff'),
} satisfies Record<string, AppOptions>;

/** The remotes' build options (the apps table's rows are REMOTE_APPS in shared/src/core/federation/apps.ts). */
export const REMOTE_APP_OPTIONS = [APPS.marketing, APPS.quote, APPS.careers, APPS.blog, APPS.staff];

/**
 * Shared modules are not tree-shaken, and the whole of react-router-dom would
 * be on every page (docs/decisions/016-first-load-scripts.md). Each app's copy
 * keeps only these exports instead: the union of what any app imports. A
 * singleton must never fall back to a second copy, so an app that needs
 * another export adds it here (a test checks every import of the repository
 * is listed).
 */
export const ROUTER_EXPORTS = [
  'BrowserRouter',
  'Link',
  'MemoryRouter',
  'NavLink',
  'Navigate',
  'Outlet',
  'Route',
  'Routes',
  'generatePath',
  'matchPath',
  'useHref',
  'useInRouterContext',
  'useLocation',
  'useMatch',
  'useNavigate',
  'useNavigationType',
  'useParams',
  'useRoutes',
  'useSearchParams',
];

/**
 * The exports of react-i18next the apps import. The host provides it eagerly, which the runtime's
 * tree-shaking refuses, so its copy is the library's entry cut to these (`rspack/library-exports-loader.ts`;
 * docs/decisions/025-translations-by-page-group.md): an app that needs another export adds it here
 * (the same test checks every import of the repository is listed).
 */
export const REACT_I18NEXT_EXPORTS = ['I18nextProvider', 'initReactI18next', 'useTranslation'];
