import { z } from 'zod';
import { LANGUAGES, toLanguage } from '../constants';
import { FILL_TIME_FIELD, HONEYPOT_FIELD, LANGUAGE_FIELD } from './form-meta';
import { VALIDATION } from './messages';

// The meta fields every public form sends (form-meta.ts), as the API validates them.

const blankToUndefined = (value: unknown) =>
  value === undefined || value === null || value === '' ? undefined : value;

/** Regional codes become their base language; an unsupported one, French. */
const languageField = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? toLanguage(value.trim()) : undefined),
  z.enum(LANGUAGES).optional(),
);

/** Whole milliseconds, as JSON numbers or multipart strings. */
const fillTimeField = z.preprocess(
  (value) => {
    const present = blankToUndefined(value);
    return typeof present === 'string' && /^\d{1,10}$/.test(present.trim()) ? Number(present.trim()) : present;
  },
  z
    .number({ error: VALIDATION.invalid })
    .int({ error: VALIDATION.invalid })
    .min(0, { error: VALIDATION.invalid })
    .max(2 ** 31 - 1, { error: VALIDATION.invalid })
    .optional(),
);

/** Spread into a form's body schema on the API; all optional, so a tab opened before a deploy still sends. */
export const formMetaShape = {
  [LANGUAGE_FIELD]: languageField,
  [HONEYPOT_FIELD]: z.string({ error: VALIDATION.invalid }).max(2000, { error: VALIDATION.tooLong }).optional(),
  [FILL_TIME_FIELD]: fillTimeField,
} as const;

export const formMetaSchema = z.object(formMetaShape);
