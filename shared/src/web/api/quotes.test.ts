import { http, HttpResponse } from 'msw';
import { ApiRequestError } from './client';
import { postOtherQuote, postQuote } from './quotes';
import { setupMockApi } from '@freight/shared/test/test-server';

const api = setupMockApi();
const request = {
  cotation: { type: 'full-load' as const },
  client: { fullName: 'Amina', email: 'amina@example.ma', phone: '0612345678', company: 'Atlas', city: '' },
  product: {
    sector_of_activity: 'agriculture' as const,
    vehicle_type: 'mega-covered' as const,
    weight: 12,
    dangerous: false,
  },
  loading: { place: 'Tanger Med', date: '2099-01-10', time_slots: [] },
  unloading: { place: 'Perpignan', date: '2099-01-12', time_slots: ['8-14' as const], more_info: '' },
};

test('posts the quote as JSON with its idempotency key and returns the reference', async () => {
  let seen: { key: string | null; body: unknown } = { key: null, body: null };
  api.use(
    http.post('/api/cotation', async ({ request: req }) => {
      seen = { key: req.headers.get('Idempotency-Key'), body: await req.json() };
      return HttpResponse.json({ reference: 'Q-2026-000001' }, { status: 201 });
    }),
  );
  await expect(postQuote(request, 'key-1')).resolves.toEqual({ reference: 'Q-2026-000001' });
  expect(seen.key).toBe('key-1');
  expect(seen.body).toMatchObject({ cotation: { type: 'full-load' }, client: { email: 'amina@example.ma' } });
});

test('a refused request carries the field errors and a 429 is retryable', async () => {
  api.use(
    http.post('/api/other-quote', () =>
      HttpResponse.json(
        { statusCode: 400, code: 'VALIDATION_FAILED', message: 'x', fields: { 'client.email': 'validation.email' } },
        { status: 400 },
      ),
    ),
  );
  const refused = await postOtherQuote({ client: request.client, info: { object: 'x', message: 'y' } }, 'k').catch(
    (e: unknown) => e,
  );
  expect(refused).toBeInstanceOf(ApiRequestError);
  expect(refused).toMatchObject({
    status: 400,
    code: 'VALIDATION_FAILED',
    fields: { 'client.email': 'validation.email' },
    retryable: false,
  });
  api.use(
    http.post('/api/cotation', () =>
      HttpResponse.json({ statusCode: 429, code: 'RATE_LIMITED', message: 'slow' }, { status: 429 }),
    ),
  );
  await expect(postQuote(request, 'k2')).rejects.toMatchObject({ status: 429, code: 'RATE_LIMITED', retryable: true });
});
