#!/usr/bin/env node
// `npm run dev`: the API (restarts on change) and every app's dev server with live reload.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_DIRS } from './apps.mjs';
import { childEnv, requireProjectNode } from './node-runtime.mjs';

requireProjectNode();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const children = [];

function run(label, command, args, cwd) {
  const child = spawn(command, args, {
    cwd,
    env: childEnv({ ...process.env, NODE_ENV: 'development', FORCE_COLOR: '1' }),
  });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${label}] ${line}`)
      .join('\n') + '\n';
  child.stdout.on('data', (chunk) => process.stdout.write(prefix(chunk)));
  child.stderr.on('data', (chunk) => process.stderr.write(prefix(chunk)));
  child.on('exit', (code) => console.log(`[${label}] exited with ${code}`));
  children.push(child);
}

run('server', bin('tsx'), ['watch', path.join(root, 'server', 'src', 'server.ts')], root);
for (const dir of APP_DIRS)
  run(dir, bin('rspack'), ['serve', '-c', path.join(root, dir, 'rspack.config.ts')], path.join(root, dir));
console.log('Site: http://127.0.0.1:3000 (shell) — API: http://127.0.0.1:8080');

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(0);
  });
}
