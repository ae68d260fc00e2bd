import http from 'node:http';
import type { Page } from '@playwright/test';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { ROOT, SECOND_REMOTE_PORT } from './servers';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.map': 'application/json',
};

/** Rewrites a file as it is served: a deploy that differs from the build on disk. */
export type Deploy = (file: string, body: Buffer) => Buffer;

export interface RemoteBehaviour {
  /** How the current deploy differs from the build on disk. */
  deploy?: () => Deploy | undefined;
  /** True for a request the remote leaves unanswered (a slow origin). */
  hold?: (pathname: string, res: http.ServerResponse) => boolean;
  /** The build served, the blog's own by default. */
  dist?: string;
}

const BLOG_DIST = path.join(ROOT, 'mfe-blog', 'dist');
export const REMOTE_ORIGIN = `http://127.0.0.1:${SECOND_REMOTE_PORT}`;

/** A file of the deployed build as the remote's origin answers it: status, headers and body. */
async function serveFile(
  dist: string,
  pathname: string,
  deploy: Deploy | undefined,
): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  const file = path.join(dist, path.normalize(pathname));
  if (!file.startsWith(dist)) return { status: 403, headers: {}, body: Buffer.alloc(0) };
  try {
    const onDisk = await readFile(file);
    return {
      status: 200,
      headers: {
        'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'Access-Control-Allow-Origin': '*',
        'Cache-Control': 'no-cache',
      },
      body: deploy?.(file, onDisk) ?? onDisk,
    };
  } catch {
    return { status: 404, headers: { 'Access-Control-Allow-Origin': '*' }, body: Buffer.alloc(0) };
  }
}

/** The blog remote deployed on its own origin (the second site's REMOTE_URL_MFE_BLOG), as another team would. */
export function startRemoteServer({
  deploy = () => undefined,
  hold = () => false,
  dist = BLOG_DIST,
}: RemoteBehaviour = {}): Promise<http.Server> {
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (hold(url.pathname, res)) return;
    const { status, headers, body } = await serveFile(dist, url.pathname, deploy());
    res.writeHead(status, headers).end(body);
  });
  return new Promise((resolve) => server.listen(SECOND_REMOTE_PORT, '127.0.0.1', () => resolve(server)));
}

/**
 * The same origin answered inside one page (Playwright routing) instead of a listening server:
 * for journeys that run beside remotes.spec.ts, which holds the port for its own server.
 */
export async function routeRemote(page: Page, dist = BLOG_DIST): Promise<void> {
  await page.route(`${REMOTE_ORIGIN}/**`, async (route) => {
    const { status, headers, body } = await serveFile(dist, new URL(route.request().url()).pathname, undefined);
    await route.fulfill({ status, headers, body });
  });
}

export const closeServer = (server: http.Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
