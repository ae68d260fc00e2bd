import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { RTL_LANGUAGES, type SiteLanguage } from '@freight/shared/core/constants';
import { SERVER_DATA_ID } from '@freight/shared/core/federation/server-rendering';
import type { ProfileName } from '@freight/shared/core/profiles/profile-names';
import { escapeHtml } from '../api/html/escape-html';
import type { PageHead } from './head-tags';
import { classesOf, createInlineStyles } from './inline-styles';
import { preloadLinks, type PageRequest } from './preload';
import type { RemoteManifests } from './remote-manifests';
import type { RemoteUrls } from './remotes';
import { writeStartAfterPaint } from './start-after-paint';
import { writeTapKeeper } from './tap-keeper';

/** A page as the server sends it: its language, its site path and its head. */
export interface ShellPage extends PageRequest {
  /** Its title and description, and the tags written at the end of <head>: canonical, alternates, social cards, JSON-LD, or robots noindex (head-tags.ts). */
  head: PageHead;
  /** The site's origin as the browser sees it (http://host:port): the address of the hosted remotes' stylesheets (inline-styles.ts). */
  origin?: string;
}

/** The page's HTML cut at #root's content, its stylesheets still linked: `write` writes them in once the content is there. */
export interface PageTemplate {
  before: string;
  /** index.html's content of #root, for a page the server could not render. */
  bootFrame: string;
  after: string;
  /**
   * The whole page with its stylesheets written in (inline-styles.ts); with the rendered content's
   * HTML, without the remote's stylesheets that style none of its elements.
   */
  write(html: string, content?: string): Promise<string>;
}

/** The built host: its folder, and its index.html with the active brand profile, the page's language, head tags and preloads written in. */
export interface SiteShell {
  distDir: string;
  indexHtml(page: ShellPage): Promise<string>;
  /** index.html as indexHtml writes it, cut where the server-rendered content goes, before its stylesheets are written in. */
  pageTemplate(page: ShellPage): Promise<PageTemplate>;
  /** The day the shell was built (its index.html's date), YYYY-MM-DD: the sitemap's date of the pages without one of their own. */
  builtOn(): Promise<string>;
  /** Changes when the shell is built again (index.html's modification time). */
  version(): Promise<number>;
}

const PROFILE_META = /<meta\s+name="site-profile"\s+content="[^"]*"\s*\/?>/;

export function writeProfile(html: string, profile: ProfileName): string {
  return html.replace(PROFILE_META, `<meta name="site-profile" content="${profile}" />`);
}

const DESCRIPTION_META = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

/** Writes the page's description over the one index.html was built with (the brand's, in French). */
export function writeDescription(html: string, text: string): string {
  if (!text) return html;
  const tag = `<meta name="description" content="${escapeHtml(text)}" />`;
  return DESCRIPTION_META.test(html) ? html.replace(DESCRIPTION_META, tag) : html.replace('</head>', `${tag}</head>`);
}

const TITLE = /<title>[^<]*<\/title>/;

/** Writes the page's title over the one index.html was built with. */
export function writeTitle(html: string, title: string): string {
  const tag = `<title>${escapeHtml(title)}</title>`;
  return TITLE.test(html) ? html.replace(TITLE, tag) : html.replace('</head>', `${tag}</head>`);
}

const HTML_TAG = /<html\b[^>]*>/;

/** `<html lang dir>` of the page's language, over the French one index.html was built with. */
export function writeHtmlLanguage(html: string, language: SiteLanguage): string {
  const dir = RTL_LANGUAGES.some((rtl) => rtl === language) ? 'rtl' : 'ltr';
  return html.replace(HTML_TAG, `<html lang="${language}" dir="${dir}">`);
}

/** null when the shell is not built (the caller warns; the API keeps working). */
export function findSiteShell(
  staticRoot: string,
  profile: ProfileName,
  remotes: RemoteUrls,
  manifests: RemoteManifests,
): SiteShell | null {
  const distDir = path.join(staticRoot, 'shell', 'dist');
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  const styles = createInlineStyles(staticRoot);
  // Read on each request: the file is small and a rebuild shows without a restart.
  const unstyled = async (page: ShellPage) => {
    const built = await readFile(indexFile, 'utf8');
    const { title, description, tags } = page.head;
    const html = writeTapKeeper(
      writeHtmlLanguage(writeTitle(writeDescription(writeProfile(built, profile), description), title), page.language),
    );
    const head = html.replace(
      '</head>',
      `${tags}${await preloadLinks(page, { remotes, staticRoot, profile, manifests })}</head>`,
    );
    return writeStartAfterPaint(head);
  };
  return {
    distDir,
    indexHtml: async (page) => styles.write(await unstyled(page), page.origin),
    pageTemplate: async (page) => ({
      ...splitAtRoot(await unstyled(page)),
      write: (html, content) => styles.write(html, page.origin, content === undefined ? undefined : classesOf(content)),
    }),
    builtOn: async () => (await stat(indexFile)).mtime.toISOString().slice(0, 10),
    version: async () => (await stat(indexFile).catch(() => null))?.mtimeMs ?? 0,
  };
}

const ROOT_ELEMENT = /<div id="root">([\s\S]*?)<\/div>(\s*<\/body>)/;

/**
 * index.html cut around #root's content: the boot frame, which a rendered
 * page replaces (and then needs no "this site needs JavaScript" notice).
 */
export function splitAtRoot(html: string): Omit<PageTemplate, 'write'> {
  const match = ROOT_ELEMENT.exec(html);
  if (!match) return { before: html, bootFrame: '', after: '' };
  const head = html.slice(0, match.index).replace(/<noscript>[\s\S]*?<\/noscript>/, '');
  return {
    before: `${head}<div id="root">`,
    bootFrame: match[1]!,
    after: `</div>${html.slice(match.index + match[0].length - match[2]!.length)}`,
  };
}

/** The data the page was rendered with, in a JSON script the browser reads before hydrating ('<' escaped: it cannot end the element); its presence tells the browser to hydrate. */
export function serverDataScript(
  data: Record<string, unknown>,
  errors: Record<string, unknown> = {},
  formatted: Record<string, string> = {},
): string {
  const json = JSON.stringify({ swr: data, errors, formatted, at: Date.now() })
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${SERVER_DATA_ID}">${json}</script>`;
}

const RESERVED_PREFIX = /^\/(api|remotes|images|static)(\/|$)/;

/**
 * A page address: a GET or HEAD outside the API and the asset folders, whose
 * last segment has no file extension. Whatever it accepts (a browser, curl's
 * `*\/*`, a monitor, a preview bot), it gets the page's status and HTML.
 */
export function isPageAddress(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0] ?? '/';
  if (RESERVED_PREFIX.test(pathname)) return false;
  const last = pathname.split('/').pop() ?? '';
  return !last.includes('.');
}
