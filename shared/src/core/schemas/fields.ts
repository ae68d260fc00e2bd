import { z } from 'zod/mini';
import { PHONE_MAX, PHONE_MIN, TIME_SLOTS } from '../constants';
import { VALIDATION, type ValidationKey } from './messages';

// Field-level building blocks of every form schema. The rule throughout: an
// empty value (undefined, null, '', whitespace) is "required"; a value of
// the wrong shape is "malformed", with its own message.
// Written with zod/mini (the same checks as classic zod, as functions): the quote wizard bundles
// these without classic zod's methods (docs/decisions/027-interactive-as-fast-as-react-alone.md).
// Classic schemas take them as they are (z.object, z.optional, schema.check(z.refine(...))).
// The fields kept in constants are made on their first use (`z.lazy`), not when this module is
// evaluated: the wizard's code is evaluated on the tap that opens it, and building every schema
// there was a third of that task (docs/decisions/027-interactive-as-fast-as-react-alone.md).

/** Caps that make the API refuse oversized fields; generous for real input. */
export const TEXT_LIMITS = {
  name: 120,
  company: 160,
  city: 120,
  place: 200,
  subject: 200,
  email: 254,
  message: 5000,
} as const;

/** Far above any road load: catches typos in kilograms and absurd values. */
export const WEIGHT_MAX_TONNES = 1000;

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function blankToUndefined(value: unknown): unknown {
  return isBlank(value) ? undefined : value;
}

/**
 * Classic zod's `z.preprocess`, which zod/mini leaves out: the value mapped by `fn`, then checked by
 * `schema`. Typed as classic's, so an optional field stays optional in the form's input type.
 */
function preprocess<const S extends z.core.$ZodType>(
  fn: (value: unknown) => unknown,
  schema: S,
): z.ZodMiniType<z.output<S>, unknown, z.core.$ZodPreprocessInternals<S>> {
  return z.pipe(z.transform(fn), schema);
}

/** Error map: "required" for an empty value, `malformed` for anything else. */
export function missingOr(malformed: ValidationKey) {
  return (issue: { readonly input?: unknown }) => (isBlank(issue.input) ? VALIDATION.required : malformed);
}

// What a text field may hold. Bidi overrides and isolates (U+202A–U+202E,
// U+2066–U+2069) only reorder how text displays, which can disguise it (a
// file name or an e-mail subject read backwards): they are dropped silently.
// Control characters and lone UTF-16 surrogates (which no database or
// e-mail can hold) are refused with `validation.invalid_characters`: the
// visitor sees which field to fix, and nothing they typed is lost. A
// multi-line field (a message) keeps tab, line feed and carriage return.

const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
/** C0 controls, DEL and C1 controls. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: it finds them to refuse them.
const CONTROL_CHARS = /[\u0000-\u001F\u007F-\u009F]/;
/** The same, tab, line feed and carriage return excepted. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: it finds them to refuse them.
const CONTROL_CHARS_BUT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export interface TextOptions {
  /** A message: line breaks and tabs allowed. Default false: one line. */
  multiline?: boolean;
}

/** The bidi overrides and isolates of `text` removed. */
export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/** Whether `text` holds a character no text field accepts (a control character, or a lone surrogate). */
export function hasForbiddenCharacters(text: string, { multiline = false }: TextOptions = {}): boolean {
  return (multiline ? CONTROL_CHARS_BUT_LINES : CONTROL_CHARS).test(text) || LONE_SURROGATE.test(text);
}

/** A string with the bidi controls dropped, trimmed, refused when it holds a forbidden character. */
function cleanString(options: TextOptions, error: Parameters<typeof z.string>[0]) {
  return z.string(error).check(
    z.overwrite(stripBidiControls),
    z.trim(),
    z.refine((text) => !hasForbiddenCharacters(text, options), { error: VALIDATION.invalidCharacters, abort: true }),
  );
}

/** Trimmed, non-empty, at most `max` characters, no control characters (`multiline`: line breaks and tabs allowed). */
export function requiredText(max: number, options: TextOptions = {}) {
  return cleanString(options, { error: missingOr(VALIDATION.invalid) }).check(
    z.minLength(1, { error: VALIDATION.required, abort: true }),
    z.maxLength(max, { error: VALIDATION.tooLong }),
  );
}

/** Trimmed; empty becomes undefined; the same characters as `requiredText`. */
export function optionalText(max: number, options: TextOptions = {}) {
  return preprocess(
    (value) => blankToUndefined(typeof value === 'string' ? stripBidiControls(value) : value),
    z.optional(
      cleanString(options, { error: VALIDATION.invalid }).check(z.maxLength(max, { error: VALIDATION.tooLong })),
    ),
  );
}

/** A message: several lines, up to TEXT_LIMITS.message characters. */
export const MESSAGE: TextOptions = { multiline: true };

