import { DEFAULT_LANGUAGE, LANGUAGES, type SiteLanguage } from '@freight/shared/constants';

const isLanguage = (value: string | undefined): value is SiteLanguage => LANGUAGES.some((lng) => lng === value);

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
  const fromQuery = new URLSearchParams(query ?? '').get('lng')?.slice(0, 2);
  if (isLanguage(fromQuery)) return fromQuery;
  const fromCookie = /(?:^|;\s*)i18next=([a-z]{2})/.exec(cookie ?? '')?.[1];
  if (isLanguage(fromCookie)) return fromCookie;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const lng = part.trim().slice(0, 2).toLowerCase();
    if (isLanguage(lng)) return lng;
  }
  return DEFAULT_LANGUAGE;
}
