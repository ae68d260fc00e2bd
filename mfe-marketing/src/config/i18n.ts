import type { NamespaceLoaders } from '@freight/shared/i18n/namespace';

/** The i18next namespace of this remote; every component reads its copy from it. */
export const MARKETING_NS = 'marketing';

// One chunk per language, fetched from this remote's own origin when needed.
export const marketingLocales: NamespaceLoaders = {
  fr: () => import('../locales/fr.json'),
  en: () => import('../locales/en.json'),
  es: () => import('../locales/es.json'),
  ar: () => import('../locales/ar.json'),
};
