import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ProfileName } from '@freight/shared/core/profiles/profile-names';
import { remoteForPath } from '@freight/shared/core/federation/remote-for-path';
import { isPrivateRemote } from '@freight/shared/core/federation/apps';
import { isServerRenderedStaffPath } from '@freight/shared/core/staff/staff-paths';
import { REMOTE_NAMES, type RemoteName } from '@freight/shared/core/federation/contract';
import type { SiteLanguage } from '@freight/shared/core/constants';
import type { KnownManifest, RemoteManifests } from './remote-manifests';
import { remoteFolder, type RemoteUrls } from './remotes';
import { RENDER_REQUEST_HEADER, RENDER_REQUEST_TOKEN } from '../api/http/render-request';

// Pages rendered on the server (docs/decisions/013-server-rendering.md): the
// shell's server build (shell/dist/server/main.js) renders the page with the
// server container of the remote owning it, named by that remote's
// mf-manifest.json (metaData.ssrRemoteEntry). The manifest is read again when it
// changes (a file's modification time here, at most once a minute for a remote
// deployed elsewhere), so a redeployed remote renders its new version without
// a restart. A remote that cannot be loaded, throws or takes longer than the
// budget costs only its own part: the page goes out with the shell's layout and
// the browser renders that remote.

/** How long a remote may take (loading and rendering) before the browser renders it instead. */
export const DEFAULT_RENDER_BUDGET_MS = 300;
/** Rendered pages kept in memory. */
export const PAGE_CACHE_SIZE = 500;
/** A page whose remote could not be rendered is kept this long only, so a recovered remote shows soon. */
export const FAILED_PAGE_TTL_MS = 5_000;
/** The origin the renderer's federation runtime asks for the remotes this server hosts (read from disk, never fetched). */
export const LOCAL_REMOTES_ORIGIN = 'http://site.internal';

interface RemoteLocation {
  entry: string;
  publicPath: string;
}

interface RenderResult {
  html: string;
  data: Record<string, unknown>;
  errors?: Record<string, unknown>;
  /** A shell's server build older than the formatted texts gives none. */
  formatted?: Record<string, string>;
  remote?: { name: RemoteName; outcome: 'rendered' | 'unavailable' | 'failed' | 'timeout'; error?: string };
}

interface PageRenderer {
  render(request: {
    path: string;
    search?: string;
    language: SiteLanguage;
    remotes: Partial<Record<RemoteName, RemoteLocation>>;
    budgetMs: number;
  }): Promise<RenderResult>;
}

interface ShellServerModule {
  createPageRenderer(options: {
    localesDir: string;
    fetchApi: (url: string, init: RequestInit) => Promise<Response>;
    readFile: (url: string) => Promise<string | null> | null;
    profile: string;
    sanitizerWindow: unknown;
  }): PageRenderer;
}

export interface RenderedPage {
  /** The content of #root. */
  html: string;
  /** The SWR fallback it was rendered with. */
  data: Record<string, unknown>;
  /** The lasting refusals (404) it was rendered with. */
  errors: Record<string, unknown>;
  /** The texts it formatted with Intl. */
  formatted: Record<string, string>;
  /** Until when it may be sent again: FAILED_PAGE_TTL_MS for a page sent without its remote's part, else for as long as `version` is the same. */
  expires: number;
}

/** What the server rendered, counted since start (GET /api/health/rendering would show them; the tests read them). */
export interface RenderingStats {
  rendered: number;
  /** Pages sent from memory: whole (site-pages.ts) or their content only. */
  cacheHits: number;
  /** Per remote: pages sent without its part, by reason. */
  fallbacks: Record<string, { unavailable: number; failed: number; timeout: number }>;
}

