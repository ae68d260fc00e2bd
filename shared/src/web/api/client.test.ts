import { readFileSync } from 'node:fs';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { ApiRequestError, apiFetch, getApiBase, setApiBase } from './client';
import { apiErrorSchema } from '../../core/api/models';
import { setupMockApi } from '@freight/shared/test/test-server';

const server = setupMockApi();
afterEach(() => setApiBase('/api'));

const pingSchema = z.object({ ok: z.literal(true) });

async function failure(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiRequestError)) throw new Error(`expected an ApiRequestError, got ${String(error)}`);
  return error;
}

test('GETs under /api with query parameters and returns the parsed body', async () => {
  let seen: URL | undefined;
  server.use(
    http.get('/api/ping', ({ request }) => {
      seen = new URL(request.url);
      return HttpResponse.json({ ok: true, extra: 'dropped' });
    }),
  );
  await expect(
    apiFetch('/ping', { schema: pingSchema, query: { page: 2, lang: 'ar', skip: undefined } }),
  ).resolves.toEqual({
    ok: true,
  });
  expect(seen?.pathname).toBe('/api/ping');
  expect(Object.fromEntries(seen?.searchParams ?? [])).toEqual({ page: '2', lang: 'ar' });
});

test('POSTs JSON bodies', async () => {
  let received: unknown;
  let type: string | null = null;
  server.use(
    http.post('/api/contact', async ({ request }) => {
      type = request.headers.get('content-type');
      received = await request.json();
      return HttpResponse.json({ ok: true }, { status: 201 });
    }),
  );
  await apiFetch('/contact', { schema: pingSchema, method: 'POST', body: { name: 'Sara' } });
  expect(type).toBe('application/json');
  expect(received).toEqual({ name: 'Sara' });
});

test('sends FormData as multipart, without forcing a content type', async () => {
  let fullName: FormDataEntryValue | null = null;
  server.use(
    http.post('/api/condidature', async ({ request }) => {
      fullName = (await request.formData()).get('fullName');
      return HttpResponse.json({ ok: true });
    }),
  );
  const form = new FormData();
  form.set('fullName', 'Karim Tazi');
  await apiFetch('/condidature', { schema: pingSchema, body: form });
  expect(fullName).toBe('Karim Tazi');
});

test('an error body gives status, code, message and field errors; 4xx is not retryable', async () => {
  server.use(
    http.post('/api/cotation', () =>
      HttpResponse.json(
        {
          statusCode: 400,
          code: 'validation_failed',
          message: 'Invalid quote',
          fields: { 'client.email': 'validation.email' },
        },
        { status: 400 },
      ),
    ),
  );
  const error = await failure(apiFetch('/cotation', { schema: pingSchema, method: 'POST', body: {} }));
  expect(error).toMatchObject({
    status: 400,
    code: 'validation_failed',
    message: 'Invalid quote',
    fields: { 'client.email': 'validation.email' },
    retryable: false,
  });
});

// client.ts reads error bodies without zod; it must accept exactly what apiErrorSchema accepts.
test.each([
  [{ statusCode: 409, code: 'conflict', message: 'Taken' }, true],
  [{ statusCode: 400, code: 'validation_failed', message: 'Bad', fields: { name: 'validation.required' } }, true],
  [{ statusCode: 400.5, code: 'x', message: 'y' }, false],
  [{ statusCode: '400', code: 'x', message: 'y' }, false],
  [{ statusCode: 400, code: 7, message: 'y' }, false],
  [{ statusCode: 400, code: 'x' }, false],
  [{ statusCode: 400, code: 'x', message: 'y', fields: { name: 3 } }, false],
  [{ statusCode: 400, code: 'x', message: 'y', fields: ['a'] }, false],
  [{ statusCode: 400, code: 'x', message: 'y', fields: null }, false],
  [['not', 'an', 'object'], false],
  ['text', false],
])('an error body %j is read as the API error shape: %s (as apiErrorSchema says)', async (body, accepted) => {
  expect(apiErrorSchema.safeParse(body).success).toBe(accepted);
  server.use(http.get('/api/ping', () => HttpResponse.json(body, { status: 418 })));
  const error = await failure(apiFetch('/ping', { schema: pingSchema }));
  if (accepted)
    expect(error).toMatchObject({
      status: 418,
      code: (body as { code: string }).code,
      message: (body as { message: string }).message,
    });
  else expect(error).toMatchObject({ status: 418, code: 'http_418' });
});

