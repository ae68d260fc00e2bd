import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { SSR_PUBLIC_PATH_PREFIX } from '../shared/src/core/federation/server-rendering';
import { type AppOptions, REPO_ROOT as root } from './app-options';
import { type ConfigVariant, createConfig } from './browser-config';
import { commonJsFolder } from './common-js-folder';
import { type SharedConfig, serverSharedConfig } from './shared-modules';

/**
 * The server (node) build of an app, into <app>/dist/server: for a remote, its
 * federation container for Node (async-node, CommonJS), exposing the same
 * modules as its browser container, named in its mf-manifest.json as
 * `ssrRemoteEntry`; for the host, the page renderer the API loads
 * (shell/src/server/index.ts). CSS modules give the browser build's class names
 * without writing CSS; assets give their file names under SSR_PUBLIC_PATH_PREFIX.
 */
export function createServerConfig(options: AppOptions, variant: ConfigVariant = {}): Configuration {
  const appDir = path.join(root, options.dir);
  const browser = createConfig(options, variant);
  const outDir = path.join(variant.outputPath ?? path.join(appDir, 'dist'), 'server');
  const rules = (browser.module?.rules ?? []).filter((rule) => !!rule);
  return {
    name: `${options.name}-server`,
    mode: 'production',
    context: appDir,
    entry: options.host ? { main: './src/server/index.ts' } : {},
    devtool: false,
    target: 'async-node',
    output: {
      path: outDir,
      publicPath: `${SSR_PUBLIC_PATH_PREFIX}${options.name}/`,
      // The browser build's: CSS module class names are hashed with it.
      uniqueName: options.name,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'static/media/[name].[contenthash:8][ext]',
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: browser.resolve,
    module: {
      rules,
      parser: browser.module?.parser,
      generator: {
        'css/auto': { ...(browser.module?.generator?.['css/auto'] ?? {}), exportsOnly: true },
        // The browser build writes the files; the server only needs their names.
        asset: { emit: false },
        'asset/resource': { emit: false },
      },
    },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
      commonJsFolder,
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes ?? {},
        remotes: {},
        shared: (variant.shared ?? ((shared: SharedConfig) => shared))(serverSharedConfig(!!options.host, appDir)),
        library: { type: 'commonjs-module', name: options.name },
        remoteType: 'script',
        runtimePlugins: [
          path.join(root, 'shared', 'src', 'web', 'federation', 'share-isolation.ts'),
          path.join(root, 'shared', 'src', 'web', 'federation', 'server-files.ts'),
          createRequire(import.meta.url).resolve('@module-federation/node/runtimePlugin'),
        ],
        shareStrategy: 'loaded-first',
        manifest: false,
        dts: false,
        dev: false,
      }),
    ],
    optimization: { minimize: false, moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
  };
}
