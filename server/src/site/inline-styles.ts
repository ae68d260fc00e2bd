import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import postcss from 'postcss';
import { REMOTE_NAMES } from '@freight/shared/core/federation/contract';
import { remoteFolder } from './remotes';

// The stylesheets a page is painted with, written into its HTML instead of
// linked (docs/decisions/014-styles-in-the-page.md). A page links a dozen
// small files (the shell's theme and layout, the shared components its remote
// uses, the remote's own): linked, the first paint would wait for each, six at
// a time over HTTP/1.1.
//
// Each is followed by a disabled <link> of the same file: a browser does not
// fetch a disabled stylesheet, and the bundler's runtime, which looks for the
// <link> of a chunk's stylesheet before adding one, finds it and does not fetch
// the file again when the chunk loads. The runtime of a remote compares
// absolute addresses (its public path is its entry's), so a remote's <link>
// carries the page's origin.
//
// A remote deployed on another origin: its stylesheets are fetched by this
// server (once each: their names carry a content hash) and written in the
// same way. One not fetched yet within DISTANT_WAIT_MS is preloaded instead,
// never linked: a render-blocking stylesheet of a slow or absent origin would
// hold the whole page's first paint, and a remote's failure may cost only its
// own part.

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const HREF = /\bhref="([^"]+)"/;
const SOURCE_MAP_COMMENT = /\/\*# sourceMappingURL=[^*]*\*\//g;
const URL_REFERENCE = /url\(\s*(['"]?)([^'")\s]+)\1\s*\)/g;

/** The file on this server's disk that a site path of the shell's or a hosted remote's build is, or null. */
export function builtFileOf(staticRoot: string, href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//') || href.includes('..') || href.includes('?')) return null;
  for (const name of REMOTE_NAMES) {
    const prefix = `/remotes/${remoteFolder(name)}/`;
    if (href.startsWith(prefix)) return path.join(staticRoot, remoteFolder(name), 'dist', href.slice(prefix.length));
  }
  return href.startsWith('/static/') ? path.join(staticRoot, 'shell', 'dist', href.slice(1)) : null;
}

/**
 * A stylesheet's text as it can stand in the page: no source map comment, relative url()s made
 * absolute (paths on this site, whole addresses for a stylesheet of another origin), no `</style`.
 */
export function inlineCss(css: string, href: string): string {
  const distant = /^https?:\/\//.test(href);
  const resolve = (reference: string) => {
    const url = new URL(reference, distant ? href : `http://site${href}`);
    return distant ? url.href : `${url.pathname}${url.search}${url.hash}`;
  };
  return css
    .replace(SOURCE_MAP_COMMENT, '')
    .replace(URL_REFERENCE, (match, quote: string, reference: string) =>
      /^(data:|[a-z][a-z0-9+.-]*:|\/|#)/i.test(reference) ? match : `url(${quote}${resolve(reference)}${quote})`,
    )
    .replace(/<\/style/gi, '<\\/style')
    .trim();
}

// Statements whose place sets an order of their own (layers, imports), never dropped.
const ORDER_BOUND_AT_RULES = new Set(['layer', 'import', 'charset', 'namespace']);

/**
 * The stylesheets of a page, in the page's order, each without the top-level rules and blocks
 * that a later one of them repeats word for word. The bundler writes a CSS module into every
 * chunk's file that includes it (the home page's stylesheets were 125 KB, 53 of them repeats),
 * and each repeat is parsed and matched again before the first paint. Dropping the earlier copy
 * changes no cascade: the later one, which stays, is what wins over every rule between them.
 */
export function withoutRepeats(sheets: readonly string[]): string[] {
  const later = new Set<string>();
  const kept: string[] = [];
  for (const css of [...sheets].reverse()) {
    let root: postcss.Root;
    try {
      root = postcss.parse(css);
    } catch {
      kept.push(css); // Not CSS postcss reads: left whole, as written.
      continue;
    }
    const parts: string[] = [];
    let dropped = false;
    for (const node of [...root.nodes].reverse()) {
      if (node.type === 'comment') continue;
      // A statement (`@layer a,b;`) ends with a semicolon its parent holds.
      const statement = node.type === 'atrule' && !node.nodes;
      const text = `${node.toString().trim()}${statement ? ';' : ''}`;
      const bound = node.type === 'atrule' && ORDER_BOUND_AT_RULES.has(node.name.toLowerCase());
      if (!bound && later.has(text)) {
        dropped = true;
        continue;
      }
      later.add(text);
      parts.push(text);
    }
    kept.push(dropped ? parts.reverse().join('') : css);
  }
  return kept.reverse();
}

/** How long a page waits for a stylesheet of another origin it has never seen; the fetch goes on for the next page. */
export const DISTANT_WAIT_MS = 300;
const DISTANT_FETCH_TIMEOUT_MS = 5_000;
/** A stylesheet of another origin that failed is asked for again after this long. */
const DISTANT_RETRY_MS = 30_000;

export interface InlineStyles {
  /** `html` with each of its stylesheets written in (another origin's once fetched; until then preloaded). */
  write(html: string, origin: string | undefined): Promise<string>;
}

export function createInlineStyles(
  staticRoot: string,
  { distantWaitMs = DISTANT_WAIT_MS }: { distantWaitMs?: number } = {},
): InlineStyles {
  const distant = new Map<string, { css: string | null; at: number; pending?: Promise<void> }>();
  async function distantCssOf(href: string): Promise<string | null> {
    let entry = distant.get(href);
    if (!entry || (entry.css === null && !entry.pending && Date.now() - entry.at >= DISTANT_RETRY_MS)) {
      if (distant.size > 500) distant.clear();
      const current: { css: string | null; at: number; pending?: Promise<void> } = { css: null, at: Date.now() };
      current.pending = fetch(href, { signal: AbortSignal.timeout(DISTANT_FETCH_TIMEOUT_MS) })
        .then(async (response) =>
          response.ok && /\bcss\b/.test(response.headers.get('content-type') ?? 'text/css')
            ? inlineCss(await response.text(), href)
            : null,
        )
        .catch(() => null)
        .then((css) => {
          Object.assign(current, { css, at: Date.now(), pending: undefined });
        });
      distant.set(href, current);
      entry = current;
    }
    if (entry.pending)
      await Promise.race([entry.pending, new Promise((resolve) => setTimeout(resolve, distantWaitMs).unref())]);
    return entry.css;
  }

  // Built files carry a content hash in their name; the modification time covers a rebuild in place.
  const files = new Map<string, { mtimeMs: number; css: string }>();
  async function cssOf(file: string, href: string): Promise<string | null> {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const known = files.get(file);
    if (known?.mtimeMs === info.mtimeMs) return known.css;
    const css = inlineCss(await readFile(file, 'utf8'), href);
    if (files.size > 500) files.clear();
    files.set(file, { mtimeMs: info.mtimeMs, css });
    return css;
  }
  // The same stylesheets in the same order make the same page head: their repeats are found once.
  const deduplicated = new Map<string, { sheets: string[]; kept: string[] }>();
  function keptOf(hrefs: string[], sheets: string[]): string[] {
    const key = hrefs.join('\n');
    const known = deduplicated.get(key);
    if (known?.sheets.every((css, i) => css === sheets[i])) return known.kept;
    const kept = withoutRepeats(sheets);
    if (deduplicated.size > 200) deduplicated.clear();
    deduplicated.set(key, { sheets, kept });
    return kept;
  }

  return {
    async write(html, origin) {
      const links = [...new Set(html.match(STYLESHEET_LINK) ?? [])];
      // A stylesheet written in: its text, and the disabled link that follows it.
      const replacements = new Map<string, { href: string; css?: string; link: string }>();
      await Promise.all(
        links.map(async (link) => {
          const href = HREF.exec(link)?.[1];
          if (!href) return;
          if (/^https?:\/\//.test(href)) {
            const css = await distantCssOf(href);
            replacements.set(
              link,
              css === null
                ? { href, link: `<link rel="preload" href="${href}" as="style">` }
                : { href, css, link: `<link rel="stylesheet" href="${href}" disabled>` },
            );
            return;
          }
          const file = builtFileOf(staticRoot, href);
          const css = file ? await cssOf(file, href) : null;
          if (css === null) return;
          const stub = href.startsWith('/remotes/') && origin ? `${origin}${href}` : href;
          replacements.set(link, { href, css, link: `<link rel="stylesheet" href="${stub}" disabled>` });
        }),
      );
      if (replacements.size === 0) return html;
      // Once per file, where it is first linked; in that order, without the repeats of a later one.
      const order: { href: string; css: string }[] = [];
      const seen = new Set<string>();
      for (const link of html.match(STYLESHEET_LINK) ?? []) {
        const found = replacements.get(link);
        if (found?.css === undefined || seen.has(found.href)) continue;
        seen.add(found.href);
        order.push({ href: found.href, css: found.css });
      }
      const kept = keptOf(
        order.map((sheet) => sheet.href),
        order.map((sheet) => sheet.css),
      );
      const keptCss = new Map(order.map((sheet, i) => [sheet.href, kept[i] ?? sheet.css]));
      const written = new Set<string>();
      return html.replace(STYLESHEET_LINK, (link) => {
        const found = replacements.get(link);
        if (!found) return link;
        if (written.has(found.href)) return '';
        written.add(found.href);
        return found.css === undefined
          ? found.link
          : `<style data-href="${found.href}">${keptCss.get(found.href)}</style>${found.link}`;
      });
    },
  };
}
