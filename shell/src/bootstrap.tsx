import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@freight/shared/web/i18n/setup';
import '@freight/shared/web/ui/theme.css';
import { App } from './app/app';
import { remotesReady } from './features/remotes/remote-config';

void initI18n();
void remotesReady();

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
