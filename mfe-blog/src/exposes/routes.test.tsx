import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupMockApi } from '@freight/shared/test/test-server';
import { article, articleSummary, page } from '@freight/shared/test/fixtures';
import { routes } from './routes';
import { BUNDLES, renderRoutes } from '../test/render-routes';

const api = setupMockApi();
const ids = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

function servePages(lastPage = 2, failing: { page?: number } = {}) {
  const calls: string[] = [];
  api.use(
    http.get('/api/blog', ({ request }) => {
      const url = new URL(request.url);
      const n = Number(url.searchParams.get('page'));
      calls.push(`${n}:${url.searchParams.get('lang')}`);
      if (n === failing.page)
        return HttpResponse.json({ statusCode: 503, code: 'UNAVAILABLE', message: 'down' }, { status: 503 });
      // Page 2 repeats the last item of page 1, as happens when an article is published meanwhile.
      const items = n === 1 ? ids(1, 9) : ids(9, 12);
      return HttpResponse.json({ ...page(items.map(articleSummary), n, lastPage), total: 12 });
    }),
  );
  return calls;
}

test('lists article cards with badge, date, excerpt and read more', async () => {
  servePages();
  await renderRoutes(routes, '/blog');
  expect(await screen.findByRole('heading', { level: 1, name: BUNDLES.fr.title })).toBeInTheDocument();
  const cards = await screen.findAllByRole('article');
  expect(cards).toHaveLength(9);
  const first = cards[0]!;
  expect(within(first).getByText('Blog')).toBeInTheDocument();
  expect(within(first).getByText('Publié le 4 mai 2026')).toBeInTheDocument();
  expect(within(first).getByText('Opening paragraph.')).toBeInTheDocument();
  expect(within(first).getByRole('link', { name: 'Lire la suite : Article 1' })).toHaveAttribute('href', '/blog/1');
  expect(document.title).toContain(BUNDLES.fr.title);
  // The first card's picture is in view on arrival: fetched at once, early, painted as soon as it
  // arrives (not decoded asynchronously); the others when scrolled to.
  const pictures = cards.map((card) => card.querySelector('img')!);
  expect(pictures[0]).toHaveAttribute('loading', 'eager');
  expect(pictures[0]).toHaveAttribute('fetchpriority', 'high');
  expect(pictures[0]).toHaveAttribute('decoding', 'auto');
  for (const picture of pictures.slice(1)) {
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('decoding', 'async');
  }
});

test.each(['fr', 'en', 'es', 'ar'] as const)(
  '%s: each "read more" link is named by its visible text and its article title (label in name, distinct names)',
  async (lng) => {
    servePages();
    await renderRoutes(routes, '/blog', lng);
    const cards = await screen.findAllByRole('article');
    const visible = BUNDLES[lng].read_more;
    const names = cards.map((card, index) => {
      const link = within(card)
        .getAllByRole('link')
        .find((candidate) => candidate.textContent === visible);
      expect(link).toBeDefined();
      const name = link!.getAttribute('aria-label') ?? '';
      expect(name.startsWith(visible)).toBe(true);
      expect(name).toContain(`Article ${index + 1}`);
      expect(within(card).getByRole('link', { name })).toBe(link);
      return name;
    });
    expect(new Set(names).size).toBe(names.length);
  },
);

test('load more appends the next page without duplicates, then disappears on the last page', async () => {
  const calls = servePages();
  const { user } = await renderRoutes(routes, '/blog', 'en');
  await screen.findAllByRole('article');
  await user.click(screen.getByRole('button', { name: BUNDLES.en.load_more }));
  await screen.findByRole('heading', { name: 'Article 12' });
  const titles = screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
  expect(titles).toEqual(ids(1, 12).map((id) => `Article ${id}`));
  expect(screen.queryByRole('button', { name: BUNDLES.en.load_more })).not.toBeInTheDocument();
  expect(calls).toEqual(['1:en', '2:en']);
});

