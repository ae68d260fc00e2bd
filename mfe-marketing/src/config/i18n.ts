import type { NamespaceLoaders } from '@freight/shared/web/i18n/namespace';

/** The i18next namespace of this remote; every component reads its copy from it. */
export const MARKETING_NS = 'marketing';

type Bundle = Record<string, unknown>;
type Part = Record<keyof NamespaceLoaders, () => Promise<{ default: Bundle }>>;

// A page loads only its group's texts (docs/decisions/025-translations-by-page-group.md): each
// language's file is cut by top-level key (rspack/locale-part-loader.ts) into a chunk every page
// needs (`locale-<lng>`, whatever no group names) and one per group of pages, named
// `locale-<lng>~<first path segments>` so that the server preloads the page's own
// (server/src/site/preload.ts; the home page's segment is `index`).
const everyPage: Part = {
  fr: () =>
    import(
      /* webpackChunkName: "locale-fr" */ '../locales/fr.json?omit=home,about,certification,contact,service,transport,legal'
    ),
  en: () =>
    import(
      /* webpackChunkName: "locale-en" */ '../locales/en.json?omit=home,about,certification,contact,service,transport,legal'
    ),
  es: () =>
    import(
      /* webpackChunkName: "locale-es" */ '../locales/es.json?omit=home,about,certification,contact,service,transport,legal'
    ),
  ar: () =>
    import(
      /* webpackChunkName: "locale-ar" */ '../locales/ar.json?omit=home,about,certification,contact,service,transport,legal'
    ),
};

const groups = {
  home: {
    fr: () => import(/* webpackChunkName: "locale-fr~index" */ '../locales/fr.json?keys=home'),
    en: () => import(/* webpackChunkName: "locale-en~index" */ '../locales/en.json?keys=home'),
    es: () => import(/* webpackChunkName: "locale-es~index" */ '../locales/es.json?keys=home'),
    ar: () => import(/* webpackChunkName: "locale-ar~index" */ '../locales/ar.json?keys=home'),
  },
  about: {
    fr: () =>
      import(/* webpackChunkName: "locale-fr~about~certification" */ '../locales/fr.json?keys=about,certification'),
    en: () =>
      import(/* webpackChunkName: "locale-en~about~certification" */ '../locales/en.json?keys=about,certification'),
    es: () =>
      import(/* webpackChunkName: "locale-es~about~certification" */ '../locales/es.json?keys=about,certification'),
    ar: () =>
      import(/* webpackChunkName: "locale-ar~about~certification" */ '../locales/ar.json?keys=about,certification'),
  },
  contact: {
    fr: () => import(/* webpackChunkName: "locale-fr~contact" */ '../locales/fr.json?keys=contact'),
    en: () => import(/* webpackChunkName: "locale-en~contact" */ '../locales/en.json?keys=contact'),
    es: () => import(/* webpackChunkName: "locale-es~contact" */ '../locales/es.json?keys=contact'),
    ar: () => import(/* webpackChunkName: "locale-ar~contact" */ '../locales/ar.json?keys=contact'),
  },
  services: {
    fr: () => import(/* webpackChunkName: "locale-fr~service" */ '../locales/fr.json?keys=service'),
    en: () => import(/* webpackChunkName: "locale-en~service" */ '../locales/en.json?keys=service'),
    es: () => import(/* webpackChunkName: "locale-es~service" */ '../locales/es.json?keys=service'),
    ar: () => import(/* webpackChunkName: "locale-ar~service" */ '../locales/ar.json?keys=service'),
  },
  transport: {
    fr: () => import(/* webpackChunkName: "locale-fr~transport" */ '../locales/fr.json?keys=transport'),
    en: () => import(/* webpackChunkName: "locale-en~transport" */ '../locales/en.json?keys=transport'),
    es: () => import(/* webpackChunkName: "locale-es~transport" */ '../locales/es.json?keys=transport'),
    ar: () => import(/* webpackChunkName: "locale-ar~transport" */ '../locales/ar.json?keys=transport'),
  },
  legal: {
    fr: () => import(/* webpackChunkName: "locale-fr~legal-notice~privacy" */ '../locales/fr.json?keys=legal'),
    en: () => import(/* webpackChunkName: "locale-en~legal-notice~privacy" */ '../locales/en.json?keys=legal'),
    es: () => import(/* webpackChunkName: "locale-es~legal-notice~privacy" */ '../locales/es.json?keys=legal'),
    ar: () => import(/* webpackChunkName: "locale-ar~legal-notice~privacy" */ '../locales/ar.json?keys=legal'),
  },
} satisfies Record<string, Part>;

export type PageGroup = keyof typeof groups;

/** A group's texts with those of every page: its parts have no top-level key in common. */
function withEveryPage(group: Part): NamespaceLoaders {
  const load = (lng: keyof Part) => () =>
    Promise.all([everyPage[lng](), group[lng]()]).then(([common, own]) => ({
      default: { ...common.default, ...own.default },
    }));
  return { fr: load('fr'), en: load('en'), es: load('es'), ar: load('ar') };
}

/** Each group's loaders, made once: the namespace keeps what it read by loaders (one deploy, one group). */
export const marketingLocales: Record<PageGroup, NamespaceLoaders> = {
  home: withEveryPage(groups.home),
  about: withEveryPage(groups.about),
  contact: withEveryPage(groups.contact),
  services: withEveryPage(groups.services),
  transport: withEveryPage(groups.transport),
  legal: withEveryPage(groups.legal),
};
