import { fieldErrors } from './messages';
import { otherQuoteInfoSchema, otherQuoteSchema } from './other-quote';

const client = {
  fullName: 'Youssef Benali',
  email: 'Y.Benali@Example.COM',
  phone: '+212612345678',
  company: 'Atlas Textiles',
};

test('a complete other-quote request passes', () => {
  const parsed = otherQuoteSchema.parse({ client, info: { object: ' Groupage ', message: 'Two pallets to Madrid.' } });
  expect(parsed.info).toEqual({ object: 'Groupage', message: 'Two pallets to Madrid.' });
  expect(parsed.client.email).toBe('Y.Benali@Example.COM');
});

test('object and message are both required', () => {
  expect(fieldErrors(otherQuoteInfoSchema.safeParse({ object: '', message: '   ' }))).toEqual({
    object: 'validation.required',
    message: 'validation.required',
  });
  expect(fieldErrors(otherQuoteInfoSchema.safeParse({}))).toEqual({
    object: 'validation.required',
    message: 'validation.required',
  });
});

test('object and message are capped', () => {
  expect(fieldErrors(otherQuoteInfoSchema.safeParse({ object: 'o'.repeat(201), message: 'm'.repeat(5001) }))).toEqual({
    object: 'validation.too_long',
    message: 'validation.too_long',
  });
});

test('client and info are both required, with the client rules of the quote', () => {
  expect(fieldErrors(otherQuoteSchema.safeParse({}))).toEqual({
    client: 'validation.required',
    info: 'validation.required',
  });
  const result = otherQuoteSchema.safeParse({
    client: { ...client, phone: '06-12-34-56-78-90-12' },
    info: { object: 'x', message: 'y' },
  });
  expect(fieldErrors(result)).toEqual({ 'client.phone': 'validation.phone_length' });
});
