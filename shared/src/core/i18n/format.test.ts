import { formatDate, localeFor } from './format';

test('formats a date in each language', () => {
  const iso = '2026-03-05T10:00:00.000Z';
  expect(formatDate(iso, 'fr')).toBe('5 mars 2026');
  expect(formatDate(iso, 'en')).toBe('5 March 2026');
  expect(formatDate(iso, 'es')).toBe('5 de marzo de 2026');
  expect(formatDate(iso, 'ar')).toMatch(/2026|٢٠٢٦/);
});

test('unknown language falls back to French and bad dates give an empty string', () => {
  expect(localeFor('de')).toBe('fr-FR');
  expect(localeFor(undefined)).toBe('fr-FR');
  expect(formatDate('not a date', 'fr')).toBe('');
});

test('a regional code formats as its base language', () => {
  expect(localeFor('ar-MA')).toBe('ar-MA');
  expect(localeFor('en-US')).toBe('en-GB');
  expect(localeFor('ES')).toBe('es-ES');
  expect(formatDate('2026-03-05T10:00:00.000Z', 'fr-MA')).toBe('5 mars 2026');
});