test.each([
  [429, true],
  [500, true],
  [503, true],
  [404, false],
  [413, false],
])('status %i without a JSON body -> http_<status>, retryable %s', async (status, retryable) => {
  server.use(http.get('/api/ping', () => new HttpResponse('<html>oops</html>', { status })));
  const error = await failure(apiFetch('/ping', { schema: pingSchema }));
  expect(error).toMatchObject({ status, code: `http_${status}`, retryable, fields: {} });
});

test('a network failure is retryable, with status 0', async () => {
  server.use(http.get('/api/ping', () => HttpResponse.error()));
  const error = await failure(apiFetch('/ping', { schema: pingSchema }));
  expect(error).toMatchObject({ status: 0, code: 'network_error', retryable: true });
});

test('a body of the wrong shape or not JSON is an invalid response', async () => {
  server.use(http.get('/api/ping', () => HttpResponse.json({ ok: 'yes' })));
  expect(await failure(apiFetch('/ping', { schema: pingSchema }))).toMatchObject({
    status: 200,
    code: 'invalid_response',
    retryable: false,
  });
  server.use(http.get('/api/ping', () => HttpResponse.text('not json')));
  expect(await failure(apiFetch('/ping', { schema: pingSchema }))).toMatchObject({ code: 'invalid_response' });
});

test('a schema given as a function is imported once an answer arrives, and checks it as a schema does', async () => {
  const load = vi.fn(() => Promise.resolve(pingSchema));
  server.use(http.get('/api/ping', () => HttpResponse.json({ ok: true })));
  await expect(apiFetch('/ping', { schema: load })).resolves.toEqual({ ok: true });
  expect(load).toHaveBeenCalledTimes(1);

  server.use(http.get('/api/ping', () => HttpResponse.json({ ok: 'yes' })));
  expect(await failure(apiFetch('/ping', { schema: load }))).toMatchObject({ code: 'invalid_response' });

  // An error answer needs no schema: nothing is imported for it.
  load.mockClear();
  server.use(
    http.get('/api/ping', () =>
      HttpResponse.json({ statusCode: 404, code: 'not_found', message: 'Not found' }, { status: 404 }),
    ),
  );
  expect(await failure(apiFetch('/ping', { schema: load }))).toMatchObject({ status: 404, code: 'not_found' });
  expect(load).not.toHaveBeenCalled();
});

test("the blog's, jobs' and catalog's fetchers import their schemas with their first request, not with the module", async () => {
  const source = (name: string) => readFileSync(path.join(__dirname, `${name}.ts`), 'utf8');
  for (const name of ['blog', 'jobs', 'catalog']) {
    expect(source(name)).not.toMatch(/^import [^;]*core\/api\/models';$/m);
    expect(source(name)).toContain("import('./models.lazy')");
  }
});

test('a slow answer times out, retryably', async () => {
  server.use(http.get('/api/ping', () => new Promise<Response>(() => {})));
  const error = await failure(apiFetch('/ping', { schema: pingSchema, timeoutMs: 20 }));
  expect(error).toMatchObject({ status: 0, code: 'timeout', retryable: true });
});

test("the caller's abort is rethrown as is, not turned into an API error", async () => {
  server.use(http.get('/api/ping', () => new Promise<Response>(() => {})));
  const controller = new AbortController();
  const request = apiFetch('/ping', { schema: pingSchema, signal: controller.signal });
  controller.abort();
  const error: unknown = await request.catch((reason: unknown) => reason);
  expect(error).not.toBeInstanceOf(ApiRequestError);
  expect(error).toMatchObject({ name: 'AbortError' });
});

test('setApiBase points a standalone remote at another origin', async () => {
  server.use(http.get('http://127.0.0.1:8080/api/ping', () => HttpResponse.json({ ok: true })));
  setApiBase('http://127.0.0.1:8080/api/');
  expect(getApiBase()).toBe('http://127.0.0.1:8080/api');
  await expect(apiFetch('/ping', { schema: pingSchema })).resolves.toEqual({ ok: true });
});
