import { job as jobFixture } from '@freight/shared/test/fixtures';
import { getProfile } from '@freight/shared/core/profiles/profiles';
import { jobPostingData, serializeJsonLd } from './structured-data';

const page = { origin: 'https://www.example.ma', pageUrl: 'https://www.example.ma/en/jobOffers/7' };

test('a JobPosting from the offer and the brand profile', () => {
  const profile = getProfile('freight');
  const data = jobPostingData(
    { ...jobFixture(7), experience: 2, salary: 9500, contract: 'CDD de 12 mois' },
    profile,
    page,
  );
  expect(data).toEqual({
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: 'Chauffeur PL international',
    description: 'Maroc – Espagne – France.',
    identifier: { '@type': 'PropertyValue', name: 'Boughaz Freight', value: '7' },
    url: 'https://www.example.ma/en/jobOffers/7',
    datePosted: '2026-05-01T08:00:00.000Z',
    validThrough: '2026-07-01T00:00:00.000Z',
    employmentType: ['FULL_TIME', 'TEMPORARY'],
    hiringOrganization: {
      '@type': 'Organization',
      name: 'Boughaz Freight',
      url: 'https://www.example.ma/',
      email: 'contact@boughaz-freight.example',
      sameAs: profile.socials.map((social) => social.url),
    },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Tanger Med', addressCountry: 'MA' },
    },
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'MAD',
      value: { '@type': 'QuantitativeValue', value: 9500, unitText: 'MONTH' },
    },
    experienceRequirements: { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: 24 },
    directApply: true,
  });
});

test('an entry-level offer says so, and an unknown contract gets no employment type', () => {
  const data = jobPostingData(
    { ...jobFixture(1), experience: 0, contract: 'Freelance' },
    getProfile('electrical'),
    page,
  );
  expect(data.experienceRequirements).toBe('no requirements');
  expect(data).not.toHaveProperty('employmentType');
  expect(data).toMatchObject({ hiringOrganization: { name: getProfile('electrical').brandName } });
});

test('no text of an offer can close the script element', () => {
  const hostile = { title: '</script><script>alert(1)</script>', note: '<!-- a & b > c \u2028' };
  const json = serializeJsonLd(hostile);
  expect(json).not.toMatch(/[<>&\u2028]/);
  expect(json).toContain('\\u003c/script\\u003e');
  expect(JSON.parse(json)).toEqual(hostile);
});
