import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES, type SiteLanguage } from '@freight/shared/core/constants';
import { alternatePaths, localizedPath, type RouteMatch } from '@freight/shared/core/federation/site-paths';
import { escapeAttribute } from './site-shell';

// What search engines and link previews read in a page's <head>, written by the
// server (docs/decisions/004-languages.md): the canonical address, the same page
// in each language (reciprocal hreflang, x-default the French one), and the
// Open Graph and Twitter card of the page. A page the site does not have gets
// only `noindex`.

/** A page as the server resolved it: its language, its site path, and what it is (null: not found). */
export interface ResolvedPage {
  language: SiteLanguage;
  /** The site path, without the language prefix. */
  pathname: string;
  route: RouteMatch | null;
}

export interface HeadContext {
  /** Origin of every absolute URL: PUBLIC_ORIGIN, else the request's. */
  origin: string;
  brandName: string;
  /** Absolute URL of the brand's picture for link previews, if the site has one. */
  image: string | null;
}

/** Open Graph locales (language_TERRITORY), as the platforms that read them list them. */
const OG_LOCALES: Record<SiteLanguage, string> = { fr: 'fr_FR', en: 'en_US', es: 'es_ES', ar: 'ar_AR' };

export const NOINDEX = '<meta name="robots" content="noindex">';

const meta = (property: string, content: string) => `<meta property="${property}" content="${escapeAttribute(content)}">`;
const link = (attributes: string, href: string) => `<link ${attributes} href="${escapeAttribute(href)}">`;

export function headTags(page: ResolvedPage, { origin, brandName, image }: HeadContext): string {
  if (!page.route) return NOINDEX;
  const url = `${origin}${localizedPath(page.pathname, page.language)}`;
  const tags = [
    link('rel="canonical"', url),
    ...alternatePaths(page.pathname).map(({ language, href }) => link(`rel="alternate" hreflang="${language}"`, `${origin}${href}`)),
    link('rel="alternate" hreflang="x-default"', `${origin}${localizedPath(page.pathname, DEFAULT_LANGUAGE)}`),
    meta('og:site_name', brandName),
    meta('og:type', page.route.record?.kind === 'article' ? 'article' : 'website'),
    meta('og:url', url),
    meta('og:locale', OG_LOCALES[page.language]),
    ...LANGUAGES.filter((language) => language !== page.language).map((language) => meta('og:locale:alternate', OG_LOCALES[language])),
  ];
  if (image) tags.push(meta('og:image', image));
  tags.push(`<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`);
  return tags.join('');
}

/**
 * The brand's hero picture as the marketing remote's build names it
 * (hero-<profile>-<width>.<hash>.webp: the largest; link previews read WebP, not
 * AVIF), at its address on this server; null when that remote is not built here.
 */
export async function brandImagePath(staticRoot: string, profile: string): Promise<string | null> {
  let files: string[];
  try {
    files = await readdir(path.join(staticRoot, 'mfe-marketing', 'dist', 'static', 'media'));
  } catch {
    return null;
  }
  const pattern = new RegExp(`^hero-${profile}-(\\d+)\\.[0-9a-f]+\\.webp$`);
  const largest = files
    .map((file) => ({ file, width: Number(pattern.exec(file)?.[1] ?? 0) }))
    .filter(({ width }) => width > 0)
    .sort((a, b) => b.width - a.width)[0];
  return largest ? `/remotes/mfe-marketing/static/media/${largest.file}` : null;
}
