import sanitize from 'sanitize-html';

// Article HTML comes from editors and seed files, and the browser renders it
// as HTML: only a small, inert vocabulary survives. The browser sanitizes again
// (shared/src/web/html/sanitize.ts), so either layer alone keeps script out.
const USABLE_IMAGE_SRC = /^(https?:\/\/|\/(?!\/))/i;

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
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
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // "//evil.example/x" would load from any host; relative paths stay allowed.
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // An image must name an absolute http(s) URL or a root-relative path: a
  // page-relative one ("x") resolves differently on /blog and /blog/3, so it
  // is always a broken image (and the classic <img src=x onerror> bait).
  exclusiveFilter: (frame) => frame.tag === 'img' && !USABLE_IMAGE_SRC.test(frame.attribs.src ?? ''),
  transformTags: {
    // Links leave the site: never hand it window.opener, never pass ranking.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer nofollow' } }),
  },
};

export function sanitizeArticleHtml(html: string): string {
  return sanitize(html, OPTIONS).trim();
}

const EXCERPT_TEXT_LENGTH = 240;

/** The opening paragraph of (already sanitized) HTML, sanitized again so its tags are balanced. */
export function excerptOf(html: string): string {
  const paragraph = /<p>[\s\S]*?<\/p>/.exec(html)?.[0];
  if (paragraph) return sanitizeArticleHtml(paragraph);
  // No paragraph: the opening words as text, in one paragraph.
  const text = sanitize(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
  const cut = text.length > EXCERPT_TEXT_LENGTH ? `${text.slice(0, EXCERPT_TEXT_LENGTH).trimEnd()}…` : text;
  return cut ? `<p>${sanitize(cut, { allowedTags: [], allowedAttributes: {} })}</p>` : '';
}
