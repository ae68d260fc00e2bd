import { safeParse, type z } from 'zod/mini';
import { LANGUAGES, type SiteLanguage } from '../constants';
import { PROFILE_NAMES } from '../profiles/profile-names';
import { getProfile } from '../profiles/profiles';
import arForms from '../../../locales/ar/forms.json';
import arProfile from '../../../locales/ar/profile.json';
import enForms from '../../../locales/en/forms.json';
import enProfile from '../../../locales/en/profile.json';
import esForms from '../../../locales/es/forms.json';
import esProfile from '../../../locales/es/profile.json';
import frForms from '../../../locales/fr/forms.json';
import frProfile from '../../../locales/fr/profile.json';
import { applicationFormSchema } from './application';
import { contactSchema } from './contact';
import { VALIDATION } from './messages';
import { OPTION_GROUPS, optionLabelKey } from './options';
import { otherQuoteSchema } from './other-quote';
import { quoteRequestSchema, quoteUnloadingAfter } from './quote';

// Every validation message exists in all four bundles; a missing key is a
// test failure, not a fallback (docs/product-rules.md#languages).

const BUNDLES: Record<'forms' | 'profile', Record<SiteLanguage, unknown>> = {
  forms: { fr: frForms, en: enForms, es: esForms, ar: arForms },
  profile: { fr: frProfile, en: enProfile, es: esProfile, ar: arProfile },
};

/** { a: { b: 'x' } } -> Map { 'a.b' => 'x' }; non-string leaves kept as they are, to be caught. */
function flatten(value: unknown, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, value);
  }
  return into;
}

const FLAT = {
  forms: Object.fromEntries(LANGUAGES.map((lng) => [lng, flatten(BUNDLES.forms[lng])])),
  profile: Object.fromEntries(LANGUAGES.map((lng) => [lng, flatten(BUNDLES.profile[lng])])),
};

const NAMESPACES = ['forms', 'profile'] as const;
const ARABIC = /[\u0600-\u06FF]/;
const PLACEHOLDER = /{{\s*(\w+)\s*}}/g;

function keysOf(ns: (typeof NAMESPACES)[number], lng: string): string[] {
  return [...(FLAT[ns][lng]?.keys() ?? [])].sort();
}

describe.each(NAMESPACES)('%s namespace', (ns) => {
  test.each(LANGUAGES)('%s has exactly the keys of every other language', (lng) => {
    for (const other of LANGUAGES) expect(keysOf(ns, lng), `${lng} vs ${other}`).toEqual(keysOf(ns, other));
    expect(keysOf(ns, lng).length).toBeGreaterThan(20);
  });

  test.each(LANGUAGES)('%s values are non-empty strings', (lng) => {
    for (const [key, value] of FLAT[ns][lng] ?? []) {
      expect(typeof value, `${lng}:${ns}:${key}`).toBe('string');
      expect(String(value).trim(), `${lng}:${ns}:${key}`).not.toBe('');
    }
  });

  test('Arabic values are written in Arabic script', () => {
    for (const [key, value] of FLAT[ns].ar ?? []) expect(String(value), `ar:${ns}:${key}`).toMatch(ARABIC);
  });

  test.each(LANGUAGES)('%s uses the same interpolation placeholders as French', (lng) => {
    for (const [key, value] of FLAT[ns].fr ?? []) {
      const expected = [...String(value).matchAll(PLACEHOLDER)].map((m) => m[1]).sort();
      const actual = [...String(FLAT[ns][lng]?.get(key)).matchAll(PLACEHOLDER)].map((m) => m[1]).sort();
      expect(actual, `${lng}:${ns}:${key}`).toEqual(expected);
    }
  });
});

test('French, English and Spanish are translations, not copies', () => {
  for (const lng of ['en', 'es'] as const) {
    const forms = FLAT.forms[lng];
    expect(forms?.get('validation.required')).not.toBe(FLAT.forms.fr?.get('validation.required'));
    expect(forms?.get('validation.email')).not.toBe(FLAT.forms.fr?.get('validation.email'));
  }
});

