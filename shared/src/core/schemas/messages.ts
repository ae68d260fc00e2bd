// Schemas report i18n keys of the `forms` namespace, never text, so the
// browser and the API speak the same language-neutral errors.

export const FORMS_NAMESPACE = 'forms';

export const VALIDATION = {
  required: 'validation.required',
  invalid: 'validation.invalid',
  invalidOption: 'validation.invalid_option',
  tooLong: 'validation.too_long',
  invalidCharacters: 'validation.invalid_characters',
  email: 'validation.email',
  phoneLength: 'validation.phone_length',
  phoneChars: 'validation.phone_chars',
  positiveNumber: 'validation.positive_number',
  tooSmall: 'validation.too_small',
  tooLarge: 'validation.too_large',
  dateInvalid: 'validation.date_invalid',
  datePast: 'validation.date_past',
  dateOrder: 'validation.date_order',
  fileType: 'validation.file_type',
  fileSize: 'validation.file_size',
  fileEmpty: 'validation.file_empty',
  consentRequired: 'validation.consent_required',
  /** An article's picture from another host (or no path of the site): refused on save. */
  pictureNotFromSite: 'validation.picture_not_from_site',
  /** A reply template naming a placeholder the reply form cannot fill (docs/decisions/034). */
  unknownPlaceholder: 'validation.unknown_placeholder',
} as const;
export type ValidationKey = (typeof VALIDATION)[keyof typeof VALIDATION];

const KNOWN_KEYS: ReadonlySet<string> = new Set(Object.values(VALIDATION));

/** Key of an error about the whole value rather than one field (e.g. a body that is not an object). */
export const ROOT_FIELD = '_root';

interface IssueLike {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** Accepts any safeParse result (or anything carrying `error.issues`). */
interface ParseResultLike {
  readonly error?: { readonly issues: readonly IssueLike[] } | undefined;
}

/**
 * Maps a failed safeParse to `{ 'client.email': 'validation.email' }`: dotted
 * paths, the first issue of each field (the most basic: "required" before
 * "malformed"). The API returns this as `fields`; forms show it under each input.
 * A message that is not one of our keys becomes `validation.invalid`, so a
 * translation always exists.
 */
export function fieldErrors(result: ParseResultLike): Record<string, ValidationKey> {
  const errors: Record<string, ValidationKey> = {};
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.map(String).join('.') || ROOT_FIELD;
    if (path in errors) continue;
    errors[path] = toValidationKey(issue.message);
  }
  return errors;
}

export function isValidationKey(message: string): message is ValidationKey {
  return KNOWN_KEYS.has(message);
}

export function toValidationKey(message: string): ValidationKey {
  return isValidationKey(message) ? message : VALIDATION.invalid;
}
