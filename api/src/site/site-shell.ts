import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { preloadLinks } from './preload';
import type { RemoteUrls } from './remotes';

export type SiteProfile = 'freight' | 'electrical';

/** The built host: its folder, and its index.html with the active brand profile and the page's preloads written in. */
export interface SiteShell {
  distDir: string;
  indexHtml(pathname: string): Promise<string>;
}

const PROFILE_META = /<meta\s+name="site-profile"\s+content="[^"]*"\s*\/?>/;

export function writeProfile(html: string, profile: SiteProfile): string {
  return html.replace(PROFILE_META, `<meta name="site-profile" content="${profile}" />`);
}

/** null when the shell is not built (the caller warns; the API keeps working). */
export function findSiteShell(staticRoot: string, profile: SiteProfile, remotes: RemoteUrls): SiteShell | null {
  const distDir = path.join(staticRoot, 'shell', 'dist');
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  return {
    distDir,
    // Read on each request: the file is small and a rebuild shows without a restart.
    indexHtml: async (pathname) => {
      const html = writeProfile(await readFile(indexFile, 'utf8'), profile);
      return html.replace('</head>', `${await preloadLinks(pathname, remotes, staticRoot)}</head>`);
    },
  };
}

const RESERVED_PREFIX = /^\/(api|remotes|images|static)(\/|$)/;

/** History fallback: a page address (no file extension) the browser navigates to. */
export function isPageRequest(method: string, url: string, accept: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0] ?? '/';
  if (RESERVED_PREFIX.test(pathname)) return false;
  const last = pathname.split('/').pop() ?? '';
  if (last.includes('.')) return false;
  return (accept ?? '').includes('text/html');
}
