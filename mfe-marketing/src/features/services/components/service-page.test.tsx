import { screen } from '@testing-library/react';
import { TEST_LANGUAGES } from '@freight/shared/ui/test-utils';
import { SERVICE_PAGES } from '../../../config/pages';
import { routes } from '../../../exposes/routes';
import { BUNDLES, renderRoutes } from '../../../test/render-routes';
import { SERVICE_TABS } from '../service-tabs';

const tabParam = () => new URLSearchParams(window.location.search).get('tab');

beforeEach(() => window.history.replaceState(null, '', '/'));

test.each(TEST_LANGUAGES)('in %s every service page has one tab id per tab of SPEC.md', (lng) => {
  for (const page of SERVICE_PAGES) {
    expect(BUNDLES[lng].service[page.key].tabs.length, page.key).toBe(SERVICE_TABS[page.key].length);
  }
  // SPEC.md: maintenance 3, supervision 2, training 4 domains, engineering 3.
  expect(SERVICE_TABS.maintenance).toHaveLength(3);
  expect(SERVICE_TABS.supervision).toHaveLength(2);
  expect(SERVICE_TABS.formation).toHaveLength(4);
  expect(SERVICE_TABS.traction).toHaveLength(3);
});

test('?tab= opens the named tab', async () => {
  await renderRoutes(routes, '/service/maintenance?tab=contrat', 'fr');
  expect(await screen.findByRole('tab', { name: 'Contrat de maintenance' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Contrat de maintenance');
});

test('an unknown tab opens the first one', async () => {
  await renderRoutes(routes, '/service/formation?tab=nope', 'en');
  expect(await screen.findByRole('tab', { name: 'Industrial electricity' })).toHaveAttribute('aria-selected', 'true');
});

test('choosing a tab with the mouse or the arrow keys writes it to the address', async () => {
  const { user } = await renderRoutes(routes, '/service/traction', 'fr');
  const first = await screen.findByRole('tab', { name: "Services d'ingénierie" });
  expect(first).toHaveAttribute('aria-selected', 'true');

  await user.click(screen.getByRole('tab', { name: 'Conception' }));
  expect(screen.getByRole('tab', { name: 'Conception' })).toHaveAttribute('aria-selected', 'true');
  expect(window.location.pathname).toBe('/service/traction');
  expect(tabParam()).toBe('conception');

  // Radix moves and selects with the arrows (wrapping), Home goes to the first.
  await user.keyboard('{ArrowRight}');
  expect(first).toHaveAttribute('aria-selected', 'true');
  expect(first).toHaveFocus();
  expect(tabParam()).toBe('ingenierie');
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Études spécialisées' })).toHaveAttribute('aria-selected', 'true');
  expect(tabParam()).toBe('etudes');
  await user.keyboard('{Home}');
  expect(tabParam()).toBe('ingenierie');
});

test('in Arabic the left arrow moves to the next tab (right to left)', async () => {
  const { user } = await renderRoutes(routes, '/service/maintenance', 'ar');
  const tabs = await screen.findAllByRole('tab');
  await user.click(tabs[0] as HTMLElement);
  await user.keyboard('{ArrowLeft}');
  expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
  expect(tabParam()).toBe('integration');
});
