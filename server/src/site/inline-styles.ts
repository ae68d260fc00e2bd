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

/** A top-level rule or block as written, the key both `withoutRepeats` and `unusedSheets` compare. */
function partText(node: postcss.ChildNode): string {
  // A statement (`@layer a,b;`) ends with a semicolon its parent holds.
  const statement = node.type === 'atrule' && !node.nodes;
  return `${node.toString().trim()}${statement ? ';' : ''}`;
}

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
      const text = partText(node);
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

// Blocks whose rules apply as their children's do; any other at-rule (@font-face, @property, a
// layer statement) is taken as used by every page.
const CONDITIONAL_AT_RULES = new Set(['media', 'supports', 'container', 'layer', 'scope', 'starting-style']);
const KEYFRAMES = /^(-[a-z]+-)?keyframes$/i;
const CLASS_ATTRIBUTE = /\bclass="([^"]*)"/g;

/**
 * A top-level rule or block of a stylesheet, as `withoutRepeats` compares them: its text, and what
 * an element must carry for it to style one: `classes` lists, for each of its selectors, the classes
 * the selector names outside any functional pseudo-class (null: taken as styling every page);
 * a `@keyframes` block is used when a used rule names it.
 */
export interface SheetPart {
  text: string;
  classes: string[][] | null;
  keyframes?: string;
}

/** The classes a selector requires of the element it styles and its ancestors; null when it cannot tell. */
function requiredClasses(selector: string): string[] | null {
  if (selector.includes('\\')) return null;
  // Attribute values and the arguments of :not(), :is(), :where(), :has(), :lang()... name classes
  // an element need not carry.
  let bare = selector.replace(/\[[^\]]*\]/g, '');
  for (let previous = ''; previous !== bare; ) {
    previous = bare;
    bare = bare.replace(/:{1,2}[\w-]+\([^()]*\)/g, '');
  }
  return [...bare.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name ?? '');
}

export function partsOf(css: string): SheetPart[] | null {
  let root: postcss.Root;
  try {
    root = postcss.parse(css);
  } catch {
    return null;
  }
  const selectorsOf = (node: postcss.ChildNode): string[][] | null => {
    if (node.type === 'rule') {
      const lists = node.selectors.map(requiredClasses);
      return lists.some((list) => list === null) ? null : (lists as string[][]);
    }
    if (node.type === 'atrule' && node.nodes && CONDITIONAL_AT_RULES.has(node.name.toLowerCase())) {
      const lists: string[][] = [];
      for (const child of node.nodes) {
        if (child.type === 'comment') continue;
        const inner = selectorsOf(child);
        if (inner === null) return null;
        lists.push(...inner);
      }
      return lists;
    }
    return null;
  };
  return root.nodes.flatMap((node): SheetPart[] => {
    if (node.type === 'comment') return [];
    const text = partText(node);
    if (node.type === 'atrule' && KEYFRAMES.test(node.name))
      return [{ text, classes: [], keyframes: node.params.trim() }];
    return [{ text, classes: selectorsOf(node) }];
  });
}

/**
 * The stylesheets a page's HTML can do without: those of its `optional` ones (a remote's: every
 * stylesheet of its routes, most of them for its other pages) in which every rule either styles
 * no element of the page (a class one of its selectors requires is on no element) or is repeated
 * word for word by a later stylesheet that stays. A rule's last copy always stays, so the rules
 * that style the page keep their order: the page is styled exactly as with every stylesheet.
 * What the page's own scripts need later (a dialog's, the next page's) their chunks fetch.
 */
export function unusedSheets(
  sheets: readonly { parts: SheetPart[] | null; optional: boolean }[],
  classes: ReadonlySet<string>,
): Set<number> {
  const styles = (part: SheetPart) =>
    part.classes === null || part.classes.some((required) => required.every((name) => classes.has(name)));
  const used = new Set(
    sheets.flatMap((sheet) => (sheet.parts ?? []).filter((part) => part.keyframes === undefined && styles(part))),
  );
  const usedText = [...used].map((part) => part.text).join('\n');
  // The sheet that holds each used rule's last copy.
  const last = new Map<string, number>();
  sheets.forEach((sheet, i) => {
    for (const part of sheet.parts ?? []) {
      const keyframes = part.keyframes;
      if (keyframes === undefined ? used.has(part) : namedIn(usedText, keyframes)) last.set(part.text, i);
    }
  });
  const needed = new Set(last.values());
  const unused = new Set<number>();
  sheets.forEach((sheet, i) => {
    if (sheet.optional && sheet.parts !== null && !needed.has(i)) unused.add(i);
  });
  return unused;
}

/** Whether `css` names `name` as an identifier (an animation's name), not as part of a longer one. */
function namedIn(css: string, name: string): boolean {
  for (let at = css.indexOf(name); at !== -1; at = css.indexOf(name, at + 1)) {
    if (!/[\w-]/.test(css[at - 1] ?? '') && !/[\w-]/.test(css[at + name.length] ?? '')) return true;
  }
  return false;
}

/** Every class an element of the HTML carries. */
export function classesOf(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value = ''] of html.matchAll(CLASS_ATTRIBUTE))
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

export interface InlineStyles {
  /**
   * `html` with each of its stylesheets written in (another origin's once fetched; until then
   * preloaded); given the classes of the page's rendered content, without a remote's stylesheets
   * that style none of its elements (`unusedSheets`).
   */
  write(html: string, origin: string | undefined, classes?: ReadonlySet<string>): Promise<string>;
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
  const parsed = new Map<string, { css: string; parts: SheetPart[] | null }>();
  function partsCached(href: string, css: string): SheetPart[] | null {
    const known = parsed.get(href);
    if (known?.css === css) return known.parts;
    const parts = partsOf(css);
    if (parsed.size > 500) parsed.clear();
    parsed.set(href, { css, parts });
    return parts;
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
    async write(html, origin, classes) {
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
      // A remote's stylesheets the page does not use are left to its chunks, as on a page rendered in the browser.
      const unused = classes
        ? unusedSheets(
            order.map((sheet) => ({
              parts: partsCached(sheet.href, sheet.css),
              optional: !sheet.href.startsWith('/static/'),
            })),
            classes,
          )
        : new Set<number>();
      const used = order.filter((_, i) => !unused.has(i));
      const left = new Set(order.filter((_, i) => unused.has(i)).map((sheet) => sheet.href));
      const kept = keptOf(
        used.map((sheet) => sheet.href),
        used.map((sheet) => sheet.css),
      );
      const keptCss = new Map(used.map((sheet, i) => [sheet.href, kept[i] ?? sheet.css]));
      const written = new Set<string>();
      return html.replace(STYLESHEET_LINK, (link) => {
        const found = replacements.get(link);
        if (!found) return link;
        if (written.has(found.href) || left.has(found.href)) return '';
        written.add(found.href);
        return found.css === undefined
          ? found.link
          : `<style data-href="${found.href}">${keptCss.get(found.href)}</style>${found.link}`;
      });
    },
  };
}
