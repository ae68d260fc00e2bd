import { z } from 'zod';
import { DEFAULT_LANGUAGE, type SiteLanguage } from '@freight/shared/core/constants';
import type { FormMeta } from '@freight/shared/core/schemas/form-meta';
import { formMetaSchema } from '@freight/shared/core/schemas/form-meta-schema';

// Every public form's body is its own fields plus the form meta fields
// (language, honeypot, fill time; docs/decisions/005-form-submissions.md).
// The route schema validates both; the handler splits the meta off before
// anything is stored, so a stored payload holds only the form's fields.

/** The body schema of a form endpoint: the form's schema and the (optional) meta fields beside it. */
export function withFormMeta<S extends z.core.$ZodType<object>>(form: S) {
  return z.intersection(formMetaSchema, form);
}

/** The language stored with a submission: the visitor's, French when an older page did not send one. */
export function languageOf(meta: FormMeta): SiteLanguage {
  return meta.language ?? DEFAULT_LANGUAGE;
}
