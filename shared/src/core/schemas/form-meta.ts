import { toLanguage, type SiteLanguage } from '../constants';

// What every public form sends beside its own fields (docs/decisions/005-form-submissions.md):
// the language the visitor used (their acknowledgement e-mail is written in it)
// and two spam guards, a honeypot field and the time spent filling the form.
// The API splits these off before validating and storing the form itself. Without zod, so the
// browser's forms carry it only once they validate (their schema: form-meta-schema.ts).

/** The honeypot: hidden from people and assistive technology, filled in by naive bots. */
export const HONEYPOT_FIELD = 'website';
/** Milliseconds between the form's first display and its submission, measured in the browser. */
export const FILL_TIME_FIELD = 'fill_ms';
/** The visitor's language, a base code ('ar', never 'ar-MA'). */
export const LANGUAGE_FIELD = 'language';

/** Faster than this, a form was not filled in by a person (the API's default; SPAM_MIN_FILL_MS). */
export const MIN_FILL_MS = 3000;

export interface FormMeta {
  language?: SiteLanguage;
  website?: string;
  fill_ms?: number;
}

/** Splits a parsed body into the form's own fields and the meta fields. */
export function splitFormMeta<T extends FormMeta>(body: T): { meta: FormMeta; fields: Omit<T, keyof FormMeta> } {
  const { language, website, fill_ms, ...fields } = body;
  return { meta: { language, website, fill_ms }, fields };
}

export type SpamSignal = 'honeypot' | 'too_fast';

/**
 * Why a submission looks automated, or null. A missing fill time is accepted:
 * a page loaded before this rule shipped does not send one.
 */
export function spamSignal(meta: FormMeta, minFillMs: number = MIN_FILL_MS): SpamSignal | null {
  if (meta.website !== undefined && meta.website.trim() !== '') return 'honeypot';
  if (meta.fill_ms !== undefined && meta.fill_ms < minFillMs) return 'too_fast';
  return null;
}

/** What the browser adds to a form's body: the language and both guards' values. */
export function formMetaOf(options: {
  language: string | undefined;
  honeypot: string;
  startedAt: number;
  now?: number;
}): Required<Omit<FormMeta, 'website'>> & { website: string } {
  const now = options.now ?? Date.now();
  return {
    language: toLanguage(options.language),
    website: options.honeypot,
    fill_ms: Math.max(0, Math.min(2 ** 31 - 1, Math.round(now - options.startedAt))),
  };
}
