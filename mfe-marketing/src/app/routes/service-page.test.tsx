import { screen } from '@testing-library/react';
import { TEST_LANGUAGES } from '@freight/shared/test/test-utils';
import { SERVICE_PAGES } from '../../config/pages';
import { routes } from '../../exposes/routes';
import { BUNDLES, renderRoutes } from '../../test/render-routes';
import { SERVICE_TABS } from '../../features/services/service-tabs';

const tabParam = () => new URLSearchParams(window.location.search).get('tab');

function serveWithProfile(name: 'freight' | 'electrical') {
  const meta = document.createElement('meta');
  meta.name = 'site-profile';
  meta.content = name;
  document.head.append(meta);
}

// The electrical brand's services, unless a test says otherwise.
beforeEach(() => {
  window.history.replaceState(null, '', '/');
  serveWithProfile('electrical');
});
afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta[name="site-profile"]')) meta.remove();
});

test.each(TEST_LANGUAGES)(
  'in %s every service page of both brands has one tab id per tab, the same counts (docs/product-rules.md#pages)',
  (lng) => {
    const bundle = BUNDLES[lng].service;
    for (const page of SERVICE_PAGES) {
      expect(bundle[page.key].tabs.length, page.key).toBe(SERVICE_TABS.electrical[page.key].length);
      expect(bundle.brand.freight[page.key].tabs.length, `freight ${page.key}`).toBe(
        SERVICE_TABS.freight[page.key].length,
      );
      expect(SERVICE_TABS.freight[page.key].length, page.key).toBe(SERVICE_TABS.electrical[page.key].length);
    }
    // Maintenance 3, supervision 2, training 4 domains, engineering 3.
    expect(SERVICE_TABS.electrical.maintenance).toHaveLength(3);
    expect(SERVICE_TABS.electrical.supervision).toHaveLength(2);
    expect(SERVICE_TABS.electrical.formation).toHaveLength(4);
    expect(SERVICE_TABS.electrical.traction).toHaveLength(3);
  },
);

test('freight: /service/* shows the freight services under the same slugs, with their own tab ids', async () => {
  for (const meta of document.head.querySelectorAll('meta[name="site-profile"]')) meta.remove();
  serveWithProfile('freight');
  const freight = BUNDLES.fr.service.brand.freight;
  const { user } = await renderRoutes(routes, '/service/formation?tab=arrimage', 'fr');
  expect(await screen.findByRole('heading', { level: 1, name: freight.formation.title })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: freight.formation.tabs[2]?.label })).toHaveAttribute('aria-selected', 'true');
  await user.click(screen.getByRole('tab', { name: freight.formation.tabs[0]?.label }));
  expect(tabParam()).toBe('adr');
  expect(document.title).toBe(`${freight.formation.title} | Boughaz Freight`);
  expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', freight.formation.lead);
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
  // The address keeps its language prefix.
  expect(window.location.pathname).toBe('/ar/service/maintenance');
});
