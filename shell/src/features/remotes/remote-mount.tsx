import { lazy, Suspense, useMemo, useState } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RemoteName, RemoteRoutesModule } from '@freight/shared/federation/contract';
import { retryFailedNamespaces } from '@freight/shared/i18n/namespace-gate';
import { ErrorState } from '@freight/shared/ui/error-state';
import { LoadingState } from '@freight/shared/ui/loading-state';
import { NotFoundPage } from '../../components/not-found-page';
import { loadRemoteRoutes } from './load-remote-routes';
import { remoteCodeRan } from './forget-remote';
import { resetRemote } from './remote-config';
import { RemoteBoundary } from './remote-boundary';

function RemoteRoutes({ routes }: { routes: RouteObject[] }) {
  // A path under the remote's prefix that it does not know is still a 404.
  return useRoutes(routes) ?? <NotFoundPage />;
}

function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
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

/**
 * Mounts one remote's routes inside its own error boundary. React.lazy caches
 * a rejected import, so each retry creates a new lazy component after
 * telling the federation runtime to forget the failed remote. A remote whose
 * code already ran in the page is retried by reloading it (forget-remote.ts).
 */
interface Props {
  remote: RemoteName;
  /** How the routes are fetched; the federation runtime unless a test passes another. */
  load?: (remote: RemoteName) => Promise<RemoteRoutesModule>;
  reset?: (remote: RemoteName) => Promise<void>;
  /** Whether the remote's code has run in this page, and how the page reloads; replaced in tests. */
  codeRan?: (remote: RemoteName) => boolean;
  reloadPage?: () => void;
}

const reloadWindow = () => window.location.reload();

export function RemoteMount({ remote, load = loadRemoteRoutes, reset = resetRemote, codeRan = remoteCodeRan, reloadPage = reloadWindow }: Props) {
  const [attempt, setAttempt] = useState(0);
  const Routes = useMemo(
    () =>
      lazy(async () => {
        if (attempt > 0) await reset(remote);
        const mod = await load(remote);
        return { default: () => <RemoteRoutes routes={mod.routes} /> };
      }),
    [remote, attempt, load, reset],
  );
  return (
    <RemoteBoundary key={`${remote}-${attempt}`} fallback={() => (
        <RemoteFallback
          onRetry={() => {
            if (codeRan(remote)) return reloadPage();
            // A translation chunk that failed stays failed (no request loop) until the visitor asks again.
            retryFailedNamespaces();
            setAttempt((n) => n + 1);
          }}
        />
      )}>
      <Suspense fallback={<RemoteLoading />}>
        <Routes />
      </Suspense>
    </RemoteBoundary>
  );
}
