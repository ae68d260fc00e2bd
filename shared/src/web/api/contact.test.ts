import { http, HttpResponse } from 'msw';
import { ApiRequestError } from './client';
import { postContact } from './contact';
import { setupMockApi } from '@freight/shared/test/test-server';

const api = setupMockApi();
const message = { name: 'Sara Amrani', email: 'sara@example.es', telephone: '0612345678', message: 'Bonjour' };

test('posts the message as JSON with its idempotency key and returns the reference', async () => {
  let seen: { key: string | null; type: string | null; body: unknown } = { key: null, type: null, body: null };
  api.use(
    http.post('/api/contact', async ({ request }) => {
      seen = {
        key: request.headers.get('Idempotency-Key'),
        type: request.headers.get('Content-Type'),
        body: await request.json(),
      };
      return HttpResponse.json({ reference: 'C-2026-000007' }, { status: 201 });
    }),
  );
  await expect(postContact(message, 'key-7')).resolves.toEqual({ reference: 'C-2026-000007' });
  expect(seen).toEqual({ key: 'key-7', type: 'application/json', body: message });
});

test('a refused message carries its field errors; a network failure is retryable', async () => {
  api.use(
    http.post('/api/contact', () =>
      HttpResponse.json(
        { statusCode: 400, code: 'VALIDATION_FAILED', message: 'x', fields: { telephone: 'validation.phone_length' } },
        { status: 400 },
      ),
    ),
  );
  const refused = await postContact(message, 'k').catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(ApiRequestError);
  expect(refused).toMatchObject({
    status: 400,
    code: 'VALIDATION_FAILED',
    fields: { telephone: 'validation.phone_length' },
    retryable: false,
  });
  api.use(http.post('/api/contact', () => HttpResponse.error()));
  await expect(postContact(message, 'k')).rejects.toMatchObject({ status: 0, code: 'network_error', retryable: true });
});
