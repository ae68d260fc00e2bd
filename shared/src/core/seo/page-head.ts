import type { ProfileName } from '../profiles/profile-names';
import { BRAND_CONTENT } from '../profiles/brand-content';
import { ROUTE_PARAMS, TRANSPORT_SLUGS, type ServiceSlug, type TransportSlug } from '../federation/apps';
import { matchRoute } from '../federation/site-paths';

// Which translated texts are a page's title and search-result description
// (docs/decisions/004-languages.md): one table for the browser (each page's
// usePageTitle) and the server (the <title>, description, Open Graph and
// Twitter tags of its HTML), so both write the same words. A text is a key of
// an i18next namespace: a shared one (shared/locales/<language>/<ns>.json) or
// the namespace of the remote that renders the page (its src/locales/<language>.json).

/** A translated text: its namespace, key and interpolation values. */
export interface PageText {
  namespace: string;
  key: string;
  /** Interpolated by i18next's `{{name}}`; `brand` is always the brand's name. */
  values?: Readonly<Record<string, string>>;
}

export interface PageHeadTexts {
  title: PageText;
  description: PageText;
}

const text = (namespace: string, key: string): PageText => ({ namespace, key });
const marketing = (key: string) => text('marketing', key);

/** The /transport pages' content keys (under `transport.` in the marketing locale files): the slugs keep their historic spelling, the keys do not. */
export const TRANSPORT_CONTENT_KEYS = {
  general: 'general',
  perissable: 'perissable',
  'conteneurs-maritimes': 'conteneurs',
  traction: 'traction',
  adr: 'adr',
  uregent: 'urgent',
  entreposaage: 'entreposage',
  'port-sec': 'port_sec',
  'hors-gabarit': 'hors_gabarit',
  exceptionnel: 'exceptionnel',
} as const satisfies Record<TransportSlug, string>;

/** The brand's own search-result description (shared `profile` namespace): the home page's, and the fallback of a page without one. */
export const brandDescription = (profile: ProfileName): PageText => text('profile', `${profile}.meta_description`);

/** The not-found page's texts (shared `common` namespace). */
export const NOT_FOUND_TEXTS: PageHeadTexts = {
  title: text('common', 'not_found.title'),
  description: text('common', 'not_found.text'),
};

/** What an article's and an offer's page show when it does not exist (their remote's words). */
export const RECORD_NOT_FOUND_TEXTS: Record<'article' | 'job', PageHeadTexts> = {
  article: { title: text('blog', 'not_found_title'), description: text('blog', 'not_found_text') },
  job: { title: text('careers', 'offer.not_found_title'), description: text('careers', 'offer.not_found_text') },
};

const STATIC_PAGES: Readonly<Record<string, (profile: ProfileName) => PageHeadTexts>> = {
  // The back office: one title for all its addresses (its pages set their own in the browser).
  staff: () => ({ title: text('staff', 'meta.title'), description: text('staff', 'meta.description') }),
  'staff/*': () => ({ title: text('staff', 'meta.title'), description: text('staff', 'meta.description') }),
  '': (profile) => ({ title: marketing(`home.brand.${profile}.meta_title`), description: brandDescription(profile) }),
  about: (profile) => ({
    title: marketing('about.meta_title'),
    description: marketing(`${BRAND_CONTENT[profile].about}.lead`),
  }),
  contact: (profile) => ({
    title: marketing('contact.meta_title'),
    description: marketing(`${BRAND_CONTENT[profile].contact}.lead`),
  }),
  certification: (profile) => ({
    title: marketing('certification.meta_title'),
    description: marketing(`${BRAND_CONTENT[profile].certification}.lead`),
  }),
  'legal-notice': () => ({
    title: marketing('legal.notice.meta_title'),
    description: marketing('legal.notice.meta_description'),
  }),
  privacy: () => ({
    title: marketing('legal.privacy.meta_title'),
    description: marketing('legal.privacy.meta_description'),
  }),
  cotation: () => ({ title: text('quote', 'meta_title'), description: text('quote', 'meta_description') }),
  blog: () => ({ title: text('blog', 'title'), description: text('blog', 'intro') }),
  jobOffers: () => ({ title: text('careers', 'meta_title'), description: text('careers', 'lead') }),
};

