import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  canonicalPath,
  isPrivatePath,
  languageFromPath,
  localizedPath,
  matchRoute,
  recordPath,
  redirectTarget,
  staticPaths,
  type PageCatalog,
  type RouteMatch,
} from '@freight/shared/core/federation/site-paths';
import { getProfile } from '@freight/shared/core/profiles/profiles';
import type { ProfileName } from '@freight/shared/core/profiles/profile-names';
import type { SiteLanguage } from '@freight/shared/core/constants';
import type { Article, Job } from '@freight/shared/core/api/models';
import { brandImagePath, pageHead, type PageRecord, type ResolvedPage } from './head-tags';
import { createTranslate } from './page-texts';
import { remoteFolder, type RemoteUrls } from './remotes';
import type { RemoteManifests } from './remote-manifests';
import type { PageCatalogs } from './page-catalog';
import path from 'node:path';
import { Readable } from 'node:stream';
import { serverDataScript, type PageTemplate, type SiteShell } from './site-shell';
import type { RenderedPage, ServerRendering } from './server-rendering';
import { robotsTxt, sitemapXml, type SitemapPage } from './sitemap';
import { encodeBodies, sendEncoded, type EncodedBodies } from '../api/http/response-cache';
import { findFollowedRequest } from '../api/follow/follow-links';
import { sessionCookieName } from '../api/staff/session-cookie';
import { isServerRenderedStaffPath, opensWithoutSession, signInPath } from '@freight/shared/core/staff/staff-paths';

// The site's pages as the server answers them (docs/decisions/004-languages.md):
// the language from the address; 301 to the page's own address (?lng=, trailing
// slash, a remote's redirects: /service, /transport, aliases); 200 for a page a
// remote published (page-catalog.ts, docs/decisions/024-a-remote-owns-its-pages.md)
// whose record, if it names one, exists, and for any address of a territory whose
// remote's pages are unread; 404 with noindex for anything else. Whatever the
// request accepts, GET or HEAD.

/** The records the database has, in a language: a page naming one exists only if it does. */
export interface SiteRecords {
  article(id: number, language: SiteLanguage): Promise<Article | null>;
  /** The offer while it is open, else null. */
  openJob(id: number, language: SiteLanguage): Promise<Job | null>;
  /** Whether a follow-up link opens a request (live, unexpired): in the same time either way. */
  followLink(token: string): Promise<boolean>;
}

/** The query of an address as received, with its `?`, or ''. */
const searchOf = (url: string) => (url.includes('?') ? url.slice(url.indexOf('?')) : '');

export type PageAnswer = { status: 301; location: string } | { status: 200 | 404; page: ResolvedPage };

