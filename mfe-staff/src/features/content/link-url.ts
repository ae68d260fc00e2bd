/**
 * The address a link of an article may point to: a page of this site ('/cotation') or an http(s),
 * mailto or tel address; anything else (javascript:, data:, a typo) is refused with null.
 */
export function safeLinkHref(typed: string): string | null {
  const value = typed.trim();
  if (/^\/(?![/\\])/.test(value)) return value;
  try {
    const url = new URL(value);
    return ['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}
