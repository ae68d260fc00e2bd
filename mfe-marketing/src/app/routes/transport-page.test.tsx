import { screen, within } from '@testing-library/react';
import { TEST_LANGUAGES } from '@freight/shared/test/test-utils';
import { localizedPath } from '@freight/shared/core/federation/site-paths';
import { TRANSPORT_PAGES } from '../../config/pages';
import { routes } from '../../exposes/routes';
import { BUNDLES, renderRoutes } from '../../test/render-routes';

// Each transport page carries its own subject, and a 'request a quote' button (docs/product-rules.md#pages).
test.each(TEST_LANGUAGES)('in %s every transport page shows its own sections, facts and quote buttons', async (lng) => {
  for (const page of TRANSPORT_PAGES) {
    const { unmount } = await renderRoutes(routes, `/${page.path}`, lng);
    const content = BUNDLES[lng].transport[page.key];
    expect(await screen.findByRole('heading', { level: 1, name: content.title })).toBeInTheDocument();
    for (const section of content.sections)
      expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeInTheDocument();
    // Compared raw: French facts hold no-break spaces (1 200 kg) that text matchers would normalise.
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      expect.arrayContaining(content.facts),
    );
    const quoteLinks = screen.getAllByRole('link', { name: BUNDLES[lng].common.request_quote });
    expect(quoteLinks.length, page.path).toBeGreaterThanOrEqual(2);
    // The quote page in the page's language (/en/cotation, /cotation in French).
    const quotePage = localizedPath('/cotation', lng);
    for (const link of quoteLinks) expect(link.getAttribute('href')?.split('?')[0], page.path).toBe(quotePage);
    unmount();
  }
});

test('the sea containers page lists the sizes, the types and the ports served', async () => {
  await renderRoutes(routes, '/transport/conteneurs-maritimes', 'en');
  await screen.findByRole('heading', { level: 1 });
  expect(document.body).toHaveTextContent('20, 40 and 45 ft containers');
  for (const type of ['dry', 'open top', 'flat rack', 'tank', 'reefer', 'genset'])
    expect(document.body).toHaveTextContent(new RegExp(type, 'i'));
  for (const port of ['Tanger Med', 'Casablanca', 'Agadir', 'Nador West Med'])
    expect(document.body).toHaveTextContent(port);
});

test('the urgent page lists the three vehicle classes in French too', async () => {
  await renderRoutes(routes, '/transport/uregent', 'fr');
  await screen.findByRole('heading', { level: 1 });
  const classes = screen.getByRole('heading', { level: 2, name: /trois classes de véhicules/i })
    .parentElement as HTMLElement;
  expect(within(classes).getAllByRole('paragraph')).toHaveLength(3);
  expect(classes).toHaveTextContent(/1\s?200 kg/);
  expect(classes).toHaveTextContent(/7\s?500 kg/);
  expect(classes).toHaveTextContent(/24\s?000 kg/);
});
