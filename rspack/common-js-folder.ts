import type { RspackPluginInstance } from '@rspack/core';

/** The apps' packages are ES modules; their server builds are CommonJS: a package.json in dist/server says so to Node. */
export const commonJsFolder: RspackPluginInstance = {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CommonJsFolder', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CommonJsFolder', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset('package.json', new compiler.rspack.sources.RawSource('{ "type": "commonjs" }\n'));
        },
      );
    });
  },
};
