import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { REMOTE_APP_OPTIONS } from './apps';
import { chunkLoadingGlobalOf } from '../shared/src/core/federation/contract';
import { type AppOptions, isProduction, REPO_ROOT as root } from './app-options';
import { manifestExtras } from './manifest-extras';
import { publishedPagesPlugin } from './published-pages';
import { relativeSourceMapPaths } from './relative-source-map-paths';
import { type SharedConfig, sharedConfig } from './shared-modules';
import { stableStats } from './stats';

/** Port of the API in development; every dev server proxies /api and /images to it. */
export const API_DEV_PORT = 8080;

/** How a build differs from the app's own: the e2e journeys build remotes broken on purpose. */
export interface ConfigVariant {
  /** Rewrites the shared modules the app declares. */
  shared?: (shared: SharedConfig) => SharedConfig;
  /** Output folder instead of <app>/dist. */
  outputPath?: string;
}

/**
 * The host's entry in three scripts rather than one: React DOM; the other libraries it provides
 * eagerly (React, i18next, react-i18next); then the federation runtime, which must be in the entry's
 * own chunk, with the shell's code. Each script is compiled and run in a task of its own: the one
 * entry was the longest task of every page's start (27-66 ms at full speed in Lighthouse's traces
 * here, 108-265 at its 4x). React DOM's and i18next's module bodies run later, when the bootstrap
 * imports them (docs/decisions/027-interactive-as-fast-as-react-alone.md).
 */
const HOST_ENTRY_PARTS = {
  'react-dom': {
    test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
    chunks: 'initial' as const,
    name: 'react-dom',
    enforce: true,
    priority: 20,
  },
  libraries: {
    test: /[\\/]node_modules[\\/](?!@module-federation[\\/])/,
    chunks: 'initial' as const,
    name: 'libraries',
    enforce: true,
    priority: 10,
  },
};

/**
 * The browsers that run the es2022 the scripts are compiled to, for the CSS minimizer too: its default
 * ("fully supports es6") wrote every logical property (`inset-inline-end`, `margin-inline-start`)
 * three more times, under selectors listing 19 right-to-left languages, which every element was
 * matched against at the first paint (docs/decisions/027-interactive-as-fast-as-react-alone.md).
 */
export const BROWSER_TARGETS = [
  'chrome >= 94',
  'edge >= 94',
  'firefox >= 93',
  'opera >= 80',
  'safari >= 16.4',
  'ios_saf >= 16.4',
  'samsung >= 17',
];

/** The production minimizers: rspack's own two, the CSS one given `BROWSER_TARGETS`. */
export function minimizers() {
  return [
    new rspack.SwcJsMinimizerRspackPlugin(),
    new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: BROWSER_TARGETS } }),
  ];
}

function devRemotes(): Record<string, string> {
  return Object.fromEntries(
    REMOTE_APP_OPTIONS.map((app) => [app.name, `http://127.0.0.1:${app.port}/mf-manifest.json`]),
  );
}

