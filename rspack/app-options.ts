import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder: every app's folder, shared and the page template are found from it. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What an app's build needs to know about it (rspack/apps.ts gives each app's). */
export interface AppOptions {
  /** Federation name, an identifier: `shell`, `mfe_blog`... */
  name: string;
  /** Folder of the app, e.g. `mfe-blog`. */
  dir: string;
  /** Dev server port. */
  port: number;
  /** Modules a remote exposes to the shell (`./routes`). Empty for the host. */
  exposes?: Record<string, string>;
  /** The host serves translations and owns the page template's site-profile meta. */
  host?: boolean;
  /** Title of the standalone page. */
  title: string;
}

/** `rspack build --mode production` (scripts/build.mjs) or NODE_ENV=production; anything else is a development build. */
export function isProduction(): boolean {
  return process.env.NODE_ENV === 'production' || process.argv.includes('production');
}
