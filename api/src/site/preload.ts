import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { HERO_IMAGE_SIZES, heroImageWidth } from '@freight/shared/federation/hero-image';
import { remoteForPath } from '@freight/shared/federation/remote-for-path';
import { DEFAULT_LANGUAGE, type SiteLanguage } from '@freight/shared/constants';
import { SHARED_NAMESPACES } from '@freight/shared/i18n/namespaces';
import { remoteFolder, type RemoteUrls } from './remotes';

// The shell finds its remotes at run time: remotes.json, then the remote's
// manifest, then its entry and exposed chunks, one after the other. The
// server knows which remote a page belongs to, so it lets the browser fetch
// all of them at once, in parallel with the shell's own scripts.

interface ManifestAssets {
  js: { sync: string[] };
  css: { sync: string[] };
}
interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ path: string; assets: ManifestAssets }>;
  shared?: Array<{ assets: ManifestAssets }>;
}

const cache = new Map<string, { mtimeMs: number; manifest: Manifest }>();

async function readManifest(file: string): Promise<Manifest | null> {
  try {
    const { mtimeMs } = await stat(file);
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === mtimeMs) return hit.manifest;
    const manifest = JSON.parse(await readFile(file, 'utf8')) as Manifest;
    cache.set(file, { mtimeMs, manifest });
    return manifest;
  } catch {
    return null;
  }
}

const link = (href: string, as: string, crossorigin = false) =>
  `<link rel="preload" href="${href}" as="${as}"${crossorigin ? ' crossorigin="anonymous"' : ''}>`;

export interface PageRequest {
  pathname: string;
  language: SiteLanguage;
}

/**
 * The shell's shared modules that are not in its entry (the tree-shaken router):
 * fetched right after the entry otherwise. The entry itself is in the page already.
 */
async function shellLinks(staticRoot: string): Promise<string[]> {
  const manifest = await readManifest(path.join(staticRoot, 'shell', 'dist', 'mf-manifest.json'));
  const files = new Set((manifest?.shared ?? []).flatMap((shared) => shared.assets.js.sync));
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

export async function preloadLinks({ pathname, language }: PageRequest, remotes: RemoteUrls, staticRoot: string, profile = 'freight'): Promise<string> {
  const links = [...(await shellLinks(staticRoot)), link('/remotes.json', 'fetch', true), ...localeLinks(language)];
  const remote = remoteForPath(pathname);
  const url = remote ? remotes[remote] : undefined;
  // Only remotes this server hosts: their manifest is on disk.
  if (remote && url?.startsWith('/remotes/')) {
    const distDir = path.join(staticRoot, remoteFolder(remote), 'dist');
    const manifest = await readManifest(path.join(distDir, 'mf-manifest.json'));
    const base = url.slice(0, url.lastIndexOf('/') + 1);
    if (manifest) {
      links.push(link(url, 'fetch', true));
      const entry = manifest.metaData?.remoteEntry;
      links.push(link(`${base}${entry?.path ? `${entry.path}/` : ''}${entry?.name ?? 'remoteEntry.js'}`, 'script'));
      const routes = manifest.exposes?.find((expose) => expose.path === './routes');
      for (const file of routes?.assets.js.sync ?? []) links.push(link(`${base}${file}`, 'script'));
      for (const file of routes?.assets.css.sync ?? []) links.push(link(`${base}${file}`, 'style'));
      links.push(...(await remoteLocaleLink(distDir, base, language)));
      if (pathname === '/') links.push(...(await heroImageLink(distDir, base, profile)));
    }
  }
  return links.join('');
}
