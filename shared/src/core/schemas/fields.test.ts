import { safeParse, type z } from 'zod/mini';
import { SECTORS } from '../constants';
import {
  MESSAGE,
  RECORD_ID_MAX,
  TEXT_LIMITS,
  WEIGHT_MAX_TONNES,
  choice,
  emailField,
  optionalChoice,
  optionalText,
  optionalTimeSlots,
  phoneField,
  positiveNumber,
  recordId,
  requiredText,
  requiredTimeSlots,
  stripBidiControls,
  yesNoField,
} from './fields';
import { ROOT_FIELD, fieldErrors } from './messages';

/** The error key a lone field reports, or undefined when the value passes. */
function errorOf(schema: z.core.$ZodType, value: unknown): string | undefined {
  return fieldErrors(safeParse(schema, value))[ROOT_FIELD];
}

const BLANKS: unknown[] = [undefined, null, '', '   ', '\t\n'];

test.each(BLANKS)('requiredText: blank %j is required', (value) => {
  expect(errorOf(requiredText(10), value)).toBe('validation.required');
});

test.each([
  [42, 'validation.invalid'],
  [{}, 'validation.invalid'],
  ['x'.repeat(11), 'validation.too_long'],
  ['x'.repeat(10), undefined],
  ['  Amina  ', undefined],
])('requiredText(10): %j -> %s', (value, expected) => {
  expect(errorOf(requiredText(10), value)).toBe(expected);
});

test('requiredText trims the value', () => {
  expect(requiredText(10).parse('  Amina  ')).toBe('Amina');
});

test.each(BLANKS)('optionalText: blank %j becomes undefined', (value) => {
  expect(optionalText(10).parse(value)).toBeUndefined();
});

test('optionalText: trims, caps, rejects non-strings', () => {
  expect(optionalText(10).parse(' Tanger ')).toBe('Tanger');
  expect(errorOf(optionalText(10), 'x'.repeat(11))).toBe('validation.too_long');
  expect(errorOf(optionalText(10), 7)).toBe('validation.invalid');
});

test.each([
  'name@example.com',
  'NAME@EXAMPLE.COM',
  'first.last+tag@mail.example.co.ma',
  'a_b-c@sub-domain.example.travel',
  '  padded@example.org  ',
  "o'brien@example.ie",
])('email: %s is valid', (value) => {
  expect(errorOf(emailField, value)).toBeUndefined();
});

test.each([
  'plain',
  'no-at.example.com',
  'name@',
  '@example.com',
  'name@example',
  'name@example.c',
  'name@example.c0m',
  'na me@example.com',
  'name@exa mple.com',
  'name@@example.com',
  '.name@example.com',
  'name.@example.com',
  'na..me@example.com',
  'name@-example.com',
  'name@example..com',
])('email: %s is malformed', (value) => {
  expect(errorOf(emailField, value)).toBe('validation.email');
});

test.each(BLANKS)('email: blank %j is required', (value) => {
  expect(errorOf(emailField, value)).toBe('validation.required');
});

test('email: too long', () => {
  expect(errorOf(emailField, `${'a'.repeat(250)}@example.com`)).toBe('validation.too_long');
});

// 10 to 13 digits once spaces, dots, dashes and parentheses are removed; one leading +.
test.each([
  ['06 12 34 56 78', undefined],
  ['+212 6 12 34 56 78', undefined],
  ['+34 600 000 000', undefined],
  ['0612345678', undefined],
  ['+212612345678', undefined],
  ['0612 34 56 78', undefined],
  ['06.12.34.56.78', undefined],
  ['(0539) 123456', undefined],
  ['0539-12-34-56', undefined],
  ['+212 (0) 539-12.34.56', undefined],
  ['  0612345678  ', undefined],
  ['1234567890123', undefined],
  ['12345', 'validation.phone_length'],
  ['061234567', 'validation.phone_length'],
  ['06 12 34 56 78 90 12 34', 'validation.phone_length'],
  ['+212 6 12 34 56 78 90', 'validation.phone_length'],
  ['+ - ( ) . . . . . . .', 'validation.phone_length'],
  ['06-12-ab', 'validation.phone_chars'],
  ['06123456ab', 'validation.phone_chars'],
  ['phone', 'validation.phone_chars'],
  ['0612+345678', 'validation.phone_chars'],
  ['++212612345678', 'validation.phone_chars'],
  ['0539/123456', 'validation.phone_chars'],
  ['06 12 34 56 78 ext 4', 'validation.phone_chars'],
  ['', 'validation.required'],
  ['   ', 'validation.required'],
  [undefined, 'validation.required'],
  [612345678, 'validation.invalid'],
])('phone: %j -> %s', (value, expected) => {
  expect(errorOf(phoneField, value)).toBe(expected);
});

