import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig, type Middleware } from 'swr';
import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { DEFAULT_LANGUAGE, LANGUAGES, type SiteLanguage } from '@freight/shared/core/constants';
import { localizedPath } from '@freight/shared/core/federation/site-paths';
import { remoteForPath } from '@freight/shared/core/federation/remote-for-path';
import type { RemoteName, RemoteRoutesModule } from '@freight/shared/core/federation/contract';
import { SHARED_NAMESPACES } from '@freight/shared/core/i18n/namespaces';
import { ApiRequestError, setApiBase, setApiFetch } from '@freight/shared/web/api/client';
import { setServerProfileName } from '@freight/shared/web/profiles/page-profile';
import { setSanitizerWindow } from '@freight/shared/web/html/sanitize';
import { setServerFileReader, type ServerFileReader } from '@freight/shared/web/federation/server-files';
import { AppFrame } from '../app/app';
import { AppRoutes } from '../app/router';
import { RemoteLoaderContext } from '../features/remotes/remote-loader';
import { isRoutesModule, withTimeLimit } from '../features/remotes/routes-module';
import { answerError, swrCacheKey } from '../app/server-data';
import { SSR_PUBLIC_PATH_PREFIX, type ServerAnswerError } from '@freight/shared/core/federation/server-rendering';

// The pages as the server sends them (docs/decisions/011-server-rendering.md):
// the shell's layout and the page of the remote owning the route, rendered in
// Node from the remote's server container, in the URL's language, with the
// data the page asks SWR for. Per request: one i18next instance, one SWR
// fallback; nothing of one page is kept for the next.

/** Where a remote is, as the server last read its manifest. */
export interface RemoteLocation {
  /** URL of its server container (the manifest's ssrRemoteEntry); changes when the remote redeploys. */
  entry: string;
  /** Its public folder as the browser sees it (where its static/media files are). */
  publicPath: string;
}

export interface RendererOptions {
  /** The shell's translations folder (dist/locales). */
  localesDir: string;
  /** Answers the API requests the pages make (in process). */
  fetchApi: (url: string, init: RequestInit) => Promise<Response>;
  /** Reads a server container's file without a request (the remotes this server hosts). */
  readFile: ServerFileReader;
  /** The brand profile the process serves. */
  profile: string;
  /** A DOM window (jsdom) for the article sanitizer (DOMPurify needs one outside a browser). */
  sanitizerWindow: unknown;
  /** How a remote's routes are loaded from its location; the federation runtime unless a test gives another. */
  loadRoutes?: (remote: RemoteName, location: RemoteLocation) => Promise<RemoteRoutesModule>;
}

export interface RenderRequest {
  /** The page's path without its language prefix ('/blog/3'). */
  path: string;
  /** The query string, with its '?' (the wizard reads ?type=). */
  search?: string;
  language: SiteLanguage;
  /** Each remote's location; a remote missing here renders in the browser only. */
  remotes: Partial<Record<RemoteName, RemoteLocation>>;
  /** How long the remote may take, loading and rendering together, before the browser renders it instead. */
  budgetMs: number;
}

export type RemoteOutcome =
  /** Its page is in the HTML. */
  | 'rendered'
  /** Its server container could not be loaded (absent, broken, not exposing routes). */
  | 'unavailable'
  /** It threw while rendering. */
  | 'failed'
  /** It took longer than the budget. */
  | 'timeout';

export interface RenderResult {
  /** The content of #root. */
  html: string;
  /** The SWR fallback the page was rendered with, for the browser to hydrate with (no refetch). */
  data: Record<string, unknown>;
  /** The lasting refusals (404) the page was rendered with, for the browser to show the same. */
  errors: Record<string, ServerAnswerError>;
  /** What became of the remote owning the page, when one does. */
  remote?: { name: RemoteName; outcome: RemoteOutcome; error?: string };
}

export class RemoteTimeoutError extends Error {
  override readonly name = 'RemoteTimeoutError';
}

const API_ORIGIN = 'http://api.internal';

function readResources(localesDir: string): Record<SiteLanguage, Record<string, unknown>> {
  const resources = {} as Record<SiteLanguage, Record<string, unknown>>;
  for (const language of LANGUAGES) {
    resources[language] = {};
    for (const ns of [...SHARED_NAMESPACES, 'forms']) {
      resources[language][ns] = JSON.parse(readFileSync(path.join(localesDir, language, `${ns}.json`), 'utf8')) as unknown;
    }
  }
  return resources;
}

/** The request's own i18next, started synchronously with the shared namespaces (the remote's are added by its NamespaceGate). */
function requestI18n(language: SiteLanguage, base: Record<SiteLanguage, Record<string, unknown>>): I18n {
  const resources: Resource = {};
  for (const lng of new Set<SiteLanguage>([language, DEFAULT_LANGUAGE])) resources[lng] = { ...(base[lng] as Resource[string]) };
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    ns: [...SHARED_NAMESPACES],
    defaultNS: 'common',
    resources,
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    returnNull: false,
  });
  return instance;
}

type Wanted = Map<string, () => Promise<unknown>>;

