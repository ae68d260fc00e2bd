import type { RouteObject } from 'react-router-dom';
import { beforeAll } from 'vitest';
import { renderRoutes as renderWith } from '@freight/shared/test/render-routes';
import type { TestLanguage } from '@freight/shared/test/test-utils';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import es from '../locales/es.json';
import fr from '../locales/fr.json';
import { preloadStaffPages } from '../app/staff-app';

export const BUNDLES: Record<TestLanguage, typeof fr> = { fr, en, es, ar };

// The pages are fetched on their first visit (staff-app.tsx): loaded once before the tests, so that a
// test waits for what it asks about, not for a module's first transform.
beforeAll(async () => {
  await preloadStaffPages();
}, 60_000);

/** Renders the back office's routes at `path`, as the shell would, in language `lng`. */
export function renderRoutes(routes: RouteObject[], path: string, lng: TestLanguage = 'fr') {
  return renderWith(routes, path, { ns: 'staff', bundles: BUNDLES }, lng);
}
