// The one table of the site's apps: the host and each remote with its folder,
// dev port, the first path segments it owns and the modules it exposes. Read
// by the rspack configs (rspack.apps.ts), the shell's path mapping
// (remote-for-path.ts), the API's static hosting and REMOTE_URL_* settings
// (api/src/site/remotes.ts), the scripts (scripts/apps.mjs) and the contract
// tests every remote runs (contract-check.ts). Isomorphic: no browser code.

export interface RemoteApp {
  /** Federation name, an identifier: its container's global and share-scope name. */
  readonly name: string;
  /** Folder of the app in the repository, and its path under /remotes/ in production. */
  readonly folder: string;
  /** Port of its dev server (`npm run dev`). */
  readonly devPort: number;
  /** First path segments of the site it renders ('' is the home page). */
  readonly paths: readonly string[];
  /** What it exposes to the shell, and from which file of its folder. */
  readonly exposes: Readonly<Record<string, string>>;
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
  { name: 'mfe_quote', folder: 'mfe-quote', devPort: 3002, paths: ['cotation'], exposes: ROUTES_EXPOSE },
  { name: 'mfe_careers', folder: 'mfe-careers', devPort: 3003, paths: ['jobOffers'], exposes: ROUTES_EXPOSE },
  { name: 'mfe_blog', folder: 'mfe-blog', devPort: 3004, paths: ['blog'], exposes: ROUTES_EXPOSE },
] as const satisfies readonly RemoteApp[];

export type RemoteName = (typeof REMOTE_APPS)[number]['name'];

export const REMOTE_NAMES: readonly RemoteName[] = REMOTE_APPS.map((app) => app.name);

/** The table's row of a remote. */
export function remoteApp(name: RemoteName): RemoteApp {
  const app = REMOTE_APPS.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`Unknown remote ${name}`);
  return app;
}

/** The setting that deploys a remote elsewhere: mfe_blog -> REMOTE_URL_MFE_BLOG. */
export function remoteUrlVariable(name: RemoteName): string {
  return `REMOTE_URL_${name.toUpperCase()}`;
}
