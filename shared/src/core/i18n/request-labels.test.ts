import type { z } from 'zod';
import arForms from '../../../locales/ar/forms.json';
import enForms from '../../../locales/en/forms.json';
import esForms from '../../../locales/es/forms.json';
import frForms from '../../../locales/fr/forms.json';
import {
  CAREER_TYPES,
  EXPERIENCE_OPTIONS,
  LANGUAGES,
  QUOTE_TYPES,
  SECTORS,
  STUDY_LEVELS,
  TIME_SLOTS,
  VEHICLE_TYPES,
  type SiteLanguage,
} from '../constants';
import { applicationSchema } from '../schemas/application';
import { contactSchema } from '../schemas/contact';
import { OPTION_GROUPS } from '../schemas/options';
import { otherQuoteSchema } from '../schemas/other-quote';
import { quoteRequestSchema } from '../schemas/quote';
import { REQUEST_KINDS, REQUEST_STATUSES } from '../schemas/staff-inbox';
import {
  type FormsText,
  fieldLabelKey,
  formatDay,
  labelPayload,
  optionGroupOf,
  REQUEST_COLUMNS,
} from './request-labels';

// The staff read every field and code of a request under its label, in their
// language: a schema key or an enum value without one fails here.

const BUNDLES: Record<SiteLanguage, unknown> = { fr: frForms, en: enForms, es: esForms, ar: arForms };

function lookup(language: SiteLanguage): FormsText {
  return (key) => {
    let node: unknown = BUNDLES[language];
    for (const part of key.split('.'))
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    return typeof node === 'string' && node.trim() ? node : undefined;
  };
}

type Shape = Record<string, z.ZodType>;
/** The schema a `z.lazy` makes on its first use (the quote's schemas are made so), or `schema` itself. */
function made(schema: z.ZodType): z.ZodType {
  const lazy = schema._zod as { def: { type: string }; innerType?: z.ZodType };
  return lazy.def.type === 'lazy' && lazy.innerType ? made(lazy.innerType) : schema;
}
const isObject = (schema: z.ZodType): schema is z.ZodObject<Shape> => 'shape' in schema;

/** [step, field] of every field a form sends; step null for flat forms. */
function fieldsOf(form: z.ZodType): [string | null, string][] {
  const schema = made(form);
  if (!isObject(schema)) throw new Error('a form schema is an object');
  return Object.entries(schema.shape).flatMap(([key, step]): [string | null, string][] => {
    const child = made(step);
    return isObject(child) ? Object.keys(child.shape).map((field): [string, string] => [key, field]) : [[null, key]];
  });
}

const FORMS = {
  quote: quoteRequestSchema,
  'other-quote': otherQuoteSchema,
  contact: contactSchema,
  application: applicationSchema,
};

describe.each(LANGUAGES)('%s', (language) => {
  const text = lookup(language);

  test.each(Object.entries(FORMS))('every field and step of the %s form has a label', (_, schema) => {
    const fields = fieldsOf(schema as unknown as z.ZodObject<Shape>);
    expect(fields.length).toBeGreaterThan(3);
    for (const [step, key] of fields) {
      expect(text(fieldLabelKey(step, key)), `${language}: ${step ?? ''}.${key}`).toBeDefined();
      if (step) expect(text(`steps.${step}`), `${language}: steps.${step}`).toBeDefined();
      const group = optionGroupOf(step, key);
      for (const value of group ? OPTION_GROUPS[group] : [])
        expect(text(`options.${group}.${value}`), `${language}: ${group}.${value}`).toBeDefined();
    }
  });

  test('every code of the constants and of the inbox has a label', () => {
    const codes: [string, readonly (string | number)[]][] = [
      ['options.quote_type', QUOTE_TYPES],
      ['options.vehicle_type', VEHICLE_TYPES],
      ['options.sector', SECTORS],
      ['options.time_slot', TIME_SLOTS],
      ['options.study_level', STUDY_LEVELS],
      ['options.experience', EXPERIENCE_OPTIONS],
      ['options.career_type', CAREER_TYPES],
      ['requests.kinds', REQUEST_KINDS],
      ['requests.statuses', REQUEST_STATUSES],
      ['requests.languages', LANGUAGES],
      ['requests.columns', REQUEST_COLUMNS],
    ];
    for (const [prefix, values] of codes)
      for (const value of values) expect(text(`${prefix}.${value}`), `${language}: ${prefix}.${value}`).toBeDefined();
  });

  test('a quote reads in words, its days in the language', () => {
    const sections = labelPayload(
      {
        cotation: { type: 'full-load' },
        client: { fullName: 'Amina', email: 'a@example.com' },
        product: { vehicle_type: 'mega-covered', sector_of_activity: 'agriculture', dangerous: false, weight: 12.5 },
        loading: { date: '2026-12-01', time_slots: ['8-14'] },
      },
      language,
      text,
    );
    const all = sections.flatMap((section) => [section.title, ...section.fields.flatMap((f) => [f.label, f.value])]);
    for (const code of ['cotation', 'fullName', 'full-load', 'mega-covered', 'agriculture', '8-14', '2026-12-01'])
      expect(all).not.toContain(code);
    expect(all).toContain(text('options.vehicle_type.mega-covered'));
    expect(all).toContain(formatDay('2026-12-01', language));
  });
});

test('a day is formatted per language', () => {
  expect(formatDay('2026-12-01', 'fr')).toBe('1 déc. 2026');
  expect(formatDay('2026-12-01', 'en')).toBe('1 Dec 2026');
  expect(formatDay('2026-12-01', 'ar')).not.toBe(formatDay('2026-12-01', 'fr'));
});
