import fc from 'fast-check';
import type { FieldKind } from './schema-fields';

// Values a hostile or broken client puts in a field: every wrong type,
// boundary lengths, control and bidi characters, lone surrogates, numbers
// written every odd way, huge and deeply nested values, prototype keys.

const C0_C1 = [
  ...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)),
  '\u007f',
  '\u0085',
  '\u009b',
  '\u009f',
];
const BIDI = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
const ODD = [
  '\ud800',
  '\udfff',
  '\ufeff',
  '\u200b',
  '\u00ad',
  '\u2028',
  '\u2029',
  '\ufffd',
  '𝔸',
  'é',
  'ع',
  '漢',
  '"',
  '\\',
  '<script>',
  "'; DROP TABLE x;--",
  '%00',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template placeholder sent as text, hostile on purpose.
  '${x}',
  '{{x}}',
  '../',
  ' ',
];
/** One UTF-16 code unit each, so a string of n of them is n characters long for the schemas. */
const FILLERS = ['a', 'é', 'ع', '漢', ' ', '\u202e', '\u0000'];

/** A JSON fragment written as is into the body (what JSON.stringify cannot or should not build). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** Names a parser or a merge may treat specially. */
export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '__defineGetter__',
  'valueOf',
];

export const oddText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.array(fc.constantFrom(...C0_C1, ...BIDI, ...ODD, 'a', 'Tanger'), { maxLength: 12 }).map((parts) => parts.join('')),
  fc.constantFrom('', ' ', '\t', '\n', '\r\n', 'null', 'undefined', 'true', '0', '[]', '{}', 'NaN'),
  // Dates that are not, or are absurd: a date field gets them among the rest.
  fc.constantFrom(
    '2026-02-30',
    '9999-12-31',
    '0000-01-01',
    '2026-1-1',
    '2026-11-24T00:00:00Z',
    '+275760-09-13',
    '1970-01-01',
    '24/11/2026',
  ),
);

/** Exactly `length` characters around `limit` (limit - 1, limit, limit + 1, or far over). */
function lengthsAround(limit: number): fc.Arbitrary<string> {
  return fc
    .record({
      length: fc.constantFrom(limit - 1, limit, limit + 1, limit * 4),
      filler: fc.constantFrom(...FILLERS),
      padded: fc.boolean(),
    })
    .map(({ length, filler, padded }) =>
      padded ? ` ${filler.repeat(Math.max(0, length - 2))} ` : filler.repeat(Math.max(0, length)),
    );
}

function nested(depth: number, kind: 'array' | 'object'): RawJson {
  const [open, close] = kind === 'array' ? ['[', ']'] : ['{"a":', '}'];
  return new RawJson(`${open.repeat(depth)}0${close.repeat(depth)}`);
}

/** Values of the wrong type, or absurd in size or shape, for any field. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, -0, 1e308, [], {}, [''], [null], { a: 1 }, ['a', 'b']),
  fc.constantFrom(...PROTOTYPE_KEYS).map((key) => new RawJson(`{${JSON.stringify(key)}:{"polluted":true}}`)),
  fc.constantFrom(10, 1_000, 20_000).chain((depth) => fc.constantFrom(nested(depth, 'array'), nested(depth, 'object'))),
  fc.constantFrom(
    new RawJson(`[${'0,'.repeat(9_999)}0]`),
    'x'.repeat(70_000),
    new RawJson('1e999'),
    new RawJson('-1e999'),
    new RawJson('123456789012345678901234567890'),
  ),
);

function numberValues(field: Extract<FieldKind, { kind: 'number' }>): fc.Arbitrary<unknown> {
  const edges = [field.min, field.max].filter((edge): edge is number => edge !== undefined);
  return fc.oneof(
    fc.constantFrom(
      ...edges,
      ...edges.map((edge) => edge - 1e-9),
      ...edges.map((edge) => edge + 1e-9),
      5e-324,
      -5e-324,
      Number.MAX_VALUE,
      0.1 + 0.2,
      2 ** 31,
      2 ** 53 + 1,
    ),
    fc.constantFrom(
      '12,5',
      '12.5',
      ' 12 ',
      '12.',
      '.5',
      ',5',
      '1e2',
      '1E-3',
      '0x10',
      '0b1',
      '0o7',
      '007',
      '-0',
      '+1',
      '١٢',
      'Infinity',
      'NaN',
      '12 t',
      '1_000',
    ),
    fc.double(),
    fc.integer().map(String),
  );
}

function choiceValues(options: string[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(...options),
    fc.constantFrom(...options).map((option) => option.toUpperCase()),
    fc.constantFrom(...options).map((option) => ` ${option}\u202e`),
    fc.constantFrom(options, options.join(','), `${options[0]}\u0000`),
  );
}

/** A hostile value for a field of this kind: mostly of its own type, sometimes of any. */
export function hostileValue(field: FieldKind): fc.Arbitrary<unknown> {
  const ownType: fc.Arbitrary<unknown> = (() => {
    switch (field.kind) {
      case 'text':
        return field.maxLength === undefined ? oddText : fc.oneof(oddText, lengthsAround(field.maxLength));
      case 'choice':
        return choiceValues(field.options);
      case 'number':
        return numberValues(field);
      case 'boolean':
        return fc.constantFrom(true, false, 'oui', 'non', 'yes', 'no', ' OUI ', 'maybe', 1, 0, '1', '');
      case 'literal':
        return fc.constantFrom(...field.values, 'TRUE', 'yes', 'on', ' true', true, 1);
      case 'list':
        return fc.oneof(
          fc.array(hostileValue(field.item), { maxLength: 4 }),
          hostileValue(field.item).map((item) => Array.from({ length: 50 }, () => item)),
          hostileValue(field.item),
        );
      default:
        return oddText;
    }
  })();
  return fc.oneof(
    { arbitrary: ownType, weight: 3 },
    { arbitrary: wrongType, weight: 1 },
    { arbitrary: oddText, weight: 1 },
  );
}

/** A text value for a multipart field (multipart carries strings only). */
export function hostileFormValue(field: FieldKind): fc.Arbitrary<string> {
  return hostileValue(field).map((value) => {
    if (typeof value === 'string') return value;
    if (value instanceof RawJson) return value.text;
    return JSON.stringify(value) ?? String(value);
  });
}
