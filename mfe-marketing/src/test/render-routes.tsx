import type { RouteObject } from 'react-router-dom';
import { renderRoutes as renderWith } from '@freight/shared/test/render-routes';
import type { TestLanguage } from '@freight/shared/test/test-utils';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import es from '../locales/es.json';
import fr from '../locales/fr.json';
import { MARKETING_NS } from '../config/i18n';
// Each page is a lazy chunk of ./routes: its module is loaded here beforehand, so a test's first
// render of it waits for no transform of its files (longer than findBy's second on a busy machine).
import '../app/routes/home-page';
import '../app/routes/about-page';
import '../app/routes/certification-page';
import '../app/routes/transport-page';

export const BUNDLES: Record<TestLanguage, typeof fr> = { fr, en, es, ar };

/** Renders this remote's routes at `path`, as the shell would, in language `lng`. */
export function renderRoutes(routes: RouteObject[], path: string, lng: TestLanguage = 'fr') {
  return renderWith(routes, path, { ns: MARKETING_NS, bundles: BUNDLES }, lng);
}
