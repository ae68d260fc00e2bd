import type { FastifyReply, FastifyRequest } from 'fastify';
import { languageFromPath, matchRoute, recordPath, redirectTarget, staticPaths, type RouteMatch } from '@freight/shared/core/federation/site-paths';
import { getProfile } from '@freight/shared/core/profiles/profiles';
import type { SiteLanguage } from '@freight/shared/core/constants';
import type { Article, Job } from '@freight/shared/core/api/models';
import { brandImagePath, pageHead, type PageRecord, type ResolvedPage } from './head-tags';
import { createTranslate } from './page-texts';
import type { RemoteUrls } from './remotes';
import { Readable } from 'node:stream';
import { serverDataScript, type PageTemplate, type SiteProfile, type SiteShell } from './site-shell';
import type { RenderedPage, ServerRendering } from './server-rendering';
import { robotsTxt, sitemapXml, type SitemapPage } from './sitemap';

// The site's pages as the server answers them (docs/decisions/004-languages.md):
// the language from the address; 301 to the page's own address (?lng=, trailing
// slash, /service, /transport, aliases); 200 for a page of the route table
// (shared/src/core/federation/site-paths.ts) whose record, if it names one, exists;
// 404 with noindex for anything else. Whatever the request accepts, GET or HEAD.

/** The records the database has, in a language: a page naming one exists only if it does. */
export interface SiteRecords {
  article(id: number, language: SiteLanguage): Promise<Article | null>;
  /** The offer while it is open, else null. */
  openJob(id: number, language: SiteLanguage): Promise<Job | null>;
}

export type PageAnswer = { status: 301; location: string } | { status: 200 | 404; page: ResolvedPage };

/** The record a route names, undefined for a page that names none, null for one the database does not have. */
async function recordOf(route: RouteMatch, language: SiteLanguage, records: SiteRecords): Promise<PageRecord | null | undefined> {
  if (!route.record) return undefined;
  const { kind, id } = route.record;
  if (kind === 'article') {
    const article = await records.article(id, language);
    return article && { kind, article };
  }
  const job = await records.openJob(id, language);
  return job && { kind, job };
}

/** What the site answers for an address (path and query, as received). */
export async function answerFor(url: string, records: SiteRecords): Promise<PageAnswer> {
  const location = redirectTarget(url);
  if (location) return { status: 301, location };
  const { language, path } = languageFromPath(url.split('?')[0] ?? '/');
  const route = matchRoute(path);
  const record = route ? await recordOf(route, language, records) : null;
  if (!route || record === null) return { status: 404, page: { language, pathname: path, route: null } };
  return { status: 200, page: { language, pathname: path, route, ...(record ? { record } : {}) } };
}

export interface SitePagesOptions {
  shell: SiteShell;
  /** Renders the page's content on the server; without it, the browser renders everything. */
  rendering?: ServerRendering;
  staticRoot: string;
  profile: SiteProfile;
  remotes: RemoteUrls;
  /** Origin of absolute URLs (PUBLIC_ORIGIN); by default each request's own. */
  publicOrigin?: string;
}

async function* pageParts(template: PageTemplate, content: Promise<RenderedPage | null>): AsyncGenerator<string> {
  yield template.before;
  const page = await content.catch(() => null);
  if (!page) {
    // Not rendered (no server build, or it broke): the browser renders the page, as before.
    yield `${template.bootFrame}${template.after}`;
    return;
  }
  yield `${page.html}${template.after.replace('</body>', `${serverDataScript(page.data, page.errors)}</body>`)}`;
}

export interface SitePages {
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  sitemap(request: FastifyRequest): Promise<string>;
  robots(request: FastifyRequest): string;
}

export function createSitePages({ shell, rendering, staticRoot, profile, remotes, publicOrigin }: SitePagesOptions): SitePages {
  const brand = getProfile(profile);
  const translate = createTranslate(brand.brandName);
  const originOf = (request: FastifyRequest) => publicOrigin ?? `${request.protocol}://${request.host}`;
  const recordsOf = (request: FastifyRequest): SiteRecords => ({
    article: (id, language) => request.server.articles.get(id, language),
    openJob: async (id, language) => ((await request.server.jobs.isOpen(id)) ? request.server.jobs.get(id, language) : null),
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
      const head = pageHead(answer.page, { origin, profile: brand, translate, image: answer.page.route ? await imageOf(origin) : null });
      reply.code(answer.status).header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      if (!rendering || request.method === 'HEAD') return reply.send(await shell.indexHtml({ ...answer.page, head }));
      const template = await shell.pageTemplate({ ...answer.page, head });
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const content = rendering.render({ path: answer.page.pathname, search, language: answer.page.language });
      // The head goes out at once (the browser fetches styles, scripts and fonts meanwhile), the content once rendered.
      return reply.send(Readable.from(pageParts(template, content)));
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
