import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { RemoteUrls } from '../../site/remotes';
import { pageRequest, type SiteShell } from '../../site/site-shell';

export interface SiteRoutesOptions {
  remotes: RemoteUrls;
  shell: SiteShell | null;
}

/** The runtime configuration of the composed site, and its entry page. */
export const siteRoutes: FastifyPluginAsync<SiteRoutesOptions> = async (app, { remotes, shell }) => {
  // Read by the shell at start-up: a remote moves without rebuilding the shell.
  app.get('/remotes.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return remotes;
  });

  if (!shell) return;
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(await shell.indexHtml(pageRequest(request)));
  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);
};
