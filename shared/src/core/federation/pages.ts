import { LANGUAGES, type SiteLanguage } from '../constants';
import { PROFILE_NAMES, type ProfileName } from '../profiles/profile-names';
import type { PageHeadTexts, PageText } from '../seo/page-head';

// A remote's pages are its own (docs/decisions/024-a-remote-owns-its-pages.md):
// each remote describes them in its src/config/pages.ts (a RemotePages), its build
// publishes them with their texts resolved in every language and brand
// (PublishedPages, a file named in its mf-manifest.json), and the server and
// the shell read what the deployed build published. The apps table keeps only
// each remote's territory, the first path segments it owns. Isomorphic.

/** The kinds of database records a page can show. */
export type RecordKind = 'article' | 'job';

/** One page, or one kind of page, as its remote describes it. */
export interface PageDefinition {
  /**
   * Its route pattern relative to the site root, without the language prefix:
   * '' the home page, 'about', 'blog/:id' (one parameter, its last segment), or
   * 'staff/*' (every address below: the remote routes them itself).
   */
  pattern: string;
  /**
   * For a parameter: the slugs it takes (each a page), the record the server looks up by id, or a
   * capability, a secret key in the address (a visitor's follow-up link): such a page is private,
   * never kept by a cache, never indexed, outside the sitemap (docs/decisions/030-follow-up-page.md).
   */
  param?: { slugs: readonly string[] } | { record: RecordKind } | { capability: true };
  /** Its title and description for a brand (and its slug); not for a record's page, whose record gives them. */
  head?: (context: { profile: ProfileName; slug: string }) => PageHeadTexts;
  /** A record's page: what it shows when the record does not exist. */
  notFound?: PageHeadTexts;
  /** schema.org data besides the breadcrumb: 'organization' adds the company's. */
  structuredData?: 'organization';
  /** In the sitemap (a record's page: each published record). Public pages default to true. */
  sitemap?: boolean;
}

/** What a remote's src/config/pages.ts exports. */
export interface RemotePages {
  remote: string;
  /** Its i18next namespace: the texts of its src/locales/<language>.json. */
  namespace: string;
  pages: readonly PageDefinition[];
  /** Site paths of its territory that lead to another of its pages for good (301), e.g. a misspelling's alias. */
  redirects?: Readonly<Record<string, string>>;
}

/** A page's head texts in one language, `{{brand}}` left for the server to fill in. */
export interface HeadText {
  title: string;
  description: string;
}
export type HeadByLanguage = Record<SiteLanguage, HeadText>;

/** A page as its remote's build published it. */
export interface PublishedPage {
  pattern: string;
  /** The page's site path without its leading slash ('service/adr'); none for a record's page or a splat's. */
  path?: string;
  record?: RecordKind;
  /** Its last segment is a secret key (see PageDefinition.param): private, uncached, unindexed. */
  capability?: true;
  /** Its texts per brand and language (absent for a record's page). */
  head?: Record<ProfileName, HeadByLanguage>;
  /** A record's page: its not-found texts per language. */
  notFound?: HeadByLanguage;
  structuredData?: 'organization';
  sitemap: boolean;
  /** The site paths above it, home first ('/', '/blog'), for its breadcrumb. */
  breadcrumb: string[];
}

/** A remote's published pages: the file its manifest names in `metaData.pages`. */
export interface PublishedPages {
  remote: string;
  pages: PublishedPage[];
  redirects: Record<string, string>;
}

/** Finds a text: (namespace, key, language) -> the text, or '' when no bundle has it. */
export type TextLookup = (text: PageText, language: SiteLanguage) => string;

const expand = (definition: PageDefinition): string[] =>
  definition.param && 'slugs' in definition.param
    ? definition.param.slugs.map((slug) => definition.pattern.replace(/:[^/]+$/, slug))
    : [definition.pattern];

/** The site paths above a page, home first: home, then its section when the remote has that page. */
function breadcrumbOf(pattern: string, own: ReadonlySet<string>): string[] {
  const segments = pattern.split('/');
  if (pattern === '' || segments.length < 2 || pattern.endsWith('*')) return [];
  return own.has(segments[0] ?? '') ? ['/', `/${segments[0]}`] : ['/'];
}

