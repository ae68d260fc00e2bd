import DOMPurify from 'dompurify';

// The API sanitizes article HTML when it stores it; the browser does it again
// so a compromised or mistaken source still cannot run script in the page.
const ALLOWED_TAGS = [
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
];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'width', 'height', 'title', 'rel', 'target'];
const SAFE_URL = /^(?:https?:|mailto:|\/|#|\.\.?\/)/i;

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

function addHooks(target: Purifier) {
  target.addHook('afterSanitizeAttributes', (node) => {
    for (const attr of ['href', 'src']) {
      const value = node.getAttribute(attr);
      if (value !== null && !SAFE_URL.test(value.trim())) node.removeAttribute(attr);
    }
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank')
      node.setAttribute('rel', 'noopener noreferrer');
    // An image the author did not describe is treated as decorative rather than read out as a file name.
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
  });
}

/** The article's HTML with only the allowed tags and attributes; nothing at all where no sanitizer can run. */
export function sanitizeHtml(html: string): string {
  const active = activePurifier();
  if (!active) return '';
  return active.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}
