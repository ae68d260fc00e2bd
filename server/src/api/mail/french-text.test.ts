import { expect, test } from 'vitest';
import { frenchDate, frenchDateTime, frenchNumber, optionLabel, section, subjectLine } from './french-text';

test('labels come from the French forms bundle, unknown values stay as they are', () => {
  expect(optionLabel('vehicle_type', 'standard-covered')).toBe('Bâché standard');
  expect(optionLabel('sector', 'hi-tech')).toBe('High-tech');
  expect(optionLabel('sector', 'space')).toBe('space');
});

test('dates, numbers and times are written the French way, on Moroccan time', () => {
  expect(frenchDate('2026-11-23')).toBe('23/11/2026');
  expect(frenchNumber(12.5)).toBe('12,5');
  expect(frenchNumber(1500)).toMatch(/^1\s500$/);
  expect(frenchDateTime(new Date('2026-07-01T08:30:00Z'))).toBe('01/07/2026 à 09:30 (heure du Maroc)');
});

test('a section lists every line; empty values show a dash, long ones go under their label', () => {
  expect(
    section('Client', [
      ['Ville', undefined],
      ['Nom', '  Amina '],
      ['Message', 'ligne 1\r\nligne 2'],
      ['Dangereux ?', 'Non'],
    ]),
  ).toBe('CLIENT\nVille : —\nNom : Amina\nMessage :\n    ligne 1\n    ligne 2\nDangereux ? Non');
});

test('a subject is one line of bounded length, whatever the visitor typed', () => {
  expect(subjectLine(['Demande O-2026-000001', 'Objet\r\nBcc: x@example.com', ''])).toBe(
    'Demande O-2026-000001 – Objet Bcc: x@example.com',
  );
  const long = subjectLine(['x'.repeat(500)]);
  expect(long).toHaveLength(200);
  expect(long.endsWith('…')).toBe(true);
});

test('a subject holds no control, bidi or broken characters, and is never cut inside a character', () => {
  expect(subjectLine(['Message C-2026-000001', 'Sara\u0000\u001b[31m\u0085Amrani'])).toBe(
    'Message C-2026-000001 – Sara [31m Amrani',
  );
  expect(subjectLine(['Candidature', '\u202eexe.fdp\u202c \u2066Youssef\u2069'])).toBe('Candidature – exe.fdp Youssef');
  expect(subjectLine(['a\u2028b\u2029c\u009bd'])).toBe('a b c d');
  expect(subjectLine(['lone \ud800 surrogate'])).toBe('lone \ufffd surrogate');
  const cut = subjectLine([`${'x'.repeat(198)}🚚🚚🚚`], 200);
  expect(cut).toBe(`${'x'.repeat(198)}🚚…`);
  expect(/[\ud800-\udbff](?![\udc00-\udfff])/.test(cut)).toBe(false);
});
