import { existsSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { RTL_LANGUAGES, type SiteLanguage } from '@freight/shared/core/constants';
import { preloadLinks, type PageRequest } from './preload';
import type { RemoteUrls } from './remotes';

export type SiteProfile = 'freight' | 'electrical';

/** A page as the server sends it: its language, its site path and the tags of its head. */
export interface ShellPage extends PageRequest {
  /** Written at the end of <head>: canonical, alternates and social cards, or robots noindex (head-tags.ts). */
  head: string;
}

/** The built host: its folder, and its index.html with the active brand profile, the page's language, head tags and preloads written in. */
export interface SiteShell {
  distDir: string;
  indexHtml(page: ShellPage): Promise<string>;
  /** The day the shell was built (its index.html's date), YYYY-MM-DD: the sitemap's date of the pages without one of their own. */
  builtOn(): Promise<string>;
}

const PROFILE_META = /<meta\s+name="site-profile"\s+content="[^"]*"\s*\/?>/;

export function writeProfile(html: string, profile: SiteProfile): string {
  return html.replace(PROFILE_META, `<meta name="site-profile" content="${profile}" />`);
}

const DESCRIPTION_META = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

export const escapeAttribute = (text: string) =>
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

const HTML_TAG = /<html\b[^>]*>/;

/** `<html lang dir>` of the page's language, over the French one index.html was built with. */
export function writeHtmlLanguage(html: string, language: SiteLanguage): string {
  const dir = RTL_LANGUAGES.some((rtl) => rtl === language) ? 'rtl' : 'ltr';
  return html.replace(HTML_TAG, `<html lang="${language}" dir="${dir}">`);
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
      const built = await readFile(indexFile, 'utf8');
      const html = writeHtmlLanguage(writeDescription(writeProfile(built, profile), profile, page.language), page.language);
      return html.replace('</head>', `${page.head}${await preloadLinks(page, remotes, staticRoot, profile)}</head>`);
    },
    builtOn: async () => (await stat(indexFile)).mtime.toISOString().slice(0, 10),
  };
}

const RESERVED_PREFIX = /^\/(api|remotes|images|static)(\/|$)/;

/**
 * A page address: a GET or HEAD outside the API and the asset folders, whose
 * last segment has no file extension. Whatever it accepts (a browser, curl's
 * `*\/*`, a monitor, a preview bot), it gets the page's status and HTML.
 */
export function isPageAddress(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0] ?? '/';
  if (RESERVED_PREFIX.test(pathname)) return false;
  const last = pathname.split('/').pop() ?? '';
  return !last.includes('.');
}
