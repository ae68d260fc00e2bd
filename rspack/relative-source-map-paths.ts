import path from 'node:path';
import type { RspackPluginInstance } from '@rspack/core';
import { REPO_ROOT as root } from './app-options';

/**
 * The federation plugin writes its runtime module with absolute imports of
 * this machine's folders, and a source map carries that module's text: the
 * maps (kept for error reports, never served: server/README.md) name paths
 * relative to the repository instead.
 */
export const relativeSourceMapPaths: RspackPluginInstance = {
  apply(compiler) {
    const absolute = JSON.stringify(`${root}${path.sep}`).slice(1, -1);
    compiler.hooks.thisCompilation.tap('RelativeSourceMapPaths', (compilation) => {
      const stage = compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING + 1;
      compilation.hooks.processAssets.tap({ name: 'RelativeSourceMapPaths', stage }, (assets) => {
        for (const [name, asset] of Object.entries(assets)) {
          const text = name.endsWith('.map') ? asset.source().toString() : '';
          if (text.includes(absolute))
            compilation.updateAsset(name, new compiler.rspack.sources.RawSource(text.split(absolute).join('')));
        }
      });
    });
  },
};
