import { formatSalary, formatYears, numberFormat } from './format';

test('salaries are whole MAD amounts in each language', () => {
  expect(formatSalary(12500, 'fr')).toMatch(/^12\s500\sMAD$/);
  expect(formatSalary(12500, 'en')).toMatch(/^MAD\s12,500$/);
  expect(formatSalary(12500, 'es')).toMatch(/^12\.500\sMAD$/);
  expect(formatSalary(12500, 'ar')).toMatch(/12[.,٬]500|١٢٬٥٠٠/);
  expect(formatSalary(9999.6, 'en')).toMatch(/^MAD\s10,000$/);
});

test('years follow each language plural rules', () => {
  expect(formatYears(1, 'fr')).toMatch(/^1\san$/);
  expect(formatYears(3, 'fr')).toMatch(/^3\sans$/);
  expect(formatYears(1, 'en')).toMatch(/^1\syear$/);
  expect(formatYears(5, 'es')).toMatch(/^5\saños$/);
  expect(formatYears(3, 'ar')).toMatch(/سنوات/);
});

test('a formatter is made once for a language and its options', () => {
  const years = { style: 'unit', unit: 'year', unitDisplay: 'long' } as const;
  expect(numberFormat('fr', years)).toBe(numberFormat('fr-MA', { ...years }));
  expect(numberFormat('en', years)).not.toBe(numberFormat('fr', years));
  expect(numberFormat('fr', { style: 'percent' })).not.toBe(numberFormat('fr', years));
});
