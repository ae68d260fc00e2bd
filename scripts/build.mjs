#!/usr/bin/env node
// Production build of every app and of the API (or of the folders named as arguments):
//   npm run build                 every app, then the API (server/dist/server.mjs, scripts/build-server.mjs)
//   npm run build -- mfe-blog     one app
//   npm run build -- server          the API only
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_DIRS } from './apps.mjs';
import { buildServer } from './build-server.mjs';
import { childEnv, requireProjectNode } from './node-runtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rspack = path.join(root, 'node_modules', '.bin', 'rspack');

export function buildApps(dirs = APP_DIRS) {
  for (const dir of dirs) {
    const started = Date.now();
    const result = spawnSync(
      rspack,
      ['build', '--mode', 'production', '-c', path.join(root, dir, 'rspack.config.ts')],
      {
        cwd: path.join(root, dir),
        stdio: ['ignore', 'pipe', 'inherit'],
        env: childEnv({ ...process.env, NODE_ENV: 'production' }),
        encoding: 'utf8',
      },
    );
    if (result.status !== 0) {
      process.stdout.write(result.stdout ?? '');
      throw new Error(`Build of ${dir} failed`);
    }
    console.log(`built ${dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

export function isBuilt(dir) {
  const marker = dir === 'shell' ? 'index.html' : 'mf-manifest.json';
  return existsSync(path.join(root, dir, 'dist', marker));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  requireProjectNode();
  const args = process.argv.slice(2);
  const asked = args.filter((arg) => APP_DIRS.includes(arg));
  if (asked.length || !args.includes('server')) buildApps(asked.length ? asked : APP_DIRS);
  if (!asked.length || args.includes('server')) await buildServer();
}
