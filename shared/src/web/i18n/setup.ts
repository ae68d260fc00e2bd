import i18next from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, directionOf, LANGUAGES, toLanguage, type SiteLanguage } from '../../core/constants';
import { languageFromPath } from '../../core/federation/site-paths';
import { readRegisteredNamespace } from './namespace';
import { SHARED_NAMESPACES } from '../../core/i18n/namespaces';

type ReadCallback = Parameters<HttpBackend['read']>[2];

/**
 * The shared namespaces come over HTTP (/locales/<lng>/<ns>.json); a remote's
 * own namespace comes from the chunks that remote bundles (namespace.ts).
 */
export class SiteBackend extends HttpBackend {
  override read(language: string, namespace: string, callback: ReadCallback): void {
    const bundled = readRegisteredNamespace(language, namespace);
    if (!bundled) {
      super.read(language, namespace, callback);
      return;
    }
    bundled.then(
      (data) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  }
}

export interface I18nOptions {
  /** Where the shared namespaces are fetched from. */
  loadPath?: string;
  /** The page's language; by default the one its address names (/en/about: English, /about: French). */
  language?: SiteLanguage;
}

/**
 * The language of the page in the browser: its address says it (the language
 * prefix), never the browser's settings, a cookie or storage, so a link or a
 * search result shows the language it names (docs/decisions/004-languages.md).
 */
export function pageLanguage(): SiteLanguage {
  return typeof window === 'undefined' ? DEFAULT_LANGUAGE : languageFromPath(window.location.pathname).language;
}

let started: Promise<unknown> | undefined;

/** Mirrors the active language on <html lang dir>, as screen readers and CSS need. */
function reflectOnDocument(lng: string) {
  if (typeof document === 'undefined') return;
  const base = toLanguage(lng);
  document.documentElement.lang = base;
  document.documentElement.dir = directionOf(base);
}

/**
 * Starts the one i18next instance of the page. The host calls it first; a
 * remote running standalone calls it too. Later calls reuse the first start,
 * because i18next is a shared singleton across the federated apps.
 */
export function initI18n(options: I18nOptions = {}): Promise<unknown> {
  if (started) return started;
  i18next.on('languageChanged', reflectOnDocument);
  started = i18next
    .use(SiteBackend)
    .use(initReactI18next)
    .init({
      lng: options.language ?? pageLanguage(),
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      load: 'languageOnly',
      nonExplicitSupportedLngs: true,
      ns: [...SHARED_NAMESPACES],
      defaultNS: 'common',
      backend: { loadPath: options.loadPath ?? '/locales/{{lng}}/{{ns}}.json' },
      // docs/product-rules.md#languages: failed reads retry 5 times from 350 ms, doubling; 10 in parallel.
      maxRetries: 5,
      retryTimeout: 350,
      maxParallelReads: 10,
      interpolation: { escapeValue: false },
      react: { useSuspense: true, bindI18n: 'languageChanged loaded', bindI18nStore: 'added' },
      returnNull: false,
    });
  return started;
}
