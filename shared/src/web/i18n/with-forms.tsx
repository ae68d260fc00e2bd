import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FORMS_NAMESPACE } from '../../core/schemas/messages';

/**
 * Loads the shared `forms` namespace (a form's labels and messages, fetched from
 * the host) with the page, so a form never waits for it. Put it outside a remote's
 * NamespaceGate: i18next fetches every namespace it already knows in the fallback
 * language too, and a remote's own namespace is bundled, not served (its
 * /locales/<lng>/<remote>.json would be a 404).
 */
export function WithForms({ children }: { children: ReactNode }) {
  useTranslation(FORMS_NAMESPACE);
  return children;
}
