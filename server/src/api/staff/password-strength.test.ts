import { expect, test } from 'vitest';
import { passwordWeakness } from './password-strength';

const MEMBER = { name: 'Nadia Tazi', email: 'nadia.tazi@boughaz-freight.example' };

test.each([
  'password1234',
  'Password123!',
  'azertyuiop12',
  'motdepasse123',
  '123456789012',
  'Boughaz Freight',
  'boughazfreight2026',
  'TingisElectric1',
  'tanger-freight',
  'nadiatazi1990',
])('%s is refused with a reason', (password) => {
  expect(passwordWeakness(password, MEMBER)).not.toBeNull();
});

test.each([
  'correct horse battery staple',
  'a long enough passphrase of mine',
  'chosen by the member',
  'another good passphrase',
  'Gq7!vR2#pL9@xW',
])('%s passes', (password) => {
  expect(passwordWeakness(password, MEMBER)).toBeNull();
});

test('the reason says what is wrong: a common password, the site or the member, the keyboard', () => {
  expect(passwordWeakness('password1234')).toMatch(/common/);
  expect(passwordWeakness('nadiatazi1990', MEMBER)).toBe('site_or_personal');
  expect(passwordWeakness('azertyuiop12')).toBe('keyboard');
});
