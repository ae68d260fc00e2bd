import type { ReactElement } from 'react';
import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import uiAr from '../locales/ar/ui.json';
import uiEn from '../locales/en/ui.json';
import uiEs from '../locales/es/ui.json';
import uiFr from '../locales/fr/ui.json';

export type TestLanguage = 'fr' | 'en' | 'es' | 'ar';

export const TEST_LANGUAGES: readonly TestLanguage[] = ['fr', 'en', 'es', 'ar'];
export const UI_BUNDLES: Record<TestLanguage, Record<string, unknown>> = { fr: uiFr, en: uiEn, es: uiEs, ar: uiAr };

/**
 * A fresh i18next with the `ui` namespace of every language (and any extra
 * bundles) loaded synchronously. Like production, the default namespace is
 * `common`; no fallback language, so a missing key shows up as a raw key.
 */
export function createTestI18n(lng: TestLanguage = 'en', extra: Resource = {}, defaultNS = 'common'): I18n {
  const resources: Resource = {};
  for (const language of TEST_LANGUAGES) {
    resources[language] = { ui: UI_BUNDLES[language], ...extra[language] };
  }
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    resources,
    ns: ['ui', ...new Set(Object.values(extra).flatMap((bundles) => Object.keys(bundles)))],
    defaultNS,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

export interface RenderWithI18nOptions extends Omit<RenderOptions, 'wrapper'> {
  lng?: TestLanguage;
  /** More namespaces, e.g. `{ en: { blog: enBlog } }`. */
  resources?: Resource;
  /** Namespace of `useTranslation()` without argument; `common` as in production. */
  defaultNS?: string;
}

/** Renders inside an I18nextProvider; returns testing-library's result, the i18n instance and a user-event session. */
export function renderWithI18n(
  ui: ReactElement,
  { lng = 'en', resources, defaultNS, ...options }: RenderWithI18nOptions = {},
) {
  const i18n = createTestI18n(lng, resources, defaultNS);
  const result = render(ui, {
    ...options,
    wrapper: ({ children }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>,
  });
  return { ...result, i18n, user: userEvent.setup() };
}
