import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RemoteName, RemoteRoutesModule } from '@freight/shared/core/federation/contract';
import { retryFailedNamespaces } from '@freight/shared/web/i18n/namespace-gate';
import { ErrorState } from '@freight/shared/web/ui/error-state';
import { LoadingState } from '@freight/shared/web/ui/loading-state';
import { NotFoundPage } from '../../components/not-found-page';
import { usePageReady } from '../../components/use-page-ready';
import { loadRemoteRoutes } from './load-remote-routes';
import { remoteCodeRan } from './forget-remote';
import { resetRemote } from './remote-config';
import { RemoteBoundary } from './remote-boundary';

function RemoteRoutes({ routes }: { routes: RouteObject[] }) {
  usePageReady();
  // A path under the remote's prefix that it does not know is still a 404.
  return useRoutes(routes) ?? <NotFoundPage />;
}

function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  usePageReady();
  return (
    <section className="page-section">
      <ErrorState title={t('remote.error_title')} message={t('remote.error_message')} onRetry={onRetry} />
    </section>
  );
}

function RemoteLoading() {
  const { t } = useTranslation('common');
  return (
    <section className="page-section">
      <LoadingState label={t('remote.loading')} />
    </section>
  );
}

type LoadRoutes = (remote: RemoteName) => Promise<RemoteRoutesModule>;
type ResetRemote = (remote: RemoteName) => Promise<void>;

/**
 * One load per remote and attempt, kept outside the component: React may render
 * a component several times before committing it (and throw those renders
 * away), so a load started in render would start again each time, and a remote
 * that fails fast (a 404 manifest) would be fetched many times a second. A
 * remount after a failure shows the fallback again without a request; Retry
 * starts the next attempt. Keyed by the loader so tests stay independent.
 */
const attempts = new WeakMap<LoadRoutes, Map<RemoteName, number>>();
const loaded = new WeakMap<LoadRoutes, Map<string, LazyExoticComponent<ComponentType>>>();

function attemptOf(load: LoadRoutes, remote: RemoteName): number {
  return attempts.get(load)?.get(remote) ?? 0;
}

function nextAttempt(load: LoadRoutes, remote: RemoteName): void {
  const byRemote = attempts.get(load) ?? new Map<RemoteName, number>();
  byRemote.set(remote, attemptOf(load, remote) + 1);
  attempts.set(load, byRemote);
}

function routesComponent(remote: RemoteName, load: LoadRoutes, reset: ResetRemote): LazyExoticComponent<ComponentType> {
  const attempt = attemptOf(load, remote);
  const byKey = loaded.get(load) ?? new Map<string, LazyExoticComponent<ComponentType>>();
  loaded.set(load, byKey);
  const key = `${remote}#${attempt}`;
  let component = byKey.get(key);
  if (!component) {
    component = lazy(async () => {
      if (attempt > 0) await reset(remote);
      const mod = await load(remote);
      return { default: () => <RemoteRoutes routes={mod.routes} /> };
    });
    byKey.set(key, component);
  }
  return component;
}

/**
 * Mounts one remote's routes inside its own error boundary. React.lazy caches
 * a rejected import, so each retry creates a new lazy component after
 * telling the federation runtime to forget the failed remote. A remote whose
 * code already ran in the page is retried by reloading it (forget-remote.ts).
 */
interface Props {
  remote: RemoteName;
  /** How the routes are fetched; the federation runtime unless a test passes another. */
  load?: LoadRoutes;
  reset?: ResetRemote;
  /** Whether the remote's code has run in this page, and how the page reloads; replaced in tests. */
  codeRan?: (remote: RemoteName) => boolean;
  reloadPage?: () => void;
}

const reloadWindow = () => window.location.reload();

export function RemoteMount({
  remote,
  load = loadRemoteRoutes,
  reset = resetRemote,
  codeRan = remoteCodeRan,
  reloadPage = reloadWindow,
}: Props) {
  const [, rerender] = useState(0);
  const attempt = attemptOf(load, remote);
  const Routes = routesComponent(remote, load, reset);
  return (
    <RemoteBoundary
      key={`${remote}-${attempt}`}
      fallback={() => (
        <RemoteFallback
          onRetry={() => {
            if (codeRan(remote)) return reloadPage();
            // A translation chunk that failed stays failed (no request loop) until the visitor asks again.
            retryFailedNamespaces();
            nextAttempt(load, remote);
            rerender((n) => n + 1);
          }}
        />
      )}
    >
      <Suspense fallback={<RemoteLoading />}>
        <Routes />
      </Suspense>
    </RemoteBoundary>
  );
}
