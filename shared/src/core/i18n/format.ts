// Arabic pages use Morocco's conventions; the others their language's default.
const LOCALES: Record<string, string> = { fr: 'fr-FR', en: 'en-GB', es: 'es-ES', ar: 'ar-MA' };

export function localeFor(lng: string | undefined): string {
  return LOCALES[lng ?? 'fr'] ?? 'fr-FR';
}

export function formatDate(iso: string, lng: string | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(localeFor(lng), { dateStyle: 'long' }).format(date);
}