/** local@domain.tld, any case, TLD of 2+ letters: one rule for every form (docs/product-rules.md#e-mail-and-phone). */
export const EMAIL_PATTERN = /^[a-z0-9_%+'-]+(?:\.[a-z0-9_%+'-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i;

export const emailField = z.lazy(() =>
  requiredText(TEXT_LIMITS.email).check(z.regex(EMAIL_PATTERN, { error: VALIDATION.email })),
);

/** Digits and the separators people write between them; one + at the very start. */
const PHONE_CHARS = /^\+?[0-9 .()-]+$/;
const PHONE_SEPARATORS = /[ .()-]/g;

/** The digits of a phone number, its separators and leading + removed. */
export function phoneDigits(phone: string): string {
  return phone.replace(PHONE_SEPARATORS, '').replace(/^\+/, '');
}

/**
 * The one phone rule of every form: 10 to 13 digits, counted after removing
 * spaces, dots, dashes and parentheses; one leading `+`; nothing else.
 * "06 12 34 56 78", "+212 6 12 34 56 78" and "+34 600 000 000" pass. Kept as
 * written (trimmed). Errors: `phone_chars` for another character, `phone_length`.
 */
export const phoneField = z.lazy(() =>
  z.string({ error: missingOr(VALIDATION.invalid) }).check(
    z.overwrite(stripBidiControls),
    z.trim(),
    z.minLength(1, { error: VALIDATION.required, abort: true }),
    z.regex(PHONE_CHARS, { error: VALIDATION.phoneChars, abort: true }),
    z.refine((phone) => phoneDigits(phone).length >= PHONE_MIN && phoneDigits(phone).length <= PHONE_MAX, {
      error: VALIDATION.phoneLength,
    }),
  ),
);

/** A required select: one of `options`. */
export function choice<const T extends readonly [string, ...string[]]>(options: T) {
  return z.enum(options, { error: missingOr(VALIDATION.invalidOption) });
}

/** An optional select: empty becomes undefined. */
export function optionalChoice<const T extends readonly [string, ...string[]]>(options: T) {
  return preprocess(blankToUndefined, z.optional(z.enum(options, { error: VALIDATION.invalidOption })));
}

const DECIMAL = /^(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/** Form inputs give strings, and French writers use a decimal comma. */
function toNumber(value: unknown): unknown {
  if (isBlank(value)) return undefined;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return DECIMAL.test(text) ? Number(text.replace(',', '.')) : Number.NaN;
}

/** The largest id a database `integer` column holds. */
export const RECORD_ID_MAX = 2 ** 31 - 1;

/** Decimal digits only: `0x1`, `1e3`, ` 7` or `+7` are not how an id is written. */
const ID_DIGITS = /^\d{1,10}$/;

/** The id of a stored record (an offer applied for): a whole number from 1 to RECORD_ID_MAX, or its decimal digits. */
export const recordId = z.lazy(() =>
  preprocess(
    (value) => (typeof value === 'string' ? (ID_DIGITS.test(value) ? Number(value) : Number.NaN) : value),
    z
      .number({ error: VALIDATION.invalid })
      .check(
        z.int({ error: VALIDATION.invalid }),
        z.positive({ error: VALIDATION.invalid }),
        z.lte(RECORD_ID_MAX, { error: VALIDATION.invalid }),
      ),
  ),
);

/**
 * A number (or numeric string) from `min` to `max`: zero and below are
 * `positive_number`, above zero but under `min` (a typo, or 5e-324) `too_small`.
 */
export function positiveNumber(max: number, min: number) {
  return preprocess(
    toNumber,
    z
      .number({ error: missingOr(VALIDATION.positiveNumber) })
      .check(
        z.positive({ error: VALIDATION.positiveNumber, abort: true }),
        z.gte(min, { error: VALIDATION.tooSmall }),
        z.lte(max, { error: VALIDATION.tooLarge }),
      ),
  );
}

const YES = new Set(['oui', 'yes', 'true']);
const NO = new Set(['non', 'no', 'false']);

/** Radio and select values arrive as words; the original form sent 'oui'/'non'. */
function toBoolean(value: unknown): unknown {
  if (isBlank(value)) return undefined;
  if (typeof value !== 'string') return value;
  const word = value.trim().toLowerCase();
  if (YES.has(word)) return true;
  if (NO.has(word)) return false;
  return value;
}

/** A required yes/no answer. */
export const yesNoField = z.lazy(() =>
  preprocess(toBoolean, z.boolean({ error: missingOr(VALIDATION.invalidOption) })),
);

/** A single slot or a list, blanks dropped, duplicates removed. */
function toSlotList(value: unknown): unknown {
  if (isBlank(value)) return [];
  const list: unknown[] = Array.isArray(value) ? value : [value];
  return [...new Set(list.filter((item) => !isBlank(item)))];
}

const slotList = () =>
  z
    .array(z.enum(TIME_SLOTS, { error: VALIDATION.invalidOption }), { error: VALIDATION.invalidOption })
    .check(z.maxLength(TIME_SLOTS.length, { error: VALIDATION.invalidOption }));

/** Time slots: any number of TIME_SLOTS, possibly none. */
export const optionalTimeSlots = z.lazy(() => preprocess(toSlotList, slotList()));

/** Time slots: at least one of TIME_SLOTS. */
export const requiredTimeSlots = z.lazy(() =>
  preprocess(toSlotList, slotList().check(z.minLength(1, { error: VALIDATION.required }))),
);
