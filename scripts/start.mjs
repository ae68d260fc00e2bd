#!/usr/bin/env node
// `npm start`: builds the apps not built yet, then serves the whole site and
// its API from one process (PORT, default 8080).
import { spawn } from 'node:child_process';
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

const server = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), [path.join(root, 'api', 'src', 'server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: childEnv({ NODE_ENV: 'production', ...process.env }),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
