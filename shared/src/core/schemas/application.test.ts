import { CV_MAX_BYTES } from '../constants';
import { applicationFormSchema, applicationSchema, cvFileSchema, looksLikePdf } from './application';
import { ROOT_FIELD, fieldErrors } from './messages';

const fields = {
  type: 'job-offer',
  fullName: 'Karim Tazi',
  email: 'karim.tazi@example.com',
  phone: '0661234567',
  country: 'Maroc',
  city: 'Tanger',
  message: 'Chauffeur PL, 6 ans sur le Maroc-Espagne.',
  experience: '5-years-plus',
  level_of_studies: 'bac+2',
  cv_consent: 'true',
};

function pdf(size = 1024, name = 'cv.pdf', type = 'application/pdf'): File {
  return new File([new Uint8Array(size)], name, { type });
}

function cvError(value: unknown): string | undefined {
  return fieldErrors(cvFileSchema.safeParse(value))[ROOT_FIELD];
}

test('complete application fields pass', () => {
  expect(applicationSchema.parse(fields)).toEqual(fields);
});

test('experience is optional, and empty means not given', () => {
  expect(applicationSchema.parse({ ...fields, experience: '' }).experience).toBeUndefined();
  expect(applicationSchema.parse({ ...fields, experience: undefined }).experience).toBeUndefined();
});

test('every other field is required', () => {
  const empty = Object.fromEntries(Object.keys(fields).map((key) => [key, '']));
  expect(fieldErrors(applicationSchema.safeParse(empty))).toEqual({
    type: 'validation.required',
    fullName: 'validation.required',
    email: 'validation.required',
    phone: 'validation.required',
    country: 'validation.required',
    city: 'validation.required',
    message: 'validation.required',
    level_of_studies: 'validation.required',
    cv_consent: 'validation.consent_required',
  });
});

test.each([undefined, '', 'false', 'on', true])(
  'an application without consent to keep the CV (%s) is refused',
  (cv_consent) => {
    expect(fieldErrors(applicationSchema.safeParse({ ...fields, cv_consent }))).toEqual({
      cv_consent: 'validation.consent_required',
    });
  },
);

test('options come from the constants', () => {
  const result = applicationSchema.safeParse({
    ...fields,
    type: 'freelance',
    experience: '10-years',
    level_of_studies: 'phd',
  });
  expect(fieldErrors(result)).toEqual({
    type: 'validation.invalid_option',
    experience: 'validation.invalid_option',
    level_of_studies: 'validation.invalid_option',
  });
});

test.each(['internship', 'job-offer'])('career type %s is accepted', (type) => {
  expect(applicationSchema.safeParse({ ...fields, type }).success).toBe(true);
});

test('malformed contact details', () => {
  const result = applicationSchema.safeParse({ ...fields, email: 'karim at example.com', phone: '06612345678901' });
  expect(fieldErrors(result)).toEqual({ email: 'validation.email', phone: 'validation.phone_length' });
});

test.each([
  ['a PDF', pdf(), undefined],
  ['a PDF of exactly 5 MB', pdf(CV_MAX_BYTES), undefined],
  ['a .pdf with no MIME type', pdf(10, 'CV-Karim.PDF', ''), undefined],
  ['a PDF MIME type with another name', pdf(10, 'cv', 'application/pdf'), undefined],
  [
    'a Word file',
    pdf(10, 'cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    'validation.file_type',
  ],
  ['an image', pdf(10, 'cv.png', 'image/png'), 'validation.file_type'],
  ['a PDF over 5 MB', pdf(CV_MAX_BYTES + 1), 'validation.file_size'],
  ['an empty file', pdf(0), 'validation.file_empty'],
  ['nothing', undefined, 'validation.required'],
  ['null', null, 'validation.required'],
  ['an empty string', '', 'validation.required'],
  ['a file name only', 'cv.pdf', 'validation.file_type'],
  ['a look-alike object', { size: 10, type: 'application/pdf', name: 'cv.pdf' }, 'validation.file_type'],
])('CV: %s', (_label, value, expected) => {
  expect(cvError(value)).toBe(expected);
});

test('a bare Blob counts by its MIME type', () => {
  expect(looksLikePdf(new Blob(['%PDF'], { type: 'application/pdf' }))).toBe(true);
  expect(looksLikePdf(new Blob(['%PDF']))).toBe(false);
});

test('the browser form checks fields and CV together', () => {
  expect(applicationFormSchema.safeParse({ ...fields, file: pdf() }).success).toBe(true);
  expect(fieldErrors(applicationFormSchema.safeParse({ ...fields, city: ' ', file: undefined }))).toEqual({
    city: 'validation.required',
    file: 'validation.required',
  });
});
