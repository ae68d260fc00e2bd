import { careerTypeFor, contractKind, employmentType } from './job-contract';

// The seeded contracts (server/seed/jobs.json), in the four languages the API answers in.
test.each([
  ['CDI', 'permanent'],
  ['Permanent contract', 'permanent'],
  ['Contrato indefinido', 'permanent'],
  ['عقد غير محدد المدة', 'permanent'],
  ['CDD de 12 mois', 'fixed-term'],
  ['Fixed-term contract, 12 months', 'fixed-term'],
  ['Contrato temporal de 12 meses', 'fixed-term'],
  ['عقد محدد المدة لـ12 شهرًا', 'fixed-term'],
  ['CDD saisonnier de 6 mois', 'seasonal'],
  ['Seasonal contract, 6 months', 'seasonal'],
  ['Contrato de temporada de 6 meses', 'seasonal'],
  ['عقد موسمي لمدة 6 أشهر', 'seasonal'],
  ['Stage de 6 mois', 'internship'],
  ['Internship, 6 months', 'internship'],
  ['Prácticas de 6 meses', 'internship'],
  ['تدريب لمدة 6 أشهر', 'internship'],
])('%s is a %s contract', (contract, kind) => {
  expect(contractKind(contract)).toBe(kind);
});

test('schema.org employment types follow the kind, and an unknown wording gives none', () => {
  expect(employmentType('CDI')).toBe('FULL_TIME');
  expect(employmentType('CDD de 12 mois')).toEqual(['FULL_TIME', 'TEMPORARY']);
  expect(employmentType('CDD saisonnier de 6 mois')).toBe('TEMPORARY');
  expect(employmentType('Stage de 6 mois')).toBe('INTERN');
  expect(employmentType('Freelance')).toBeUndefined();
  // Words inside other words do not count.
  expect(contractKind('Backstage crew')).toBeNull();
});

test('an internship offer asks for an internship application, any other a job application', () => {
  expect(careerTypeFor('Prácticas de 6 meses')).toBe('internship');
  expect(careerTypeFor('CDI')).toBe('job-offer');
  expect(careerTypeFor('Freelance')).toBe('job-offer');
});
