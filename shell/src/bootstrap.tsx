import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { languageFromPath, localizedPath, redirectTarget } from '@freight/shared/core/federation/site-paths';
import { initI18n } from '@freight/shared/web/i18n/setup';
import '@freight/shared/web/ui/theme.css';
import { App } from './app/app';
import { remotesReady } from './features/remotes/remote-config';

// The server answers ?lng=, trailing slashes and aliases with a 301; a dev server
// does not, so the page puts its own address right before anything reads it.
const moved = redirectTarget(`${window.location.pathname}${window.location.search}`);
if (moved) window.history.replaceState(window.history.state, '', `${moved}${window.location.hash}`);

// The address names the language (docs/decisions/004-languages.md).
const { language } = languageFromPath(window.location.pathname);
void initI18n({ language });
void remotesReady();

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App basename={localizedPath('/', language)} />
    </StrictMode>,
  );
}
