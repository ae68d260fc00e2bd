import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration, type RspackPluginInstance } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { REMOTE_APPS, ROUTER_EXPORTS } from './rspack.apps';
import { chunkLoadingGlobalOf } from './shared/src/core/federation/contract';
import { SSR_PUBLIC_PATH_PREFIX, SSR_REMOTE_ENTRY } from './shared/src/core/federation/server-rendering';
import { sharedModules } from './scripts/shared-version.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Port of the API in development; every dev server proxies /api and /images to it. */
export const API_DEV_PORT = 8080;

export interface AppOptions {
  /** Federation name, an identifier: `shell`, `mfe_blog`... */
  name: string;
  /** Folder of the app, e.g. `mfe-blog`. */
  dir: string;
  /** Dev server port. */
  port: number;
  /** Modules a remote exposes to the shell (`./routes`). Empty for the host. */
  exposes?: Record<string, string>;
  /** The host serves translations and owns the page template's site-profile meta. */
  host?: boolean;
  /** Title of the standalone page. */
  title: string;
}

// Libraries every app shares, one copy per page (a second React or i18next on
// the page breaks hooks and translations). Each app requires the version range
// of its own package.json; docs/decisions/009-shared-versions.md.
const singletons = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'i18next',
  'react-i18next',
  'swr',
  'swr/infinite',
];

/**
 * Modules of @freight/shared that hold state for the whole page: the i18n set-up
 * and the namespace gate (which translations are loaded), the toast store, the
 * API base and SWR cache settings. One copy per page, the shell's: a remote that
 * needs a version the shell does not provide fails into its own fallback.
 * Every other module of shared (schemas, constants, ui components, formatters)
 * is stateless and may be duplicated: a remote that needs a newer one than the
 * shell provides runs its own copy. ADR 009.
 */
export const SHARED_SINGLETONS = [
  'web/api/client',
  'web/api/hooks',
  'web/html/sanitize',
  'web/i18n/namespace',
  'web/i18n/namespace-gate',
  'web/i18n/ready',
  'web/i18n/setup',
  'web/profiles/page-profile',
  'web/ui/toast',
  'web/ui/toast-event',
];

type SharedItem = {
  singleton: boolean;
  requiredVersion: false | string;
  strictVersion?: boolean;
  version?: string;
  import?: string;
  eager?: boolean;
  treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
};
export type SharedConfig = Record<string, SharedItem>;

// The libraries the host needs before it can paint anything. In the host they are
// eager: bundled with its entry instead of negotiated one after the other, which
// took six round trips before the first render. Remotes take the host's copies.
// (Not the router: eager cannot be combined with its tree-shaking.)
const hostEager = new Set(['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'i18next', 'react-i18next']);

function readJson(file: string): { version: string; dependencies?: Record<string, string> } {
  return JSON.parse(readFileSync(file, 'utf8'));
}

type Exports = string | { [condition: string]: Exports } | null | undefined;

/** The file of `conditions` in a package.json `exports` value (import before require, as a bundler reads it). */
function exportTarget(value: Exports, conditions = ['import', 'module', 'default']): string | undefined {
  if (typeof value === 'string' || !value) return value ?? undefined;
  for (const condition of conditions) {
    const target = exportTarget(value[condition], conditions);
    if (target) return target;
  }
  return undefined;
}

/**
 * The installed version of a library an app shares, and its ES module file: the
 * host provides each singleton library from its own build at that version, also
 * one its own code never imports (swr/infinite: only remotes use it). Given by
 * name alone, such a library was provided by no one but the first remote that
 * used it, and the shell's manifest listed it without a version.
 */
export function libraryEntry(appDir: string, request: string): { version: string; file: string } {
  const pkg = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0]!;
  const fromApp = createRequire(path.join(appDir, 'package.json'));
  const manifestFile = fromApp.resolve(`${pkg}/package.json`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { version: string; exports?: Record<string, Exports> };
  const subpath = `.${request.slice(pkg.length)}`;
  const target = exportTarget(manifest.exports?.[subpath]);
  return { version: manifest.version, file: target ? path.join(path.dirname(manifestFile), target) : fromApp.resolve(request) };
}

/**
 * Modules of shared the shell's browser code imports itself (statically): they
 * come with its entry. Not its server renderer's (shell/src/server): what only
 * the server needs (the article sanitizer and its DOMPurify, 11 KB) would
 * otherwise be in every page's first script.
 */
function hostImportedSharedModules(): Set<string> {
  const found = new Set<string>();
  const serverDir = path.join(root, 'shell', 'src', 'server');
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (file === serverDir) continue;
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !file.includes(`${path.sep}test${path.sep}`)) {
        for (const match of readFileSync(file, 'utf8').matchAll(/^import\s+(?!type\s)[^;]*?from\s+'@freight\/shared\/([^']+)'/gm)) found.add(match[1]!);
      }
    }
  };
  walk(path.join(root, 'shell', 'src'));
  return found;
}

