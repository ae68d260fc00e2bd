// A part of a remote's locale file, so that a page loads only the texts it shows
// (docs/decisions/025-translations-by-page-group.md): `fr.json?keys=home` keeps the top-level keys
// named, `fr.json?omit=home,about` every other one. Translators keep one file per language.

/** The part of a locale file's JSON text that the module's query names. */
export function localePart(source: string, query: string): string {
  const params = new URLSearchParams(query.replace(/^\?/, ''));
  const list = (name: string) => new Set((params.get(name) ?? '').split(',').filter(Boolean));
  const keys = list('keys');
  const omit = list('omit');
  const bundle = JSON.parse(source) as Record<string, unknown>;
  const part = Object.entries(bundle).filter(([key]) => (keys.size > 0 ? keys.has(key) : !omit.has(key)));
  return JSON.stringify(Object.fromEntries(part));
}

/** The rspack loader: `this.resourceQuery` is the import's `?keys=` or `?omit=`. */
export default function localePartLoader(this: { resourceQuery: string }, source: string): string {
  return localePart(source, this.resourceQuery);
}
