import { isPrivateRemote } from '@freight/shared/core/federation/apps';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES, type SiteLanguage } from '@freight/shared/core/constants';
import type { Article, Job } from '@freight/shared/core/api/models';
import {
  alternatePaths,
  localizedPath,
  recordPageOf,
  type PageCatalog,
  type RouteMatch,
} from '@freight/shared/core/federation/site-paths';
import type { SiteProfile } from '@freight/shared/core/profiles/profile-schema';
import {
  articleDescription,
  brandDescription,
  documentTitle,
  HOME_CRUMB,
  NOT_FOUND_TEXTS,
  plainText,
  summaryOf,
} from '@freight/shared/core/seo/page-head';
import {
  blogPostingData,
  breadcrumbData,
  companyData,
  jobPostingData,
  serializeJsonLd,
} from '@freight/shared/core/seo/structured-data';
import { escapeHtml } from '../api/html/escape-html';
import { withBrand, type Translate } from './page-texts';

// What search engines and link previews read in a page's <head>, written by the
// server (docs/decisions/004-languages.md): the page's title and description in
// its language (the texts its remote published, which its pages write in the
// browser too: docs/decisions/024-a-remote-owns-its-pages.md),
// the canonical address, the same page in each language (reciprocal hreflang,
// x-default the French one), the Open Graph and Twitter card of the page, and its
// schema.org data (shared/src/core/seo/structured-data.ts). A page the site does
// not have gets its not-found title and `noindex`.

/** The record a page shows, as the database gives it in the page's language. */
export type PageRecord = { kind: 'article'; article: Article } | { kind: 'job'; job: Job };

/** A page as the server resolved it: its language, its site path, and what it is (null: not found). */
export interface ResolvedPage {
  language: SiteLanguage;
  /** The site path, without the language prefix. */
  pathname: string;
  route: RouteMatch | null;
  /** For an article's or an offer's page: the record. */
  record?: PageRecord;
}

export interface HeadContext {
  /** Origin of every absolute URL: PUBLIC_ORIGIN, else the request's. */
  origin: string;
  profile: SiteProfile;
  translate: Translate;
  /** The remotes' published pages: texts, structured data, breadcrumbs. */
  catalog: PageCatalog;
  /** Absolute URL of the brand's picture for link previews, if the site has one. */
  image: string | null;
}

/** What the server writes into a page's head: the document's title, the description and the other tags. */
export interface PageHead {
  /** The document title: "<page> | <brand>". */
  title: string;
  description: string;
  /** Canonical, alternates, Open Graph, Twitter card and JSON-LD; or noindex. */
  tags: string;
}

/** Open Graph locales (language_TERRITORY), as the platforms that read them list them. */
const OG_LOCALES: Record<SiteLanguage, string> = { fr: 'fr_FR', en: 'en_US', es: 'es_ES', ar: 'ar_AR' };

export const NOINDEX = '<meta name="robots" content="noindex">';

const meta = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}">`;
const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}">`;
const link = (attributes: string, href: string) => `<link ${attributes} href="${escapeHtml(href)}">`;
/**
 * A data block, not a script: the CSP's script-src does not apply to it
 * (serializeJsonLd escapes `<`). `data-server`: the shell removes it once the
 * router shows another page, and the offer page does not write its JobPosting twice.
 */
const jsonLd = (data: unknown) => `<script type="application/ld+json" data-server>${serializeJsonLd(data)}</script>`;

