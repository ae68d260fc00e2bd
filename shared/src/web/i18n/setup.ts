import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, directionOf, LANGUAGES, toLanguage, type SiteLanguage } from '../../core/constants';
import { languageFromPath } from '../../core/federation/site-paths';
import { readRegisteredNamespace } from '@freight/shared/web/i18n/namespace';
import { SHARED_NAMESPACES } from '../../core/i18n/namespaces';

const DEFAULT_LOAD_PATH = '/locales/{{lng}}/{{ns}}.json';

/**
 * The shared namespaces come over HTTP (/locales/<lng>/<ns>.json); a remote's
 * own namespace comes from the chunks that remote bundles (namespace.ts).
 *
 * Our own few lines rather than i18next-http-backend, whose options the site
 * never uses would be in every page's first scripts
 * (docs/decisions/016-first-load-scripts.md). The same answers to i18next: a
 * failure worth trying again (no answer, a 5xx) is reported with
 * `retry` set, and i18next tries again as `maxRetries` and `retryTimeout` say;
 * a 4xx or a body that is not JSON is final. The request is a plain GET in cors
 * mode, so it takes the response of the page's `<link rel="preload" as="fetch"
 * crossorigin>` for the same address.
 */
export class SiteBackend implements BackendModule<{ loadPath?: string }> {
  static readonly type = 'backend';
  readonly type = 'backend';
  private loadPath = DEFAULT_LOAD_PATH;

  init(_services?: unknown, options: { loadPath?: string } = {}): void {
    this.loadPath = options.loadPath ?? DEFAULT_LOAD_PATH;
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    const bundled = readRegisteredNamespace(language, namespace);
    if (bundled) {
      bundled.then(
        (data) => callback(null, data),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
      return;
    }
    const url = this.loadPath
      .replace('{{lng}}', encodeURIComponent(language))
      .replace('{{ns}}', encodeURIComponent(namespace));
    type Answer = { data: unknown } | { failure: string; retry: boolean };
    fetch(url, { credentials: 'same-origin' })
      .then(async (response): Promise<Answer> => {
        if (!response.ok) return { failure: `status code ${response.status}`, retry: response.status >= 500 };
        const text = await response.text();
        try {
          return { data: JSON.parse(text) };
        } catch {
          return { failure: 'not JSON', retry: false };
        }
      })
      .catch((error: unknown): Answer => ({ failure: String(error), retry: true }))
      .then((answer) => {
        if ('data' in answer) callback(null, answer.data as Parameters<ReadCallback>[1]);
        else callback(new Error(`failed loading ${url}: ${answer.failure}`), answer.retry);
      });
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
      // A component waits for its namespaces (suspense, NamespaceGate) and then needs nothing but a
      // language change: re-rendering on every later load re-rendered the whole page after hydration
      // (docs/decisions/027-interactive-as-fast-as-react-alone.md). The head hooks bind loads themselves.
      react: { useSuspense: true, bindI18n: 'languageChanged', bindI18nStore: '' },
      returnNull: false,
    });
  return started;
}
