import i18next, { type i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE, type LANGUAGES, toLanguage } from '../../core/constants';
import { whenI18nReady } from '@freight/shared/web/i18n/ready';

type Bundle = Record<string, unknown>;
export type NamespaceLoaders = Record<(typeof LANGUAGES)[number], () => Promise<{ default: Bundle }>>;

// Loads in progress in the page, by loaders, then language and namespace.
const pending = new WeakMap<NamespaceLoaders, Map<string, Promise<void>>>();

// Namespaces that remotes bundle themselves. Once a bundle is added, i18next
// counts its namespace among those to load, and loads them all again on every
// language change or loadNamespaces() call: the site's backend asks this
// registry first (setup.ts), so those reads never go to /locales/ (404s retried
// for seconds). It holds the loaders of the page shown last: a remote whose texts
// are split by page group gives each group's (their top-level keys differ, so
// i18next's merge of a reloaded bundle keeps the other groups').
const registry = new Map<string, NamespaceLoaders>();

/** The bundle of a remote's namespace in `lng`, or null when no remote owns `ns`. */
export function readRegisteredNamespace(lng: string, ns: string): Promise<Bundle> | null {
  const loaders = registry.get(ns);
  return loaders ? loaders[toLanguage(lng)]().then((mod) => mod.default) : null;
}

/** Spaced attempts at a translation chunk (a blip, a deploy in progress) before the page reports a failure. */
export const NAMESPACE_RETRY_DELAYS_MS = [400, 1200] as const;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function withRetries<T>(load: () => Promise<T>): Promise<T> {
  for (const delay of NAMESPACE_RETRY_DELAYS_MS) {
    try {
      return await load();
    } catch {
      await wait(delay);
    }
  }
  return load();
}

// Bundles already read, by the loaders of one deploy of a remote and language: an instance of its
// own (one per page rendered on the server) gets them without reading them again, and a remote
// deployed anew (new loaders) is read anew: keyed by namespace only, the server kept rendering a
// redeployed remote with its first deploy's wording.
const bundles = new WeakMap<NamespaceLoaders, Map<string, Bundle>>();

function bundlesOf(loaders: NamespaceLoaders): Map<string, Bundle> {
  const known = bundles.get(loaders) ?? new Map<string, Bundle>();
  bundles.set(loaders, known);
  return known;
}

// The loaders whose bundle an instance already has, by language: a namespace split by page group
// (one set of loaders a group) is in an instance only in part until each group's is added.
const added = new WeakMap<I18n, WeakMap<NamespaceLoaders, Set<string>>>();

function addedTo(instance: I18n, loaders: NamespaceLoaders): Set<string> {
  const byLoaders = added.get(instance) ?? new WeakMap<NamespaceLoaders, Set<string>>();
  added.set(instance, byLoaders);
  const languages = byLoaders.get(loaders) ?? new Set<string>();
  byLoaders.set(loaders, languages);
  return languages;
}

function loadOne(ns: string, lng: string, loaders: NamespaceLoaders, instance: I18n = i18next): Promise<void> {
  const lang = toLanguage(lng);
  const languages = addedTo(instance, loaders);
  if (languages.has(lang)) return Promise.resolve();
  const read = bundlesOf(loaders);
  // Deep, without overwriting: the group's texts join those already in the namespace.
  const add = (bundle: Bundle) => {
    read.set(lang, bundle);
    instance.addResourceBundle(lang, ns, bundle, true, false);
    languages.add(lang);
  };
  const known = read.get(lang);
  if (known) {
    add(known);
    return Promise.resolve();
  }
  if (instance !== i18next) return withRetries(loaders[lang]).then((mod) => add(mod.default));
  const key = `${lang}/${ns}`;
  const pendingOf = pending.get(loaders) ?? new Map<string, Promise<void>>();
  pending.set(loaders, pendingOf);
  let promise = pendingOf.get(key);
  if (!promise) {
    promise = withRetries(loaders[lang]).then((mod) => add(mod.default));
    promise.catch(() => pendingOf.delete(key));
    pendingOf.set(key, promise);
  }
  return promise;
}

const watched = new Set<string>();

/**
 * A remote's own namespace, bundled with the remote (one chunk per language)
 * and added to the shared i18next instance once it has started. Loads the
 * active language and the fallback, and follows later language changes.
 */
export async function ensureNamespace(ns: string, loaders: NamespaceLoaders, instance: I18n = i18next): Promise<void> {
  // The latest deploy's loaders answer the backend (a remote loaded anew after a Retry or a redeploy).
  registry.set(ns, loaders);
  if (instance !== i18next) {
    // A page rendered on the server: its own instance, started already, in one language.
    const lang = toLanguage(instance.language);
    await loadOne(ns, lang, loaders, instance).catch((error: unknown) =>
      lang === DEFAULT_LANGUAGE ? Promise.reject(error) : loadOne(ns, DEFAULT_LANGUAGE, loaders, instance),
    );
    return;
  }
  await whenI18nReady();
  if (!watched.has(ns)) {
    watched.add(ns);
    i18next.on('languageChanged', (lng) => {
      // The page shown last's texts. A failure here shows when the gate renders in that language; nothing to report twice.
      const latest = registry.get(ns);
      if (latest) loadOne(ns, lng, latest).catch(() => undefined);
    });
  }
  // Every bundle has every key (a test checks it), so the French fallback is
  // fetched only if the active language's bundle cannot be.
  const active = toLanguage(i18next.language);
  try {
    await loadOne(ns, active, loaders);
  } catch (error) {
    // French that failed is not tried a second time as its own fallback.
    if (active === DEFAULT_LANGUAGE) throw error;
    await loadOne(ns, DEFAULT_LANGUAGE, loaders).catch(() => Promise.reject(error));
  }
}
