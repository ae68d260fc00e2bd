import type { FastifyPluginAsync } from 'fastify';
import type { RemoteUrls } from './remotes';
import type { SitePages } from './site-pages';

export interface SiteRoutesOptions {
  remotes: RemoteUrls;
  /** The site's pages, when this server hosts the built shell. */
  pages: SitePages | null;
}

/**
 * The runtime configuration of the composed site, its home page, robots.txt and
 * the sitemap. Every other page address reaches `pages.send` through the
 * not-found handler (plugins/app/error-handlers.ts), after the static files.
 */
export const siteRoutes: FastifyPluginAsync<SiteRoutesOptions> = async (app, { remotes, pages }) => {
  // Read by the shell at start-up: a remote moves without rebuilding the shell.
  app.get('/remotes.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return remotes;
  });

  if (!pages) return;
  app.get('/', (request, reply) => pages.send(request, reply));
  // The file the home page is built from, under its own name: the home page's address is /.
  app.get('/index.html', (request, reply) =>
    reply
      .code(301)
      .header('location', `/${request.url.slice('/index.html'.length)}`)
      .send(),
  );

  app.get('/robots.txt', async (request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(pages.robots(request)),
  );
  // Offers open and close, articles appear: at most ten minutes late.
  app.get('/sitemap.xml', async (request, reply) =>
    reply
      .header('cache-control', 'public, max-age=600')
      .type('application/xml; charset=utf-8')
      .send(await pages.sitemap(request)),
  );
};