/** The browser build of an app, into <app>/dist (in development, its dev server). */
export function createConfig(options: AppOptions, variant: ConfigVariant = {}): Configuration {
  const mode = isProduction() ? 'production' : 'development';
  const dev = mode === 'development';
  const appDir = path.join(root, options.dir);
  const isRemote = !options.host;

  return {
    mode,
    context: appDir,
    entry: { main: './src/index.ts' },
    devtool: dev ? 'eval-cheap-module-source-map' : 'source-map',
    target: ['web', 'es2022'],
    output: {
      path: variant.outputPath ?? path.join(appDir, 'dist'),
      // Remotes resolve their chunks next to their manifest, wherever they are deployed.
      publicPath: isRemote ? 'auto' : '/',
      uniqueName: options.name,
      chunkLoadingGlobal: chunkLoadingGlobalOf(options.name),
      filename: dev ? 'static/js/[name].js' : 'static/js/[name].[contenthash:8].js',
      chunkFilename: dev ? 'static/js/[name].js' : 'static/js/[name].[contenthash:8].js',
      cssFilename: dev ? 'static/css/[name].css' : 'static/css/[name].[contenthash:8].css',
      cssChunkFilename: dev ? 'static/css/[name].css' : 'static/css/[name].[contenthash:8].css',
      assetModuleFilename: 'static/media/[name].[contenthash:8][ext]',
      // dist/server is the server build's (createServerConfig), written by its own compiler.
      clean: {
        keep: (file: string) =>
          path.relative(variant.outputPath ?? path.join(appDir, 'dist'), file).split(path.sep)[0] === 'server',
      },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      // `@freight/shared/<path>` is the shared package's source; the bundler finds .ts or .tsx.
      alias: { '@freight/shared': path.join(root, 'shared', 'src') },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              target: 'es2022',
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: dev } },
            },
          },
          type: 'javascript/auto',
        },
        // A locale file's part (`fr.json?keys=home`): the texts of one group of pages.
        {
          test: /\.json$/,
          resourceQuery: /^\?(keys|omit)=/,
          loader: path.join(root, 'rspack', 'locale-part-loader.ts'),
          type: 'json',
        },
        // A library the host provides cut to the exports the apps use (`index.js?exports=…`).
        {
          test: /\.js$/,
          resourceQuery: /^\?exports=/,
          loader: path.join(root, 'rspack', 'library-exports-loader.ts'),
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(svg|png|jpe?g|webp|avif|pdf)$/, type: 'asset/resource' },
      ],
      parser: {
        // `import styles from './x.module.css'`, the form vitest understands too.
        'css/auto': { namedExports: false },
      },
      generator: {
        'css/auto': {
          // Class names carry the app's name so two remotes never collide.
          localIdentName: dev ? `${options.name}__[local]__[hash:5]` : `${options.name.replace('mfe_', '')}-[hash:6]`,
          exportsConvention: 'as-is',
        },
      },
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: path.join(root, 'shell', 'index.html'),
        title: options.title,
        // Remotes' standalone pages are only for their teams; the host's is the site.
        filename: 'index.html',
        chunks: ['main'],
        // A remote's page is served from its root by its own dev server, whatever the path.
        publicPath: '/',
      }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(mode),
      }),
      ...(options.host
        ? [
            new rspack.CopyRspackPlugin({
              patterns: [
                { from: path.join(root, 'shared', 'locales'), to: 'locales' },
                { from: path.join(root, 'shell', 'public'), to: '.', noErrorOnMissing: true },
              ],
            }),
          ]
        : []),
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes ?? {},
        remotes: {},
        shared: (variant.shared ?? ((shared: SharedConfig) => shared))(sharedConfig(!!options.host, dev, appDir)),
        // Remotes take the shell's copies or their own, never another remote's (ADR 009).
        runtimePlugins: [path.join(root, 'shared', 'src', 'web', 'federation', 'share-isolation.ts')],
        shareStrategy: 'loaded-first',
        manifest: { additionalData: ({ stats }) => stableStats(stats) },
        dts: false,
        dev: dev ? { disableLiveReload: false } : false,
        // One federation runtime per page: the host provides it, and production
        // remotes use it instead of each carrying a copy.
        // In development a remote keeps its own, so it also runs standalone.
        experiments: {
          ...(isRemote ? { externalRuntime: !dev } : { provideExternalRuntime: true }),
          optimization: { target: 'web' },
        },
      }),
      ...(dev ? [] : [relativeSourceMapPaths]),
      ...(!dev ? [manifestExtras(isRemote)] : []),
      ...(isRemote ? [publishedPagesPlugin(appDir)] : []),
    ],
    // `rspack serve` compiles dynamic imports lazily unless told otherwise: the shell's
    // `import('./bootstrap')` then compiled on the first page view, whose hot update asked
    // for a CSS file the server did not have, and the page stayed on "Loading the page…".
    // Federation loads remotes and their chunks through dynamic imports: compile them all.
    lazyCompilation: false,
    optimization: {
      minimize: !dev,
      minimizer: minimizers(),
      ...(options.host && !dev ? { splitChunks: { cacheGroups: HOST_ENTRY_PARTS } } : {}),
    },
    performance: { hints: false },
    devServer: {
      port: options.port,
      host: '127.0.0.1',
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [
        {
          context: ['/api', '/images'],
          target: `http://127.0.0.1:${API_DEV_PORT}`,
        },
      ],
      // Standalone remotes need the shared translations too. The host also serves
      // shell/public (the /docs PDFs), which its build copies into dist.
      static: [
        { directory: path.join(root, 'shared', 'locales'), publicPath: '/locales' },
        ...(options.host ? [{ directory: path.join(root, 'shell', 'public'), publicPath: '/' }] : []),
      ],
      setupMiddlewares: (middlewares) => {
        // In development the shell finds each remote on its own dev server.
        if (options.host) {
          middlewares.unshift({
            name: 'remotes-json',
            path: '/remotes.json',
            middleware: (_req: unknown, res: { setHeader(k: string, v: string): void; end(body: string): void }) => {
              res.setHeader('Content-Type', 'application/json');
              res.end(JSON.stringify(devRemotes()));
            },
          });
        }
        return middlewares;
      },
    },
  };
}