export interface ServerRendering {
  /** The page's #root content, or null when the shell has no server build. `keep: false`: a private page, never kept. */
  render(page: { path: string; search: string; language: SiteLanguage; keep?: boolean }): Promise<RenderedPage | null>;
  /**
   * Everything a rendered page of that site path depends on besides its
   * address: the owning remote's container, the content version and the shell's
   * server build. A page kept under an older version is never sent again.
   */
  version(sitePath: string): Promise<string>;
  stats: RenderingStats;
  /** Forgets the rendered pages, and makes the pages kept whole (site-pages.ts) out of date (tests). */
  clear(): void;
  /**
   * Renders a page of each remote once, with a long budget, and keeps it: the
   * first render of a process loads the containers and compiles their code,
   * which would otherwise cost the first visitors their server rendering.
   */
  warm(): Promise<void>;
}

/** The budget of the warm-up renders. */
const WARM_BUDGET_MS = 15_000;
/** A page of each remote, for the warm-up. */
const WARM_PATHS = ['/', '/blog', '/jobOffers', '/cotation'];

export interface ServerRenderingOptions {
  app: FastifyInstance;
  staticRoot: string;
  profile: ProfileName;
  remotes: RemoteUrls;
  budgetMs?: number;
  /** The remotes' manifests, shared with the preload hints. */
  manifests: RemoteManifests;
}

const entryOf = (known: KnownManifest | null) => {
  const ssr = known?.manifest.metaData?.ssrRemoteEntry;
  return ssr?.name ? `${ssr.path ? `${ssr.path}/` : ''}${ssr.name}` : null;
};

