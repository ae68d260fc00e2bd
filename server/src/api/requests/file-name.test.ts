import { expect, test } from 'vitest';
import { FILE_NAME_MAX, pdfFileName, sanitizeFileName } from './file-name';

test('only the last path segment is kept', () => {
  expect(sanitizeFileName('../../etc/passwd.pdf', 'cv.pdf')).toBe('passwd.pdf');
  expect(sanitizeFileName('C:\\Users\\amina\\..\\CV.pdf', 'cv.pdf')).toBe('CV.pdf');
  expect(sanitizeFileName('/var/www/', 'cv.pdf')).toBe('cv.pdf');
  expect(sanitizeFileName('..', 'cv.pdf')).toBe('cv.pdf');
  expect(sanitizeFileName(undefined, 'cv.pdf')).toBe('cv.pdf');
});

test('control and invisible characters go, whitespace is tidied, no leading dot', () => {
  expect(sanitizeFileName('cv\u202Efdp.exe', 'x')).toBe('cvfdp.exe');
  expect(sanitizeFileName('\u0000cv\u0007\u200B Amina\r\nEl\tIdrissi .pdf', 'x')).toBe('cv Amina El Idrissi .pdf');
  expect(sanitizeFileName('...hidden.pdf', 'x')).toBe('hidden.pdf');
  expect(sanitizeFileName('a<b>:c"d|e?f*.pdf', 'x')).toBe('a_b__c_d_e_f_.pdf');
  expect(sanitizeFileName('CV Bénali.pdf'.normalize('NFD'), 'x')).toBe('CV Bénali.pdf');
});

test('long names are shortened to FILE_NAME_MAX characters, extension kept', () => {
  const name = sanitizeFileName(`${'ب'.repeat(400)}.pdf`, 'x');
  expect([...name]).toHaveLength(FILE_NAME_MAX);
  expect(name.endsWith('….pdf')).toBe(true);
});

test('a checked PDF is handed on with a .pdf name', () => {
  expect(pdfFileName('CV.PDF')).toBe('CV.PDF');
  expect(pdfFileName('photo.png')).toBe('photo.pdf');
  expect(pdfFileName('cv')).toBe('cv.pdf');
  expect(pdfFileName('.pdf')).toBe('.pdf');
});
