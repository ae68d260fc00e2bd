#!/usr/bin/env node
// Production build of the API: server/src/server.ts and the @freight/shared sources it imports, bundled by
// rspack into one ES module, server/dist/server.mjs, that Node runs without a loader (`npm start`). Packages
// from node_modules stay outside the bundle and are imported at run time. Node's own type stripping
// cannot run the sources as they are: their imports name no extension and @freight/shared/* resolves
// through tsconfig paths only (server/README.md "Production runtime").
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { requireProjectNode } from './node-runtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'server');
/** The bundle; server/src/paths.ts finds the repository's folders from it as from the sources. */
export const SERVER_BUNDLE = path.join(serverDir, 'dist', 'server.mjs');

/** Bundled: relative and absolute paths and the workspace's TypeScript sources; imported at run time: the rest. */
function isBundled(request) {
  return (
    request.startsWith('.') ||
    path.isAbsolute(request) ||
    request === '@freight/shared' ||
    request.startsWith('@freight/shared/')
  );
}

function config() {
  return {
    name: 'server',
    mode: 'production',
    context: serverDir,
    target: 'node24',
    entry: { server: './src/server.ts' },
    devtool: 'source-map',
    output: {
      path: path.dirname(SERVER_BUNDLE),
      filename: '[name].mjs',
      chunkFilename: '[name].[contenthash:8].mjs',
      module: true,
      chunkFormat: 'module',
      library: { type: 'module' },
      clean: true,
    },
    experiments: { outputModule: true },
    externalsType: 'module-import',
    externals: [({ request }, callback) => (isBundled(request) ? callback() : callback(null, request))],
    externalsPresets: { node: true },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      tsConfig: path.join(root, 'tsconfig.base.json'),
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022' } },
          type: 'javascript/auto',
        },
      ],
      // import.meta.url stays the bundle's own (server/src/paths.ts), not the source file's.
      parser: { javascript: { importMeta: false } },
    },
    node: { __dirname: false, __filename: false, global: false },
    optimization: { minimize: false, moduleIds: 'named' },
    performance: { hints: false },
  };
}

/** Builds server/dist/server.mjs; throws with rspack's errors when it fails. */
export function buildServer() {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    rspack(config(), (error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(`Build of api failed:\n${stats.toString('errors-only')}`));
      console.log(`built server in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve();
    });
  });
}

/** True when server/dist/server.mjs exists (as for the apps, its age is not checked: `npm run build` rebuilds it). */
export function isServerBuilt() {
  return existsSync(SERVER_BUNDLE) && statSync(SERVER_BUNDLE).size > 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  requireProjectNode();
  await buildServer();
}
