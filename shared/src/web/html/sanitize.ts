import DOMPurify from 'dompurify';

// The API sanitizes article HTML when it stores it; the browser does it again
// so a compromised or mistaken source still cannot run script in the page.
const ALLOWED_TAGS = ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a', 'blockquote', 'br', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'figure', 'figcaption'];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'width', 'height', 'title', 'rel', 'target'];
const SAFE_URL = /^(?:https?:|mailto:|\/|#|\.\.?\/)/i;

let hooked = false;

function addHooks() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    for (const attr of ['href', 'src']) {
      const value = node.getAttribute(attr);
      if (value !== null && !SAFE_URL.test(value.trim())) node.removeAttribute(attr);
    }
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    // An image the author did not describe is treated as decorative rather than read out as a file name.
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
  });
}

export function sanitizeHtml(html: string): string {
  addHooks();
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}
