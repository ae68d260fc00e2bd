import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { ApiRequestError } from './client';
import { article, articleSummary, category, job, page, partner } from '@freight/shared/test/fixtures';
import { useArticle, useBlogPage, useCategories, useJob, useJobsPage, usePartners } from './hooks';
import { setupMockApi } from '@freight/shared/test/test-server';

const server = setupMockApi();

// A fresh cache per test; the hooks' own freshness options still apply.
function wrapper({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>;
}

function countRequests(path: string, body: () => Response) {
  const calls: string[] = [];
  server.use(
    http.get(path, ({ request }) => {
      calls.push(request.url);
      return body();
    }),
  );
  return calls;
}

test('useArticle loads the article', async () => {
  countRequests('/api/blog/article/:id', () => HttpResponse.json({ data: article(5) }));
  const { result } = renderHook(() => useArticle(5, 'fr'), { wrapper });
  await waitFor(() => expect(result.current.data?.data.id).toBe(5));
  expect(result.current.error).toBeUndefined();
});

test('useJob loads one offer in the language', async () => {
  const calls = countRequests('/api/jobs/:id', () => HttpResponse.json({ data: job(8) }));
  const { result } = renderHook(() => useJob(8, 'en'), { wrapper });
  await waitFor(() => expect(result.current.data?.data.id).toBe(8));
  expect(calls).toEqual([expect.stringMatching(/\/api\/jobs\/8\?lang=en$/)]);
});

test('enabled: false makes no request', async () => {
  const calls = countRequests('/api/blog/article/:id', () => HttpResponse.json({ data: article(5) }));
  const { result } = renderHook(() => useArticle(0, 'fr', { enabled: false }), { wrapper });
  await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
  expect(calls).toHaveLength(0);
  expect(result.current.data).toBeUndefined();
  expect(result.current.isLoading).toBe(false);
});

test('a 404 surfaces as an ApiRequestError and is not retried', async () => {
  const calls = countRequests('/api/blog/article/:id', () =>
    HttpResponse.json({ statusCode: 404, code: 'article_not_found', message: 'No such article' }, { status: 404 }),
  );
  const { result } = renderHook(() => useArticle(404, 'fr'), { wrapper });
  await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiRequestError));
  expect(result.current.error).toMatchObject({ status: 404, code: 'article_not_found' });
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(calls).toHaveLength(1);
});

test('the blog stays fresh for 10 minutes: a new reader within them makes no request', async () => {
  // Fake timeouts (SWR forgets a request after dedupingInterval with setTimeout); time still flows.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  try {
    const calls = countRequests('/api/blog', () => HttpResponse.json(page([articleSummary(1)])));
    const { result, rerender } = renderHook(
      ({ second, third }) => ({
        first: useBlogPage(1, 'fr'),
        second: useBlogPage(1, 'fr', { enabled: second }),
        third: useBlogPage(1, 'fr', { enabled: third }),
      }),
      { wrapper, initialProps: { second: false, third: false } },
    );
    await waitFor(() => expect(result.current.first.data?.data).toHaveLength(1));

    // Well past SWR's default of 2 seconds.
    act(() => vi.advanceTimersByTime(5 * 60_000));
    rerender({ second: true, third: false });
    expect(result.current.second.data?.data[0]?.id).toBe(1);
    // SWR revalidates a cached key on the next animation frame: give it time to ask, if it would.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(calls).toHaveLength(1);

    // Past the 10 minutes, a new reader asks again.
    act(() => vi.advanceTimersByTime(6 * 60_000));
    rerender({ second: true, third: true });
    await waitFor(() => expect(calls).toHaveLength(2));
  } finally {
    vi.useRealTimers();
  }
});

test('a language change is a new request', async () => {
  const calls = countRequests('/api/blog', () => HttpResponse.json(page([articleSummary(1)])));
  const { result, rerender } = renderHook(({ lang }) => useBlogPage(1, lang), {
    wrapper,
    initialProps: { lang: 'fr' },
  });
  await waitFor(() => expect(result.current.data).toBeDefined());
  rerender({ lang: 'ar' });
  await waitFor(() => expect(calls).toHaveLength(2));
  expect(new URL(calls[1] ?? '').searchParams.get('lang')).toBe('ar');
});

test('useJobsPage loads a page of jobs', async () => {
  const calls = countRequests('/api/jobs', () => HttpResponse.json(page([job(1)], 1, 1)));
  const { result } = renderHook(() => useJobsPage(1, 'es'), { wrapper });
  await waitFor(() => expect(result.current.data?.data).toHaveLength(1));
  expect(new URL(calls[0] ?? '').searchParams.get('lang')).toBe('es');
});

test('useCategories loads the shop categories', async () => {
  countRequests('/api/v1/categories', () => HttpResponse.json({ data: [category(1), category(2)] }));
  const { result } = renderHook(() => useCategories('ar'), { wrapper });
  await waitFor(() => expect(result.current.data?.data).toHaveLength(2));
});

test('usePartners loads the partners, and can be disabled', async () => {
  const calls = countRequests('/api/partners', () => HttpResponse.json({ data: [partner(1), partner(2)] }));
  const { result, rerender } = renderHook(({ enabled }) => usePartners({ enabled }), {
    wrapper,
    initialProps: { enabled: false },
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(calls).toHaveLength(0);
  rerender({ enabled: true });
  await waitFor(() => expect(result.current.data?.data).toHaveLength(2));
});