/** The page's own title (without the brand) and description, in its language. */
function pageTexts(page: ResolvedPage, context: HeadContext): { title: string; description: string } {
  const { profile, translate, catalog } = context;
  const record = page.record;
  if (record?.kind === 'article')
    return { title: record.article.title, description: articleDescription(record.article.excerpt) };
  // An offer's description is HTML (037): its text, cut to a search result's length.
  if (record?.kind === 'job')
    return { title: record.job.post, description: summaryOf(plainText(record.job.description)) };
  const own = page.route?.page?.head?.[profile.name]?.[page.language];
  const brand = (text: string) => withBrand(text, profile.brandName);
  if (own) return { title: brand(own.title), description: brand(own.description) };
  // A territory whose pages are unread: the brand's name and description until its remote answers.
  if (page.route) return { title: '', description: translate(brandDescription(profile.name), page.language) };
  // Not found: an article's or an offer's own words for an address of theirs (/blog/<anything>), else the site's.
  const missing = recordPageOf(page.pathname, catalog)?.notFound?.[page.language];
  if (missing) return { title: brand(missing.title), description: brand(missing.description) };
  return {
    title: translate(NOT_FOUND_TEXTS.title, page.language),
    description: translate(NOT_FOUND_TEXTS.description, page.language),
  };
}

/** The title of a published page by its site path, in a language ('' when the catalog has none). */
function titleOf(sitePath: string, page: ResolvedPage, context: HeadContext): string {
  if (sitePath === '/') return context.translate(HOME_CRUMB, page.language);
  const found = context.catalog.pages.find((candidate) => `/${candidate.path}` === sitePath);
  const title = found?.head?.[context.profile.name]?.[page.language]?.title;
  return title ? withBrand(title, context.profile.brandName) : '';
}

/** The page's schema.org data: the company on the home and contact pages, the record's, and the breadcrumb of a nested page. */
function structuredData(page: ResolvedPage, title: string, url: string, context: HeadContext): unknown[] {
  const { origin, profile, image } = context;
  const language = page.language;
  const data: unknown[] = [];
  if (page.route?.page?.structuredData === 'organization') data.push(...companyData(profile, { origin, image }));
  if (page.record?.kind === 'article') {
    const { article } = page.record;
    data.push(
      blogPostingData({ ...article, summary: articleDescription(article.excerpt) }, profile, {
        origin,
        pageUrl: url,
        language,
      }),
    );
  }
  if (page.record?.kind === 'job') data.push(jobPostingData(page.record.job, profile, { origin, pageUrl: url }));
  const parents = page.route?.page?.breadcrumb ?? [];
  if (parents.length > 0) {
    const crumbs = parents.map((parent) => ({
      name: titleOf(parent, page, context),
      url: `${origin}${localizedPath(parent, language)}`,
    }));
    data.push(breadcrumbData([...crumbs, { name: title, url }]));
  }
  return data;
}

export function pageHead(page: ResolvedPage, context: HeadContext): PageHead {
  const { origin, profile, image } = context;
  const { title, description } = pageTexts(page, context);
  const head = { title: documentTitle(title, profile.brandName), description };
  // The back office's pages are private: no canonical, alternates or cards, only noindex. Nor a page of a
  // territory whose pages are unread: it may not exist.
  // A follow-up page (a capability in its address) is one visitor's: never indexed, never shared as a card.
  if (!page.route?.page || isPrivateRemote(page.route.remote) || page.route.page.capability)
    return { ...head, tags: NOINDEX };
  const url = `${origin}${localizedPath(page.pathname, page.language)}`;
  const tags = [
    link('rel="canonical"', url),
    ...alternatePaths(page.pathname).map(({ language, href }) =>
      link(`rel="alternate" hreflang="${language}"`, `${origin}${href}`),
    ),
    link('rel="alternate" hreflang="x-default"', `${origin}${localizedPath(page.pathname, DEFAULT_LANGUAGE)}`),
    meta('og:site_name', profile.brandName),
    meta('og:type', page.route.record?.kind === 'article' ? 'article' : 'website'),
    meta('og:url', url),
    meta('og:title', title),
    meta('og:description', description),
    meta('og:locale', OG_LOCALES[page.language]),
    ...LANGUAGES.filter((language) => language !== page.language).map((language) =>
      meta('og:locale:alternate', OG_LOCALES[language]),
    ),
  ];
  if (image) tags.push(meta('og:image', image));
  tags.push(
    named('twitter:card', image ? 'summary_large_image' : 'summary'),
    named('twitter:title', title),
    named('twitter:description', description),
  );
  tags.push(...structuredData(page, title, url, context).map(jsonLd));
  return { ...head, tags: tags.join('') };
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
