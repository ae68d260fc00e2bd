// What of an article's HTML survives, for both sanitizers: the server's when
// it stores a body (sanitize-html) and the browser's before rendering one
// (DOMPurify). Pure data and predicates, so both configure themselves from it
// and a test holds them to the same output.

/** The elements kept; any other is dropped and its text kept, unless listed in DROPPED_WITH_CONTENT. */
export const ARTICLE_TAGS = [
  'p',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'a',
  'blockquote',
  'br',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'figure',
  'figcaption',
] as const;

export type ArticleTag = (typeof ARTICLE_TAGS)[number];

/** The attributes kept, per element; `rel` of links is the policy's own (LINK_REL), never the author's. */
export const ARTICLE_ATTRIBUTES: Partial<Record<ArticleTag, readonly string[]>> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  th: ['scope', 'colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

/** Elements dropped with everything inside them: code, styles, embedded documents, foreign markup. */
export const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
  'frame',
  'object',
  'embed',
  'svg',
  'math',
  'textarea',
  'select',
  'option',
  'title',
  'xmp',
  'plaintext',
] as const;

/** Links leave the site: never hand it window.opener, never pass ranking. */
export const LINK_REL = 'noopener noreferrer nofollow';

/** The schemes a link may name; a link without one (`/blog/2`, `#notes`) stays on the site. */
export const LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

// Browsers drop tabs, newlines and leading spaces from a URL: "java\tscript:" is "javascript:".
// biome-ignore lint/suspicious/noControlCharactersInRegex: it finds them to ignore them as browsers do.
const IGNORED_IN_URL = /[\u0000-\u0020\u007F]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

const OTHER_HOST = /^[\\/]{2}/;

/** A link's href: one of LINK_SCHEMES, or a path of the site ("//host" and "/\host" name another host). */
export function isAllowedLinkHref(href: string): boolean {
  const url = href.replace(IGNORED_IN_URL, '');
  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase();
  if (scheme !== undefined) return LINK_SCHEMES.some((allowed) => allowed === scheme);
  return !OTHER_HOST.test(url);
}

/** A URL that leaves the site: it names a scheme (`https:`, `data:`…) or another host (`//host`). */
export function leavesTheSite(url: string): boolean {
  const clean = url.replace(IGNORED_IN_URL, '');
  return SCHEME.test(clean) || OTHER_HOST.test(clean);
}

/** A media library picture's file part (`12-truck.webp`): the id, the slug and the extension it must carry. */
export const MEDIA_FILE = /^(\d{1,9})-([a-z0-9]+(?:-[a-z0-9]+)*)\.(png|jpg|webp)$/;

/** An article body's picture from the library: `/media/<id>-<slug>.<ext>`, nothing else under /media/. */
export function isMediaPath(src: string): boolean {
  return src.startsWith('/media/') && MEDIA_FILE.test(src.slice('/media/'.length));
}

// A fixed picture of the site (the seed's /images/…): a plain path, no dot segment, no query.
const FIXED_PICTURE = /^\/images\/(?:[a-z0-9_-]+\/)*[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.(?:svg|png|jpg|jpeg|webp)$/i;

/**
 * A picture's src: the site's own, either a picture of the media library (`/media/<id>-<slug>.<ext>`,
 * staff-media.ts) or one of its fixed pictures (`/images/…`). The page's Content-Security-Policy
 * allows no other host, and nothing else the site serves is a picture (035, "Media").
 */
export function isSiteImageSource(src: string): boolean {
  return isMediaPath(src) || (FIXED_PICTURE.test(src) && !src.includes('..'));
}