test('the required message is the one the product rules give (docs/product-rules.md#forms-and-validation)', () => {
  expect(FLAT.forms.fr?.get('validation.required')).toBe('Ce champ est requis');
  expect(FLAT.forms.en?.get('validation.required')).toBe('This field is required');
  expect(FLAT.forms.es?.get('validation.required')).toBe('Este campo es obligatorio');
  expect(FLAT.forms.ar?.get('validation.required')).toBe('هذا الحقل مطلوب');
});

test.each(LANGUAGES)('%s: every validation key exists in forms.json', (lng) => {
  for (const key of Object.values(VALIDATION)) expect(FLAT.forms[lng]?.has(key), `${lng}: ${key}`).toBe(true);
});

test.each(LANGUAGES)('%s: every option has a label', (lng) => {
  for (const [group, values] of Object.entries(OPTION_GROUPS)) {
    for (const value of values) {
      const key = `options.${group}.${value}`;
      expect(FLAT.forms[lng]?.has(key), `${lng}: ${key}`).toBe(true);
    }
  }
  expect(optionLabelKey('sector', 'hi-tech')).toBe('options.sector.hi-tech');
});

test.each(LANGUAGES)('%s: every key a profile refers to exists in profile.json', (lng) => {
  for (const name of PROFILE_NAMES) {
    const profile = getProfile(name);
    const keys = [
      profile.descriptionKey,
      profile.addressKey,
      profile.hoursKey,
      profile.hotlineKey,
      ...profile.figures.map((figure) => figure.labelKey),
      ...profile.promotedServices.map((item) => item.labelKey),
      ...profile.sectorsMenu.map((item) => item.labelKey),
      ...profile.socials.map((social) => `social.${social.network}`),
    ];
    for (const key of keys) expect(FLAT.profile[lng]?.has(key), `${lng}: ${name} ${key}`).toBe(true);
  }
});

/** Values that exercise every rule: empty, wrong type, huge, malformed. */
const NASTY: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  0,
  -1,
  true,
  [],
  {},
  'x'.repeat(6000),
  'not valid',
  '2000-01-01',
  ['?'],
];

function everyShape(fields: string[]): unknown[] {
  return NASTY.map((value) => Object.fromEntries(fields.map((field) => [field, value])));
}

test('every error key the schemas can emit exists in forms.json of every language', () => {
  const schemas: Array<[z.core.$ZodType, unknown[]]> = [
    [contactSchema, everyShape(['name', 'email', 'telephone', 'message'])],
    [otherQuoteSchema, [...NASTY, ...everyShape(['client', 'info'])]],
    [
      applicationFormSchema,
      everyShape([
        'type',
        'fullName',
        'email',
        'phone',
        'country',
        'city',
        'message',
        'experience',
        'level_of_studies',
        'file',
      ]),
    ],
    [quoteUnloadingAfter('2999-01-01'), everyShape(['place', 'date', 'time_slots', 'more_info'])],
    [
      quoteRequestSchema,
      [
        ...NASTY,
        ...everyShape(['cotation', 'client', 'product', 'loading', 'unloading']),
        ...NASTY.map((value) => ({
          cotation: { type: value },
          client: Object.fromEntries(['fullName', 'email', 'phone', 'company', 'city'].map((f) => [f, value])),
          product: Object.fromEntries(
            ['sector_of_activity', 'vehicle_type', 'weight', 'dangerous'].map((f) => [f, value]),
          ),
          loading: { place: value, date: '2999-01-02', time_slots: value },
          unloading: { place: value, date: '2999-01-01', time_slots: value, more_info: value },
        })),
      ],
    ],
  ];
  // Raw issue messages, not fieldErrors' output, which would hide a stray zod default text.
  const emitted = new Set<string>();
  for (const [schema, inputs] of schemas) {
    for (const input of inputs)
      for (const issue of safeParse(schema, input).error?.issues ?? []) emitted.add(issue.message);
  }
  expect(emitted.size).toBeGreaterThan(8);
  expect(emitted).toContain('validation.date_order');
  for (const lng of LANGUAGES)
    for (const key of emitted) expect(FLAT.forms[lng]?.has(key), `${lng}: ${key}`).toBe(true);
});
