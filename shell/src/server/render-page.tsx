import { StaticRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { localizedPath } from '@freight/shared/core/federation/site-paths';
import { remoteForPath } from '@freight/shared/core/federation/remote-for-path';
import type { RemoteName, RemoteRoutesModule } from '@freight/shared/core/federation/contract';
import { SSR_PUBLIC_PATH_PREFIX, type ServerAnswerError } from '@freight/shared/core/federation/server-rendering';
import { setApiBase, setApiFetch } from '@freight/shared/web/api/client';
import { setServerProfileName } from '@freight/shared/web/profiles/page-profile';
import { setSanitizerWindow } from '@freight/shared/web/html/sanitize';
import { setServerFileReader } from '@freight/shared/web/federation/server-files';
import type { FormattedTexts } from '@freight/shared/core/i18n/format';
import { FormattedTextsProvider } from '@freight/shared/web/i18n/formatted';
import { AppFrame } from '../app/app';
import { AppRoutes } from '../app/router';
import { RemoteLoaderContext, type RemoteLoader } from '../features/remotes/remote-loader';
import { answerError } from '../app/server-data';
import { createContainerCache } from './remote-containers';
import { RemoteTimeoutError, withTimeout } from './prerender';
import { readResources, requestI18n } from './request-i18n';
import { renderInPasses } from './render-passes';
import type {
  PageRenderer,
  RemoteLocation,
  RemoteOutcome,
  RendererOptions,
  RenderRequest,
  RenderResult,
} from './renderer-types';
import { collector, type Wanted } from './swr-collector';

// The pages as the server sends them (docs/decisions/013-server-rendering.md):
// the shell's layout and the page of the remote owning the route, rendered in
// Node from the remote's server container, in the URL's language, with the
// data the page asks SWR for. Per request: one i18next instance, one SWR
// fallback; nothing of one page is kept for the next.

const API_ORIGIN = 'http://api.internal';

export function createPageRenderer(options: RendererOptions): PageRenderer {
  const resources = readResources(options.localesDir);
  setApiBase(`${API_ORIGIN}/api`);
  setApiFetch((url, init) => options.fetchApi(url.startsWith(API_ORIGIN) ? url.slice(API_ORIGIN.length) : url, init));
  setServerProfileName(options.profile);
  setServerFileReader(options.readFile);
  setSanitizerWindow(options.sanitizerWindow);

  const routesOf = createContainerCache();
  const loadRoutes =
    options.loadRoutes ?? ((remote: RemoteName, location: RemoteLocation) => routesOf(remote, location.entry));

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
        routes = await withTimeout(
          loadRoutes(remote, location),
          remaining(),
          `${remote} took longer than ${request.budgetMs} ms to load`,
        );
      } catch (error) {
        outcome = error instanceof RemoteTimeoutError ? 'timeout' : 'unavailable';
        failure = error instanceof Error ? error.message : String(error);
      }
    }
    const loaded = routes;
    const loader: RemoteLoader = {
      load: (name: RemoteName) =>
        loaded && name === remote
          ? Promise.resolve(loaded)
          : Promise.reject(new Error(`${name} renders in the browser`)),
    };

    const i18n = requestI18n(request.language, resources);
    const fallback: Record<string, unknown> = {};
    const refusals: Record<string, ServerAnswerError> = {};
    const formatted: FormattedTexts = {};
    const basename = localizedPath('/', request.language);
    const location_ = `${localizedPath(request.path, request.language)}${request.search ?? ''}`;
    const page = (load: RemoteLoader, wanted: Wanted) => (
      <I18nextProvider i18n={i18n}>
        <FormattedTextsProvider texts={formatted} record>
          <SWRConfig
            value={{
              fallback: { ...fallback },
              use: [collector(fallback, refusals, wanted)],
              provider: () =>
                new Map(Object.entries(refusals).map(([id, answer]) => [id, { error: answerError(answer) }])),
            }}
          >
            <RemoteLoaderContext.Provider value={load}>
              <AppFrame>
                <StaticRouter basename={basename} location={location_}>
                  <AppRoutes />
                </StaticRouter>
              </AppFrame>
            </RemoteLoaderContext.Provider>
          </SWRConfig>
        </FormattedTextsProvider>
      </I18nextProvider>
    );
    const passes = await renderInPasses({
      page,
      loader,
      remote,
      routesLoaded: !!routes,
      outcome,
      failure,
      budgetMs: request.budgetMs,
      remaining,
      fallback,
      refusals,
    });
    let { html } = passes;
    ({ outcome, failure } = passes);
    for (const [name, where] of Object.entries(request.remotes)) {
      html = html.split(`${SSR_PUBLIC_PATH_PREFIX}${name}/`).join(where.publicPath);
    }
    return {
      html,
      data: fallback,
      errors: refusals,
      formatted,
      ...(remote ? { remote: { name: remote, outcome, ...(failure ? { error: failure } : {}) } } : {}),
    };
  }

  return { render };
}
