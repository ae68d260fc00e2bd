import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type SiteLanguage } from '@freight/shared/core/constants';
import { SHARED_NAMESPACES } from '@freight/shared/core/i18n/namespaces';

export type LocaleResources = Record<SiteLanguage, Record<string, unknown>>;

/** The shell's translations in every language, read once when the renderer starts. */
export function readResources(localesDir: string): LocaleResources {
  const resources = {} as LocaleResources;
  for (const language of LANGUAGES) {
    resources[language] = {};
    for (const ns of [...SHARED_NAMESPACES, 'forms']) {
      resources[language][ns] = JSON.parse(
        readFileSync(path.join(localesDir, language, `${ns}.json`), 'utf8'),
      ) as unknown;
    }
  }
  return resources;
}

/** The request's own i18next, started synchronously with the shared namespaces (the remote's are added by its NamespaceGate). */
export function requestI18n(language: SiteLanguage, base: LocaleResources): I18n {
  const resources: Resource = {};
  for (const lng of new Set<SiteLanguage>([language, DEFAULT_LANGUAGE]))
    resources[lng] = { ...(base[lng] as Resource[string]) };
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    ns: [...SHARED_NAMESPACES],
    defaultNS: 'common',
    resources,
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    returnNull: false,
  });
  return instance;
}
