import http from 'node:http';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { REMOTE_APPS } from '../../../shared/src/core/federation/apps';
import { BROKEN_BUILD_KINDS, brokenDist } from './broken-builds';
import { REMOTE_ORIGIN_PORTS, ROOT } from './servers';

// Each remote deployed on an origin of its own (REMOTE_ORIGIN_PORTS, in the apps table's
// order), as the teams deploy them, with one failure injected at a time: what can go wrong
// with a deploy or an origin, as the browser sees it: the origin or a file of it failing,
// a deploy that throws, and a deploy built wrong (broken-builds.ts).

export const FAILURE_KINDS = [
  'down',
  'manifest-404',
  'entry-500',
  'chunk-404',
  'translation-404',
  'slow',
  'throws-at-render',
  'throws-at-evaluation',
  ...BROKEN_BUILD_KINDS,
] as const;
export type FailureKind = (typeof FAILURE_KINDS)[number];

export interface Failure {
  /** The remote's folder (mfe-blog). */
  folder: string;
  kind: FailureKind;
  /** For throws-at-render: a string literal its page's components use while rendering. */
  renderMarker: string;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.map': 'application/json',
};
const EXPOSED_CHUNK = /^static\/js\/__federation_expose_[^/]+\.js$/;
// `locale-<lng>`, or a part of it for a group of pages: `locale-<lng>~<segment>…`.
const TRANSLATION_CHUNK = /^static\/js\/locale-[a-z]+(~[a-z-]+)*\.[^/]+\.js$/;

export interface RemoteOrigins {
  /** Applies a failure (or none): a remote that is down stops listening, a fixed one listens again. */
  set(failure: Failure | null): Promise<void>;
  close(): Promise<void>;
}

/** `brokenBuilds`: the folder buildBrokenRemotes wrote, served for the broken-build kinds. */
export async function startRemoteOrigins(brokenBuilds: string): Promise<RemoteOrigins> {
  let failure: Failure | null = null;
  // Each set() is a deploy: its manifest differs, so the site's server loads the remote anew.
  let generation = 0;
  const held = new Set<http.ServerResponse>();
  const servers = new Map<string, { server: http.Server; port: number; listening: boolean }>();

  const handler = (folder: string) => async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const file = new URL(req.url ?? '/', 'http://x').pathname.replace(/^\//, '');
    const kind = failure?.folder === folder ? failure.kind : null;
    const cors = { 'Access-Control-Allow-Origin': '*' };

    if (kind === 'manifest-404' && file === 'mf-manifest.json') return void res.writeHead(404, cors).end();
    // Whatever else fails, the remote's server container is down too: the site's server
    // sends the page without the remote's part, and the browser meets the failure itself
    // (docs/decisions/013-server-rendering.md, "Failure costs only that remote's server rendering").
    if (kind && file.startsWith('server/')) return void res.writeHead(404, cors).end();
    if (kind === 'entry-500' && file === 'remoteEntry.js') return void res.writeHead(500, cors).end('deploy failed');
    if (kind === 'chunk-404' && EXPOSED_CHUNK.test(file)) return void res.writeHead(404, cors).end();
    if (kind === 'translation-404' && TRANSLATION_CHUNK.test(file)) return void res.writeHead(404, cors).end();
    if (kind === 'slow' && file === 'remoteEntry.js') {
      held.add(res);
      return;
    }

    const brokenBuild = BROKEN_BUILD_KINDS.find((broken) => broken === kind);
    const dist = brokenBuild ? brokenDist(brokenBuilds, folder, brokenBuild) : path.join(ROOT, folder, 'dist');
    const onDisk = path.join(dist, path.normalize(file));
    if (!onDisk.startsWith(dist)) return void res.writeHead(404, cors).end();
    try {
      let body = await readFile(onDisk);
      if (file === 'mf-manifest.json')
        body = Buffer.from(JSON.stringify({ ...JSON.parse(body.toString('utf8')), deploy: generation }));
      if (kind === 'throws-at-render' && failure && onDisk.endsWith('.js')) {
        const text = body.toString('utf8');
        const marker = JSON.stringify(failure.renderMarker);
        if (text.includes(marker))
          body = Buffer.from(text.split(marker).join('(()=>{throw new Error("broken deploy")})()'), 'utf8');
      }
      if (kind === 'throws-at-evaluation' && EXPOSED_CHUNK.test(file))
        body = Buffer.concat([Buffer.from('throw new Error("broken deploy");'), body]);
      res.writeHead(200, {
        ...cors,
        'Content-Type': TYPES[path.extname(onDisk)] ?? 'application/octet-stream',
        'Cache-Control': 'no-cache',
      });
      res.end(body);
    } catch {
      res.writeHead(404, cors).end();
    }
  };

  const listen = async (folder: string) => {
    const entry = servers.get(folder)!;
    if (entry.listening) return;
    await new Promise<void>((resolve) => entry.server.listen(entry.port, '127.0.0.1', resolve));
    entry.listening = true;
  };
  const stop = async (folder: string) => {
    const entry = servers.get(folder)!;
    if (!entry.listening) return;
    entry.server.closeAllConnections();
    await new Promise<void>((resolve) => entry.server.close(() => resolve()));
    entry.listening = false;
  };

  REMOTE_APPS.forEach((app, i) => {
    servers.set(app.folder, {
      server: http.createServer(handler(app.folder)),
      port: REMOTE_ORIGIN_PORTS[i]!,
      listening: false,
    });
  });
  for (const folder of servers.keys()) await listen(folder);

  return {
    set: async (next) => {
      failure = next;
      generation += 1;
      for (const res of held) res.destroy();
      held.clear();
      for (const folder of servers.keys()) {
        if (next?.kind === 'down' && next.folder === folder) await stop(folder);
        else await listen(folder);
      }
    },
    close: async () => {
      for (const res of held) res.destroy();
      for (const folder of servers.keys()) await stop(folder);
    },
  };
}
