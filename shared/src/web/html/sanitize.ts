import DOMPurify from 'dompurify';
import {
  ARTICLE_ATTRIBUTES,
  ARTICLE_TAGS,
  DROPPED_WITH_CONTENT,
  isAllowedLinkHref,
  isSiteImageSource,
  LINK_REL,
} from '../../core/html/article-html-policy';

// The API sanitizes article HTML when it stores it; the browser does it again,
// from the same policy (core/html/article-html-policy.ts), so a compromised or
// mistaken source still cannot run script in the page.

const ALLOWED_ATTR = [...new Set(Object.values(ARTICLE_ATTRIBUTES).flat())];
const CONFIG = {
  ALLOWED_TAGS: [...ARTICLE_TAGS],
  ALLOWED_ATTR,
  FORBID_CONTENTS: [...DROPPED_WITH_CONTENT],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

type Purifier = ReturnType<typeof DOMPurify>;

let purifier: Purifier | null = null;

/**
 * Outside a browser (the server rendering pages) DOMPurify needs a window to
 * work in: the server gives one (a jsdom window), and articles are sanitized
 * there exactly as in the browser.
 */
export function setSanitizerWindow(window: unknown): void {
  purifier = DOMPurify(window as Parameters<typeof DOMPurify>[0]);
  addHooks(purifier);
}

function activePurifier(): Purifier | null {
  if (purifier) return purifier;
  if (typeof window === 'undefined') return null;
  purifier = DOMPurify;
  addHooks(purifier);
  return purifier;
}

const attributesOf = (tagName: string): readonly string[] =>
  Object.entries(ARTICLE_ATTRIBUTES).find(([tag]) => tag === tagName.toLowerCase())?.[1] ?? [];

function addHooks(target: Purifier) {
  // DOMPurify's list is one for every element; the policy's is per element.
  target.addHook('uponSanitizeAttribute', (node, data) => {
    if (!attributesOf(node.nodeName).includes(data.attrName)) data.keepAttr = false;
  });
  target.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const href = node.getAttribute('href');
      if (href !== null && !isAllowedLinkHref(href)) node.removeAttribute('href');
      node.setAttribute('rel', LINK_REL);
    }
    if (node.nodeName === 'IMG') {
      if (!isSiteImageSource(node.getAttribute('src') ?? '')) node.remove();
      // An image the author did not describe is decorative rather than read out as a file name.
      else if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    }
  });
}

/** The article's HTML with only what the policy allows; nothing at all where no sanitizer can run. */
export function sanitizeHtml(html: string): string {
  const active = activePurifier();
  if (!active) return '';
  return active.sanitize(html, CONFIG);
}
