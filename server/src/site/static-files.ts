import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { REMOTE_NAMES } from '@freight/shared/core/federation/contract';
import { IMAGES_DIR } from '../paths';
import { remoteFolder } from './remotes';
import type { SiteShell } from './site-shell';

export interface StaticPluginOptions {
  /** Serve the built shell and remotes (production). */
  serveStatic: boolean;
  staticRoot: string;
  shell: SiteShell | null;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Seed images keep their names when redrawn, so they are cached long but not forever.
const IMAGE_CACHE = 'public, max-age=2592000';

/** `remoteEntry.js.map`, `main.1a2b3c4d.js.map`: answered 404, never read. */
export function isSourceMap(pathName: string): boolean {
  return pathName.toLowerCase().endsWith('.map');
}

/** Files under a static/ folder carry a content hash in their name; everything else may change on deploy. */
function setBuildCacheHeaders(reply: FastifyReply, root: string, filePath: string) {
  const hashed = path.relative(root, filePath).split(path.sep).includes('static');
  reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
}

/** A federated remote may be loaded by a shell on another origin. */
function allowCrossOrigin(reply: FastifyReply) {
  reply.header('access-control-allow-origin', '*');
  reply.header('cross-origin-resource-policy', 'cross-origin');
}

/**
 * Seed images always; in production the built shell at / and each remote at
 * /remotes/<folder>/. A missing build is a warning, never a crash: the API
 * keeps answering.
 */
export const staticPlugin = fp<StaticPluginOptions>(
  async (app, { serveStatic, staticRoot, shell }) => {
    const common = {
      decorateReply: false,
      index: false,
      cacheControl: false,
      wildcard: true,
      // Source maps stay on disk for error reports; published, they hand out the sources and build paths.
      allowedPath: (pathName: string) => !isSourceMap(pathName),
    } as const;

    await app.register(fastifyStatic, {
      ...common,
      root: IMAGES_DIR,
      prefix: '/images/',
      setHeaders: (reply) => {
        reply.header('cache-control', IMAGE_CACHE);
        allowCrossOrigin(reply);
      },
    });
    if (!serveStatic) return;

    if (shell) {
      // index.html itself is answered by routes/site (it carries the brand profile).
      await app.register(fastifyStatic, {
        ...common,
        root: shell.distDir,
        prefix: '/',
        setHeaders: (reply, filePath) => setBuildCacheHeaders(reply, shell.distDir, filePath),
      });
    } else {
      const index = path.join(staticRoot, 'shell', 'dist', 'index.html');
      app.log.warn(`Static hosting: ${index} is missing; run \`npm run build\`. The API still works.`);
    }

    for (const name of REMOTE_NAMES) {
      const folder = remoteFolder(name);
      const root = path.join(staticRoot, folder, 'dist');
      if (!existsSync(root)) {
        app.log.warn(`Static hosting: ${root} is missing; /remotes/${folder}/ answers 404 until it is built.`);
        continue;
      }
      await app.register(fastifyStatic, {
        ...common,
        root,
        prefix: `/remotes/${folder}/`,
        setHeaders: (reply, filePath) => {
          setBuildCacheHeaders(reply, root, filePath);
          allowCrossOrigin(reply);
        },
      });
    }
  },
  { name: 'static' },
);
