import type { ReactElement } from 'react';
import { renderWithI18n, TEST_LANGUAGES, type TestLanguage } from '@freight/shared/ui/test-utils';
import type { Resource } from 'i18next';
import commonFr from '../../../shared/locales/fr/common.json';
import commonEn from '../../../shared/locales/en/common.json';
import commonEs from '../../../shared/locales/es/common.json';
import commonAr from '../../../shared/locales/ar/common.json';

const COMMON = { fr: commonFr, en: commonEn, es: commonEs, ar: commonAr };

/** Renders a shell component with the `ui` and `common` namespaces loaded. */
export function renderShell(ui: ReactElement, lng: TestLanguage = 'fr') {
  const resources: Resource = {};
  for (const language of TEST_LANGUAGES) resources[language] = { common: COMMON[language] };
  return renderWithI18n(ui, { lng, resources });
}
