import { use, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, toLanguage } from '../../core/constants';
import { FORMS_NAMESPACE } from '../../core/schemas/messages';

// Loads in progress or done, by instance, then language.
const loads = new WeakMap<I18n, Map<string, Promise<void>>>();

/**
 * The `forms` namespace in the page's language only, fetched by the site's backend. i18next's
 * loadNamespaces() would fetch it in French too, with every namespace it already knows: a remote's
 * French texts on an English page (a 1.9 KB script when the quote wizard opened,
 * docs/decisions/027-interactive-as-fast-as-react-alone.md). French comes only if the page's
 * language cannot be read; every bundle has every key.
 */
function formsLoaded(instance: I18n, lng: string): Promise<void> {
  const byLanguage = loads.get(instance) ?? new Map<string, Promise<void>>();
  loads.set(instance, byLanguage);
  let promise = byLanguage.get(lng);
  if (!promise) {
    const connector = instance.services?.backendConnector;
    promise = new Promise<void>((resolve) => {
      // An instance without a backend (a page rendered on the server, a test) loads as it would.
      if (!connector?.backend) return void instance.loadNamespaces(FORMS_NAMESPACE, () => resolve());
      connector.load([lng], [FORMS_NAMESPACE], () => {
        if (instance.hasResourceBundle(lng, FORMS_NAMESPACE) || lng === DEFAULT_LANGUAGE) return resolve();
        connector.load([DEFAULT_LANGUAGE], [FORMS_NAMESPACE], () => resolve());
      });
    });
    byLanguage.set(lng, promise);
  }
  return promise;
}

/**
 * Loads the shared `forms` namespace (a form's labels and messages, fetched from
 * the host) with the page or the part that shows a form, so a form never waits for
 * it. Put it outside a remote's NamespaceGate: a remote's own namespace is bundled,
 * not served (its /locales/<lng>/<remote>.json would be a 404).
 */
export function WithForms({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const lng = toLanguage(i18n.language);
  if (!i18n.hasResourceBundle(lng, FORMS_NAMESPACE)) use(formsLoaded(i18n, lng));
  // Follows language changes as before.
  useTranslation(FORMS_NAMESPACE);
  return children;
}
