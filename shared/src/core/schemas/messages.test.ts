import { z } from 'zod';
import { ROOT_FIELD, VALIDATION, fieldErrors, isValidationKey, toValidationKey } from './messages';

test('fieldErrors of a success is empty', () => {
  expect(fieldErrors(z.string().safeParse('ok'))).toEqual({});
});

test('fieldErrors gives dotted paths and the first error of each field', () => {
  const schema = z.object({
    client: z.object({
      email: z.string().min(1, { error: VALIDATION.required, abort: true }).email({ error: VALIDATION.email }),
      phone: z.string().min(10, { error: VALIDATION.phoneLength }).regex(/^\d+$/, { error: VALIDATION.phoneChars }),
    }),
    slots: z.array(z.enum(['a']), { error: VALIDATION.invalidOption }),
  });
  const result = schema.safeParse({ client: { email: '', phone: 'abc' }, slots: ['a', 'b'] });
  expect(fieldErrors(result)).toEqual({
    'client.email': 'validation.required',
    'client.phone': 'validation.phone_length',
    'slots.1': 'validation.invalid',
  });
});

test('an error about the whole value goes under the root key', () => {
  const schema = z.object({}, { error: VALIDATION.required });
  expect(fieldErrors(schema.safeParse('nope'))).toEqual({ [ROOT_FIELD]: 'validation.required' });
});

test('messages that are not validation keys become validation.invalid', () => {
  expect(fieldErrors(z.number().safeParse('x'))).toEqual({ [ROOT_FIELD]: 'validation.invalid' });
  expect(toValidationKey('Invalid input')).toBe('validation.invalid');
  expect(toValidationKey('validation.email')).toBe('validation.email');
  expect(isValidationKey('validation.email')).toBe(true);
  expect(isValidationKey('validation.nope')).toBe(false);
});

test('every validation key lives in the validation group of the forms namespace', () => {
  for (const key of Object.values(VALIDATION)) expect(key).toMatch(/^validation\.[a-z_]+$/);
});
