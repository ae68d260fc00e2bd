import { directionOf, languageOf, toLanguage } from './constants';

test.each([
  ['ar-MA', 'ar'],
  ['AR', 'ar'],
  ['es_ES', 'es'],
  [' en-us ', 'en'],
  ['fr', 'fr'],
])('%s is the site language %s', (value, language) => {
  expect(languageOf(value)).toBe(language);
  expect(toLanguage(value)).toBe(language);
});

test.each(['arn-CL', 'de', '', 'e', undefined, null])('%s is no site language: French by default', (value) => {
  expect(languageOf(value)).toBeUndefined();
  expect(toLanguage(value)).toBe('fr');
});

test.each([
  ['ar-MA', 'rtl'],
  ['ar', 'rtl'],
  ['AR', 'rtl'],
  ['es-ES', 'ltr'],
  ['fr', 'ltr'],
  [undefined, 'ltr'],
])('%s is written %s: a regional code has its base language direction', (value, direction) => {
  expect(directionOf(value)).toBe(direction);
});
