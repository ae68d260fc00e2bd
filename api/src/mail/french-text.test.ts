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