test('phone keeps the trimmed value as written', () => {
  expect(phoneField.parse(' 0612345678 ')).toBe('0612345678');
  expect(phoneField.parse('+212 6 12 34 56 78')).toBe('+212 6 12 34 56 78');
});

test.each([
  ['automobile', undefined],
  ['others', undefined],
  ['Automobile', 'validation.invalid_option'],
  ['space', 'validation.invalid_option'],
  [3, 'validation.invalid_option'],
  ['', 'validation.required'],
  [null, 'validation.required'],
  [undefined, 'validation.required'],
])('choice(SECTORS): %j -> %s', (value, expected) => {
  expect(errorOf(choice(SECTORS), value)).toBe(expected);
});

test('optionalChoice: blank is undefined, unknown is invalid', () => {
  expect(optionalChoice(SECTORS).parse('')).toBeUndefined();
  expect(optionalChoice(SECTORS).parse(undefined)).toBeUndefined();
  expect(optionalChoice(SECTORS).parse('food')).toBe('food');
  expect(errorOf(optionalChoice(SECTORS), 'fuel')).toBe('validation.invalid_option');
});

test.each([
  [12, 12],
  ['12', 12],
  [' 12.5 ', 12.5],
  ['12,5', 12.5],
  ['0,5', 0.5],
  ['.5', 0.5],
  ['0,01', 0.01],
  [WEIGHT_MAX_TONNES, WEIGHT_MAX_TONNES],
])('weight: %j parses to %d', (value, expected) => {
  expect(positiveNumber(WEIGHT_MAX_TONNES, 0.01).parse(value)).toBe(expected);
});

test.each([
  [undefined, 'validation.required'],
  [null, 'validation.required'],
  ['', 'validation.required'],
  ['  ', 'validation.required'],
  [0, 'validation.positive_number'],
  ['0', 'validation.positive_number'],
  [-3, 'validation.positive_number'],
  ['-3', 'validation.positive_number'],
  ['abc', 'validation.positive_number'],
  ['12 t', 'validation.positive_number'],
  ['1e3', 'validation.positive_number'],
  ['0x10', 'validation.positive_number'],
  [Number.NaN, 'validation.positive_number'],
  [Number.POSITIVE_INFINITY, 'validation.positive_number'],
  [true, 'validation.positive_number'],
  [WEIGHT_MAX_TONNES + 1, 'validation.too_large'],
  [Number.MIN_VALUE, 'validation.too_small'],
  ['0,009', 'validation.too_small'],
  ['0.000000000000000000001', 'validation.too_small'],
])('weight: %j -> %s', (value, expected) => {
  expect(errorOf(positiveNumber(WEIGHT_MAX_TONNES, 0.01), value)).toBe(expected);
});

test.each([
  [true, true],
  [false, false],
  ['oui', true],
  ['non', false],
  ['yes', true],
  ['no', false],
  [' OUI ', true],
  ['No', false],
  ['true', true],
  ['false', false],
])('dangerous: %j -> %s', (value, expected) => {
  expect(yesNoField.parse(value)).toBe(expected);
});

test.each([
  [undefined, 'validation.required'],
  [null, 'validation.required'],
  ['', 'validation.required'],
  ['peut-être', 'validation.invalid_option'],
  [1, 'validation.invalid_option'],
])('dangerous: %j -> %s', (value, expected) => {
  expect(errorOf(yesNoField, value)).toBe(expected);
});

test('time slots: a single slot or a list, blanks and duplicates dropped', () => {
  expect(optionalTimeSlots.parse('8-14')).toEqual(['8-14']);
  expect(optionalTimeSlots.parse(['8-14', '', '20-23', '8-14'])).toEqual(['8-14', '20-23']);
  expect(optionalTimeSlots.parse(undefined)).toEqual([]);
  expect(optionalTimeSlots.parse('')).toEqual([]);
  expect(optionalTimeSlots.parse([])).toEqual([]);
});

test('time slots: required ones need at least one', () => {
  expect(errorOf(requiredTimeSlots, undefined)).toBe('validation.required');
  expect(errorOf(requiredTimeSlots, [])).toBe('validation.required');
  expect(errorOf(requiredTimeSlots, [''])).toBe('validation.required');
  expect(requiredTimeSlots.parse(['14-20'])).toEqual(['14-20']);
});

