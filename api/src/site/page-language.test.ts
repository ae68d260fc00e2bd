import { expect, test } from 'vitest';
import { guessLanguage } from './page-language';

const none = { query: undefined, cookie: undefined, acceptLanguage: undefined };

test('the lng query wins, then the i18next cookie, then Accept-Language, then French', () => {
  expect(guessLanguage({ query: 'lng=ar', cookie: 'i18next=es', acceptLanguage: 'en-US,en' })).toBe('ar');
  expect(guessLanguage({ ...none, cookie: 'a=1; i18next=es', acceptLanguage: 'en-US' })).toBe('es');
  expect(guessLanguage({ ...none, acceptLanguage: 'de-DE,de;q=0.9,en-GB;q=0.8' })).toBe('en');
  expect(guessLanguage(none)).toBe('fr');
});

test('unsupported or malformed values are ignored', () => {
  expect(guessLanguage({ query: 'lng=zz', cookie: 'i18next=<x>', acceptLanguage: 'ja' })).toBe('fr');
});

test('regional codes count as their base language, whatever their case or separator', () => {
  expect(guessLanguage({ ...none, query: 'lng=ar-MA' })).toBe('ar');
  expect(guessLanguage({ ...none, cookie: 'i18next=es-ES' })).toBe('es');
  expect(guessLanguage({ ...none, acceptLanguage: 'AR-ma;q=1, fr;q=0.5' })).toBe('ar');
  expect(guessLanguage({ ...none, acceptLanguage: 'es_ES' })).toBe('es');
  // Two letters are not enough: 'arn' (Mapudungun) is not Arabic.
  expect(guessLanguage({ ...none, acceptLanguage: 'arn-CL, en' })).toBe('en');
});
