import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { preloadLinks, type PageRequest } from './preload';
import type { RemoteUrls } from './remotes';
import { guessLanguage } from './page-language';

export type SiteProfile = 'freight' | 'electrical';

/** The built host: its folder, and its index.html with the active brand profile and the page's preloads written in. */
export interface SiteShell {
  distDir: string;
  indexHtml(page: PageRequest): Promise<string>;
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
    indexHtml: async (page) => {
      const html = writeProfile(await readFile(indexFile, 'utf8'), profile);
      return html.replace('</head>', `${await preloadLinks(page, remotes, staticRoot, profile)}</head>`);
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

/** What the page's preloads depend on, from the request. */
export function pageRequest(request: { url: string; headers: Record<string, string | string[] | undefined> }): PageRequest {
  const [pathname = '/', query] = request.url.split('?');
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(',') : value;
  };
  return { pathname, language: guessLanguage({ query, cookie: header('cookie'), acceptLanguage: header('accept-language') }) };
}