export function sharedConfig(host: boolean, dev: boolean, appDir: string): SharedConfig {
  const deps = readJson(path.join(appDir, 'package.json')).dependencies ?? {};
  const required = (name: string): string | false => deps[name.startsWith('@') ? name : name.split('/')[0]!] ?? false;
  const shared: SharedConfig = {};
  for (const name of singletons) shared[name] = { singleton: true, requiredVersion: required(name), strictVersion: true };
  // Tree-shaking a shared module breaks development bundles ("require_runtime.__exportAll is
  // not a function": a blank page for every team), and size matters only in production.
  if (!dev) shared['react-router-dom'] = { ...shared['react-router-dom']!, treeShaking: { mode: 'runtime-infer', usedExports: ROUTER_EXPORTS } };
  if (host) for (const name of hostEager) shared[name] = { ...shared[name]!, eager: true };
  if (host) {
    for (const name of singletons) {
      const { version, file } = libraryEntry(appDir, name);
      shared[name] = { ...shared[name]!, version, import: file };
    }
  }

  // Every module of shared, each with the shared package's version. The host provides
  // all of them, even those it never loads, so the share scope is filled by the shell
  // first and a remote never takes another remote's copy (the runtime plugin
  // shared/src/web/federation/share-isolation.ts enforces it). The host's own modules come
  // with its entry: negotiated one by one they cost four more round trips. (The toast
  // host stays lazy: see toast-slot.tsx.) Stylesheets are not matched: each app bundles
  // the ones it imports.
  const version = readJson(path.join(root, 'shared', 'package.json')).version;
  const requiredShared = required('@freight/shared');
  const hostImports = host ? hostImportedSharedModules() : new Set<string>();
  const singletonModules = new Set(SHARED_SINGLETONS);
  for (const { name, file } of sharedModules(root)) {
    const singleton = singletonModules.has(name);
    shared[`@freight/shared/${name}`] = {
      singleton,
      requiredVersion: requiredShared,
      strictVersion: singleton,
      version,
      ...(host ? { import: file, eager: hostImports.has(name) } : {}),
    };
  }
  return shared;
}

/**
 * mf-stats.json as the same sources always give it. The federation plugin fills
 * `usedIn` (of a shared module) and `requires` (of an exposed module) from a
 * traversal whose result varies from one build to the next, and lists some
 * entries in a varying order: identical sources gave different files. Those two
 * fields are dropped (nothing at run time reads them: the runtime reads
 * mf-manifest.json) and every list of named entries is sorted.
 */
export function stableStats<T>(stats: T): T {
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) {
      const items = value.map(visit);
      if (items.every((item) => typeof item === 'string')) return [...items].sort();
      if (items.every((item) => !!item && typeof item === 'object' && typeof (item as { id?: unknown }).id === 'string')) {
        return [...items].sort((a, b) => String((a as { id: string }).id).localeCompare(String((b as { id: string }).id)));
      }
      return items;
    }
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value)
          .filter(([key]) => key !== 'usedIn' && key !== 'requires')
          .map(([key, inner]) => [key, visit(inner)]),
      );
    }
    return value;
  };
  return visit(stats) as T;
}

function devRemotes(): Record<string, string> {
  return Object.fromEntries(REMOTE_APPS.map((app) => [app.name, `http://127.0.0.1:${app.port}/mf-manifest.json`]));
}

/** How a build differs from the app's own: the e2e journeys build remotes broken on purpose. */
export interface ConfigVariant {
  /** Rewrites the shared modules the app declares. */
  shared?: (shared: SharedConfig) => SharedConfig;
  /** Output folder instead of <app>/dist. */
  outputPath?: string;
}

/**
 * The federation plugin writes its runtime module with absolute imports of
 * this machine's folders, and a source map carries that module's text: the
 * maps (kept for error reports, never served: api/README.md) name paths
 * relative to the repository instead.
 */
const relativeSourceMapPaths: RspackPluginInstance = {
  apply(compiler) {
    const absolute = JSON.stringify(`${root}${path.sep}`).slice(1, -1);
    compiler.hooks.thisCompilation.tap('RelativeSourceMapPaths', (compilation) => {
      const stage = compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING + 1;
      compilation.hooks.processAssets.tap({ name: 'RelativeSourceMapPaths', stage }, (assets) => {
        for (const [name, asset] of Object.entries(assets)) {
          const text = name.endsWith('.map') ? asset.source().toString() : '';
          if (text.includes(absolute)) compilation.updateAsset(name, new compiler.rspack.sources.RawSource(text.split(absolute).join('')));
        }
      });
    });
  },
};

type ManifestJson = {
  metaData: Record<string, unknown>;
  exposes?: Array<{ name: string; requires?: string[]; uses?: string[]; styles?: string[] }>;
  shared?: Array<{ name: string; chunks?: string[]; styles?: string[] }>;
};

const CONSUME = /^consume shared module \([^)]*\) (.+?)@[^@\s]*\s/;
const PROVIDE = /^provide shared module \([^)]*\) (.+?)@[^@\s]*\s=/;

