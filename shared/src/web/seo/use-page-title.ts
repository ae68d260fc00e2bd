import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { readProfileName } from '@freight/shared/web/profiles/page-profile';
import { getProfile } from '../../core/profiles/profiles';
import { definedHead, type RemotePages } from '../../core/federation/pages';
import { documentTitle, NOT_FOUND_TEXTS, type PageHeadTexts, type PageText } from '../../core/seo/page-head';

// Without suspense, a namespace may arrive after the first render: these hooks follow loads themselves
// (the page's components do not, setup.ts).
const FOLLOW_LOADS = { useSuspense: false, bindI18n: 'languageChanged loaded', bindI18nStore: 'added' } as const;

/** The shared `profile` bundle's key of a brand's search-result description (the server writes the same text). */
export const metaDescriptionKey = (profileName: string) => `${profileName}.meta_description`;

/** Writes `<meta name="description">`, creating it when the page has none. */
export function setMetaDescription(text: string) {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = text;
}

/**
 * Sets the document title: "<page> | <brand>", and the meta description: the
 * page's own when it gives one, else the brand's in the current language.
 * Both follow language changes and every navigation (each page calls it).
 */
export function usePageTitle(title: string, description?: string) {
  // No suspense: the profile bundle is the host's, loaded before any page.
  const { i18n } = useTranslation('profile', FOLLOW_LOADS);
  const language = i18n.resolvedLanguage ?? i18n.language;
  // biome-ignore lint/correctness/useExhaustiveDependencies(language): the brand's description is written again in the new language.
  useEffect(() => {
    const profileName = readProfileName();
    const brand = getProfile(profileName).brandName;
    document.title = documentTitle(title, brand);
    const key = metaDescriptionKey(profileName);
    const text = description || (i18n.exists(key, { ns: 'profile' }) ? i18n.t(key, { ns: 'profile' }) : '');
    if (text) setMetaDescription(text);
  }, [title, description, i18n, language]);
}

/**
 * usePageTitle with the texts the server writes into the page's HTML: those a
 * remote's pages name (its src/config/pages.ts, by the page's site path: '/about',
 * '/transport/adr'), or texts given (the not-found page's).
 */
export function usePageHead(page: PageHeadTexts | { pages: RemotePages; path: string }) {
  const profileName = readProfileName();
  const texts = 'pages' in page ? (definedHead(page.pages, page.path, profileName) ?? NOT_FOUND_TEXTS) : page;
  const { i18n } = useTranslation([texts.title.namespace, texts.description.namespace], FOLLOW_LOADS);
  const brand = getProfile(profileName).brandName;
  const translate = ({ namespace, key, values }: PageText) => i18n.t(key, { ns: namespace, brand, ...values });
  usePageTitle(translate(texts.title), translate(texts.description));
}
