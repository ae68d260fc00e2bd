import { DEFAULT_LANGUAGE, LANGUAGES } from '@freight/shared/core/constants';
import { REMOTE_APPS, isPrivateRemote } from '@freight/shared/core/federation/apps';
import { alternatePaths, localizedPath } from '@freight/shared/core/federation/site-paths';
import { FOLLOW_SEGMENT } from '../api/follow/follow-links';

// /sitemap.xml and /robots.txt (https://www.sitemaps.org/protocol.html): every
// page of the site in each language, each with its alternates in the others and
// x-default (the French one), as Google documents for multilingual sites.

/** A page of the sitemap: its site path (no language prefix) and the day it last changed. */
export interface SitemapPage {
  pathname: string;
  /** YYYY-MM-DD or a full ISO 8601 time. */
  lastmod: string;
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

export function sitemapXml(pages: readonly SitemapPage[], origin: string): string {
  const urls = pages.flatMap(({ pathname, lastmod }) => {
    const alternates = [
      ...alternatePaths(pathname).map(({ language, href }) => [language, href] as const),
      ['x-default', localizedPath(pathname, DEFAULT_LANGUAGE)] as const,
    ]
      .map(
        ([hreflang, href]) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(`${origin}${href}`)}"/>`,
      )
      .join('');
    return alternatePaths(pathname).map(
      ({ href }) =>
        `<url><loc>${escapeXml(`${origin}${href}`)}</loc>${alternates}<lastmod>${escapeXml(lastmod)}</lastmod></url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * Crawlers may read every page, not the API, the back office nor the visitors' follow-up pages (in each
 * language); the sitemap says where the pages are.
 */
export function robotsTxt(origin: string): string {
  const privatePaths = REMOTE_APPS.filter((app) => isPrivateRemote(app.name)).flatMap((app) =>
    app.paths.flatMap((segment) => LANGUAGES.map((language) => `Disallow: ${localizedPath(`/${segment}`, language)}`)),
  );
  const followPaths = LANGUAGES.map((language) => `Disallow: ${localizedPath(`/${FOLLOW_SEGMENT}/`, language)}`);
  return [
    'User-agent: *',
    'Disallow: /api',
    ...privatePaths,
    ...followPaths,
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
