// The one HTML escaper of the server: the pages' head tags and the e-mails
// put text into HTML with it, always inside elements or double-quoted attributes.
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** `text` as HTML text or as the value of a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ENTITIES[char] ?? char);
}
