import { JSDOM } from 'jsdom';
import sanitize from 'sanitize-html';
import {
  ARTICLE_ATTRIBUTES,
  ARTICLE_TAGS,
  DROPPED_WITH_CONTENT,
  isAllowedLinkHref,
  isSiteImageSource,
  LINK_REL,
  leavesTheSite,
  LINK_SCHEMES,
} from '@freight/shared/core/html/article-html-policy';
import { isMediaPath, MEDIA_FILE } from '@freight/shared/core/schemas/staff-media';

// Article HTML comes from editors and seed files, and the browser renders it
// as HTML: only the vocabulary of shared/src/core/html/article-html-policy.ts
// survives. The browser sanitizes again from the same policy, so either layer
// alone keeps script out.

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...ARTICLE_TAGS],
  // `rel` is allowed so that the one transformTags writes stays.
  allowedAttributes: Object.fromEntries(
    Object.entries(ARTICLE_ATTRIBUTES).map(([tag, names]) => [tag, tag === 'a' ? [...names, 'rel'] : [...names]]),
  ),
  nonTextTags: [...DROPPED_WITH_CONTENT],
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) => frame.tag === 'img' && !isSiteImageSource(frame.attribs.src ?? ''),
  transformTags: {
    a: (tagName, { href, ...attribs }) => ({
      tagName,
      attribs: { ...(href !== undefined && isAllowedLinkHref(href) ? { href } : {}), ...attribs, rel: LINK_REL },
    }),
    // An image the author did not describe is decorative rather than read out as a file name.
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '' } }),
  },
};

// The browser's sanitizer reads markup with the HTML parser of a document
// (DOMParser, scripting off); sanitize-html's parser is not one. Read once by
// the same rules, mis-nested, foster-parented or bogus markup means the same to both.
const parser = new new JSDOM('').window.DOMParser();
const asParsed = (html: string) => parser.parseFromString(html, 'text/html').body.innerHTML;

export function sanitizeArticleHtml(html: string): string {
  return sanitize(asParsed(html), OPTIONS).trim();
}

/** The sources of the pictures of `html`, read as the sanitizer reads them: a picture inside a dropped element (a script's text) is no picture. */
function pictureSources(html: string): string[] {
  const found: string[] = [];
  sanitize(asParsed(html), {
    allowedTags: ['img'],
    allowedAttributes: false,
    allowedSchemesAppliedToAttributes: [],
    nonTextTags: [...DROPPED_WITH_CONTENT],
    exclusiveFilter: (frame) => {
      const src = frame.attribs.src;
      if (frame.tag === 'img' && src !== undefined) found.push(src);
      return false;
    },
  });
  return found;
}

/**
 * The sources of the pictures of `html` that leave the site (another host, a data:
 * URL). A page-relative one is only dropped by the sanitizer.
 */
export function picturesFromElsewhere(html: string): string[] {
  return pictureSources(html).filter(leavesTheSite);
}

/** The ids of the media library's pictures that `html` shows (`<img src="/media/<id>-…">`), each once. */
export function libraryPicturesOf(html: string): number[] {
  const ids = pictureSources(html)
    .filter(isMediaPath)
    .map((src) => Number(MEDIA_FILE.exec(src.slice('/media/'.length))?.[1]));
  return [...new Set(ids)];
}

const EXCERPT_TEXT_LENGTH = 240;
const TEXT_ONLY: sanitize.IOptions = { allowedTags: [], allowedAttributes: {} };

/** The opening paragraph of (already sanitized) HTML, sanitized again so its tags are balanced. */
export function excerptOf(html: string): string {
  const paragraph = /<p>[\s\S]*?<\/p>/.exec(html)?.[0];
  if (paragraph) return sanitizeArticleHtml(paragraph);
  // No paragraph: the opening words as text, in one paragraph.
  const text = sanitize(html, TEXT_ONLY).replace(/\s+/g, ' ').trim();
  const cut = text.length > EXCERPT_TEXT_LENGTH ? `${text.slice(0, EXCERPT_TEXT_LENGTH).trimEnd()}…` : text;
  return cut ? `<p>${sanitize(cut, TEXT_ONLY)}</p>` : '';
}
