import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { HERO_IMAGE_SIZES, heroImageWidth } from '@freight/shared/core/federation/hero-image';
import { remoteForPath } from '@freight/shared/core/federation/remote-for-path';
import { DEFAULT_LANGUAGE, type SiteLanguage } from '@freight/shared/core/constants';
import { SHARED_NAMESPACES } from '@freight/shared/core/i18n/namespaces';
import type { FederationManifest } from '@freight/shared/core/federation/manifest';
import type { RemoteManifests } from './remote-manifests';
import { remoteFolder, type RemoteUrls } from './remotes';

// The shell finds its remotes at run time: remotes.json, then the remote's
// manifest, then its entry and exposed chunks, one after the other. The
// server knows which remote a page belongs to, so it lets the browser fetch
// all of them at once, in parallel with the shell's own scripts.

/** A page that has never seen its remote's distant manifest waits this long at most for it; the fetch goes on for the next page. */
export const REMOTE_MANIFEST_WAIT_MS = 300;

/**
 * Scripts and data the page runs once it is painted, fetched early but at low priority: the page's
 * HTML paints with its styles written in and needs none of them, and the hero picture (high) comes
 * first (docs/decisions/015-preloads.md). The page starts them only once it has painted
 * (start-after-paint.ts).
 */
const link = (href: string, as: string, crossorigin = false) =>
  `<link rel="preload" href="${href}" as="${as}"${crossorigin ? ' crossorigin="anonymous"' : ''} fetchpriority="low">`;

/**
 * A stylesheet the server's HTML is painted with: the page the server sends is
 * the page the visitor sees, so its styles come with it rather than with the
 * scripts, which would move it (docs/decisions/014-styles-in-the-page.md).
 * The page's HTML then has each of these written in as <style>
 * (inline-styles.ts); one it cannot get stays a link (another origin's, a preload).
 */
const stylesheet = (href: string) => `<link rel="stylesheet" href="${href}">`;

export interface PageRequest {
  /** The site path, without the language prefix ('/blog/3' for /en/blog/3): it says which remote the page needs. */
  pathname: string;
  language: SiteLanguage;
}

/** Shared modules the shell itself loads after its entry (the tree-shaken router is not eager). */
const SHELL_LATE_SHARED = new Set(['react-router-dom']);

/**
 * The shell's shared chunks the page will ask for, so they are fetched with
 * the entry rather than one after the other: the router's, and those of the
 * shared modules the page's remote needs before its routes run (the `requires`
 * of its `./routes` in its manifest), which it takes from the shell: for each,
 * the chunks the shell's factory loads (`chunks`, written by the build). Not the
 * others: the page would fetch scripts it never runs (docs/decisions/015-preloads.md).
 * A manifest from an older build, without those fields, falls
 * back to the remote's whole `shared` list and the shell's `assets`.
 */
async function shellLinks(staticRoot: string, needs: RemoteNeeds, manifests: RemoteManifests): Promise<string[]> {
  const manifest = (await manifests.local(path.join(staticRoot, 'shell', 'dist', 'mf-manifest.json')))?.manifest;
  const shared = manifest?.shared ?? [];
  const used = shared.filter(
    (entry) => !!entry.name && (SHELL_LATE_SHARED.has(entry.name) || needs.requires.has(entry.name)),
  );
  // The shell's bootstrap chunk and what it consumes, which its entry asks for only once it has run.
  const files = new Set([
    ...(manifest?.metaData?.bootScripts ?? []),
    ...used.flatMap((entry) => entry.chunks ?? entry.assets.js.sync),
  ]);
  const scripts = [...files]
    .filter((file) => !/(^|\/)main\.[^/]*\.js$/.test(file))
    .map((file) => link(`/${file}`, 'script'));
  // The styles of the shared modules the remote's page renders with, but those index.html already links.
  const linked = new Set(manifest?.metaData?.bootStyles ?? []);
  const styles = new Set(
    shared
      .filter((entry) => !!entry.name && needs.uses.has(entry.name))
      .flatMap((entry) => entry.styles ?? entry.assets.css.sync)
      .filter((file) => !linked.has(file) && !/(^|\/)main\.[^/]*\.css$/.test(file)),
  );
  return [...[...styles].sort().map((file) => stylesheet(`/${file}`)), ...scripts];
}

/**
 * Whether a remote's chunk holds translations the page shows in its language. A remote's
 * translations are a chunk per language named `locale-<lng>`, or split by group of pages: the
 * chunk every page needs, `locale-<lng>`, and one per group, `locale-<lng>~<segment>~…`, naming
 * the first path segments of its pages, `index` for the home page
 * (docs/decisions/025-translations-by-page-group.md).
 */
export function isPageLocaleChunk(file: string, language: SiteLanguage, pathname: string): boolean {
  const name = path.posix.basename(file);
  if (!name.endsWith('.js')) return false;
  const [chunk = '', ...segments] = (name.split('.')[0] ?? '').split('~');
  if (chunk !== `locale-${language}`) return false;
  return segments.length === 0 || segments.includes(pathname.split('/')[1] || 'index');
}

/** The translation chunks of a hosted remote that the page needs in its language. */
async function remoteLocaleLinks(
  distDir: string,
  base: string,
  language: SiteLanguage,
  pathname: string,
): Promise<string[]> {
  try {
    return (await readdir(path.join(distDir, 'static', 'js')))
      .filter((name) => isPageLocaleChunk(name, language, pathname))
      .sort()
      .map((name) => link(`${base}static/js/${name}`, 'script'));
  } catch {
    return [];
  }
}

