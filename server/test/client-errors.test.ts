import { beforeAll, describe, expect, test } from 'vitest';
import { apiErrorSchema, type ApiError } from '@freight/shared/core/api/models';
import { APPLICATION_PATHS } from '../src/api/routes/applications/application-routes';
import { exchange, listenLocally, type RawResponse } from './support/raw-http';
import { contactFields, useFormApp } from './support/form-app';

// What Node and Fastify refuse on their own answers the app's error body,
// { statusCode, code, message }, like every other error: a client reads one
// shape whatever went wrong. Raw sockets where app.inject cannot send it.

const FORM_ROUTES = ['/api/cotation', '/api/other-quote', '/api/contact', ...APPLICATION_PATHS];

function expectError(response: RawResponse, expected: Pick<ApiError, 'statusCode' | 'code'>) {
  expect(response.status).toBe(expected.statusCode);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(apiErrorSchema.parse(JSON.parse(response.body))).toMatchObject(expected);
}

describe('client errors on the wire', () => {
  const forms = useFormApp('pglite');
  let port: number;
  beforeAll(async () => {
    port = await listenLocally(forms.app);
  });

  test('an unknown method in the request line is a JSON 400, and the connection is closed', async () => {
    const response = await exchange(port, 'FROB /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expectError(response, { statusCode: 400, code: 'BAD_REQUEST' });
    expect(response.closed).toBe(true);
  });

  test.each([
    ['not a number', 'Content-Length: abc\r\n'],
    ['two different lengths', 'Content-Length: 2\r\nContent-Length: 3\r\n'],
    ['a length beside chunked encoding', 'Content-Length: 2\r\nTransfer-Encoding: chunked\r\n'],
  ])('a bad Content-Length (%s) is a JSON 400', async (_what, lengthHeaders) => {
    const response = await exchange(
      port,
      `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${lengthHeaders}\r\n{}`,
    );
    expectError(response, { statusCode: 400, code: 'BAD_REQUEST' });
  });

  test('headers larger than Node accepts are a JSON 431', async () => {
    const response = await exchange(
      port,
      `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expectError(response, { statusCode: 431, code: 'HEADERS_TOO_LARGE' });
  });

  test('an HTTP/1.1 request without Host is a JSON 400; HTTP/1.0 needs none', async () => {
    expectError(await exchange(port, 'GET /api/health HTTP/1.1\r\n\r\n'), { statusCode: 400, code: 'BAD_REQUEST' });
    expect((await exchange(port, 'GET /api/health HTTP/1.0\r\n\r\n')).status).toBe(200);
  });

  test('a path that does not decode is a JSON 400', async () => {
    const response = await exchange(port, 'GET /api/blog/article/%zz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expectError(response, { statusCode: 400, code: 'BAD_REQUEST' });
  });
});

describe('client errors Fastify raises', () => {
  const forms = useFormApp('pglite');
  const post = (url: string, contentType: string, payload: string) =>
    forms.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });

  test('malformed or empty JSON is a 400 BAD_REQUEST in the usual shape', async () => {
    for (const payload of ['{"name":', '']) {
      const response = await post('/api/contact', 'application/json', payload);
      expect(response.statusCode).toBe(400);
      expect(apiErrorSchema.parse(response.json())).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
    }
  });

  test.each(['text/plain', 'application/x-www-form-urlencoded', 'application/jsonx'])(
    '%s on a JSON form is a 415',
    async (type) => {
      const response = await post('/api/contact', type, JSON.stringify(contactFields()));
      expect(apiErrorSchema.parse(response.json())).toMatchObject({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    },
  );

  test.each(['utf-16', 'UTF-16LE', '"utf-32"', 'iso-8859-1'])(
    'JSON declared in charset %s is a 415 (JSON is UTF-8)',
    async (charset) => {
      const response = await post(
        '/api/contact',
        `application/json; charset=${charset}`,
        JSON.stringify(contactFields()),
      );
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    },
  );

  test.each(['utf-8', 'UTF-8', '"utf-8"', 'utf8'])('JSON declared in charset %s is accepted', async (charset) => {
    const response = await post(
      '/api/contact',
      `application/json; charset=${charset}`,
      JSON.stringify(contactFields()),
    );
    expect(response.statusCode).toBe(201);
  });

  test.each(FORM_ROUTES.flatMap((url) => ['GET', 'PUT', 'DELETE', 'PATCH'].map((method) => ({ url, method }))))(
    '$method $url is a 405 that allows POST',
    async ({ url, method }) => {
      const response = await forms.app.inject({ method: method as 'GET', url });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe('POST');
      expect(apiErrorSchema.parse(response.json())).toMatchObject({ statusCode: 405, code: 'METHOD_NOT_ALLOWED' });
    },
  );

  test('POST on a read-only route is a 405 that allows GET and HEAD; an unknown path stays a 404', async () => {
    const list = await forms.app.inject({
      method: 'POST',
      url: '/api/blog?page=2',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(list.statusCode).toBe(405);
    expect(list.headers.allow).toBe('GET, HEAD');
    const article = await forms.app.inject({ method: 'DELETE', url: '/api/blog/article/3' });
    expect(article.statusCode).toBe(405);
    expect(article.headers.allow).toBe('GET, HEAD');
    const unknown = await forms.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
