import i18next from 'i18next';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { initI18n } from './setup';

// A browser set to Arabic with a region and no ?lng: the page is Arabic and right to left.
beforeAll(async () => {
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['ar-MA', 'fr']);
  vi.spyOn(window.navigator, 'language', 'get').mockReturnValue('ar-MA');
  vi.stubGlobal('fetch', () => Promise.resolve(new Response('{}', { headers: { 'content-type': 'application/json' } })));
  window.localStorage.clear();
  await initI18n();
});

afterAll(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

test("'ar-MA' is read as Arabic: <html lang=ar dir=rtl>, cached as 'ar'", () => {
  expect(i18next.language).toBe('ar');
  expect(document.documentElement.lang).toBe('ar');
  expect(document.documentElement.dir).toBe('rtl');
  expect(window.localStorage.getItem('i18nextLng')).toBe('ar');
});
