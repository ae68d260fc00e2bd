import { screen, within } from '@testing-library/react';
import type { TestLanguage } from '@freight/shared/test/test-utils';
import { BUNDLES, renderRoutes } from '../test/render-routes';
import { routes } from './routes';

test.each(['fr', 'ar'] satisfies TestLanguage[])('%s: /cotation renders one h1 with its title', async (lng) => {
  await renderRoutes(routes, '/cotation', lng);
  expect(await screen.findByRole('heading', { level: 1, name: BUNDLES[lng].title })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(document.title).toContain(BUNDLES[lng].meta_title);
});

test('the four quote types are presented, each with a description', async () => {
  await renderRoutes(routes, '/cotation', 'fr');
  const types = await screen.findByRole('region', { name: 'Quatre types de demande' });
  const names = within(types)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
  expect(names).toEqual(['Lot complet', 'Traction', 'Conteneurs', 'Autre demande']);
  expect(within(types).getByText(/20, 40 et 45 pieds/)).toBeInTheDocument();
  // Each type is also a button of the chooser, which opens its wizard.
  const chooser = screen.getByRole('region', { name: 'Demander un devis' });
  expect(
    within(chooser)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Lot complet', 'Traction', 'Conteneurs', 'Autre demande']);
});

test('the team can be reached by phone and e-mail from the profile', async () => {
  await renderRoutes(routes, '/cotation', 'en');
  const reach = await screen.findByRole('region', { name: 'A question in the meantime?' });
  expect(within(reach).getByRole('link', { name: '+212 5 39 00 00 00' })).toHaveAttribute('href', 'tel:+212539000000');
  expect(within(reach).getByRole('link', { name: 'contact@boughaz-freight.example' })).toHaveAttribute(
    'href',
    'mailto:contact@boughaz-freight.example',
  );
});

test('headings never skip a level', async () => {
  await renderRoutes(routes, '/cotation', 'ar');
  await screen.findByRole('heading', { level: 1 });
  const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
  levels.forEach((level, index) => {
    expect(level - (levels[index - 1] ?? 0)).toBeLessThanOrEqual(1);
  });
});