/** The record a route names, undefined for a page that names none, null for one the database does not have. */
async function recordOf(
  route: RouteMatch,
  language: SiteLanguage,
  records: SiteRecords,
): Promise<PageRecord | null | undefined> {
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
export async function answerFor(url: string, records: SiteRecords, catalog: PageCatalog): Promise<PageAnswer> {
  const location = redirectTarget(url, catalog.redirects);
  if (location) return { status: 301, location };
  const { language, path } = languageFromPath(url.split('?')[0] ?? '/');
  const route = matchRoute(path, catalog);
  // A capability page whose key opens nothing is its own 404: the page offers a fresh link.
  if (route?.capability !== undefined)
    return {
      status: (await records.followLink(route.capability)) ? 200 : 404,
      page: { language, pathname: path, route },
    };
  const record = route ? await recordOf(route, language, records) : null;
  if (!route || record === null) return { status: 404, page: { language, pathname: path, route: null } };
  return { status: 200, page: { language, pathname: path, route, ...(record ? { record } : {}) } };
}

export interface SitePagesOptions {
  shell: SiteShell;
  /** Renders the page's content on the server; without it, the browser renders everything. */
  rendering?: ServerRendering;
  staticRoot: string;
  profile: ProfileName;
  remotes: RemoteUrls;
  /** Origin of absolute URLs (PUBLIC_ORIGIN); by default each request's own. */
  publicOrigin?: string;
  /** The remotes' manifests (the marketing remote's names the brand's picture of every page's cards). */
  manifests: RemoteManifests;
  /** The pages the remotes published. */
  catalogs: PageCatalogs;
}

/** Whole answers kept in memory (the page's HTML in each encoding). */
export const ANSWER_CACHE_SIZE = 500;

interface KeptAnswer {
  status: 200 | 404;
  bodies: Promise<EncodedBodies>;
  expires: number;
}

/** The page's parts as they are ready; `done` gets the whole page once sent, when it was rendered. */
async function* pageParts(
  template: PageTemplate,
  content: Promise<RenderedPage | null>,
  done: (html: string, page: RenderedPage) => void,
): AsyncGenerator<string> {
  const page = await content.catch(() => null);
  if (!page) {
    // Not rendered (no server build, or it broke): the browser renders the page, as without server rendering.
    yield await template.write(`${template.before}${template.bootFrame}${template.after}`);
    return;
  }
  // The page's stylesheets are chosen by the classes its content carries, so the head waits for it.
  const html = await template.write(
    `${template.before}${page.html}${template.after.replace('</body>', `${serverDataScript(page.data, page.errors, page.formatted)}</body>`)}`,
    page.html,
  );
  yield html;
  done(html, page);
}

export interface SitePages {
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  sitemap(request: FastifyRequest): Promise<string>;
  robots(request: FastifyRequest): string;
}

export function createSitePages({
  shell,
  rendering,
  staticRoot,
  profile,
  remotes,
  publicOrigin,
  manifests,
  catalogs,
}: SitePagesOptions): SitePages {
  const brand = getProfile(profile);
  const translate = createTranslate(brand.brandName);
  const originOf = (request: FastifyRequest) => publicOrigin ?? `${request.protocol}://${request.host}`;
  const recordsOf = (request: FastifyRequest): SiteRecords => ({
    article: (id, language) => request.server.articles.get(id, language),
    openJob: async (id, language) =>
      (await request.server.jobs.isOpen(id)) ? request.server.jobs.get(id, language) : null,
    followLink: async (token) => (await findFollowedRequest(request.server.db, token)) !== null,
  });
  // The brand's picture is the marketing remote's, when this server hosts it.
  const imageOf = async (origin: string) => {
    if (!remotes.mfe_marketing.startsWith('/remotes/')) return null;
    const image = await brandImagePath(staticRoot, profile);
    return image ? `${origin}${image}` : null;
  };

  // A rendered page is kept whole, compressed once, and sent again while nothing
  // it was made from changed: its address and origin, the day (offers close),
  // the shell's build, the rendering's version (remote container, content,
  // shell server build), the remotes' published pages (the head's texts) and the
  // marketing remote's build, whose picture every page's social cards name.
  // docs/decisions/013-server-rendering.md, "Cache".
  const answers = new Map<string, KeptAnswer>();
  const marketingManifest = path.join(staticRoot, remoteFolder('mfe_marketing'), 'dist', 'mf-manifest.json');
  const answerKey = async (request: FastifyRequest, active: ServerRendering, catalog: PageCatalog) => {
    const { path: sitePath } = languageFromPath(request.url.split('?')[0] ?? '/');
    const [shellVersion, renderingVersion, marketing] = await Promise.all([
      shell.version(),
      active.version(sitePath),
      remotes.mfe_marketing.startsWith('/remotes/') ? manifests.local(marketingManifest) : null,
    ]);
    return [
      request.url,
      originOf(request),
      new Date().toISOString().slice(0, 10),
      shellVersion,
      renderingVersion,
      marketing?.version ?? '',
      // The head's texts come from the catalog, read apart from the rendering's container.
      catalogs.versionOf(catalog),
    ].join('\n');
  };
  const keep = (key: string, status: 200 | 404, html: string, expires: number) => {
    const bodies = encodeBodies(html);
    answers.set(key, { status, bodies, expires });
    bodies.catch(() => answers.delete(key));
    while (answers.size > ANSWER_CACHE_SIZE) answers.delete(answers.keys().next().value!);
  };

  // A back-office address: the shell's page alone, never rendered on the server (its pages show private
  // data, for the one browser signed in), never kept in the answer cache, never stored by a browser or a
  // proxy, never indexed (docs/decisions/020-staff-remote.md).
  // Without a session cookie, a page that needs one goes straight to the sign-in page (which the
  // server renders), as the remote would send it there after asking for the session; with one,
  // the remote checks it.
  const sendPrivate = async (request: FastifyRequest, reply: FastifyReply, catalog: PageCatalog) => {
    const answer = await answerFor(request.url, recordsOf(request), catalog);
    if (answer.status === 301)
      return reply.code(301).header('location', answer.location).header('cache-control', 'no-store').send();
    const { pathname, language } = answer.page;
    if (!opensWithoutSession(pathname) && !request.cookies[sessionCookieName(request)]) {
      const search = searchOf(request.url);
      return reply
        .code(302)
        .header('location', localizedPath(signInPath(`${pathname}${search}`), language))
        .header('cache-control', 'no-store')
        .send();
    }
    const origin = originOf(request);
    const head = pageHead(answer.page, { origin, profile: brand, translate, catalog, image: null });
    return reply
      .code(answer.status)
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(await shell.indexHtml({ ...answer.page, head, origin }));
  };

  return {
    async send(request, reply) {
      const sitePath = languageFromPath(request.url.split('?')[0] ?? '/').path;
      const catalog = await catalogs.current();
      const canonical = canonicalPath(sitePath, catalog.redirects);
      // The back office's sign-in page is rendered like a public page; its other pages are not.
      const signIn = isServerRenderedStaffPath(canonical);
      if (isPrivatePath(canonical) && !signIn) return sendPrivate(request, reply, catalog);
      // A follow-up page shows one visitor's request, the sign-in page where a member was going:
      // rendered for each request, kept by no cache.
      const capability = matchRoute(canonical, catalog)?.capability !== undefined;
      const unkept = capability || signIn;
      const keeping = request.method === 'GET' && !unkept ? rendering : undefined;
      const key = keeping ? await answerKey(request, keeping, catalog) : null;
      const kept = key ? answers.get(key) : undefined;
      if (keeping && key && kept && kept.expires > Date.now()) {
        // Least recently used goes first.
        answers.delete(key);
        answers.set(key, kept);
        keeping.stats.cacheHits += 1;
        return sendEncoded(request, reply.code(kept.status), await kept.bodies, {
          type: 'text/html; charset=utf-8',
          cacheControl: 'no-cache',
        });
      }
      const answer = await answerFor(request.url, recordsOf(request), catalog);
      if (answer.status === 301)
        return reply.code(301).header('location', answer.location).header('cache-control', 'no-cache').send();
      const origin = originOf(request);
      const head = pageHead(answer.page, {
        origin,
        profile: brand,
        translate,
        catalog,
        image: answer.page.route ? await imageOf(origin) : null,
      });
      reply
        .code(answer.status)
        .header('cache-control', unkept ? 'no-store' : 'no-cache')
        .type('text/html; charset=utf-8');
      if (unkept) reply.header('x-robots-tag', 'noindex').header('referrer-policy', 'no-referrer');
      if (!rendering || request.method === 'HEAD')
        return reply.send(await shell.indexHtml({ ...answer.page, head, origin }));
      const template = await shell.pageTemplate({ ...answer.page, head, origin });
      const search = searchOf(request.url);
      const content = rendering.render({
        path: answer.page.pathname,
        search,
        language: answer.page.language,
        ...(unkept ? { keep: false } : {}),
      });
      const status = answer.status;
      // A page of a territory whose pages are unread is not kept: its remote's pages may say it does not exist.
      const known = !answer.page.route || answer.page.route.page !== null;
      const done = (html: string, page: RenderedPage) => key && known && keep(key, status, html, page.expires);
      return reply.send(Readable.from(pageParts(template, content, done)));
    },

    async sitemap(request) {
      const builtOn = await shell.builtOn();
      const [catalog, articles, offers] = await Promise.all([
        catalogs.current(),
        request.server.articles.published(),
        request.server.jobs.openOffers(),
      ]);
      const records = (kind: 'article' | 'job', list: ReadonlyArray<{ id: number; updated_at: string }>) =>
        list.flatMap(({ id, updated_at }) => {
          const pathname = recordPath(catalog, kind, id);
          return pathname ? [{ pathname, lastmod: updated_at }] : [];
        });
      const pages: SitemapPage[] = [
        ...staticPaths(catalog).map((pathname) => ({ pathname, lastmod: builtOn })),
        ...records('article', articles),
        ...records('job', offers),
      ];
      return sitemapXml(pages, originOf(request));
    },

    robots: (request) => robotsTxt(originOf(request)),
  };
}
