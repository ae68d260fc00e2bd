import { plainFormat as format } from '@freight/shared/core/i18n/format';
import { formatSalary, formatYears } from './format';

test('salaries are whole MAD amounts in each language', () => {
  expect(formatSalary(format, 12500, 'fr')).toMatch(/^12\s500\sMAD$/);
  expect(formatSalary(format, 12500, 'en')).toMatch(/^MAD\s12,500$/);
  expect(formatSalary(format, 12500, 'es')).toMatch(/^12\.500\sMAD$/);
  expect(formatSalary(format, 12500, 'ar')).toMatch(/12[.,٬]500|١٢٬٥٠٠/);
  expect(formatSalary(format, 9999.6, 'en')).toMatch(/^MAD\s10,000$/);
});

test('years follow each language plural rules', () => {
  expect(formatYears(format, 1, 'fr')).toMatch(/^1\san$/);
  expect(formatYears(format, 3, 'fr')).toMatch(/^3\sans$/);
  expect(formatYears(format, 1, 'en')).toMatch(/^1\syear$/);
  expect(formatYears(format, 5, 'es')).toMatch(/^5\saños$/);
  expect(formatYears(format, 3, 'ar')).toMatch(/سنوات/);
});
