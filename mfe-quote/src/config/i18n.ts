import type { NamespaceLoaders } from '@freight/shared/web/i18n/namespace';

/** The i18next namespace of this remote. */
export const QUOTE_NS = 'quote';

// A page loads only its group's texts (docs/decisions/025-translations-by-page-group.md): the
// follow-up page's (top-level key `follow`) never ride with the wizard's, nor the wizard's with it.
// Chunks are named `locale-<lng>~<first path segment>`, so the server preloads the page's own.
export const quoteLocales: NamespaceLoaders = {
  fr: () => import(/* webpackChunkName: "locale-fr~cotation" */ '../locales/fr.json?omit=follow'),
  en: () => import(/* webpackChunkName: "locale-en~cotation" */ '../locales/en.json?omit=follow'),
  es: () => import(/* webpackChunkName: "locale-es~cotation" */ '../locales/es.json?omit=follow'),
  ar: () => import(/* webpackChunkName: "locale-ar~cotation" */ '../locales/ar.json?omit=follow'),
};

export const followLocales: NamespaceLoaders = {
  fr: () => import(/* webpackChunkName: "locale-fr~follow" */ '../locales/fr.json?keys=follow'),
  en: () => import(/* webpackChunkName: "locale-en~follow" */ '../locales/en.json?keys=follow'),
  es: () => import(/* webpackChunkName: "locale-es~follow" */ '../locales/es.json?keys=follow'),
  ar: () => import(/* webpackChunkName: "locale-ar~follow" */ '../locales/ar.json?keys=follow'),
};
