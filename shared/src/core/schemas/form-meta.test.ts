import { expect, test } from 'vitest';
import { formMetaOf, spamSignal, splitFormMeta } from './form-meta';
import { formMetaSchema } from './form-meta-schema';

test('a regional language is stored as its base; an unknown one as French', () => {
  expect(formMetaSchema.parse({ language: 'ar-MA' }).language).toBe('ar');
  expect(formMetaSchema.parse({ language: 'es-ES' }).language).toBe('es');
  expect(formMetaSchema.parse({ language: 'de' }).language).toBe('fr');
  expect(formMetaSchema.parse({}).language).toBeUndefined();
});

test('the fill time arrives as a JSON number or a multipart string', () => {
  expect(formMetaSchema.parse({ fill_ms: 4200 }).fill_ms).toBe(4200);
  expect(formMetaSchema.parse({ fill_ms: '4200' }).fill_ms).toBe(4200);
  expect(formMetaSchema.parse({ fill_ms: '' }).fill_ms).toBeUndefined();
  expect(formMetaSchema.safeParse({ fill_ms: -1 }).success).toBe(false);
  expect(formMetaSchema.safeParse({ fill_ms: '1e3' }).success).toBe(false);
  expect(formMetaSchema.safeParse({ fill_ms: 2 ** 31 }).success).toBe(false);
});

test('a filled honeypot or a form sent faster than the minimum is spam; no fill time is not', () => {
  expect(spamSignal({ website: 'http://spam.example' })).toBe('honeypot');
  expect(spamSignal({ website: '  ', fill_ms: 10_000 })).toBeNull();
  expect(spamSignal({ fill_ms: 800 })).toBe('too_fast');
  expect(spamSignal({ fill_ms: 800 }, 500)).toBeNull();
  expect(spamSignal({})).toBeNull();
});

test('splitFormMeta keeps the form fields apart from the meta fields', () => {
  const { meta, fields } = splitFormMeta({ name: 'A', language: 'en' as const, website: '', fill_ms: 5000 });
  expect(fields).toEqual({ name: 'A' });
  expect(meta).toEqual({ language: 'en', website: '', fill_ms: 5000 });
});

test('formMetaOf measures the fill time and normalises the language', () => {
  expect(formMetaOf({ language: 'ar-MA', honeypot: '', startedAt: 1000, now: 5500 })).toEqual({
    language: 'ar',
    website: '',
    fill_ms: 4500,
  });
});
