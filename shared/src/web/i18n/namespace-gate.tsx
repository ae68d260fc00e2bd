import { use, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ensureNamespace, type NamespaceLoaders } from './namespace';

interface Entry {
  promise: Promise<void>;
  failed: boolean;
}

// A failed load stays in the cache, rejected, until the visitor asks to retry:
// dropping it at once made every render start a new load (a request loop of
// thousands of 404s while "Loading…" stayed on screen).
const cache = new Map<string, Entry>();

function namespaceReady(ns: string, lng: string, loaders: NamespaceLoaders): Promise<void> {
  const key = `${ns}|${lng}`;
  let entry = cache.get(key);
  if (!entry) {
    const created: Entry = { promise: ensureNamespace(ns, loaders), failed: false };
    created.promise.catch(() => {
      created.failed = true;
    });
    cache.set(key, created);
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
export function NamespaceGate({ ns, loaders, children }: { ns: string; loaders: NamespaceLoaders; children: ReactNode }) {
  const { i18n } = useTranslation();
  use(namespaceReady(ns, i18n.resolvedLanguage ?? i18n.language, loaders));
  return children;
}