/** A /service page's texts: its title and lead, in the brand's words. */
export function serviceTexts(slug: ServiceSlug, profile: ProfileName): PageHeadTexts {
  const base = `${BRAND_CONTENT[profile].service}.${slug}`;
  return { title: marketing(`${base}.title`), description: marketing(`${base}.lead`) };
}

/** A /transport page's texts, by its content key: its title and lead. */
export function transportTexts(contentKey: string): PageHeadTexts {
  return { title: marketing(`transport.${contentKey}.title`), description: marketing(`transport.${contentKey}.lead`) };
}

const isTransportSlug = (slug: string): slug is TransportSlug => (TRANSPORT_SLUGS as readonly string[]).includes(slug);

/**
 * The title and description of a page of the table that is not a record's
 * (an article's or an offer's come from the record), by its canonical site
 * path; null for a record's page or a path the site does not have.
 */
export function pageHeadTexts(path: string, profile: ProfileName): PageHeadTexts | null {
  const route = matchRoute(path);
  if (!route || route.record) return null;
  const slug = path.split('/')[2] ?? '';
  if (route.pattern === 'service/:slug') return serviceTexts(slug as ServiceSlug, profile);
  if (route.pattern === 'transport/:slug')
    return isTransportSlug(slug) ? transportTexts(TRANSPORT_CONTENT_KEYS[slug]) : null;
  return STATIC_PAGES[route.pattern]?.(profile) ?? null;
}

/** The texts of the not-found page a path shows: an article's or an offer's own for an address of theirs (/blog/<anything>), else the site's. */
export function notFoundTexts(path: string): PageHeadTexts {
  const segments = path.slice(1).split('/');
  for (const [pattern, param] of Object.entries(ROUTE_PARAMS)) {
    const [section, id] = pattern.split('/');
    if ('record' in param && id?.startsWith(':') && segments.length === 2 && segments[0] === section)
      return RECORD_NOT_FOUND_TEXTS[param.record];
  }
  return NOT_FOUND_TEXTS;
}

/** The document's title: "<page> | <brand>", the brand alone for a page without a title. */
export const documentTitle = (title: string, brandName: string) => (title ? `${title} | ${brandName}` : brandName);

/** A breadcrumb's step above a nested page: its site path and its name. */
export interface ParentCrumb {
  path: string;
  name: PageText;
}

/**
 * The pages above a nested page (/blog/12, /jobOffers/7, /service/x,
 * /transport/x), home first: the home page, then the section's page when it is
 * one (/blog, /jobOffers; /service and /transport only redirect). Empty for a
 * page at the top (/, /about...).
 */
export function parentCrumbs(path: string, profile: ProfileName): ParentCrumb[] {
  const segments = path.slice(1).split('/');
  if (segments.length < 2) return [];
  const home = { path: '/', name: text('common', 'nav.home') };
  const section = `/${segments[0]}`;
  const sectionTexts = pageHeadTexts(section, profile);
  return sectionTexts ? [home, { path: section, name: sectionTexts.title }] : [home];
}

/** Plain text of an HTML fragment (an article's excerpt): tags dropped, the common entities read, spaces collapsed. */
export function plainText(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) ? String.fromCodePoint(code) : entity;
      }
      return entities[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** A search-result description of a longer text: whole words, at most `max` characters, an ellipsis when cut. */
export function summaryOf(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

/** An article's description: its opening paragraph (HTML) as text, cut to a search result's length. */
export const articleDescription = (excerpt: string) => summaryOf(plainText(excerpt));
