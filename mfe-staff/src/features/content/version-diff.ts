import { type ChangeObject, diffWords } from 'diff';
import { LANGUAGES, type SiteLanguage } from '@freight/shared/core/constants';

// Two versions of an article or offer compared field by field and language by language, as words
// (docs/decisions/035-content-versions-schedules-media.md): rich text is compared as its text,
// one line a block, so a reader sees what was written rather than markup.

/** A version's content as the API keeps it: the form's fields, texts under `translations`. */
export interface VersionContent {
  translations: Record<SiteLanguage, Record<string, string>>;
  [field: string]: unknown;
}

export interface FieldChange {
  field: string;
  /** null for a field without languages (the picture, the salary). */
  language: SiteLanguage | null;
  parts: ChangeObject<string>[];
}

const BLOCK_END = /<\/(p|h[1-6]|li|blockquote|pre)>|<br\s*\/?>/gi;

/** The text of stored HTML, a line a block, its entities decoded. */
export function textOf(html: string): string {
  if (!/[<&]/.test(html)) return html;
  const lines = html.replace(BLOCK_END, '\n');
  const text = new DOMParser().parseFromString(lines, 'text/html').body.textContent ?? '';
  return text.replace(/\n{2,}/g, '\n').trim();
}

const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** The fields that differ from `older` to `newer`, in the order the form shows them. */
export function versionChanges(
  older: VersionContent,
  newer: VersionContent,
  textFields: readonly string[],
  richFields: readonly string[],
  otherFields: readonly string[],
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const language of LANGUAGES) {
    for (const field of textFields) {
      const read = (content: VersionContent) => {
        const value = asText(content.translations[language]?.[field]);
        return richFields.includes(field) ? textOf(value) : value;
      };
      const [before, after] = [read(older), read(newer)];
      if (before !== after) changes.push({ field, language, parts: diffWords(before, after) });
    }
  }
  for (const field of otherFields) {
    const [before, after] = [asText(older[field]), asText(newer[field])];
    if (before !== after) changes.push({ field, language: null, parts: diffWords(before, after) });
  }
  return changes;
}
