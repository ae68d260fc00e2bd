import { http, HttpResponse } from 'msw';
import { getArticle, getBlogPage } from './blog';
import { getCategories, getPartners } from './catalog';
import { ApiRequestError } from './client';
import { article, articleSummary, category, job, page, partner } from '@freight/shared/test/fixtures';
import { getJob, getJobsPage } from './jobs';
import { setupMockApi } from '@freight/shared/test/test-server';

const server = setupMockApi();

async function failure(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiRequestError)) throw new Error(`expected an ApiRequestError, got ${String(error)}`);
  return error;
}

test('getBlogPage asks for the page and language and returns the list', async () => {
  let query: Record<string, string> = {};
  server.use(
    http.get('/api/blog', ({ request }) => {
      query = Object.fromEntries(new URL(request.url).searchParams);
      return HttpResponse.json(page([articleSummary(10), articleSummary(11)], 2, 3));
    }),
  );
  const result = await getBlogPage(2, 'es');
  expect(query).toEqual({ page: '2', lang: 'es' });
  expect(result.data.map((item) => item.id)).toEqual([10, 11]);
  expect(result).toMatchObject({ page: 2, last_page: 3 });
});

test('an unsupported or regional language is sent as a supported one', async () => {
  const langs: Array<string | null> = [];
  server.use(
    http.get('/api/blog', ({ request }) => {
      langs.push(new URL(request.url).searchParams.get('lang'));
      return HttpResponse.json(page([]));
    }),
  );
  await getBlogPage(1, 'en-GB');
  await getBlogPage(1, 'de');
  await getBlogPage(1, undefined);
  expect(langs).toEqual(['en', 'fr', 'fr']);
});

test('getArticle returns the article', async () => {
  server.use(
    http.get('/api/blog/article/:id', ({ params }) => HttpResponse.json({ data: article(Number(params.id)) })),
  );
  const { data } = await getArticle(7, 'fr');
  expect(data).toMatchObject({ id: 7, article: '<p>Body.</p>' });
});

test('getArticle of an unknown id: 404 with the API code, not retryable', async () => {
  server.use(
    http.get('/api/blog/article/:id', () =>
      HttpResponse.json({ statusCode: 404, code: 'article_not_found', message: 'No such article' }, { status: 404 }),
    ),
  );
  const error = await failure(getArticle(999, 'fr'));
  expect(error).toMatchObject({ status: 404, code: 'article_not_found', retryable: false });
});

test('getJob asks for the offer in the language; an expired one is a 404, not retryable', async () => {
  const asked: string[] = [];
  server.use(
    http.get('/api/jobs/:id', ({ params, request }) => {
      asked.push(`${String(params.id)}:${new URL(request.url).searchParams.get('lang')}`);
      return Number(params.id) === 3
        ? HttpResponse.json({ data: job(3) })
        : HttpResponse.json({ statusCode: 404, code: 'NOT_FOUND', message: 'No job offer' }, { status: 404 });
    }),
  );
  expect((await getJob(3, 'ar-MA')).data).toMatchObject({ id: 3 });
  expect(await failure(getJob(4, 'es'))).toMatchObject({ status: 404, code: 'NOT_FOUND', retryable: false });
  expect(asked).toEqual(['3:ar', '4:es']);
});

test('a server error is retryable', async () => {
  server.use(
    http.get('/api/jobs', () =>
      HttpResponse.json({ statusCode: 500, code: 'internal_error', message: 'Something went wrong' }, { status: 500 }),
    ),
  );
  expect(await failure(getJobsPage(1, 'fr'))).toMatchObject({ status: 500, code: 'internal_error', retryable: true });
});

test('a network failure is retryable', async () => {
  server.use(http.get('/api/v1/categories', () => HttpResponse.error()));
  expect(await failure(getCategories('fr'))).toMatchObject({ status: 0, code: 'network_error', retryable: true });
});

test('an answer of the wrong shape is refused', async () => {
  // The original API's shape (data.ar1) is not what models.ts describes.
  server.use(http.get('/api/blog', () => HttpResponse.json({ data: { ar1: [] }, last_page: 1 })));
  expect(await failure(getBlogPage(1, 'fr'))).toMatchObject({ code: 'invalid_response', retryable: false });
  server.use(http.get('/api/jobs', () => HttpResponse.json(page([{ ...job(1), salary: 'a lot' }]))));
  expect(await failure(getJobsPage(1, 'fr'))).toMatchObject({ code: 'invalid_response' });
});

test('getJobsPage returns the jobs of a page', async () => {
  server.use(http.get('/api/jobs', () => HttpResponse.json(page([job(1), job(2)], 1, 1))));
  const result = await getJobsPage(1, 'ar');
  expect(result.data).toHaveLength(2);
  expect(result.last_page).toBe(1);
});

test('getCategories and getPartners return their lists', async () => {
  server.use(
    http.get('/api/v1/categories', () => HttpResponse.json({ data: [category(1), category(2)] })),
    http.get('/api/partners', () => HttpResponse.json({ data: [partner(1)] })),
  );
  const categories = await getCategories('fr');
  expect(categories.data.map((item) => item.image)).toEqual([{ url: '/images/categories/1.svg' }, null]);
  expect((await getPartners()).data[0]?.name).toBe('Partner 1');
});
