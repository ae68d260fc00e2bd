import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { languageFromPath, localizedPath, redirectTarget } from '@freight/shared/core/federation/site-paths';
import { initI18n } from '@freight/shared/web/i18n/setup';
import '@freight/shared/web/ui/theme.css';
import { App } from './app/app';
import { readServerData, serverDataConfig } from './app/server-data';
import { remotesReady } from './features/remotes/remote-config';

// The server answers ?lng=, trailing slashes and aliases with a 301; a dev server
// does not, so the page puts its own address right before anything reads it.
const moved = redirectTarget(`${window.location.pathname}${window.location.search}`);
if (moved) window.history.replaceState(window.history.state, '', `${moved}${window.location.hash}`);

// The address names the language (docs/decisions/004-languages.md).
const { language } = languageFromPath(window.location.pathname);
void initI18n({ language });
void remotesReady();

/**
 * A remote the server could not render (unavailable, failed, over its time
 * budget) is rendered here instead: React reports that as a recoverable error,
 * which is expected; anything else (a hydration mismatch) is a defect.
 */
function onRecoverableError(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  if (/could not finish this Suspense boundary|#419\b|[?&]invariant=419\b/.test(message)) {
    console.info('A part of the page renders in the browser:', message);
    return;
  }
  console.error(error);
}

const container = document.getElementById('root');
if (container) {
  const serverData = readServerData();
  const page = (
    <StrictMode>
      <SWRConfig value={serverDataConfig(serverData)}>
        <App basename={localizedPath('/', language)} />
      </SWRConfig>
    </StrictMode>
  );
  // docs/decisions/011-server-rendering.md: the server's HTML becomes the app where it sent one.
  // Hydrating in a transition lets React yield to the browser between small slices of work
  // (the page is already painted and readable), instead of one long task a phone cannot answer
  // input during (ADR 011, "Hydration").
  if (serverData)
    startTransition(() => {
      hydrateRoot(container, page, { onRecoverableError });
    });
  else createRoot(container).render(page);
}
