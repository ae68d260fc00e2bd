import { ApiRequestError, CLIENT_ERROR_CODES } from './client';
import { describeSubmitFailure } from './submit-failure';

const FIELDS = ['name', 'email'] as const;
const isField = (name: string): name is (typeof FIELDS)[number] => FIELDS.some((field) => field === name);
const apiError = (status: number, code: string, fields?: Record<string, string>) =>
  new ApiRequestError({ status, code, message: 'x', fields });

test("the API's field errors go under the form's own fields, translated keys only", () => {
  expect(
    describeSubmitFailure(
      apiError(400, 'VALIDATION_FAILED', { email: 'validation.email', other: 'validation.required', name: 'nope' }),
      isField,
    ),
  ).toEqual({
    reason: 'validation',
    fields: { email: 'validation.email', name: 'validation.invalid' },
  });
});

test('otherwise the reason: rate limited, network, timeout, server', () => {
  expect(describeSubmitFailure(apiError(429, 'RATE_LIMITED'), isField)).toEqual({ reason: 'rate_limited', fields: {} });
  expect(describeSubmitFailure(apiError(0, CLIENT_ERROR_CODES.network), isField).reason).toBe('network');
  expect(describeSubmitFailure(apiError(0, CLIENT_ERROR_CODES.timeout), isField).reason).toBe('timeout');
  // A 400 about nothing the visitor can fix is the server's failure, not theirs.
  expect(
    describeSubmitFailure(apiError(400, 'VALIDATION_FAILED', { other: 'validation.required' }), isField).reason,
  ).toBe('server');
  expect(describeSubmitFailure(apiError(503, 'UNAVAILABLE'), isField).reason).toBe('server');
  expect(describeSubmitFailure(new Error('boom'), isField).reason).toBe('server');
});