/**
 * Notes what the page asks SWR for and the server has not fetched yet: the
 * render is done again once it is fetched. An infinite list (useSWRInfinite,
 * whose key is a function) gets its first page.
 */
function collector(fallback: Record<string, unknown>, refusals: Record<string, ServerAnswerError>, wanted: Wanted): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    const id = swrCacheKey(key);
    const known = !!id && (id in fallback || id in refusals);
    if (fetcher && id && !known && !wanted.has(id)) {
      const first = typeof key === 'function' ? (key as (index: number, previous: unknown) => unknown)(0, null) : key;
      const run = fetcher as (k: unknown) => unknown;
      wanted.set(id, typeof key === 'function' ? async () => [await run(first)] : async () => run(key));
    }
    // Data the server has is the page's (as in the browser, server-data.ts): no loading state.
    return useSWRNext(key, fetcher, known ? { ...config, revalidateOnMount: false } : config);
  };
}

async function readAll(stream: AsyncIterable<unknown>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** How long the shell's own part may take alone (after a remote failed): it needs no data and no remote. */
const SHELL_RENDER_LIMIT_MS = 5_000;

/**
 * The page's HTML with every Suspense boundary in place, or nothing usable if
 * it takes longer than `ms`: React's output for an interrupted render needs
 * inline scripts, which the CSP refuses, so it is dropped.
 */
async function prerender(element: ReactElement, ms: number): Promise<{ html: string; errors: unknown[]; timedOut: boolean }> {
  const errors: unknown[] = [];
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new RemoteTimeoutError(`rendering took longer than ${ms} ms`));
  }, ms);
  try {
    const { prelude } = await prerenderToNodeStream(element, {
      signal: controller.signal,
      // Every boundary in place: one large enough would be written apart and moved into place by an inline script, which the CSP refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error: unknown) => {
        if (!timedOut) errors.push(error);
      },
    });
    const html = await readAll(prelude);
    return timedOut ? { html: '', errors, timedOut } : { html, errors, timedOut };
  } catch (error) {
    if (timedOut) return { html: '', errors, timedOut };
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

const withTimeout = <T,>(promise: Promise<T>, ms: number, message: string) => withTimeLimit(promise, ms, () => new RemoteTimeoutError(message));

/** Answers that asking again will not change. */
const LASTING = [404, 410];

/** Renders of a page at most: each may find data the page needs that the previous one did not ask for. */
const MAX_PASSES = 3;

/** A container that failed to load is tried again after this long (a redeploy under way, a blip). */
export const REMOTE_RETRY_AFTER_MS = 10_000;

interface Container {
  entry: string;
  routes: Promise<RemoteRoutesModule>;
  failedAt?: number;
}

type ShareScopes = Record<string, Record<string, Record<string, unknown>>>;

/** The host's share scopes as they are: scope -> module -> version -> its entry. */
function snapshotShares(): ShareScopes {
  const scopes = (getInstance()?.shareScopeMap ?? {}) as ShareScopes;
  const copy: ShareScopes = {};
  for (const [scope, modules] of Object.entries(scopes)) {
    copy[scope] = {};
    for (const [name, versions] of Object.entries(modules)) copy[scope][name] = { ...versions };
  }
  return copy;
}

function restoreShares(saved: ShareScopes): void {
  const instance = getInstance();
  if (!instance) return;
  const scopes = instance.shareScopeMap as ShareScopes;
  for (const [scope, modules] of Object.entries(saved)) {
    scopes[scope] ??= {};
    for (const [name, versions] of Object.entries(modules)) {
      const current = (scopes[scope][name] ??= {});
      for (const [version, entry] of Object.entries(versions)) {
        if (current[version] === undefined) current[version] = entry;
      }
    }
  }
}

export interface PageRenderer {
  render(request: RenderRequest): Promise<RenderResult>;
}

export function createPageRenderer(options: RendererOptions): PageRenderer {
  const resources = readResources(options.localesDir);
  setApiBase(`${API_ORIGIN}/api`);
  setApiFetch((url, init) => options.fetchApi(url.startsWith(API_ORIGIN) ? url.slice(API_ORIGIN.length) : url, init));
  setServerProfileName(options.profile);
  setServerFileReader(options.readFile);
  setSanitizerWindow(options.sanitizerWindow);

  const containers = new Map<RemoteName, Container>();
  const loadRoutes = options.loadRoutes ?? ((remote: RemoteName, location: RemoteLocation) => routesOf(remote, location.entry));

  /** The remote's routes from its server container, loaded once per deployed version (its entry URL). */
  function routesOf(remote: RemoteName, entry: string): Promise<RemoteRoutesModule> {
    const known = containers.get(remote);
    const stale = known?.failedAt !== undefined && Date.now() - known.failedAt > REMOTE_RETRY_AFTER_MS;
    if (known && known.entry === entry && !stale) return known.routes;
    if (known) {
      // Another version: the runtime forgets the old container and its modules.
      delete (globalThis as Record<string, unknown>)[remote];
    }
    const hostShares = snapshotShares();
    registerRemotes([{ name: remote, entry }], { force: !!known });
    // Forgetting a remote also drops share-scope entries it used, the shell's among them: without
    // them the new version ran its own copies (its own API client, unconfigured). They are put back.
    restoreShares(hostShares);
    const container: Container = { entry, routes: Promise.resolve(null as unknown as RemoteRoutesModule) };
    container.routes = loadRemote<unknown>(`${remote}/routes`).then((mod) => {
      if (!isRoutesModule(mod)) throw new Error(`${remote} did not expose routes`);
      return mod;
    });
    container.routes.catch(() => {
      container.failedAt = Date.now();
    });
    containers.set(remote, container);
    return container.routes;
  }

  async function render(request: RenderRequest): Promise<RenderResult> {
    const started = Date.now();
    const remaining = () => request.budgetMs - (Date.now() - started);
    const remote = remoteForPath(request.path);
    const location = remote ? request.remotes[remote] : undefined;
    let outcome: RemoteOutcome = 'rendered';
    let failure: string | undefined;
    let routes: RemoteRoutesModule | null = null;
    if (remote) {
      try {
        if (!location) throw new Error(`${remote} has no server container`);
        routes = await withTimeout(loadRoutes(remote, location), remaining(), `${remote} took longer than ${request.budgetMs} ms to load`);
      } catch (error) {
        outcome = error instanceof RemoteTimeoutError ? 'timeout' : 'unavailable';
        failure = error instanceof Error ? error.message : String(error);
      }
    }
    const loaded = routes;
    const loader = {
      load: (name: RemoteName) =>
        loaded && name === remote ? Promise.resolve(loaded) : Promise.reject(new Error(`${name} renders in the browser`)),
    };
    const browserOnly = { load: (name: RemoteName) => Promise.reject(new Error(`${name} renders in the browser`)) };

    const i18n = requestI18n(request.language, resources);
    const fallback: Record<string, unknown> = {};
    const refusals: Record<string, ServerAnswerError> = {};
    const basename = localizedPath('/', request.language);
    const location_ = `${localizedPath(request.path, request.language)}${request.search ?? ''}`;
    const page = (load: typeof loader, wanted: Wanted) => (
      <I18nextProvider i18n={i18n}>
        <SWRConfig
          value={{
            fallback: { ...fallback },
            use: [collector(fallback, refusals, wanted)],
            provider: () => new Map(Object.entries(refusals).map(([id, answer]) => [id, { error: answerError(answer) }])),
          }}>
          <RemoteLoaderContext.Provider value={load}>
            <AppFrame>
              <StaticRouter basename={basename} location={location_}>
                <AppRoutes />
              </StaticRouter>
            </AppFrame>
          </RemoteLoaderContext.Provider>
        </SWRConfig>
      </I18nextProvider>
    );
    let html = '';
    for (let pass = 0; pass < MAX_PASSES; pass += 1) {
      const wanted: Wanted = new Map();
      const rendered = await prerender(page(loader, wanted), Math.max(remaining(), 50));
      if (routes && (rendered.timedOut || rendered.errors.length > 0)) {
        outcome = rendered.timedOut ? 'timeout' : 'failed';
        failure = rendered.timedOut ? `rendering took longer than ${request.budgetMs} ms` : String((rendered.errors[0] as Error)?.message ?? rendered.errors[0]);
        // Rendered again without it: React marks its part for the browser to render.
        html = (await prerender(page(browserOnly, new Map()), SHELL_RENDER_LIMIT_MS)).html;
        break;
      }
      html = rendered.html;
      if (wanted.size === 0) break;
      // The page still waits for data: what is sent shows its loading state, and is not kept long.
      if (remaining() <= 0 || pass === MAX_PASSES - 1) {
        if (remote && outcome === 'rendered') [outcome, failure] = ['timeout', `its data took longer than ${request.budgetMs} ms`];
        break;
      }
      const fetched = await Promise.allSettled(
        [...wanted].map(async ([id, run]) => {
          try {
            fallback[id] = await withTimeout(run(), remaining(), 'data took too long');
          } catch (error) {
            // A 404 is the page's answer (an unknown article), shown as the browser shows it.
            if (!(error instanceof ApiRequestError) || !LASTING.includes(error.status)) throw error;
            refusals[id] = { status: error.status, code: error.code, message: error.message };
          }
        }),
      );
      const failed = fetched.find((result): result is PromiseRejectedResult => result.status === 'rejected');
      if (failed && remote && outcome === 'rendered') {
        const timedOut = failed.reason instanceof RemoteTimeoutError;
        [outcome, failure] = [timedOut ? 'timeout' : 'failed', `its data could not be read: ${String((failed.reason as Error)?.message ?? failed.reason)}`];
      }
      if (fetched.every((result) => result.status === 'rejected')) break;
    }
    for (const [name, where] of Object.entries(request.remotes)) {
      html = html.split(`${SSR_PUBLIC_PATH_PREFIX}${name}/`).join(where.publicPath);
    }
    return { html, data: fallback, errors: refusals, ...(remote ? { remote: { name: remote, outcome, ...(failure ? { error: failure } : {}) } } : {}) };
  }

  return { render };
}
