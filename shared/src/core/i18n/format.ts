import { toLanguage, type SiteLanguage } from '../constants';

// Arabic pages use Morocco's conventions; the others their language's default.
const LOCALES: Record<SiteLanguage, string> = { fr: 'fr-FR', en: 'en-GB', es: 'es-ES', ar: 'ar-MA' };

/** The Intl locale of a page language: 'ar-MA' and 'ar' both format as in Morocco. */
export function localeFor(lng: string | undefined | null): string {
  return LOCALES[toLanguage(lng)];
}

export function formatDate(iso: string, lng: string | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(localeFor(lng), { dateStyle: 'long' }).format(date);
}
