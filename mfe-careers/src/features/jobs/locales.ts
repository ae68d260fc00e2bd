import type { NamespaceLoaders } from '@freight/shared/i18n/namespace';

/** The i18next namespace of this remote. */
export const CAREERS_NS = 'careers';

// One chunk per language, fetched from this remote's own origin when needed.
export const careersLocales: NamespaceLoaders = {
  fr: () => import('../../locales/fr.json'),
  en: () => import('../../locales/en.json'),
  es: () => import('../../locales/es.json'),
  ar: () => import('../../locales/ar.json'),
};
