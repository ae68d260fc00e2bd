// The production site as the benches measure it: the API serving the built
// shell and remotes on one port, on an embedded database of its own (PGlite in
// a temporary folder), started on the project's Node and stopped by the caller.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { childEnv } from '../../scripts/node-runtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Starts the site on 127.0.0.1:port; resolves once /api/health answers. `stop()` kills it and removes its data. */
export async function startSite(port, { env: extra = {} } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-site-'));
  const env = childEnv({
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...extra,
  });
  delete env.DATABASE_URL;
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'server/src/server.ts')], {
    env,
    // tsx reads the tsconfig of its working directory: from another checkout's folder, this one's
    // paths would resolve @freight/shared to that checkout's sources.
    cwd: root,
    stdio: 'ignore',
  });
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return { stop };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error('the site did not start');
}
