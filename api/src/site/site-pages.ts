import type { FastifyReply, FastifyRequest } from 'fastify';
import { languageFromPath, matchRoute, recordPath, redirectTarget, staticPaths, type RouteMatch } from '@freight/shared/core/federation/site-paths';
import { getProfile } from '@freight/shared/core/profiles/profiles';
import { brandImagePath, headTags, type ResolvedPage } from './head-tags';
import type { RemoteUrls } from './remotes';
import type { SiteProfile, SiteShell } from './site-shell';
import { robotsTxt, sitemapXml, type SitemapPage } from './sitemap';

// The site's pages as the server answers them (docs/decisions/004-languages.md):
// the language from the address; 301 to the page's own address (?lng=, trailing
// slash, /service, /transport, aliases); 200 for a page of the route table
// (shared/src/core/federation/site-paths.ts) whose record, if it names one, exists;
// 404 with noindex for anything else. Whatever the request accepts, GET or HEAD.

/** The records the database has: a page naming one exists only if it does. */
export interface SiteRecords {
  articleExists(id: number): Promise<boolean>;
  jobIsOpen(id: number): Promise<boolean>;
}

export type PageAnswer = { status: 301; location: string } | { status: 200 | 404; page: ResolvedPage };

async function recordExists(route: RouteMatch, records: SiteRecords): Promise<boolean> {
  if (!route.record) return true;
  return route.record.kind === 'article' ? records.articleExists(route.record.id) : records.jobIsOpen(route.record.id);
}

/** What the site answers for an address (path and query, as received). */
export async function answerFor(url: string, records: SiteRecords): Promise<PageAnswer> {
  const location = redirectTarget(url);
  if (location) return { status: 301, location };
  const { language, path } = languageFromPath(url.split('?')[0] ?? '/');
  const route = matchRoute(path);
  const found = route !== null && (await recordExists(route, records));
  return { status: found ? 200 : 404, page: { language, pathname: path, route: found ? route : null } };
}

export interface SitePagesOptions {
  shell: SiteShell;
  staticRoot: string;
  profile: SiteProfile;
  remotes: RemoteUrls;
  /** Origin of absolute URLs (PUBLIC_ORIGIN); by default each request's own. */
  publicOrigin?: string;
}

export interface SitePages {
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  sitemap(request: FastifyRequest): Promise<string>;
  robots(request: FastifyRequest): string;
}

export function createSitePages({ shell, staticRoot, profile, remotes, publicOrigin }: SitePagesOptions): SitePages {
  const brandName = getProfile(profile).brandName;
  const originOf = (request: FastifyRequest) => publicOrigin ?? `${request.protocol}://${request.host}`;
  const recordsOf = (request: FastifyRequest): SiteRecords => ({
    articleExists: (id) => request.server.articles.exists(id),
    jobIsOpen: (id) => request.server.jobs.isOpen(id),
  });
  // The brand's picture is the marketing remote's, when this server hosts it.
  const imageOf = async (origin: string) => {
    if (!remotes.mfe_marketing.startsWith('/remotes/')) return null;
    const image = await brandImagePath(staticRoot, profile);
    return image ? `${origin}${image}` : null;
  };

  return {
    async send(request, reply) {
      const answer = await answerFor(request.url, recordsOf(request));
      if (answer.status === 301) return reply.code(301).header('location', answer.location).header('cache-control', 'no-cache').send();
      const origin = originOf(request);
      const head = headTags(answer.page, { origin, brandName, image: answer.page.route ? await imageOf(origin) : null });
      const html = await shell.indexHtml({ ...answer.page, head });
      return reply.code(answer.status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    },

    async sitemap(request) {
      const builtOn = await shell.builtOn();
      const [articles, offers] = await Promise.all([request.server.articles.published(), request.server.jobs.openOffers()]);
      const pages: SitemapPage[] = [
        ...staticPaths().map((pathname) => ({ pathname, lastmod: builtOn })),
        ...articles.map(({ id, created_at }) => ({ pathname: recordPath('article', id), lastmod: created_at })),
        ...offers.map(({ id, created_at }) => ({ pathname: recordPath('job', id), lastmod: created_at })),
      ];
      return sitemapXml(pages, originOf(request));
    },

    robots: (request) => robotsTxt(originOf(request)),
  };
}
