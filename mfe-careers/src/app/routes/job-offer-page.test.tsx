import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { job as jobFixture } from '@freight/shared/test/fixtures';
import type { Job } from '@freight/shared/core/api/models';
import { setupMockApi } from '@freight/shared/test/test-server';
import { routes } from '../../exposes/routes';
import { BUNDLES, renderRoutes } from '../../test/render-routes';

const OFFER: Job = {
  ...jobFixture(3),
  post: 'Agent de transit </script><b>',
  contract: 'CDD de 12 mois',
  // HTML as the API serves it (sanitized when stored), with what the browser must drop all the same.
  description: [
    '<p>Douane &amp; <strong>transit</strong>.</p><h2>Profil</h2>',
    '<ul><li>Permis B exigé</li><li>Arabe et français</li></ul>',
    '<script>window.__jobXss = 1</script><img src="x" onerror="window.__jobXss = 2">',
  ].join(''),
};

const server = setupMockApi();
const asked: string[] = [];
beforeEach(() => {
  asked.length = 0;
  server.use(
    http.get('*/api/jobs/:id', ({ params, request }) => {
      asked.push(`${String(params.id)}:${new URL(request.url).searchParams.get('lang')}`);
      return params.id === '3'
        ? HttpResponse.json({ data: OFFER })
        : HttpResponse.json({ statusCode: 404, code: 'NOT_FOUND', message: 'No job offer' }, { status: 404 });
    }),
  );
});

test('the offer page shows the offer in full, in the page language, with a link back to every offer', async () => {
  await renderRoutes(routes, '/jobOffers/3', 'en');
  expect(await screen.findByRole('heading', { level: 1, name: OFFER.post })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  const offer = screen.getByRole('article', { name: OFFER.post });
  // The description as rich text: its heading below the page's, its list, its bold words; no script.
  expect(within(offer).getByRole('heading', { level: 2, name: 'Profil' })).toBeInTheDocument();
  const list = within(offer).getByRole('list');
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Permis B exigé', 'Arabe et français']);
  expect(within(offer).getByText('transit').tagName).toBe('STRONG');
  expect(offer.querySelector('script, img[onerror], img[src="x"]')).toBeNull();
  expect(window).not.toHaveProperty('__jobXss');
  expect(within(offer).getByText('Tanger Med')).toBeInTheDocument();
  expect(within(offer).getByText('CDD de 12 mois')).toBeInTheDocument();
  expect(within(offer).getByText(/^Apply by /)).toBeInTheDocument();
  expect(within(offer).getByRole('link', { name: BUNDLES.en.offer.back })).toHaveAttribute('href', '/en/jobOffers');
  expect(document.title).toContain(OFFER.post);
  expect(asked).toEqual(['3:en']);
});

test('its apply button opens the application modal for that offer', async () => {
  const { user } = await renderRoutes(routes, '/jobOffers/3', 'fr');
  await user.click(await screen.findByRole('button', { name: `Postuler : ${OFFER.post}` }));
  const modal = await screen.findByRole('dialog', { name: `Postuler : ${OFFER.post}` });
  expect(within(modal).getByText('Poste visé')).toBeInTheDocument();
  expect(within(modal).getByLabelText(/^Type de candidature/)).toHaveValue('job-offer');
});

test('the page carries its JobPosting, whose url is the offer page in its language', async () => {
  await renderRoutes(routes, '/jobOffers/3', 'ar');
  await screen.findByRole('heading', { level: 1, name: OFFER.post });
  const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')];
  expect(scripts).toHaveLength(1);
  expect(scripts[0]?.textContent).not.toContain('</script>');
  // HTML is allowed in a JobPosting's description (schema.org): the offer's, sanitized again here.
  expect(scripts[0]?.textContent).not.toMatch(/script>|onerror/);
  const data: unknown = JSON.parse(scripts[0]?.textContent ?? '');
  expect(data).toMatchObject({
    '@type': 'JobPosting',
    title: OFFER.post,
    description: expect.stringContaining('<h2>Profil</h2><ul><li>Permis B exigé</li>'),
    url: `${window.location.origin}/ar/jobOffers/3`,
    identifier: { value: '3' },
    employmentType: ['FULL_TIME', 'TEMPORARY'],
    hiringOrganization: { '@type': 'Organization', name: 'Boughaz Freight', url: `${window.location.origin}/` },
    baseSalary: { currency: 'MAD', value: { unitText: 'MONTH' } },
    directApply: true,
  });
});

test.each(['fr', 'es'] as const)(
  '%s: an unknown or expired offer shows the translated not-found text and no JobPosting',
  async (lng) => {
    await renderRoutes(routes, '/jobOffers/999', lng);
    expect(
      await screen.findByRole('heading', { level: 1, name: BUNDLES[lng].offer.not_found_title }),
    ).toBeInTheDocument();
    expect(screen.getByText(BUNDLES[lng].offer.not_found_text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: BUNDLES[lng].offer.back })).toHaveAttribute(
      'href',
      lng === 'fr' ? '/jobOffers' : `/${lng}/jobOffers`,
    );
    expect(document.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
  },
);

test('an id that names no record is not found without asking the API', async () => {
  await renderRoutes(routes, '/jobOffers/abc', 'fr');
  expect(await screen.findByRole('heading', { level: 1, name: BUNDLES.fr.offer.not_found_title })).toBeInTheDocument();
  expect(asked).toEqual([]);
});

test('a failed load shows a translated error with Retry, which loads the offer', async () => {
  let fail = true;
  server.use(
    http.get('*/api/jobs/:id', () =>
      fail
        ? HttpResponse.json({ statusCode: 503, code: 'UNAVAILABLE', message: 'down' }, { status: 503 })
        : HttpResponse.json({ data: OFFER }),
    ),
  );
  const { user } = await renderRoutes(routes, '/jobOffers/3', 'fr');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(BUNDLES.fr.offer.error_title);
  fail = false;
  await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('heading', { level: 1, name: OFFER.post })).toBeInTheDocument();
});
