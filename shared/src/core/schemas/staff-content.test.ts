import { fieldErrors } from './messages';
import { staffArticleInputSchema, staffJobInputSchema, staffJobUpdateSchema } from './staff-content';
import { dataSubjectEraseSchema } from './staff-data-subjects';

const text = { post: 'Chauffeur', location: 'Tanger', contract: 'CDI', description: 'Ligne 1\nLigne 2' };
const job = {
  translations: { fr: text, en: text, es: text, ar: text },
  salary: '9000',
  experience_years: 0,
  valid_through: '2027-01-31',
};

test('an offer in four languages passes; numbers typed as digits become numbers', () => {
  expect(staffJobInputSchema.parse(job)).toMatchObject({ salary: 9000, experience_years: 0 });
});

test('a language left out, an empty field, a bad number or date: each its own message key', () => {
  const { en: _left, ...three } = job.translations;
  expect(
    fieldErrors(
      staffJobInputSchema.safeParse({
        ...job,
        translations: { ...three, es: { ...text, location: ' ' } },
        salary: '12.5',
        experience_years: 61,
        valid_through: '31/01/2027',
      }),
    ),
  ).toEqual({
    'translations.en': 'validation.required',
    'translations.es.location': 'validation.required',
    salary: 'validation.invalid',
    experience_years: 'validation.too_large',
    valid_through: 'validation.date_invalid',
  });
});

test('a change carries the updated_at it was read with', () => {
  expect(fieldErrors(staffJobUpdateSchema.safeParse(job))).toEqual({ updated_at: 'validation.invalid' });
});

test('an article: a title and a body in each language, a picture by file name', () => {
  const article = { title: 'Titre', body: '<p>Texte</p>' };
  const four = { fr: article, en: article, es: article, ar: article };
  expect(staffArticleInputSchema.safeParse({ translations: four, img: 'dry-port.svg' }).success).toBe(true);
  expect(
    fieldErrors(
      staffArticleInputSchema.safeParse({ translations: { ...four, ar: { title: '', body: '' } }, img: '../x.svg' }),
    ),
  ).toEqual({
    'translations.ar.title': 'validation.required',
    'translations.ar.body': 'validation.required',
    img: 'validation.invalid_option',
  });
});

test('an erasure names the same address twice, in any case', () => {
  expect(dataSubjectEraseSchema.safeParse({ email: 'A@example.ma', confirm: 'a@EXAMPLE.ma' }).success).toBe(true);
  expect(fieldErrors(dataSubjectEraseSchema.safeParse({ email: 'a@example.ma', confirm: 'b@example.ma' }))).toEqual({
    confirm: 'validation.invalid',
  });
});
