import type { NamespaceLoaders } from '@freight/shared/web/i18n/namespace';

/** The i18next namespace of this remote; every component reads its copy from it. */
export const STAFF_NS = 'staff';

// One chunk per language, fetched from this remote's own origin when needed.
export const staffLocales: NamespaceLoaders = {
  fr: () => import(/* webpackChunkName: "locale-fr" */ '../locales/fr.json'),
  en: () => import(/* webpackChunkName: "locale-en" */ '../locales/en.json'),
  es: () => import(/* webpackChunkName: "locale-es" */ '../locales/es.json'),
  ar: () => import(/* webpackChunkName: "locale-ar" */ '../locales/ar.json'),
};
