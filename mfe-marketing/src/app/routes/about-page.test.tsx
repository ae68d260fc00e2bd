import { screen, within } from '@testing-library/react';
import { routes } from '../../exposes/routes';
import { BUNDLES, renderRoutes } from '../../test/render-routes';

const ANCHORS = ['vision', 'mission', 'valeurs', 'chiffres'];

afterEach(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

test('the in-page navigation links to the vision, mission, values and figures sections', async () => {
  await renderRoutes(routes, '/about', 'en');
  const nav = await screen.findByRole('navigation', { name: 'On this page' });
  const links = within(nav).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual(ANCHORS.map((id) => `#${id}`));
  for (const link of links) {
    const target = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
    // Each anchor lands on the section whose heading the link names.
    expect(target?.tagName).toBe('SECTION');
    expect(within(target as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent(link.textContent ?? '');
  }
});

test('the anchors keep their French ids in Arabic, so shared links work', async () => {
  await renderRoutes(routes, '/about', 'ar');
  await screen.findByRole('heading', { level: 1 });
  for (const id of ANCHORS) expect(document.getElementById(id)).toBeInTheDocument();
});

test('values, four advantage cards and the key figures are shown', async () => {
  await renderRoutes(routes, '/about', 'fr');
  const values = await screen.findByRole('region', { name: BUNDLES.fr.about.values.title });
  expect(
    within(values)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(BUNDLES.fr.about.values.items);
  expect(BUNDLES.fr.about.values.items).toEqual(
    expect.arrayContaining(['Transparence', 'Agilité', 'Respect', 'Responsabilité', 'Excellence opérationnelle']),
  );
  const advantages = screen.getByRole('region', { name: BUNDLES.fr.about.advantages.title });
  expect(within(advantages).getAllByRole('article')).toHaveLength(4);
  const figures = screen.getByRole('region', { name: BUNDLES.fr.about.figures.title });
  expect(within(figures).getByText('2018')).toBeInTheDocument();
  expect(within(figures).getByText('24/7')).toBeInTheDocument();
});

test('opening /about#chiffres scrolls to the figures once the page has rendered', async () => {
  const scrolled: string[] = [];
  Object.defineProperty(Element.prototype, 'scrollIntoView', {
    configurable: true,
    value(this: Element) {
      scrolled.push(this.id);
    },
  });
  await renderRoutes(routes, '/about#chiffres', 'fr');
  await screen.findByRole('heading', { level: 1 });
  expect(scrolled).toEqual(['chiffres']);
});
