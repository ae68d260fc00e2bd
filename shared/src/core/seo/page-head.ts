import type { ProfileName } from '../profiles/profile-names';

// A page's title and search-result description are translated texts
// (docs/decisions/004-languages.md): each remote names its pages' in its
// src/config/pages.ts, which its build publishes with the texts resolved
// (federation/pages.ts), so the browser (each page's usePageHead) and the
// server (the <title>, description, Open Graph and Twitter tags of its HTML)
// write the same words. A text is a key of an i18next namespace: a shared one
// (shared/locales/<language>/<ns>.json) or the remote's own (its src/locales/<language>.json).

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

/** A text of a namespace. */
export const pageText = (namespace: string, key: string): PageText => ({ namespace, key });

/** The brand's own search-result description (shared `profile` namespace): the home page's, and the fallback of a page without one. */
export const brandDescription = (profile: ProfileName): PageText => pageText('profile', `${profile}.meta_description`);

/** The not-found page's texts (shared `common` namespace). */
export const NOT_FOUND_TEXTS: PageHeadTexts = {
  title: pageText('common', 'not_found.title'),
  description: pageText('common', 'not_found.text'),
};

/** The document's title: "<page> | <brand>", the brand alone for a page without a title. */
export const documentTitle = (title: string, brandName: string) => (title ? `${title} | ${brandName}` : brandName);

/** The name of the home page in a breadcrumb (shared `common` namespace). */
export const HOME_CRUMB: PageText = pageText('common', 'nav.home');

// A block or a line break separates words; an inline tag (`<strong>`, `<a>`) sits inside a word's run.
const BLOCK_TAG =
  /<\/?(?:p|h[1-6]|ul|ol|li|blockquote|br|table|thead|tbody|tr|th|td|figure|figcaption|div|img)\b[^>]*>/gi;

/** Plain text of an HTML fragment (an article's excerpt, an offer's description): tags dropped, the common entities read, spaces collapsed. */
export function plainText(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
  return html
    .replace(BLOCK_TAG, ' ')
    .replace(/<[^>]*>/g, '')
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
