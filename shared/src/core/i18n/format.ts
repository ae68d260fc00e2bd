import { toLanguage, type SiteLanguage } from '../constants';

// Arabic pages use Morocco's conventions; the others their language's default.
const LOCALES: Record<SiteLanguage, string> = { fr: 'fr-FR', en: 'en-GB', es: 'es-ES', ar: 'ar-MA' };

/** The Intl locale of a page language: 'ar-MA' and 'ar' both format as in Morocco. */
export function localeFor(lng: string | undefined | null): string {
  return LOCALES[toLanguage(lng)];
}

// Making an Intl formatter loads its locale's data: made once a language
// (docs/decisions/027-interactive-as-fast-as-react-alone.md).
const longDates = new Map<string, Intl.DateTimeFormat>();

export function formatDate(iso: string, lng: string | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const locale = localeFor(lng);
  let format = longDates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
    longDates.set(locale, format);
  }
  return format.format(date);
}