test('a failed first load shows a translated error, and Retry loads the list', async () => {
  let fail = true;
  api.use(
    http.get('/api/blog', () =>
      fail
        ? HttpResponse.json({ statusCode: 500, code: 'INTERNAL', message: 'x' }, { status: 500 })
        : HttpResponse.json(page(ids(1, 9).map(articleSummary), 1, 1)),
    ),
  );
  const { user } = await renderRoutes(routes, '/blog', 'es');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(BUNDLES.es.error_title);
  fail = false;
  await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
  expect(await screen.findAllByRole('article')).toHaveLength(9);
});

test('a failed load more keeps the loaded cards and retries that page', async () => {
  const failing = { page: 2 as number | undefined };
  servePages(2, failing);
  const { user } = await renderRoutes(routes, '/blog');
  await screen.findAllByRole('article');
  await user.click(screen.getByRole('button', { name: BUNDLES.fr.load_more }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(BUNDLES.fr.error_title);
  expect(screen.getAllByRole('article')).toHaveLength(9);
  failing.page = undefined;
  await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('heading', { name: 'Article 12' })).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(12);
});

test('the article page shows title, date, image and sanitized body', async () => {
  api.use(
    http.get('/api/blog/article/:id', ({ params }) =>
      HttpResponse.json({
        data: {
          ...article(Number(params.id)),
          article: '<h2>Part</h2><p>Safe</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
        },
      }),
    ),
  );
  await renderRoutes(routes, '/blog/7', 'ar');
  expect(await screen.findByRole('heading', { level: 1, name: 'Article 7' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Part' })).toBeInTheDocument();
  expect(document.querySelector('[onerror]')).toBeNull();
  expect(document.querySelector('main script, script:not([src])')).toBeNull();
  expect(screen.getByText(/^نُشر في/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: BUNDLES.ar.back_to_list })).toHaveAttribute('href', '/ar/blog');
});

test('a media library cover carries its alt text in the page’s language; a fixed picture stays decorative', async () => {
  api.use(
    http.get('/api/blog/article/:id', ({ params }) =>
      HttpResponse.json({
        data: {
          ...article(Number(params.id)),
          img: 'media:12',
          img_url: '/media/12-camion.png',
          img_alt: 'شاحنة عند الرصيف',
          article: '<p>نص</p><img src="/media/12-camion.png" alt="شاحنة">',
        },
      }),
    ),
  );
  const view = await renderRoutes(routes, '/blog/7', 'ar');
  expect(await screen.findByRole('img', { name: 'شاحنة عند الرصيف' })).toHaveAttribute('src', '/media/12-camion.png');
  expect(screen.getByRole('img', { name: 'شاحنة' })).toHaveAttribute('src', '/media/12-camion.png');
  view.unmount();
  api.use(http.get('/api/blog/article/:id', ({ params }) => HttpResponse.json({ data: article(Number(params.id)) })));
  await renderRoutes(routes, '/blog/8', 'fr');
  await screen.findByRole('heading', { level: 1, name: 'Article 8' });
  expect(document.querySelector('img[src="/images/articles/article-8.svg"]')).toHaveAttribute('alt', '');
});

test('an unknown article shows the translated not-found message', async () => {
  api.use(
    http.get('/api/blog/article/:id', () =>
      HttpResponse.json({ statusCode: 404, code: 'NOT_FOUND', message: 'no' }, { status: 404 }),
    ),
  );
  await renderRoutes(routes, '/blog/999', 'en');
  expect(await screen.findByRole('heading', { level: 1, name: BUNDLES.en.not_found_title })).toBeInTheDocument();
});

test('a non-numeric id is not found without calling the API', async () => {
  await renderRoutes(routes, '/blog/abc', 'fr');
  expect(await screen.findByRole('heading', { level: 1, name: BUNDLES.fr.not_found_title })).toBeInTheDocument();
});
