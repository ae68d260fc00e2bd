import { http, HttpResponse } from 'msw';
import type { ApplicationForm } from '../../core/schemas/application';
import { applicationFormData, postApplication, type UploadProgress } from './applications';
import { ApiRequestError } from './client';
import { setupMockApi } from '@freight/shared/test/test-server';

const server = setupMockApi();

const cv = () => new File(['%PDF-1.4 fake body'], 'cv-karim.pdf', { type: 'application/pdf' });
const form = (overrides: Partial<ApplicationForm> = {}): ApplicationForm => ({
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
  file: cv(),
  ...overrides,
});

async function failure(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiRequestError)) throw new Error(`expected an ApiRequestError, got ${String(error)}`);
  return error;
}

test('the multipart body has the text fields first and the CV last; an empty experience is left out', () => {
  const full = applicationFormData(form());
  expect([...full.keys()]).toEqual([
    'type',
    'fullName',
    'email',
    'phone',
    'country',
    'city',
    'message',
    'experience',
    'level_of_studies',
    'cv_consent',
    'file',
  ]);
  expect(full.get('file')).toBeInstanceOf(File);
  const withoutExperience = applicationFormData(form({ experience: undefined }));
  expect(withoutExperience.has('experience')).toBe(false);
  const blob = applicationFormData(form({ file: new Blob(['%PDF'], { type: 'application/pdf' }) })).get('file');
  expect(blob instanceof File && blob.name).toBe('cv.pdf');
});

test('posts the form through XMLHttpRequest with its idempotency key and returns the reference', async () => {
  let seen:
    | { key: string | null; type: string | null; fields: Record<string, string>; file: string | null }
    | undefined;
  server.use(
    http.post('/api/condidature', async ({ request }) => {
      const data = await request.formData();
      const file = data.get('file');
      seen = {
        key: request.headers.get('Idempotency-Key'),
        type: request.headers.get('Content-Type'),
        fields: Object.fromEntries(
          [...data.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
        ),
        // Node's File, not jsdom's: read it by what it has.
        file: file !== null && typeof file !== 'string' ? await file.text() : null,
      };
      return HttpResponse.json({ reference: 'A-2026-000042' }, { status: 201 });
    }),
  );
  await expect(postApplication(form(), 'key-1')).resolves.toEqual({ reference: 'A-2026-000042' });
  expect(seen?.key).toBe('key-1');
  expect(seen?.type).toMatch(/^multipart\/form-data; boundary=/);
  expect(seen?.fields).toMatchObject({ fullName: 'Karim Tazi', experience: '5-years-plus', level_of_studies: 'bac+2' });
  expect(seen?.file).toBe('%PDF-1.4 fake body');
});

test('a refused application carries its code and field errors', async () => {
  server.use(
    http.post('/api/condidature', () =>
      HttpResponse.json(
        { statusCode: 400, code: 'VALIDATION_FAILED', message: 'x', fields: { email: 'validation.email' } },
        { status: 400 },
      ),
    ),
  );
  const refused = await failure(postApplication(form(), 'k'));
  expect(refused).toMatchObject({
    status: 400,
    code: 'VALIDATION_FAILED',
    fields: { email: 'validation.email' },
    retryable: false,
  });
});

test.each([
  [413, 'FILE_TOO_LARGE', false],
  [415, 'UNSUPPORTED_FILE_TYPE', false],
  [429, 'RATE_LIMITED', true],
  [503, 'UNAVAILABLE', true],
])('HTTP %i answers %s', async (status, code, retryable) => {
  server.use(
    http.post('/api/condidature', () => HttpResponse.json({ statusCode: status, code, message: 'no' }, { status })),
  );
  expect(await failure(postApplication(form(), 'k'))).toMatchObject({ status, code, retryable });
});

test('an error page that is not JSON still gives a typed error', async () => {
  server.use(
    http.post('/api/condidature', () => new HttpResponse('<html>Request Entity Too Large</html>', { status: 413 })),
  );
  expect(await failure(postApplication(form(), 'k'))).toMatchObject({ status: 413, code: 'http_413' });
});

test('a 201 of the wrong shape is an invalid response', async () => {
  server.use(http.post('/api/condidature', () => HttpResponse.json({ ok: true }, { status: 201 })));
  expect(await failure(postApplication(form(), 'k'))).toMatchObject({ status: 201, code: 'invalid_response' });
});

test('a network failure is retryable and has status 0', async () => {
  server.use(http.post('/api/condidature', () => HttpResponse.error()));
  expect(await failure(postApplication(form(), 'k'))).toMatchObject({
    status: 0,
    code: 'network_error',
    retryable: true,
  });
});

// jsdom's XMLHttpRequest behind MSW reports no upload progress: a fake one shows what the fetcher does with it.
class FakeXhr extends EventTarget {
  static last: FakeXhr | undefined;
  readonly upload = new EventTarget();
  status = 0;
  statusText = '';
  responseText = '';
  timeout = 0;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  aborted = false;
  constructor() {
    super();
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    const event = new Event('progress');
    Object.assign(event, { loaded, total, lengthComputable });
    this.upload.dispatchEvent(event);
  }
  answer(status: number, body: string) {
    this.status = status;
    this.responseText = body;
    this.dispatchEvent(new Event('load'));
  }
}

function withFakeXhr() {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  FakeXhr.last = undefined;
  return () => {
    const xhr = FakeXhr.last;
    if (!xhr) throw new Error('no request was made');
    return xhr;
  };
}
afterEach(() => vi.unstubAllGlobals());

test('upload progress is reported in bytes, with an unknown total as null', async () => {
  const xhr = withFakeXhr();
  const seen: UploadProgress[] = [];
  const sent = postApplication(form(), 'key-2', { onProgress: (progress) => seen.push(progress), timeoutMs: 5000 });
  expect(xhr()).toMatchObject({ method: 'POST', url: '/api/condidature', timeout: 5000 });
  expect(xhr().headers).toEqual({ Accept: 'application/json', 'Idempotency-Key': 'key-2' });
  expect(xhr().body).toBeInstanceOf(FormData);
  xhr().progress(1024, 4096);
  xhr().progress(4096, 4096);
  xhr().progress(10, 0, false);
  xhr().answer(201, '{"reference":"A-1"}');
  await expect(sent).resolves.toEqual({ reference: 'A-1' });
  expect(seen).toEqual([
    { loaded: 1024, total: 4096 },
    { loaded: 4096, total: 4096 },
    { loaded: 10, total: null },
  ]);
});

test('a timeout is its own retryable error', async () => {
  const xhr = withFakeXhr();
  const sent = postApplication(form(), 'k');
  xhr().dispatchEvent(new Event('timeout'));
  expect(await failure(sent)).toMatchObject({ status: 0, code: 'timeout', retryable: true });
});

test("the caller's abort stops the upload and rejects with the signal's reason", async () => {
  const xhr = withFakeXhr();
  const controller = new AbortController();
  const sent = postApplication(form(), 'k', { signal: controller.signal });
  controller.abort();
  await expect(sent).rejects.toMatchObject({ name: 'AbortError' });
  expect(xhr().aborted).toBe(true);

  const already = postApplication(form(), 'k', { signal: controller.signal });
  await expect(already).rejects.toMatchObject({ name: 'AbortError' });
});
