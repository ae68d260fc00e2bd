import i18next from 'i18next';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { directionOf } from '../../core/constants';
import { initI18n, pageLanguage } from './setup';

// A browser set to Arabic with a region, on a Spanish address, with an old
// choice in storage: the address decides (docs/decisions/004-languages.md).
beforeAll(async () => {
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['ar-MA', 'fr']);
  vi.spyOn(window.navigator, 'language', 'get').mockReturnValue('ar-MA');
  vi.stubGlobal('fetch', () =>
    Promise.resolve(new Response('{}', { headers: { 'content-type': 'application/json' } })),
  );
  window.localStorage.setItem('i18nextLng', 'en');
  // biome-ignore lint/suspicious/noDocumentCookie: an old choice in the cookie i18next's detector reads, which the address must outrank; jsdom has no Cookie Store.
  document.cookie = 'i18next=en';
  window.history.replaceState(null, '', '/es/contact');
  await initI18n();
});

afterAll(() => {
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

test('the language is the one the address names, whatever the browser, the cookie or storage say', () => {
  expect(i18next.language).toBe('es');
  expect(document.documentElement.lang).toBe('es');
  expect(document.documentElement.dir).toBe('ltr');
  expect(window.localStorage.getItem('i18nextLng')).toBe('en');
});

test('an unprefixed address is French, a prefixed one its language', () => {
  window.history.replaceState(null, '', '/about');
  expect(pageLanguage()).toBe('fr');
  window.history.replaceState(null, '', '/ar/transport/adr');
  expect(pageLanguage()).toBe('ar');
  window.history.replaceState(null, '', '/en');
  expect(pageLanguage()).toBe('en');
});

test('a regional code counts as its base language for direction', () => {
  expect(directionOf('ar-MA')).toBe('rtl');
  expect(directionOf('ar')).toBe('rtl');
  expect(directionOf('es-ES')).toBe('ltr');
});
