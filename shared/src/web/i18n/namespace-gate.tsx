import { use, type ReactNode } from 'react';
import i18next, { type i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ensureNamespace, type NamespaceLoaders } from '@freight/shared/web/i18n/namespace';

interface Entry {
  promise: Promise<void>;
  failed: boolean;
}

// A failed load stays in the cache, rejected, until the visitor asks to retry:
// dropping it at once made every render start a new load (a request loop of
// thousands of 404s while "Loading…" stayed on screen).
const cache = new Map<string, Entry>();
// The instances of pages rendered on the server have their own, dropped with them.
const instanceCaches = new WeakMap<I18n, Map<string, Entry>>();

function cacheOf(instance: I18n): Map<string, Entry> {
  if (instance === i18next) return cache;
  let own = instanceCaches.get(instance);
  if (!own) {
    own = new Map();
    instanceCaches.set(instance, own);
  }
  return own;
}

// A number for each set of loaders: a remote's page groups each have theirs (namespace.ts).
const loaderIds = new WeakMap<NamespaceLoaders, number>();
let nextLoaderId = 0;

function idOf(loaders: NamespaceLoaders): number {
  let id = loaderIds.get(loaders);
  if (id === undefined) {
    id = nextLoaderId++;
    loaderIds.set(loaders, id);
  }
  return id;
}

function namespaceReady(ns: string, lng: string, loaders: NamespaceLoaders, instance: I18n): Promise<void> {
  const key = `${ns}|${lng}|${idOf(loaders)}`;
  const entries = cacheOf(instance);
  let entry = entries.get(key);
  if (!entry) {
    const created: Entry = { promise: ensureNamespace(ns, loaders, instance), failed: false };
    created.promise.catch(() => {
      created.failed = true;
    });
    entries.set(key, created);
    entry = created;
  }
  return entry.promise;
}

/** Forgets the namespaces that failed to load, so the next render tries again (a remote's Retry). */
export function retryFailedNamespaces(): void {
  for (const [key, entry] of cache) if (entry.failed) cache.delete(key);
}

/**
 * Suspends its children until a remote's namespace is loaded for the active
 * language, so a page never flashes raw keys. A failed load (after a few
 * spaced attempts, namespace.ts) throws to the nearest error boundary, whose
 * Retry calls retryFailedNamespaces.
 */
export function NamespaceGate({
  ns,
  loaders,
  children,
}: {
  ns: string;
  loaders: NamespaceLoaders;
  children: ReactNode;
}) {
  const { i18n } = useTranslation();
  // The instance the page renders with: the page's one in the browser, the request's own on the server.
  const instance = typeof window === 'undefined' ? i18n : i18next;
  use(namespaceReady(ns, i18n.resolvedLanguage ?? i18n.language, loaders, instance));
  return children;
}
