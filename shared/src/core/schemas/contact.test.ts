import { contactSchema } from './contact';
import { fieldErrors } from './messages';

const message = {
  name: 'Sara Amrani',
  email: 'sara@example.es',
  telephone: '0539 123456',
  message: 'Bonjour, un devis ?',
};

test('a complete contact message passes, trimmed', () => {
  expect(contactSchema.parse({ ...message, name: '  Sara Amrani ' })).toEqual(message);
});

test('every contact field is required', () => {
  expect(fieldErrors(contactSchema.safeParse({ name: '', email: ' ', telephone: null }))).toEqual({
    name: 'validation.required',
    email: 'validation.required',
    telephone: 'validation.required',
    message: 'validation.required',
  });
});

test('malformed contact values get specific messages', () => {
  const result = contactSchema.safeParse({
    name: 'n'.repeat(121),
    email: 'sara@',
    telephone: '0539/123456',
    message: 'm'.repeat(5001),
  });
  expect(fieldErrors(result)).toEqual({
    name: 'validation.too_long',
    email: 'validation.email',
    telephone: 'validation.phone_chars',
    message: 'validation.too_long',
  });
});

test('a body that is not an object is refused as a whole', () => {
  expect(fieldErrors(contactSchema.safeParse(undefined))).toEqual({ _root: 'validation.required' });
  expect(fieldErrors(contactSchema.safeParse([]))).toEqual({ _root: 'validation.invalid' });
});
