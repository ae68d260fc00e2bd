// The federated floor: the floor's bare React page (floor-page.mjs) whose component a host loads
// from a remote through Module Federation 2, as the shell loads a remote's page, with React shared
// (eager in the host, a singleton) and one federation runtime, the host's: what federation alone
// adds to React's start (docs/decisions/027-interactive-as-fast-as-react-alone.md). No router,
// i18n, data or styles library.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { here, reactAlias, rootRequire, runBuild } from './build.mjs';

const { ModuleFederationPlugin } = rootRequire('@module-federation/enhanced/rspack');
const reactVersion = rootRequire('react/package.json').version;

function shared(eager) {
  const item = {
    singleton: true,
    requiredVersion: `^${reactVersion}`,
    strictVersion: true,
    version: reactVersion,
    eager,
  };
  return { react: item, 'react-dom': item, 'react-dom/client': item };
}

async function build(name, publicPath, federation, entry) {
  const outDir = mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`));
  await runBuild({
    mode: 'production',
    target: 'web',
    context: here,
    entry: entry ? { [name]: entry } : {},
    output: {
      path: outDir,
      publicPath,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: name,
    },
    devtool: false,
    resolve: { alias: reactAlias },
    plugins: [new ModuleFederationPlugin({ name, dts: false, shareStrategy: 'loaded-first', ...federation })],
  });
  const files = new Map();
  for (const file of readdirSync(outDir)) files.set(file, gzipSync(readFileSync(path.join(outDir, file))));
  rmSync(outDir, { recursive: true, force: true });
  return files;
}

/** The host's and the remote's built files (gzipped), served under /mf/host/ and /mf/remote/ of `origin`. */
export async function buildFederatedFloor(origin) {
  const remote = await build('floorRemote', `${origin}/mf/remote/`, {
    filename: 'remoteEntry.js',
    exposes: { './page': './federated-remote.mjs' },
    shared: shared(false),
    manifest: true,
    experiments: { externalRuntime: true, optimization: { target: 'web' } },
  });
  const host = await build(
    'floorHost',
    `${origin}/mf/host/`,
    {
      remotes: { floorRemote: `floorRemote@${origin}/mf/remote/mf-manifest.json` },
      shared: shared(true),
      manifest: false,
      experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
    },
    './federated-host.mjs',
  );
  return { host, remote };
}
