#!/usr/bin/env node
// `npm start`: builds the apps not built yet, then serves the whole site and
// its API from one process (PORT, default 8080).
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_DIRS } from './apps.mjs';
import { buildApps, isBuilt } from './build.mjs';
import { childEnv, requireProjectNode } from './node-runtime.mjs';

requireProjectNode();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const missing = APP_DIRS.filter((dir) => !isBuilt(dir));
if (missing.length) {
  console.log(`Building ${missing.join(', ')} (run \`npm run build\` to rebuild everything)…`);
  buildApps(missing);
}

// The server runs in a Node of its own with tsx as a loader, not under tsx's command, which relays a
// signal only if the server acknowledges it within 30 ms and otherwise kills it (SIGKILL: no drain,
// the embedded database not closed) and exits 143.
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api', 'src', 'server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: childEnv({ NODE_ENV: 'production', ...process.env }),
});
// npm start runs this script with exec (package.json), so a process manager's signal to npm arrives here.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 + os.constants.signals[signal] : 0)));