/** A remote's pages with their texts resolved in every brand and language (the build writes it). */
export function publishPages(definition: RemotePages, lookup: TextLookup): PublishedPages {
  const concrete = new Set(
    definition.pages.flatMap((page) => (page.param && !('slugs' in page.param) ? [] : expand(page))),
  );
  const byLanguage = (texts: PageHeadTexts) =>
    Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        { title: lookup(texts.title, language), description: lookup(texts.description, language) },
      ]),
    ) as HeadByLanguage;
  const headOf = (head: PageDefinition['head'], slug = '') =>
    head
      ? {
          head: Object.fromEntries(
            PROFILE_NAMES.map((profile) => [profile, byLanguage(head({ profile, slug }))]),
          ) as Record<ProfileName, HeadByLanguage>,
        }
      : {};
  const pages = definition.pages.flatMap((page): PublishedPage[] => {
    const common = {
      pattern: page.pattern,
      sitemap: page.sitemap ?? !page.pattern.endsWith('*'),
      breadcrumb: breadcrumbOf(page.pattern, concrete),
      ...(page.structuredData ? { structuredData: page.structuredData } : {}),
    };
    if (page.param && 'record' in page.param)
      return [
        { ...common, record: page.param.record, ...(page.notFound ? { notFound: byLanguage(page.notFound) } : {}) },
      ];
    if (page.param && 'capability' in page.param)
      return [{ ...common, sitemap: false, capability: true, ...headOf(page.head) }];
    const slugs = page.param && 'slugs' in page.param ? page.param.slugs : [''];
    return slugs.map((slug) => {
      return {
        ...common,
        ...(page.pattern.endsWith('*') ? {} : { path: slug ? page.pattern.replace(/:[^/]+$/, slug) : page.pattern }),
        ...headOf(page.head, slug),
      };
    });
  });
  return { remote: definition.remote, pages, redirects: { ...definition.redirects } };
}

/** The head texts a remote's page shows in the browser, by its site path ('/about', '/transport/adr'). */
export function definedHead(definition: RemotePages, path: string, profile: ProfileName): PageHeadTexts | null {
  const site = path.replace(/^\/+/, '');
  for (const page of definition.pages) {
    if (!page.head) continue;
    if (page.pattern === site) return page.head({ profile, slug: '' });
    if (page.param && 'slugs' in page.param) {
      const slug = page.param.slugs.find((candidate) => page.pattern.replace(/:[^/]+$/, candidate) === site);
      if (slug !== undefined) return page.head({ profile, slug });
    }
  }
  return null;
}

/**
 * What is wrong with a remote's published pages, given its territory (the
 * first path segments the apps table gives it): a page or redirect outside it,
 * a pattern twice, a page without a title or description in a language. Empty
 * when they hold; the server refuses a remote's pages that do not.
 */
export function publishedPagesProblems(published: PublishedPages, territory: readonly string[]): string[] {
  const problems: string[] = [];
  const inside = (path: string) => territory.includes(path.replace(/^\//, '').split('/')[0] ?? '');
  const seen = new Set<string>();
  for (const page of published.pages) {
    const where = `/${page.path ?? page.pattern}`;
    if (!inside(page.pattern)) problems.push(`${published.remote} claims ${where}, outside its territory`);
    if (seen.has(where)) problems.push(`${published.remote} publishes ${where} twice`);
    seen.add(where);
    const texts = page.head ? PROFILE_NAMES.map((profile) => page.head?.[profile]) : [page.notFound];
    for (const byLanguage of texts)
      for (const language of LANGUAGES) {
        const text = byLanguage?.[language];
        if (!text?.title) problems.push(`${published.remote}'s ${where} has no title in ${language}`);
        if (!text?.description) problems.push(`${published.remote}'s ${where} has no description in ${language}`);
      }
  }
  for (const [from, to] of Object.entries(published.redirects)) {
    if (!inside(from)) problems.push(`${published.remote} redirects ${from}, outside its territory`);
    if (!published.pages.some((page) => `/${page.path}` === to))
      problems.push(`${published.remote} redirects ${from} to ${to}, which is none of its pages`);
  }
  return problems;
}
