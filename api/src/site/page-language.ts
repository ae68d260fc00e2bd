import { DEFAULT_LANGUAGE, languageOf, type SiteLanguage } from '@freight/shared/core/constants';

export interface LanguageHints {
  query: string | undefined;
  cookie: string | undefined;
  acceptLanguage: string | undefined;
}

/**
 * The language the browser will most likely pick, from what the server can
 * see (the `lng` query, the i18next cookie, Accept-Language; the browser also
 * reads its storage, which the server cannot). Used only to preload the right
 * translation files: a wrong guess costs a few small requests, nothing else.
 */
export function guessLanguage({ query, cookie, acceptLanguage }: LanguageHints): SiteLanguage {
  const fromQuery = languageOf(new URLSearchParams(query ?? '').get('lng'));
  if (fromQuery) return fromQuery;
  const fromCookie = languageOf(/(?:^|;\s*)i18next=([^;]+)/.exec(cookie ?? '')?.[1]);
  if (fromCookie) return fromCookie;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const lng = languageOf(part.split(';')[0]);
    if (lng) return lng;
  }
  return DEFAULT_LANGUAGE;
}
