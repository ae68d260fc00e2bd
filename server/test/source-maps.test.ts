import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiErrorSchema } from '@freight/shared/core/api/models';
import { build } from '../src/app';
import type { Database } from '../src/api/db/database';
import { openTestPglite } from './support/pglite-template';

// A published source map hands out the sources and the build machine's
// paths (/remotes/mfe-blog/remoteEntry.js.map did). The maps stay on disk,
// for error reports, and are answered 404 like a file that is not there.

const MAP = JSON.stringify({
  version: 3,
  file: 'remoteEntry.js',
  sources: ['webpack://mfe_blog/./src/index.ts'],
  mappings: 'AAAA',
});
const FILES: Record<string, string> = {
  'shell/dist/index.html':
    '<!doctype html><html lang="fr"><head><meta name="site-profile" content="freight" /></head><body></body></html>',
  'shell/dist/static/js/main.3f9a1c.js': 'var shell = 1;\n//# sourceMappingURL=main.3f9a1c.js.map',
  'shell/dist/static/js/main.3f9a1c.js.map': MAP,
  'mfe-blog/dist/remoteEntry.js': 'var remote = 1;\n//# sourceMappingURL=remoteEntry.js.map',
  'mfe-blog/dist/remoteEntry.js.map': MAP,
  'mfe-blog/dist/static/js/412.a1b2c3.js.map': MAP,
};

let root: string;
let db: Database;
let app: FastifyInstance;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'api-maps-'));
  for (const [file, content] of Object.entries(FILES)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), content);
  }
  db = await openTestPglite();
  app = build({ database: { kind: 'instance', db }, serveStatic: true, staticRoot: root });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await db.close();
  await rm(root, { recursive: true, force: true });
});

test.each([
  '/static/js/main.3f9a1c.js.map',
  '/remotes/mfe-blog/remoteEntry.js.map',
  '/remotes/mfe-blog/static/js/412.a1b2c3.js.map',
])('%s answers 404 NOT_FOUND, whatever the Accept header', async (url) => {
  for (const accept of ['*/*', 'text/html']) {
    const response = await app.inject({ url, headers: { accept } });
    expect(response.statusCode).toBe(404);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({ code: 'NOT_FOUND' });
    expect(response.body).not.toContain('webpack://');
  }
});

test('the scripts are served and their maps stay on disk', async () => {
  const entry = await app.inject({ url: '/remotes/mfe-blog/remoteEntry.js' });
  expect(entry.statusCode).toBe(200);
  expect(entry.body).toContain('var remote = 1;');
  expect((await app.inject({ url: '/static/js/main.3f9a1c.js' })).statusCode).toBe(200);
  expect(existsSync(path.join(root, 'mfe-blog/dist/remoteEntry.js.map'))).toBe(true);
});
