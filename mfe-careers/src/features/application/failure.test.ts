import { ApiRequestError } from '@freight/shared/web/api/client';
import { describeFailure } from './failure';

const apiError = (status: number, code: string, fields?: Record<string, string>) =>
  new ApiRequestError({ status, code, message: 'x', fields });

test('field errors of the API go back under the form fields; unknown names are dropped', () => {
  expect(
    describeFailure(
      apiError(400, 'VALIDATION_FAILED', {
        email: 'validation.email',
        file: 'validation.required',
        'client.x': 'validation.required',
      }),
    ),
  ).toEqual({
    reason: 'validation',
    fields: { email: 'validation.email', file: 'validation.required' },
  });
  // A message the browser has no translation for becomes the generic one.
  expect(describeFailure(apiError(400, 'VALIDATION_FAILED', { phone: 'phone.bad' })).fields).toEqual({
    phone: 'validation.invalid',
  });
});

test('a CV refused for its size or its content is reported under the CV', () => {
  expect(describeFailure(apiError(413, 'FILE_TOO_LARGE'))).toEqual({
    reason: 'file_too_large',
    fields: { file: 'validation.file_size' },
  });
  expect(describeFailure(apiError(413, 'http_413'))).toEqual({
    reason: 'file_too_large',
    fields: { file: 'validation.file_size' },
  });
  expect(describeFailure(apiError(415, 'UNSUPPORTED_FILE_TYPE'))).toEqual({
    reason: 'file_type',
    fields: { file: 'validation.file_type' },
  });
});

test.each([
  [apiError(429, 'RATE_LIMITED'), 'rate_limited'],
  [apiError(0, 'network_error'), 'network'],
  [apiError(0, 'timeout'), 'timeout'],
  [apiError(500, 'internal_error'), 'server'],
  [apiError(400, 'VALIDATION_FAILED'), 'server'],
  [new TypeError('boom'), 'server'],
])('%s -> %s', (error, reason) => {
  expect(describeFailure(error)).toEqual({ reason, fields: {} });
});
