import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SiteLanguage } from '@freight/shared/core/constants';
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

const DESCRIPTION_META = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const descriptions = new Map<string, string | null>();

/**
 * The brand's search-result description in a language: `<profile>.meta_description`
 * of the shared `profile` bundle, the text the browser sets too. null when the
 * bundle cannot be read (the HTML keeps the description it was built with).
 */
export function metaDescription(profile: SiteProfile, language: SiteLanguage): string | null {
  const cacheKey = `${profile}:${language}`;
  if (!descriptions.has(cacheKey)) {
    let text: string | null = null;
    try {
      const sharedDir = path.dirname(createRequire(import.meta.url).resolve('@freight/shared/package.json'));
      const bundle = JSON.parse(readFileSync(path.join(sharedDir, 'locales', language, 'profile.json'), 'utf8')) as Record<string, Record<string, unknown>>;
      const value = bundle[profile]?.meta_description;
      text = typeof value === 'string' && value ? value : null;
    } catch {
      text = null;
    }
    descriptions.set(cacheKey, text);
  }
  return descriptions.get(cacheKey) ?? null;
}

/** Writes the description of the page's language over the one index.html was built with. */
export function writeDescription(html: string, profile: SiteProfile, language: SiteLanguage): string {
  const text = metaDescription(profile, language);
  if (!text) return html;
  const tag = `<meta name="description" content="${escapeAttribute(text)}" />`;
  return DESCRIPTION_META.test(html) ? html.replace(DESCRIPTION_META, tag) : html.replace('</head>', `${tag}</head>`);
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
      const html = writeDescription(writeProfile(await readFile(indexFile, 'utf8'), profile), profile, page.language);
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
