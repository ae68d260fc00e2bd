import type { ReactElement } from 'react';
import { renderWithI18n, TEST_LANGUAGES, type TestLanguage } from '@freight/shared/test/test-utils';
import type { Resource } from 'i18next';
import commonFr from '../../../shared/locales/fr/common.json';
import commonEn from '../../../shared/locales/en/common.json';
import commonEs from '../../../shared/locales/es/common.json';
import commonAr from '../../../shared/locales/ar/common.json';

import profileFr from '../../../shared/locales/fr/profile.json';
import profileEn from '../../../shared/locales/en/profile.json';
import profileEs from '../../../shared/locales/es/profile.json';
import profileAr from '../../../shared/locales/ar/profile.json';

const COMMON = { fr: commonFr, en: commonEn, es: commonEs, ar: commonAr };
const PROFILE = { fr: profileFr, en: profileEn, es: profileEs, ar: profileAr };

/** Renders a shell component with the `ui`, `common` and `profile` namespaces loaded. */
export function renderShell(ui: ReactElement, lng: TestLanguage = 'fr') {
  const resources: Resource = {};
  for (const language of TEST_LANGUAGES) resources[language] = { common: COMMON[language], profile: PROFILE[language] };
  return renderWithI18n(ui, { lng, resources });
}
