import path from 'node:path';

// A library's ES entry cut to the exports the apps import (`index.js?exports=useTranslation,…`):
// the host provides it in place of the whole entry, eagerly, and the bundler leaves out the rest
// of a library without side effects (docs/decisions/025-translations-by-page-group.md).

/** A module that re-exports `query`'s exports from the entry `file`, the module's file without its query. */
export function libraryExports(file: string, query: string): string {
  const names = (new URLSearchParams(query.replace(/^\?/, '')).get('exports') ?? '').split(',').filter(Boolean);
  if (names.length === 0) throw new Error(`${file}${query} names no export`);
  return `export { ${names.join(', ')} } from ${JSON.stringify(`./${path.basename(file)}`)};\n`;
}

/** The rspack loader: the library's entry file, `this.resourceQuery` its `?exports=`. */
export default function libraryExportsLoader(this: { resourcePath: string; resourceQuery: string }): string {
  return libraryExports(this.resourcePath, this.resourceQuery);
}
