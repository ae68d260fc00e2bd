import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { job as jobFixture } from '@freight/shared/test/fixtures';
import type { Job } from '@freight/shared/core/api/models';
import { setupMockApi } from '@freight/shared/test/test-server';
import type { TestLanguage } from '@freight/shared/test/test-utils';
import { BUNDLES, renderRoutes } from '../test/render-routes';
import { routes } from './routes';

// Distinct posts, experience and salaries, so cards can be told apart.
function job(id: number): Job {
  return { ...jobFixture(id), post: `Conducteur poids lourd ${id}`, experience: id % 4, salary: 9000 + id * 500 };
}

// Page 2 repeats job 9, as a page shifted by a newly published offer would.
const PAGES: Record<string, { data: Job[]; page: number; last_page: number; total: number }> = {
  '1': { data: [1, 2, 3, 4, 5, 6, 7, 8, 9].map(job), page: 1, last_page: 2, total: 12 },
  '2': { data: [9, 10, 11, 12].map(job), page: 2, last_page: 2, total: 12 },
};

const requests: URL[] = [];
const jobsHandler = http.get('*/api/jobs', ({ request }) => {
  const url = new URL(request.url);
  requests.push(url);
  const page = PAGES[url.searchParams.get('page') ?? ''];
  return page
    ? HttpResponse.json(page)
    : HttpResponse.json({ statusCode: 404, code: 'not_found', message: 'No such page' }, { status: 404 });
});
const failure = () =>
  HttpResponse.json({ statusCode: 500, code: 'internal_error', message: 'Internal error' }, { status: 500 });

const server = setupMockApi();
beforeEach(() => {
  server.use(jobsHandler);
  requests.length = 0;
});

test.each(['fr', 'ar'] satisfies TestLanguage[])(
  '%s: /jobOffers renders one h1 and the first page of offers',
  async (lng) => {
    await renderRoutes(routes, '/jobOffers', lng);
    expect(await screen.findByRole('heading', { level: 1, name: BUNDLES[lng].title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await screen.findByRole('heading', { level: 3, name: 'Conducteur poids lourd 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(9);
    expect(requests[0]?.searchParams.get('lang')).toBe(lng);
    expect(requests[0]?.searchParams.get('page')).toBe('1');
  },
);

test('a card shows location, experience, monthly salary in MAD and contract', async () => {
  await renderRoutes(routes, '/jobOffers', 'fr');
  const card = await screen.findByRole('article', { name: 'Conducteur poids lourd 3' });
  expect(within(card).getByText('Tanger Med')).toBeInTheDocument();
  expect(within(card).getByText(/^3\sans$/)).toBeInTheDocument();
  expect(within(card).getByText(/^10\s500\sMAD par mois$/)).toBeInTheDocument();
  expect(within(card).getByText('CDI')).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Postuler : Conducteur poids lourd 3' })).toBeInTheDocument();
});

test('the salary is formatted for English readers too', async () => {
  await renderRoutes(routes, '/jobOffers', 'en');
  const card = await screen.findByRole('article', { name: 'Conducteur poids lourd 4' });
  expect(within(card).getByText(/^MAD\s11,000 per month$/)).toBeInTheDocument();
  expect(within(card).getByText('Entry level')).toBeInTheDocument();
});

test('see more appends the next page without duplicates, then disappears', async () => {
  const { user } = await renderRoutes(routes, '/jobOffers', 'fr');
  await screen.findByRole('heading', { level: 3, name: 'Conducteur poids lourd 1' });
  await user.click(screen.getByRole('button', { name: "Voir plus d'offres" }));
  expect(await screen.findByRole('heading', { level: 3, name: 'Conducteur poids lourd 12' })).toBeInTheDocument();
  const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
  expect(titles).toHaveLength(12);
  expect(new Set(titles).size).toBe(12);
  expect(screen.getByText('12 offres affichées sur 12')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: "Voir plus d'offres" })).not.toBeInTheDocument();
});

test('a failed load shows a translated error, and Retry loads the offers', async () => {
  server.use(http.get('*/api/jobs', failure, { once: true }));
  const { user } = await renderRoutes(routes, '/jobOffers', 'fr');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent("Impossible de charger les offres d'emploi");
  await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('heading', { level: 3, name: 'Conducteur poids lourd 1' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a failed see more keeps the offers shown and can be retried', async () => {
  const { user } = await renderRoutes(routes, '/jobOffers', 'ar');
  await screen.findByRole('heading', { level: 3, name: 'Conducteur poids lourd 1' });
  server.use(http.get('*/api/jobs', failure, { once: true }));
  await user.click(screen.getByRole('button', { name: BUNDLES.ar.list.see_more }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(BUNDLES.ar.list.error_title);
  expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(9);
  await user.click(within(alert).getByRole('button'));
  expect(await screen.findByRole('heading', { level: 3, name: 'Conducteur poids lourd 12' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(12);
});

test('the spontaneous application section offers the application form', async () => {
  await renderRoutes(routes, '/jobOffers', 'fr');
  const section = await screen.findByRole('region', { name: 'Candidature spontanée' });
  expect(within(section).getByRole('button', { name: 'Postuler maintenant' })).toBeInTheDocument();
  expect(within(section).queryByRole('link')).not.toBeInTheDocument();
});
