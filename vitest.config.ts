import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFile } from 'node:fs/promises';
import { defineConfig, type Plugin } from 'vitest/config';
import { localePart } from './rspack/locale-part-loader';
import { oldNodeMessage } from './scripts/node-runtime.mjs';

// On an older Node than .nvmrc's, vitest's own reporter crashes: stop here and say why.
const oldNode = oldNodeMessage();
if (oldNode) throw new Error(oldNode);

const root = path.dirname(fileURLToPath(import.meta.url));

/** A part of a remote's locale file (`fr.json?keys=home`), as the build's loader cuts it (rspack/locale-part-loader.ts). */
const localeParts: Plugin = {
  name: 'locale-parts',
  enforce: 'pre',
  async load(id) {
    const [file = '', query] = id.split('?');
    if (!file.endsWith('.json') || !query || !/^(keys|omit)=/.test(query)) return null;
    return `export default ${localePart(await readFile(file, 'utf8'), query)};`;
  },
};

// One runner for every package: node for the API, jsdom for the browser code.
export default defineConfig({
  plugins: [localeParts],
  resolve: {
    // Same mapping as rspack/browser-config.ts and tsconfig.base.json.
    alias: [
      { find: /^@freight\/shared\/test\/(.*)$/, replacement: `${root}/shared/test/$1` },
      { find: /^@freight\/shared\/(.*)$/, replacement: `${root}/shared/src/$1` },
    ],
  },
  test: {
    // Vitest's default is one worker less than the cores: one on CI's 2-core machine. Many API files
    // wait (child processes, timers, the database) more than they compute, so two overlap well.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // The build's own code (rspack/): its plugins run rspack on small fixture apps.
          name: 'rspack',
          environment: 'node',
          include: ['rspack/**/*.test.ts'],
          globals: true,
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['shared/**/*.test.{ts,tsx}', 'shell/**/*.test.{ts,tsx}', 'mfe-*/**/*.test.{ts,tsx}'],
          setupFiles: ['./shared/test/setup.ts'],
          globals: true,
          // Whole forms typed with user-event (uploads included) on a busy 2-core machine.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          // The site as a fleet behind HAProxy (e2e/fleet, e2e/README.md): real PostgreSQL, Redis, SMTP and
          // HAProxy started by the suite, the API built (`npm run test:fleet` builds first).
          name: 'fleet',
          environment: 'node',
          include: ['e2e/fleet/**/*.test.ts'],
          testTimeout: 600_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          // Repository-wide rules (checks/README.md), run by npm run lint; in Node, as the server renderer loads shared/src/web.
          name: 'checks',
          environment: 'node',
          include: ['checks/**/*.test.ts'],
          globals: true,
        },
      },
    ],
  },
});
