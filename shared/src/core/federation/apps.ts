// The one table of the site's apps: what the host must know before any remote
// answers. The host and each remote with its folder, dev port, the first path
// segments it owns (its territory) and the modules it exposes. The pages under
// a territory are the remote's own: its src/config/pages.ts, published with its build
// (pages.ts, docs/decisions/024-a-remote-owns-its-pages.md). Read by the rspack
// configs (rspack/apps.ts), the shell's path mapping (remote-for-path.ts), the
// API's static hosting and REMOTE_URL_* settings (server/src/site/remotes.ts), the
// scripts (scripts/apps.mjs) and the contract tests every remote runs
// (contract-check.ts). Isomorphic: no browser code.

export interface RemoteApp {
  /** Federation name, an identifier: its container's global and share-scope name. */
  readonly name: string;
  /** Folder of the app in the repository, and its path under /remotes/ in production. */
  readonly folder: string;
  /** Port of its dev server (`npm run dev`). */
  readonly devPort: number;
  /** Its territory: the first path segments of the site it renders ('' is the home page). Its pages there are its own. */
  readonly paths: readonly string[];
  /** What it exposes to the shell, and from which file of its folder. */
  readonly exposes: Readonly<Record<string, string>>;
  /**
   * The back office: its pages are private. Each of its `paths` owns every address under it
   * (its routes end in a `*` splat the remote routes itself), answered with the shell's page only:
   * never rendered or cached by the server, `no-store` and `noindex`, outside the sitemap, disallowed
   * in robots.txt, loaded only when one of its addresses is visited, and shown without the public
   * header and footer (docs/decisions/020-staff-remote.md).
   */
  readonly private?: true;
}

export const HOST_APP = { name: 'shell', folder: 'shell', devPort: 3000 } as const;

const ROUTES_EXPOSE = { './routes': './src/exposes/routes.tsx' } as const;

export const REMOTE_APPS = [
  {
    name: 'mfe_marketing',
    folder: 'mfe-marketing',
    devPort: 3001,
    paths: ['', 'about', 'contact', 'certification', 'legal-notice', 'privacy', 'service', 'transport'],
    exposes: ROUTES_EXPOSE,
  },
  {
    name: 'mfe_quote',
    folder: 'mfe-quote',
    devPort: 3002,
    paths: ['cotation', 'follow'],
    exposes: ROUTES_EXPOSE,
  },
  {
    name: 'mfe_careers',
    folder: 'mfe-careers',
    devPort: 3003,
    paths: ['jobOffers'],
    exposes: ROUTES_EXPOSE,
  },
  {
    name: 'mfe_blog',
    folder: 'mfe-blog',
    devPort: 3004,
    paths: ['blog'],
    exposes: ROUTES_EXPOSE,
  },
  {
    name: 'mfe_staff',
    folder: 'mfe-staff',
    devPort: 3005,
    paths: ['staff'],
    exposes: ROUTES_EXPOSE,
    private: true,
  },
] as const satisfies readonly RemoteApp[];

export type RemoteName = (typeof REMOTE_APPS)[number]['name'];

export const REMOTE_NAMES: readonly RemoteName[] = REMOTE_APPS.map((app) => app.name);

/** The table's row of a remote. */
export function remoteApp(name: RemoteName): RemoteApp {
  const app = REMOTE_APPS.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`Unknown remote ${name}`);
  return app;
}

/** Whether a remote is the private back office (see RemoteApp.private). */
export function isPrivateRemote(name: RemoteName): boolean {
  return 'private' in remoteApp(name) && remoteApp(name).private === true;
}

/** The setting that deploys a remote elsewhere: mfe_blog -> REMOTE_URL_MFE_BLOG. */
export function remoteUrlVariable(name: RemoteName): string {
  return `REMOTE_URL_${name.toUpperCase()}`;
}
