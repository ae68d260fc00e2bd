import type { RspackPluginInstance } from '@rspack/core';
import type { FederationManifest } from '../shared/src/core/federation/manifest';
import { SSR_REMOTE_ENTRY } from '../shared/src/core/federation/server-rendering';

const CONSUME = /^consume shared module \([^)]*\) (.+?)@[^@\s]*\s/;
const PROVIDE = /^provide shared module \([^)]*\) (.+?)@[^@\s]*\s=/;

/**
 * Writes into mf-manifest.json what the server's page needs and the federation
 * plugin leaves out or gets wrong (docs/decisions/013-server-rendering.md, with
 * 014-styles-in-the-page.md and 015-preloads.md):
 * - a remote's server container (`metaData.ssrRemoteEntry`, left empty);
 * - per exposed module, the shared modules its own chunks consume before it
 *   runs (`requires`: the plugin's list came from a traversal that varied from
 *   build to build, so it is dropped from the stats; this one is sorted);
 * - per exposed module, every stylesheet it may render with: its own and its
 *   lazy parts' (`styles`), and the shared modules those parts consume (`uses`);
 * - in the host, per shared module it provides, the chunks its factory loads
 *   (`chunks`: `assets.js.sync` lists chunks of other modules too: 15 files for
 *   a module whose factory loads one) and the stylesheets it and the shared
 *   modules it consumes bring (`styles`).
 * The host's index.html also links, as render-blocking stylesheets, every style
 * of its own app (theme, layout, and the shared modules they use), listed in
 * `metaData.bootStyles`: the server's HTML paints styled, before any script
 * runs, instead of shifting when the app's chunks bring their styles. And
 * `metaData.bootScripts` names the scripts its entry loads at once (the
 * bootstrap chunk and its shared modules), which the page preloads.
 * The server's page head (server/src/site/preload.ts) reads all of them.
 */
export const manifestExtras = (isRemote: boolean): RspackPluginInstance => ({
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ManifestExtras', (compilation) => {
      const stage = compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT;
      compilation.hooks.processAssets.tap({ name: 'ManifestExtras', stage }, () => {
        const asset = compilation.getAsset('mf-manifest.json');
        if (!asset) return;
        const manifest = JSON.parse(asset.source.source().toString()) as FederationManifest;
        manifest.metaData ??= {};
        const metaData = manifest.metaData;
        type Group = (typeof compilation.chunkGroups)[number];
        const filesOf = (groups: Group[], ext: string) =>
          [
            ...new Set(
              groups.flatMap((group) =>
                group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith(ext))),
              ),
            ),
          ].sort();
        const consumedIn = (groups: Group[]) =>
          [
            ...new Set(
              groups.flatMap((group) =>
                group.chunks.flatMap((chunk) =>
                  compilation.chunkGraph
                    .getChunkModules(chunk)
                    .flatMap((module) => CONSUME.exec(module.identifier())?.[1] ?? []),
                ),
              ),
            ),
          ].sort();
        const federated = (group: Group) =>
          group.origins.some(
            (origin) =>
              !!origin.module && (CONSUME.test(origin.module.identifier()) || PROVIDE.test(origin.module.identifier())),
          );
        // A group and the groups its code imports lazily, not the shared modules' own chunks.
        const tree = (root: Group) => {
          const seen = new Set<Group>();
          const visit = (group: Group) => {
            if (seen.has(group)) return;
            seen.add(group);
            for (const child of group.childrenIterable) if (!federated(child)) visit(child);
          };
          visit(root);
          return [...seen];
        };
        if (isRemote) {
          metaData.ssrRemoteEntry = SSR_REMOTE_ENTRY;
          for (const expose of manifest.exposes ?? []) {
            const group = compilation.namedChunkGroups.get(`__federation_expose_${expose.name}`);
            if (!group) continue;
            expose.requires = consumedIn([group]);
            const all = tree(group);
            expose.uses = consumedIn(all);
            expose.styles = filesOf(all, '.css');
          }
        } else {
          const provided = new Map<string, Group>();
          for (const group of compilation.chunkGroups) {
            for (const origin of group.origins) {
              const name = origin.module ? PROVIDE.exec(origin.module.identifier())?.[1] : undefined;
              if (name) provided.set(name, group);
            }
          }
          const stylesOf = (names: string[], seen = new Set<string>()): string[] => {
            const files = new Set<string>();
            for (const name of names) {
              const group = provided.get(name);
              if (!group || seen.has(name)) continue;
              seen.add(name);
              const groups = tree(group);
              for (const file of filesOf(groups, '.css')) files.add(file);
              for (const file of stylesOf(consumedIn(groups), seen)) files.add(file);
            }
            return [...files].sort();
          };
          for (const shared of manifest.shared ?? []) {
            const group = provided.get(shared.name);
            if (!group) continue;
            shared.chunks = filesOf([group], '.js');
            shared.styles = stylesOf([shared.name]);
          }
          const entry = compilation.entrypoints.get('main');
          if (entry) {
            // What the entry's `import('./bootstrap')` loads at once: its chunks and those of the shared modules it consumes.
            // Not the entry's other lazy groups: those of its eager modules' own `import()`s (the API client's
            // schemas, fetched with a first request) would bring zod to every page.
            const boot = [...entry.childrenIterable].filter(
              (group) => !federated(group) && group.origins.some((origin) => origin.request === './bootstrap'),
            );
            metaData.bootScripts = [
              ...new Set([
                ...filesOf(boot, '.js'),
                ...consumedIn(boot).flatMap((name) =>
                  provided.has(name) ? filesOf([provided.get(name)!], '.js') : [],
                ),
              ]),
            ].sort();
            const app = tree(entry);
            const styles = [...new Set([...filesOf(app, '.css'), ...stylesOf(consumedIn(app))])].filter(
              (file) => !entry.getFiles().includes(file),
            );
            metaData.bootStyles = styles;
            const html = compilation.getAsset('index.html');
            if (html && styles.length > 0) {
              const publicPath =
                typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : '/';
              const links = styles.map((file) => `<link href="${publicPath}${file}" rel="stylesheet">`).join('');
              const text = html.source.source().toString().replace('</head>', `${links}</head>`);
              compilation.updateAsset('index.html', new compiler.rspack.sources.RawSource(text));
            }
          }
        }
        compilation.updateAsset(
          'mf-manifest.json',
          new compiler.rspack.sources.RawSource(JSON.stringify(manifest, null, 2)),
        );
      });
    });
  },
});
