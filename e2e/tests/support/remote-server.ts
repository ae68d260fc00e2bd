import http from 'node:http';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { ROOT, SECOND_REMOTE_PORT } from './servers';

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.map': 'application/json' };

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

/** The blog remote deployed on its own origin (the second site's REMOTE_URL_MFE_BLOG), as another team would. */
export function startRemoteServer({ deploy = () => undefined, hold = () => false, dist = path.join(ROOT, 'mfe-blog', 'dist') }: RemoteBehaviour = {}): Promise<http.Server> {
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (hold(url.pathname, res)) return;
    const file = path.join(dist, path.normalize(url.pathname));
    if (!file.startsWith(dist)) return void res.writeHead(403).end();
    try {
      const onDisk = await readFile(file);
      const body = deploy()?.(file, onDisk) ?? onDisk;
      res.writeHead(200, {
        'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'Access-Control-Allow-Origin': '*',
        'Cache-Control': 'no-cache',
      });
      res.end(body);
    } catch {
      res.writeHead(404, { 'Access-Control-Allow-Origin': '*' }).end();
    }
  });
  return new Promise((resolve) => server.listen(SECOND_REMOTE_PORT, '127.0.0.1', () => resolve(server)));
}

export const closeServer = (server: http.Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
