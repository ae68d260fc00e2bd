import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
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
  return {
    async write(html, origin) {
      const links = [...new Set(html.match(STYLESHEET_LINK) ?? [])];
      const replacements = new Map<string, { href: string; replacement: string }>();
      await Promise.all(
        links.map(async (link) => {
          const href = HREF.exec(link)?.[1];
          if (!href) return;
          if (/^https?:\/\//.test(href)) {
            const css = await distantCssOf(href);
            const replacement =
              css === null
                ? `<link rel="preload" href="${href}" as="style">`
                : `<style data-href="${href}">${css}</style><link rel="stylesheet" href="${href}" disabled>`;
            replacements.set(link, { href, replacement });
            return;
          }
          const file = builtFileOf(staticRoot, href);
          const css = file ? await cssOf(file, href) : null;
          if (css === null) return;
          const stub = href.startsWith('/remotes/') && origin ? `${origin}${href}` : href;
          replacements.set(link, {
            href,
            replacement: `<style data-href="${href}">${css}</style><link rel="stylesheet" href="${stub}" disabled>`,
          });
        }),
      );
      if (replacements.size === 0) return html;
      // Once per file, where it is first linked.
      const written = new Set<string>();
      return html.replace(STYLESHEET_LINK, (link) => {
        const found = replacements.get(link);
        if (!found) return link;
        if (written.has(found.href)) return '';
        written.add(found.href);
        return found.replacement;
      });
    },
  };
}