test('time slots: unknown slots are invalid options', () => {
  expect(fieldErrors(requiredTimeSlots.safeParse(['8-14', '9-17']))).toEqual({ '1': 'validation.invalid_option' });
  expect(fieldErrors(optionalTimeSlots.safeParse(14))).toEqual({ '0': 'validation.invalid_option' });
});

test('text limits are generous for real input and bounded', () => {
  expect(TEXT_LIMITS.name).toBe(120);
  expect(TEXT_LIMITS.message).toBe(5000);
});

// Characters no text field accepts; bidi controls dropped.
const FORBIDDEN = [
  ['NUL', 'a\u0000b'],
  ['an escape', 'a\u001b[31mb'],
  ['DEL', 'a\u007fb'],
  ['a C1 control (NEL)', 'a\u0085b'],
  ['a C1 control (CSI)', 'a\u009bb'],
  ['a lone high surrogate', 'a\ud800b'],
  ['a lone low surrogate', 'a\udc00b'],
  ['a lone surrogate at the end', 'ab\ud83d'],
];

test.each(FORBIDDEN)('requiredText, optionalText and a message refuse %s', (_what, value) => {
  expect(errorOf(requiredText(50), value)).toBe('validation.invalid_characters');
  expect(errorOf(optionalText(50), value)).toBe('validation.invalid_characters');
  expect(errorOf(requiredText(50, MESSAGE), value)).toBe('validation.invalid_characters');
  expect(errorOf(optionalText(50, MESSAGE), value)).toBe('validation.invalid_characters');
});

test.each([
  ['a line feed', 'ligne 1\nligne 2'],
  ['a carriage return', 'ligne 1\r\nligne 2'],
  ['a tab', 'col 1\tcol 2'],
])('%s is refused on one line, kept in a message', (_what, value) => {
  expect(errorOf(requiredText(50), value)).toBe('validation.invalid_characters');
  expect(errorOf(optionalText(50), value)).toBe('validation.invalid_characters');
  expect(requiredText(50, MESSAGE).parse(value)).toBe(value);
  expect(optionalText(50, MESSAGE).parse(value)).toBe(value);
});

test('real text passes: accents, Arabic, emoji (surrogate pairs), punctuation', () => {
  for (const value of ['Tétouan – quai n° 4', 'طنجة المتوسط', 'Merci 🚚👍', 'L’Hôpital & Fils (S.A.R.L.)']) {
    expect(requiredText(50).parse(value)).toBe(value);
  }
});

test('bidi overrides and isolates are dropped, then the value is trimmed and checked', () => {
  expect(stripBidiControls('\u202aa\u202bb\u202cc\u202dd\u202ee\u2066f\u2067g\u2068h\u2069')).toBe('abcdefgh');
  expect(requiredText(50).parse(' \u202eAmina\u202c ')).toBe('Amina');
  expect(requiredText(50, MESSAGE).parse('fdp.exe\u202e')).toBe('fdp.exe');
  // Nothing but bidi controls is empty.
  expect(errorOf(requiredText(50), '\u202e\u2066')).toBe('validation.required');
  expect(optionalText(50).parse('\u2066 \u2069')).toBeUndefined();
  // Marks that only set a direction (LRM, RLM) are ordinary text for Arabic writers.
  expect(requiredText(50).parse('\u200fطنجة')).toBe('\u200fطنجة');
});

test('the e-mail refuses control characters and drops bidi controls', () => {
  expect(errorOf(emailField, 'a\u0000@example.com')).toBe('validation.invalid_characters');
  expect(emailField.parse('\u202ea@example.com')).toBe('a@example.com');
});

test.each([
  ['1', 1],
  [7, 7],
  ['007', 7],
  [String(RECORD_ID_MAX), RECORD_ID_MAX],
])('recordId: %j is the id %d', (value, expected) => {
  expect(recordId.parse(value)).toBe(expected);
});

test.each([
  '0',
  '-3',
  '1.5',
  'abc',
  String(RECORD_ID_MAX + 1),
  '99999999999',
  '1e10',
  Number.MAX_SAFE_INTEGER + 2,
  '0x1',
  '0b1',
  '1e0',
  ' 7',
  '7 ',
  '+7',
  '',
  '٣',
])('recordId: %j is invalid (decimal digits only; a database integer holds at most 2^31-1)', (value) => {
  expect(errorOf(recordId, value)).toBe('validation.invalid');
});