/**
 * Writes into mf-manifest.json what the server's page needs and the federation
 * plugin leaves out or gets wrong (docs/decisions/011-server-rendering.md):
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
 * The server's page head (api/src/site/preload.ts) reads all of them.
 */
const manifestExtras = (isRemote: boolean): RspackPluginInstance => ({
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ManifestExtras', (compilation) => {
      const stage = compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT;
      compilation.hooks.processAssets.tap({ name: 'ManifestExtras', stage }, () => {
        const asset = compilation.getAsset('mf-manifest.json');
        if (!asset) return;
        const manifest = JSON.parse(asset.source.source().toString()) as ManifestJson;
        type Group = (typeof compilation.chunkGroups)[number];
        const filesOf = (groups: Group[], ext: string) =>
          [...new Set(groups.flatMap((group) => group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith(ext)))))].sort();
        const consumedIn = (groups: Group[]) =>
          [
            ...new Set(
              groups.flatMap((group) =>
                group.chunks.flatMap((chunk) =>
                  compilation.chunkGraph.getChunkModules(chunk).flatMap((module) => CONSUME.exec(module.identifier())?.[1] ?? []),
                ),
              ),
            ),
          ].sort();
        const federated = (group: Group) => group.origins.some((origin) => !!origin.module && (CONSUME.test(origin.module.identifier()) || PROVIDE.test(origin.module.identifier())));
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
          manifest.metaData.ssrRemoteEntry = SSR_REMOTE_ENTRY;
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
            const boot = [...entry.childrenIterable].filter((group) => !federated(group) && group.origins.some((origin) => origin.request === './bootstrap'));
            manifest.metaData.bootScripts = [
              ...new Set([...filesOf(boot, '.js'), ...consumedIn(boot).flatMap((name) => (provided.has(name) ? filesOf([provided.get(name)!], '.js') : []))]),
            ].sort();
            const app = tree(entry);
            const styles = [...new Set([...filesOf(app, '.css'), ...stylesOf(consumedIn(app))])].filter((file) => !entry.getFiles().includes(file));
            manifest.metaData.bootStyles = styles;
            const html = compilation.getAsset('index.html');
            if (html && styles.length > 0) {
              const publicPath = typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : '/';
              const links = styles.map((file) => `<link href="${publicPath}${file}" rel="stylesheet">`).join('');
              const text = html.source.source().toString().replace('</head>', `${links}</head>`);
              compilation.updateAsset('index.html', new compiler.rspack.sources.RawSource(text));
            }
          }
        }
        compilation.updateAsset('mf-manifest.json', new compiler.rspack.sources.RawSource(JSON.stringify(manifest, null, 2)));
      });
    });
  },
});

export function createConfig(options: AppOptions, variant: ConfigVariant = {}): Configuration {
  const mode = process.env.NODE_ENV === 'production' || process.argv.includes('production') ? 'production' : 'development';
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
      clean: { keep: (file: string) => path.relative(variant.outputPath ?? path.join(appDir, 'dist'), file).split(path.sep)[0] === 'server' },
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
        // remotes use it instead of each carrying a ~34 KB copy.
        // In development a remote keeps its own, so it also runs standalone.
        experiments: {
          ...(isRemote ? { externalRuntime: !dev } : { provideExternalRuntime: true }),
          optimization: { target: 'web' },
        },
      }),
      ...(dev ? [] : [relativeSourceMapPaths]),
      ...(!dev ? [manifestExtras(isRemote)] : []),
    ],
    // `rspack serve` compiles dynamic imports lazily unless told otherwise: the shell's
    // `import('./bootstrap')` then compiled on the first page view, whose hot update asked
    // for a CSS file the server did not have, and the page stayed on "Loading the page…".
    // Federation loads remotes and their chunks through dynamic imports: compile them all.
    lazyCompilation: false,
    optimization: { minimize: !dev },
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


/** The shared modules of a server build: the browser's, without tree-shaking, and every one eager in the host (one copy per process, the shell's, before any remote is loaded). */
export function serverSharedConfig(host: boolean, appDir: string): SharedConfig {
  const shared = sharedConfig(host, false, appDir);
  for (const [name, item] of Object.entries(shared)) {
    const { treeShaking: _dropped, ...rest } = item;
    shared[name] = host ? { ...rest, eager: true } : rest;
  }
  return shared;
}

/** The apps' packages are ES modules; their server builds are CommonJS: a package.json in dist/server says so to Node. */
const commonJsFolder: RspackPluginInstance = {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CommonJsFolder', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CommonJsFolder', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('package.json', new compiler.rspack.sources.RawSource('{ "type": "commonjs" }\n'));
      });
    });
  },
};

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

/**
 * What `rspack build` builds for an app: its browser build and, in production, its
 * server build (a development server renders in the browser only).
 */
export function createConfigs(options: AppOptions): Configuration[] {
  const production = process.env.NODE_ENV === 'production' || process.argv.includes('production');
  return production ? [createConfig(options), createServerConfig(options)] : [createConfig(options)];
}