/** The shared translations i18next will fetch: the language and its French fallback. */
function localeLinks(language: SiteLanguage): string[] {
  const languages = language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE];
  return languages.flatMap((lng) => SHARED_NAMESPACES.map((ns) => link(`/locales/${lng}/${ns}.json`, 'fetch', true)));
}

/**
 * The home page's hero picture (AVIF candidates of the brand), so the browser
 * fetches it while the scripts load instead of after the page has rendered.
 */
async function heroImageLink(distDir: string, base: string, profile: string): Promise<string[]> {
  let files: string[];
  try {
    files = await readdir(path.join(distDir, 'static', 'media'));
  } catch {
    return [];
  }
  const candidates = files
    .map((file) => ({ file, width: heroImageWidth(file, profile) }))
    .filter((candidate): candidate is { file: string; width: number } => candidate.width !== null)
    .sort((a, b) => a.width - b.width);
  if (candidates.length === 0) return [];
  const srcset = candidates.map(({ file, width }) => `${base}static/media/${file} ${width}w`).join(', ');
  // High priority, as the <img> itself has: it is the page's largest picture.
  return [
    `<link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="${srcset}" imagesizes="${HERO_IMAGE_SIZES}">`,
  ];
}

/** The entry, the exposed routes' chunks and styles, and the page's translation chunks in its language of a remote. */
function remoteLinks(
  manifest: FederationManifest,
  manifestUrl: string,
  base: string,
  { language, pathname }: PageRequest,
  crossOrigin: boolean,
): string[] {
  const links = [link(manifestUrl, 'fetch', true)];
  const entry = manifest.metaData?.remoteEntry;
  links.push(link(`${base}${entry?.path ? `${entry.path}/` : ''}${entry?.name ?? 'remoteEntry.js'}`, 'script'));
  const routes = manifest.exposes?.find((expose) => expose.path === './routes');
  for (const file of routes?.assets.js.sync ?? []) links.push(link(`${base}${file}`, 'script'));
  const styles = routes?.styles ?? [...(routes?.assets.css.sync ?? []), ...(routes?.assets.css.async ?? [])];
  for (const file of styles) links.push(stylesheet(`${base}${file}`));
  if (crossOrigin) {
    for (const locale of routes?.assets.js.async?.filter((file) => isPageLocaleChunk(file, language, pathname)) ?? [])
      links.push(link(`${base}${locale}`, 'script'));
  }
  return links;
}

interface RemoteNeeds {
  /** The shared modules the remote's routes need before they run. */
  requires: Set<string>;
  /** The shared modules its pages may render with. */
  uses: Set<string>;
}

/** `requires` and `uses` of the remote's routes, else every module it shares for both (a manifest from an older build). */
function neededBy(manifest: FederationManifest | undefined): RemoteNeeds {
  const routes = manifest?.exposes?.find((expose) => expose.path === './routes');
  const all = new Set((manifest?.shared ?? []).flatMap((shared) => (shared.name ? [shared.name] : [])));
  return {
    requires: routes?.requires ? new Set(routes.requires) : all,
    uses: new Set(routes?.uses ?? routes?.requires ?? all),
  };
}

export interface PreloadOptions {
  remotes: RemoteUrls;
  staticRoot: string;
  profile: string;
  manifests: RemoteManifests;
}

export async function preloadLinks(
  { pathname, language }: PageRequest,
  { remotes, staticRoot, profile, manifests }: PreloadOptions,
): Promise<string> {
  const links = [link('/remotes.json', 'fetch', true), ...localeLinks(language)];
  const remote = remoteForPath(pathname);
  const url = remote ? remotes[remote] : undefined;
  let consumed: RemoteNeeds = { requires: new Set(), uses: new Set() };
  if (remote && url?.startsWith('/remotes/')) {
    // A remote this server hosts: its manifest is on disk.
    const distDir = path.join(staticRoot, remoteFolder(remote), 'dist');
    const manifest = (await manifests.local(path.join(distDir, 'mf-manifest.json')))?.manifest;
    const base = url.slice(0, url.lastIndexOf('/') + 1);
    if (manifest) {
      consumed = neededBy(manifest);
      links.push(...remoteLinks(manifest, url, base, { pathname, language }, false));
      links.push(...(await remoteLocaleLinks(distDir, base, language, pathname)));
      if (pathname === '/') links.push(...(await heroImageLink(distDir, base, profile)));
    }
  } else if (remote && url && /^https?:\/\//.test(url)) {
    // A remote deployed on another origin: connect early, and preload what its manifest lists.
    const origin = new URL(url).origin;
    links.push(
      `<link rel="preconnect" href="${origin}">`,
      `<link rel="preconnect" href="${origin}" crossorigin="anonymous">`,
    );
    const manifest = (await manifests.distant(url, REMOTE_MANIFEST_WAIT_MS))?.manifest;
    if (manifest) {
      consumed = neededBy(manifest);
      links.push(...remoteLinks(manifest, url, new URL('.', url).href, { pathname, language }, true));
    }
  }
  return [...(await shellLinks(staticRoot, consumed, manifests)), ...links].join('');
}
