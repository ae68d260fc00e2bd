import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { HERO_IMAGE_SIZES, heroImageWidth } from '@freight/shared/core/federation/hero-image';
import { remoteForPath } from '@freight/shared/core/federation/remote-for-path';
import { DEFAULT_LANGUAGE, type SiteLanguage } from '@freight/shared/core/constants';
import { SHARED_NAMESPACES } from '@freight/shared/core/i18n/namespaces';
import type { Manifest, RemoteManifests } from './remote-manifests';
import { remoteFolder, type RemoteUrls } from './remotes';

// The shell finds its remotes at run time: remotes.json, then the remote's
// manifest, then its entry and exposed chunks, one after the other. The
// server knows which remote a page belongs to, so it lets the browser fetch
// all of them at once, in parallel with the shell's own scripts.

/** A page that has never seen its remote's distant manifest waits this long at most for it; the fetch goes on for the next page. */
export const REMOTE_MANIFEST_WAIT_MS = 300;

const link = (href: string, as: string, crossorigin = false) =>
  `<link rel="preload" href="${href}" as="${as}"${crossorigin ? ' crossorigin="anonymous"' : ''}>`;

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
 * others: hinting every module the remote may use cost pages ~50 KB of scripts
 * they never ran. A manifest from an older build, without those fields, falls
 * back to the remote's whole `shared` list and the shell's `assets`.
 */
async function shellLinks(staticRoot: string, needed: ReadonlySet<string>, manifests: RemoteManifests): Promise<string[]> {
  const manifest = (await manifests.local(path.join(staticRoot, 'shell', 'dist', 'mf-manifest.json')))?.manifest;
  const used = (manifest?.shared ?? []).filter((shared) => !!shared.name && (SHELL_LATE_SHARED.has(shared.name) || needed.has(shared.name)));
  const files = new Set(used.flatMap((shared) => shared.chunks ?? shared.assets.js.sync));
  return [...files].filter((file) => !/(^|\/)main\.[^/]*\.js$/.test(file)).map((file) => link(`/${file}`, 'script'));
}

/** A remote's translations are a chunk per language, named locale-<lng> (see its locales loader). */
async function remoteLocaleLink(distDir: string, base: string, language: SiteLanguage): Promise<string[]> {
  try {
    const file = (await readdir(path.join(distDir, 'static', 'js'))).find((name) => name.startsWith(`locale-${language}.`) && name.endsWith('.js'));
    return file ? [link(`${base}static/js/${file}`, 'script')] : [];
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
  return [`<link rel="preload" as="image" type="image/avif" imagesrcset="${srcset}" imagesizes="${HERO_IMAGE_SIZES}">`];
}

/** The entry, the exposed routes' chunks and styles, and the page language's translation chunk of a remote. */
function remoteLinks(manifest: Manifest, manifestUrl: string, base: string, language: SiteLanguage, crossOrigin: boolean): string[] {
  const links = [link(manifestUrl, 'fetch', true)];
  const entry = manifest.metaData?.remoteEntry;
  links.push(link(`${base}${entry?.path ? `${entry.path}/` : ''}${entry?.name ?? 'remoteEntry.js'}`, 'script'));
  const routes = manifest.exposes?.find((expose) => expose.path === './routes');
  for (const file of routes?.assets.js.sync ?? []) links.push(link(`${base}${file}`, 'script'));
  // The runtime fetches a remote's stylesheets from another origin without CORS, like its scripts.
  for (const file of routes?.assets.css.sync ?? []) links.push(link(`${base}${file}`, 'style'));
  if (crossOrigin) {
    const locale = routes?.assets.js.async?.find((file) => path.posix.basename(file).startsWith(`locale-${language}.`));
    if (locale) links.push(link(`${base}${locale}`, 'script'));
  }
  return links;
}

/** The shared modules the remote's routes need before they run: `requires`, else every module it shares. */
function neededBy(manifest: Manifest | undefined): Set<string> {
  const routes = manifest?.exposes?.find((expose) => expose.path === './routes');
  if (routes?.requires) return new Set(routes.requires);
  return new Set((manifest?.shared ?? []).flatMap((shared) => (shared.name ? [shared.name] : [])));
}

export interface PreloadOptions {
  remotes: RemoteUrls;
  staticRoot: string;
  profile: string;
  manifests: RemoteManifests;
}

export async function preloadLinks({ pathname, language }: PageRequest, { remotes, staticRoot, profile, manifests }: PreloadOptions): Promise<string> {
  const links = [link('/remotes.json', 'fetch', true), ...localeLinks(language)];
  const remote = remoteForPath(pathname);
  const url = remote ? remotes[remote] : undefined;
  let consumed = new Set<string>();
  if (remote && url?.startsWith('/remotes/')) {
    // A remote this server hosts: its manifest is on disk.
    const distDir = path.join(staticRoot, remoteFolder(remote), 'dist');
    const manifest = (await manifests.local(path.join(distDir, 'mf-manifest.json')))?.manifest;
    const base = url.slice(0, url.lastIndexOf('/') + 1);
    if (manifest) {
      consumed = neededBy(manifest);
      links.push(...remoteLinks(manifest, url, base, language, false));
      links.push(...(await remoteLocaleLink(distDir, base, language)));
      if (pathname === '/') links.push(...(await heroImageLink(distDir, base, profile)));
    }
  } else if (remote && url && /^https?:\/\//.test(url)) {
    // A remote deployed on another origin: connect early, and preload what its manifest lists.
    const origin = new URL(url).origin;
    links.push(`<link rel="preconnect" href="${origin}">`, `<link rel="preconnect" href="${origin}" crossorigin="anonymous">`);
    const manifest = (await manifests.distant(url, REMOTE_MANIFEST_WAIT_MS))?.manifest;
    if (manifest) {
      consumed = neededBy(manifest);
      links.push(...remoteLinks(manifest, url, new URL('.', url).href, language, true));
    }
  }
  return [...(await shellLinks(staticRoot, consumed, manifests)), ...links].join('');
}
