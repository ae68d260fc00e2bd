import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { initI18n, pageLanguage } from '@freight/shared/web/i18n/setup';
import { localizedPath } from '../../core/federation/site-paths';
import { ToastHost } from '@freight/shared/web/ui/toast';
import { LoadingState } from '../ui/loading-state';
import '../ui/theme.css';

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Runs a remote on its own page, without the shell: what its team uses to
 * develop and demo it. Same providers as the shell, no site layout.
 */
export function renderStandalone(routes: RouteObject[]) {
  // As in the shell: the address names the language, and its prefix is the router's basename.
  const language = pageLanguage();
  void initI18n({ language });
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <StrictMode>
      <Suspense fallback={<LoadingState />}>
        <BrowserRouter basename={localizedPath('/', language)}>
          <main id="main" style={{ padding: '1.5rem' }}>
            <Routes routes={routes} />
          </main>
        </BrowserRouter>
        <ToastHost />
      </Suspense>
    </StrictMode>,
  );
}
