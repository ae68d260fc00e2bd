import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type Configuration, type Stats } from '@rspack/core';
import type { FederationManifest } from '../shared/src/core/federation/manifest';
import { SSR_REMOTE_ENTRY } from '../shared/src/core/federation/server-rendering';
import { REPO_ROOT } from './app-options';
import { manifestExtras } from './manifest-extras';

// Builds a tiny remote and a tiny host in a temporary folder with the federation
// plugin and the manifest extras, and reads what they wrote. Two libraries
// are shared: `lib-a`, which the code needs at once, and `lib-b` (with a
// stylesheet), which only a lazy part uses.

const LIBRARIES: Record<string, string> = {
  'node_modules/lib-a/package.json': '{ "name": "lib-a", "version": "1.0.0", "main": "index.js" }',
  'node_modules/lib-a/index.js': 'export const a = "a";\n',
  'node_modules/lib-b/package.json':
    '{ "name": "lib-b", "version": "1.0.0", "main": "index.js", "sideEffects": ["*.css"] }',
  'node_modules/lib-b/index.js': 'import "./b.css";\nexport const b = "b";\n',
  'node_modules/lib-b/b.css': '.b { color: blue; }\n',
};

const REMOTE: Record<string, string> = {
  'src/index.js': 'export {};\n',
  'src/routes.js':
    'import "./routes.css";\nimport { a } from "lib-a";\nexport const routes = [a];\nexport const lazy = () => import(/* webpackChunkName: "lazy" */ "./lazy");\n',
  'src/routes.css': '.routes { color: red; }\n',
  'src/lazy.js': 'import "./lazy.css";\nimport { b } from "lib-b";\nexport default b;\n',
  'src/lazy.css': '.lazy { color: green; }\n',
};

const HOST: Record<string, string> = {
  'src/index.js': 'import(/* webpackChunkName: "bootstrap" */ "./bootstrap");\n',
  'src/bootstrap.js':
    'import "./app.css";\nimport { a } from "lib-a";\nexport const app = a;\nexport const later = () => import(/* webpackChunkName: "later" */ "./later");\n',
  'src/app.css': '.app { color: black; }\n',
  'src/later.js': 'import { b } from "lib-b";\nexport default b;\n',
  'src/index.html': '<!doctype html><html><head><title>Host</title></head><body></body></html>',
};

const SHARED = {
  'lib-a': { singleton: true, requiredVersion: '^1.0.0' },
  'lib-b': { singleton: true, requiredVersion: '^1.0.0' },
};

let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'manifest-extras-'));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function build(name: string, files: Record<string, string>, isRemote: boolean): Promise<string> {
  const dir = path.join(root, name);
  for (const [file, text] of Object.entries({ ...LIBRARIES, ...files })) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  const config: Configuration = {
    mode: 'production',
    context: dir,
    entry: { main: './src/index.js' },
    devtool: false,
    target: ['web', 'es2022'],
    output: {
      path: path.join(dir, 'dist'),
      publicPath: isRemote ? 'auto' : '/',
      uniqueName: name,
      filename: '[name].js',
      chunkFilename: '[name].js',
      cssFilename: '[name].css',
      cssChunkFilename: '[name].css',
    },
    resolve: { modules: ['node_modules', path.join(REPO_ROOT, 'node_modules')] },
    module: { rules: [{ test: /\.css$/, type: 'css/auto' }] },
    optimization: { minimize: false, chunkIds: 'named', moduleIds: 'named' },
    plugins: [
      ...(isRemote
        ? []
        : [new rspack.HtmlRspackPlugin({ template: path.join(dir, 'src', 'index.html'), chunks: ['main'] })]),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: isRemote ? { './routes': './src/routes.js' } : {},
        shared: SHARED,
        dts: false,
        dev: false,
      }),
      manifestExtras(isRemote),
    ],
  };
  const stats = await new Promise<Stats | undefined>((resolve, reject) =>
    rspack(config).run((error, result) => (error ? reject(error) : resolve(result))),
  );
  expect(stats?.toJson({ all: false, errors: true }).errors ?? []).toEqual([]);
  return path.join(dir, 'dist');
}

const readManifest = async (dist: string): Promise<FederationManifest> =>
  JSON.parse(await readFile(path.join(dist, 'mf-manifest.json'), 'utf8'));

test('a remote names its server container and, per exposed module, what it needs first, what it may use and its stylesheets', async () => {
  const manifest = await readManifest(await build('remote', REMOTE, true));
  expect(manifest.metaData?.ssrRemoteEntry).toEqual(SSR_REMOTE_ENTRY);
  const routes = manifest.exposes?.find((expose) => expose.name === 'routes');
  // Its own chunk consumes lib-a; its lazy part lib-b.
  expect(routes?.requires).toEqual(['lib-a']);
  expect(routes?.uses).toEqual(['lib-a', 'lib-b']);
  // Its own and its lazy part's stylesheets, not lib-b's: the shell brings a shared module's styles (its `styles`).
  expect(routes?.styles).toEqual(['__federation_expose_routes.css', 'lazy.css']);
  expect(routes?.assets.css.async).toContain('node_modules_lib-b_index_js.css');
  // Only the host's manifest has these.
  expect(manifest.metaData?.bootScripts).toBeUndefined();
  expect(manifest.shared?.every((shared) => shared.chunks === undefined && shared.styles === undefined)).toBe(true);
});

test('a host lists per shared module its chunks and styles, and its boot scripts and styles, which index.html links', async () => {
  const dist = await build('host', HOST, false);
  const manifest = await readManifest(dist);
  expect(manifest.metaData?.ssrRemoteEntry).toBeUndefined();
  const shared = Object.fromEntries(
    (manifest.shared ?? []).map(({ name, chunks, styles }) => [name, { chunks, styles }]),
  );
  expect(shared).toEqual({
    'lib-a': { chunks: ['node_modules_lib-a_index_js.js'], styles: [] },
    'lib-b': { chunks: ['node_modules_lib-b_index_js.js'], styles: ['node_modules_lib-b_index_js.css'] },
  });
  // What import('./bootstrap') loads at once: its chunk and lib-a's; lib-b comes with a later lazy part.
  expect(manifest.metaData?.bootScripts).toEqual(['bootstrap.js', 'node_modules_lib-a_index_js.js']);
  // Every style the app may render with, its lazy parts' shared modules' included.
  expect(manifest.metaData?.bootStyles).toEqual(['bootstrap.css', 'node_modules_lib-b_index_js.css']);
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  expect(html).toContain(
    '<link href="/bootstrap.css" rel="stylesheet"><link href="/node_modules_lib-b_index_js.css" rel="stylesheet"></head>',
  );
});
