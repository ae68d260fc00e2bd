#!/usr/bin/env node
// `npm start`: builds the apps and the API not built yet, then serves the whole site and
// its API from one process (PORT, default 8080): the API's bundle, server/dist/server.mjs, on plain Node.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_DIRS } from './apps.mjs';
import { SERVER_BUNDLE, buildServer, isServerBuilt } from './build-server.mjs';
import { buildApps, isBuilt } from './build.mjs';
import { childEnv, requireProjectNode } from './node-runtime.mjs';

requireProjectNode();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const missing = APP_DIRS.filter((dir) => !isBuilt(dir));
if (missing.length) {
  console.log(`Building ${missing.join(', ')} (run \`npm run build\` to rebuild everything)…`);
  buildApps(missing);
}
if (!isServerBuilt()) {
  console.log('Building the API (run `npm run build` to rebuild everything)…');
  await buildServer();
}

// The server runs in a Node of its own, the compiled bundle without a loader (tsx is for development and
// tests). This script stays its parent and relays the signals (a process manager may also run
// `node server/dist/server.mjs` itself: server/README.md "Production runtime").
const server = spawn(process.execPath, [SERVER_BUNDLE], {
  cwd: root,
  stdio: 'inherit',
  env: childEnv({ NODE_ENV: 'production', ...process.env }),
});
// npm start runs this script with exec (package.json), so a process manager's signal to npm arrives here.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 + os.constants.signals[signal] : 0)));
