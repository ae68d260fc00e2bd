import type { RouteObject } from 'react-router-dom';
import { renderRoutes as renderWith } from '@freight/shared/test/render-routes';
import type { TestLanguage } from '@freight/shared/test/test-utils';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import es from '../locales/es.json';
import fr from '../locales/fr.json';

export const BUNDLES: Record<TestLanguage, typeof fr> = { fr, en, es, ar };

/** Renders the back office's routes at `path`, as the shell would, in language `lng`. */
export function renderRoutes(routes: RouteObject[], path: string, lng: TestLanguage = 'fr') {
  return renderWith(routes, path, { ns: 'staff', bundles: BUNDLES }, lng);
}
