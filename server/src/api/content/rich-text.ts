import { LANGUAGES, type SiteLanguage } from '@freight/shared/core/constants';
import { VALIDATION } from '@freight/shared/core/schemas/messages';
import type { Queryable } from '../db/database';
import { ValidationFailed } from '../http/errors';
import { libraryPicturesOf, picturesFromElsewhere, sanitizeArticleHtml } from '../html/sanitize';
import { missingMedia } from '../media/media-store';

// Article bodies and job descriptions are one kind of field: the TipTap editor's HTML, stored as the
// article policy leaves it (019, docs/decisions/037-job-descriptions-in-rich-text.md). Fields are
// keyed by the form's path (`translations.fr.body`), which is where a refusal names them.

/** The stable code of a text whose picture is not the site's own (400, with the fields named). */
export const PICTURE_NOT_FROM_SITE = 'PICTURE_NOT_FROM_SITE';

const hasText = (html: string) => html.replace(/<[^>]*>/g, '').trim() !== '';

/**
 * The fields sanitized. A picture of another host is refused rather than silently dropped (the
 * page's Content-Security-Policy would block it anyway); a field left with no text is "required".
 */
export function cleanRichTexts<Path extends string>(fields: Record<Path, string>): Record<Path, string> {
  const entries = Object.entries(fields) as Array<[Path, string]>;
  const foreign = entries.filter(([, html]) => picturesFromElsewhere(html).length > 0);
  if (foreign.length > 0)
    throw new ValidationFailed(
      Object.fromEntries(foreign.map(([path]) => [path, VALIDATION.pictureNotFromSite])),
      'body',
      PICTURE_NOT_FROM_SITE,
    );
  const clean = Object.fromEntries(entries.map(([path, html]) => [path, sanitizeArticleHtml(html)])) as Record<
    Path,
    string
  >;
  const empty = entries.filter(([path]) => !hasText(clean[path]));
  if (empty.length > 0)
    throw new ValidationFailed(Object.fromEntries(empty.map(([path]) => [path, VALIDATION.required])), 'body');
  return clean;
}

/**
 * The fields that show a media library picture that no longer exists (deleted meanwhile): the
 * sanitizer would keep a hole in the page, so the editor is told under the field.
 */
export async function fieldsWithMissingPictures(db: Queryable, fields: Record<string, string>) {
  const refused: Record<string, string> = {};
  for (const [path, html] of Object.entries(fields)) {
    if ((await missingMedia(db, libraryPicturesOf(html))).length > 0) refused[path] = VALIDATION.pictureNotFromSite;
  }
  return refused;
}

/** One field of each language, keyed by its form path (`translations.<lang>.<field>`). */
export function fieldInLanguages<Field extends string>(
  translations: Record<SiteLanguage, Record<Field, string>>,
  field: Field,
): Record<string, string> {
  return Object.fromEntries(LANGUAGES.map((lang) => [`translations.${lang}.${field}`, translations[lang][field]]));
}
