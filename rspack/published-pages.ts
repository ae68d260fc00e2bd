import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RspackPluginInstance } from '@rspack/core';
import { DEFAULT_LANGUAGE, type SiteLanguage } from '../shared/src/core/constants';
import type { FederationManifest } from '../shared/src/core/federation/manifest';
import {
  publishPages,
  type PublishedPages,
  type RemotePages,
  type TextLookup,
} from '../shared/src/core/federation/pages';
import { REPO_ROOT } from './app-options';

// A remote's pages travel with its build (docs/decisions/024-a-remote-owns-its-pages.md):
// its src/config/pages.ts, with every title and description resolved from its locale
// files and the shared ones, written as pages.<hash>.json beside its
// mf-manifest.json, which names it in `metaData.pages`. The server reads that
// file whenever the remote's manifest changes.

type Tree = { [key: string]: unknown };

/** The file of a namespace's texts in a language: the remote's own, or a shared one. */
function bundleFile(appDir: string, own: string, namespace: string, language: SiteLanguage): string {
  return namespace === own
    ? path.join(appDir, 'src', 'locales', `${language}.json`)
    : path.join(REPO_ROOT, 'shared', 'locales', language, `${namespace}.json`);
}

const textAt = (tree: Tree, key: string): string => {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);
  return typeof value === 'string' ? value : '';
};

/**
 * Finds texts as i18next does: a dotted key, `{{name}}` values interpolated
 * (`{{brand}}` is left for the server, which knows the brand), and with
 * `fallback` the French text when a language lacks one. Returns the files read.
 */
export function localeLookup(
  appDir: string,
  pages: RemotePages,
  { fallback }: { fallback: boolean },
): { lookup: TextLookup; files: Set<string> } {
  const files = new Set<string>();
  const bundles = new Map<string, Tree>();
  const bundle = (namespace: string, language: SiteLanguage) => {
    const file = bundleFile(appDir, pages.namespace, namespace, language);
    files.add(file);
    let tree = bundles.get(file);
    if (!tree) {
      tree = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Tree) : {};
      bundles.set(file, tree);
    }
    return tree;
  };
  const lookup: TextLookup = ({ namespace, key, values }, language) => {
    const found =
      textAt(bundle(namespace, language), key) ||
      (fallback && language !== DEFAULT_LANGUAGE ? textAt(bundle(namespace, DEFAULT_LANGUAGE), key) : '');
    return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
      name !== 'brand' && values?.[name] !== undefined ? values[name] : whole,
    );
  };
  return { lookup, files };
}

/** A remote's src/config/pages.ts, loaded fresh. */
export async function loadRemotePages(appDir: string): Promise<RemotePages> {
  const file = path.join(appDir, 'src', 'config', 'pages.ts');
  // Each call loads it in a namespace of its own: a development server sees an edited file.
  const { tsImport } = await import('tsx/esm/api');
  const module = (await tsImport(pathToFileURL(file).href, import.meta.url)) as {
    PAGES?: RemotePages;
  };
  if (!module.PAGES) throw new Error(`${file} exports no PAGES`);
  return module.PAGES;
}

/** What a remote's build publishes of its pages (the contract test checks it without the French fallback). */
export function publishedPagesOf(appDir: string, pages: RemotePages, fallback = true): PublishedPages {
  return publishPages(pages, localeLookup(appDir, pages, { fallback }).lookup);
}

/** The plugin writing a remote's pages.<hash>.json and naming it in its mf-manifest.json. */
export const publishedPagesPlugin = (appDir: string): RspackPluginInstance => ({
  apply(compiler) {
    let published: { text: string; files: Set<string> } | undefined;
    compiler.hooks.beforeCompile.tapPromise('PublishedPages', async () => {
      const pages = await loadRemotePages(appDir);
      const { lookup, files } = localeLookup(appDir, pages, { fallback: true });
      published = { text: JSON.stringify(publishPages(pages, lookup)), files };
    });
    compiler.hooks.thisCompilation.tap('PublishedPages', (compilation) => {
      const stage = compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT;
      compilation.hooks.processAssets.tap({ name: 'PublishedPages', stage: stage + 1 }, () => {
        if (!published) return;
        // A development server rebuilds when a page's texts change.
        for (const file of published.files) compilation.fileDependencies.add(file);
        const name = `pages.${createHash('sha256').update(published.text).digest('hex').slice(0, 12)}.json`;
        compilation.emitAsset(name, new compiler.rspack.sources.RawSource(published.text));
        const asset = compilation.getAsset('mf-manifest.json');
        if (!asset) return;
        const manifest = JSON.parse(asset.source.source().toString()) as FederationManifest;
        manifest.metaData = { ...manifest.metaData, pages: name };
        compilation.updateAsset(
          'mf-manifest.json',
          new compiler.rspack.sources.RawSource(JSON.stringify(manifest, null, 2)),
        );
      });
    });
  },
});