export function createServerRendering({
  app,
  staticRoot,
  profile,
  remotes,
  budgetMs = DEFAULT_RENDER_BUDGET_MS,
  manifests,
}: ServerRenderingOptions): ServerRendering {
  const shellServer = path.join(staticRoot, 'shell', 'dist', 'server', 'main.js');
  const stats: RenderingStats = {
    rendered: 0,
    cacheHits: 0,
    fallbacks: Object.fromEntries(REMOTE_NAMES.map((name) => [name, { unavailable: 0, failed: 0, timeout: 0 }])),
  };
  const cache = new Map<string, RenderedPage>();
  let renderer: Promise<PageRenderer | null> | undefined;

  async function startRenderer(): Promise<PageRenderer | null> {
    if (!existsSync(shellServer)) {
      app.log.warn(
        { file: shellServer },
        'The shell has no server build: pages render in the browser only (npm run build)',
      );
      return null;
    }
    const { JSDOM } = await import('jsdom');
    const module = createRequire(import.meta.url)(shellServer) as ShellServerModule;
    return module.createPageRenderer({
      localesDir: path.join(staticRoot, 'shell', 'dist', 'locales'),
      profile,
      sanitizerWindow: new JSDOM('').window,
      readFile: (url) => {
        if (!url.startsWith(`${LOCAL_REMOTES_ORIGIN}/remotes/`)) return null;
        const [folder, ...rest] = new URL(url).pathname.split('/').slice(2);
        const known = REMOTE_NAMES.some((name) => remoteFolder(name) === folder);
        if (!known || rest.some((part) => part === '..' || part === '')) return Promise.resolve(null);
        return readFile(path.join(staticRoot, folder!, 'dist', ...rest), 'utf8').catch(() => null);
      },
      fetchApi: async (url, init) => {
        const response = await app.inject({
          method: (init.method ?? 'GET') as 'GET',
          url,
          headers: { ...(init.headers as Record<string, string>), [RENDER_REQUEST_HEADER]: RENDER_REQUEST_TOKEN },
        });
        return new Response(new Uint8Array(response.rawPayload), {
          status: response.statusCode,
          headers: { 'content-type': String(response.headers['content-type'] ?? '') },
        });
      },
    });
  }

  /** Where a remote's server container is now, or null when its manifest names none. */
  async function locate(name: RemoteName): Promise<RemoteLocation | null> {
    const url = remotes[name];
    if (url.startsWith('/remotes/')) {
      const dist = path.join(staticRoot, remoteFolder(name), 'dist');
      const known = await manifests.local(path.join(dist, 'mf-manifest.json'));
      const entryPath = entryOf(known);
      if (!known || !entryPath) return null;
      const base = url.slice(0, url.lastIndexOf('/') + 1);
      // The server build may change alone (its browser build, hence its manifest, unchanged).
      const entryTime = (await stat(path.join(dist, entryPath)).catch(() => null))?.mtimeMs ?? 0;
      return {
        entry: `${LOCAL_REMOTES_ORIGIN}${base}${entryPath}?v=${known.version}-${Math.round(entryTime)}`,
        publicPath: base,
      };
    }
    // Deployed elsewhere: its manifest as last fetched, refreshed in the background.
    const known = await manifests.distant(url, budgetMs);
    const entryPath = entryOf(known);
    if (!known || !entryPath) return null;
    const entryUrl = new URL(entryPath, url);
    entryUrl.searchParams.set('v', known.version);
    return { entry: entryUrl.href, publicPath: new URL('.', url).href };
  }

  async function shellVersion(): Promise<number> {
    return (await stat(shellServer).catch(() => null))?.mtimeMs ?? 0;
  }

  /** Counts clear(): a page kept before it is never sent again. */
  let generation = 0;
  const versionOf = (owner: RemoteName | null | undefined, location: RemoteLocation | null, shell: number) =>
    [owner ?? '', location?.entry ?? 'none', app.db.content.current, shell, generation].join('|');

  async function render(
    {
      path: sitePath,
      search,
      language,
      keep = true,
    }: { path: string; search: string; language: SiteLanguage; keep?: boolean },
    budget = budgetMs,
  ): Promise<RenderedPage | null> {
    renderer ??= startRenderer().catch((error: unknown) => {
      app.log.error({ err: error }, 'The shell server build could not be loaded: pages render in the browser only');
      return null;
    });
    const active = await renderer;
    if (!active) return null;
    const owner = remoteForPath(sitePath);
    // The back office is never rendered here but for its sign-in page, and never kept
    // (docs/decisions/020-staff-remote.md).
    if (owner && isPrivateRemote(owner)) {
      if (!isServerRenderedStaffPath(sitePath)) return null;
      keep = false;
    }
    const location = owner ? await locate(owner) : null;
    const key = [sitePath, search, language, versionOf(owner, location, await shellVersion())].join('|');
    const hit = keep ? cache.get(key) : undefined;
    if (hit && hit.expires > Date.now()) {
      stats.cacheHits += 1;
      // Least recently used goes first.
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    const started = performance.now();
    const result = await active.render({
      path: sitePath,
      search,
      language,
      remotes: owner && location ? { [owner]: location } : {},
      budgetMs: budget,
    });
    stats.rendered += 1;
    const failed = result.remote && result.remote.outcome !== 'rendered' ? result.remote : null;
    if (failed && failed.outcome !== 'rendered') {
      stats.fallbacks[failed.name]![failed.outcome] += 1;
      app.log.warn(
        { remote: failed.name, outcome: failed.outcome, error: failed.error, path: sitePath, language },
        'A remote renders in the browser only',
      );
    }
    const page = {
      html: result.html,
      data: result.data,
      errors: result.errors ?? {},
      formatted: result.formatted ?? {},
      expires: failed ? Date.now() + FAILED_PAGE_TTL_MS : Number.POSITIVE_INFINITY,
    };
    if (keep) cache.set(key, page);
    while (cache.size > PAGE_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    app.log.debug({ path: sitePath, language, ms: Math.round(performance.now() - started) }, 'page rendered');
    return page;
  }

  return {
    stats,
    clear() {
      cache.clear();
      generation += 1;
    },
    render: (page) => render(page),
    async version(sitePath) {
      const owner = remoteForPath(sitePath);
      const [location, shell] = await Promise.all([owner ? locate(owner) : null, shellVersion()]);
      return versionOf(owner, location, shell);
    },
    async warm() {
      const started = performance.now();
      for (const sitePath of WARM_PATHS)
        await render({ path: sitePath, search: '', language: 'fr' }, WARM_BUDGET_MS).catch(() => null);
      app.log.info({ ms: Math.round(performance.now() - started) }, 'server rendering warmed up');
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Pages rendered on the server, when the site is served with a built shell. */
    rendering?: ServerRendering;
  }
}
