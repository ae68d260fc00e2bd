import { use, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ensureNamespace, type NamespaceLoaders } from './namespace';

const cache = new Map<string, Promise<void>>();

function namespaceReady(ns: string, lng: string, loaders: NamespaceLoaders): Promise<void> {
  const key = `${ns}|${lng}`;
  let promise = cache.get(key);
  if (!promise) {
    promise = ensureNamespace(ns, loaders);
    promise.catch(() => cache.delete(key));
    cache.set(key, promise);
  }
  return promise;
}

/**
 * Suspends its children until a remote's namespace is loaded for the active
 * language, so a page never flashes raw keys. A failed load throws to the
 * nearest error boundary, which offers a retry.
 */
export function NamespaceGate({ ns, loaders, children }: { ns: string; loaders: NamespaceLoaders; children: ReactNode }) {
  const { i18n } = useTranslation();
  use(namespaceReady(ns, i18n.resolvedLanguage ?? i18n.language, loaders));
  return children;
}
