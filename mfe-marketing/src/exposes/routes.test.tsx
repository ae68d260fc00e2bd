import { screen, within } from '@testing-library/react';
import type { TestLanguage } from '@freight/shared/test/test-utils';
import { SERVICE_PAGES, TRANSPORT_PAGES } from '../config/pages';
import { BUNDLES, renderRoutes } from '../test/render-routes';
import { routes } from './routes';

type Bundle = (typeof BUNDLES)['fr'];

// Every page of the remote and where its h1 comes from in the locale file.
const PAGES: { path: string; h1: (bundle: Bundle) => string }[] = [
  { path: '/', h1: (b) => b.home.brand.freight.hero.title },
  { path: '/about', h1: (b) => b.about.title },
  { path: '/contact', h1: (b) => b.contact.title },
  { path: '/certification', h1: (b) => b.certification.title },
  { path: '/legal-notice', h1: (b) => b.legal.notice.title },
  { path: '/privacy', h1: (b) => b.legal.privacy.title },
  // The default (freight) profile's services; the electrical ones are in service-page.test.tsx.
  ...SERVICE_PAGES.map((page) => ({
    path: `/${page.path}`,
    h1: (b: Bundle) => b.service.brand.freight[page.key].title,
  })),
  ...TRANSPORT_PAGES.map((page) => ({ path: `/${page.path}`, h1: (b: Bundle) => b.transport[page.key].title })),
];

/** Heading levels in document order never jump (h2 -> h4). */
function expectNoSkippedHeadingLevels() {
  const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
  levels.forEach((level, index) => {
    expect(level - (levels[index - 1] ?? 0)).toBeLessThanOrEqual(1);
  });
}

for (const lng of ['fr', 'ar'] satisfies TestLanguage[]) {
  test.each(PAGES)(`${lng}: $path renders one h1 with its own title`, async ({ path, h1 }) => {
    await renderRoutes(routes, path, lng);
    const title = h1(BUNDLES[lng]);
    // Each page is a lazy chunk: its first render in the run waits for its modules.
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toMatch(/\S/);
    expectNoSkippedHeadingLevels();
  });
}

test('every page has a distinct title', () => {
  const titles = PAGES.map((page) => page.h1(BUNDLES.fr));
  expect(new Set(titles).size).toBe(titles.length);
});

test('/transport/adr is about dangerous goods, not surveillance', async () => {
  await renderRoutes(routes, '/transport/adr', 'fr');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Transport de marchandises dangereuses (ADR)' }),
  ).toBeInTheDocument();
  expect(
    screen.getByRole('heading', { level: 2, name: 'Des conducteurs et des véhicules conformes' }),
  ).toBeInTheDocument();
  expect(document.body).not.toHaveTextContent(/surveillance|intrusion/i);
  // The quote page opens the matching wizard (the route is the only contract between remotes).
  expect(screen.getAllByRole('link', { name: 'Demander un devis' })[0]).toHaveAttribute(
    'href',
    '/cotation?type=full-load',
  );
});

test.each([
  ['/transport/traction', '/cotation?type=traction'],
  ['/transport/conteneurs-maritimes', '/cotation?type=containers'],
  ['/transport/port-sec', '/cotation?type=other'],
])('%s asks for its own kind of quote: %s', async (path, href) => {
  await renderRoutes(routes, path, 'fr');
  const links = await screen.findAllByRole('link', { name: 'Demander un devis' });
  for (const link of links) expect(link).toHaveAttribute('href', href);
});

test('/transport/port-sec is about the dry port and /transport/traction about hauling', async () => {
  await renderRoutes(routes, '/transport/port-sec', 'en');
  expect(await screen.findByRole('heading', { level: 2, name: 'What is a dry port?' })).toBeInTheDocument();
  expect(document.body).not.toHaveTextContent(/maintenance/i);
});

test('the urgent page lists the three vehicle classes', async () => {
  await renderRoutes(routes, '/transport/uregent', 'en');
  await screen.findByRole('heading', { level: 1 });
  expect(screen.getByText(/under 1,200 kg and 12 m³, up to 5 Euro pallets/i)).toBeInTheDocument();
  expect(screen.getByText(/under 7,500 kg and 35 m³, up to 15 pallets/i)).toBeInTheDocument();
  expect(screen.getByText(/up to 90 m³ and 24,000 kg, up to 33 pallets/i)).toBeInTheDocument();
});

test('the exceptional transport page shows a described image', async () => {
  await renderRoutes(routes, '/transport/exceptionnel', 'fr');
  expect(await screen.findByRole('img', { name: BUNDLES.fr.transport.exceptionnel.image_alt })).toBeInTheDocument();
});

test('the home page links to the quote page and to every transport page', async () => {
  await renderRoutes(routes, '/', 'fr');
  await screen.findByRole('heading', { level: 1 });
  expect(screen.getByRole('link', { name: 'Demander un devis' })).toHaveAttribute('href', '/cotation');
  const services = screen.getByRole('region', { name: 'Nos services de transport' });
  for (const page of TRANSPORT_PAGES) {
    expect(within(services).getByRole('link', { name: BUNDLES.fr.transport[page.key].title })).toHaveAttribute(
      'href',
      `/${page.path}`,
    );
  }
});

test('the contact page shows the profile contact details and the seven departments', async () => {
  await renderRoutes(routes, '/contact', 'fr');
  await screen.findByRole('heading', { level: 1 });
  expect(screen.getByRole('link', { name: 'contact@boughaz-freight.example' })).toHaveAttribute(
    'href',
    'mailto:contact@boughaz-freight.example',
  );
  expect(screen.getByRole('link', { name: '+212 5 39 00 00 00' })).toHaveAttribute('href', 'tel:+212539000000');
  const departments = screen.getByRole('region', { name: 'Nos services et interlocuteurs' });
  expect(within(departments).getAllByRole('listitem')).toHaveLength(7);
  // The message form (its behaviour: features/contact/components/contact-form.test.tsx).
  const form = screen.getByRole('region', { name: 'Écrivez-nous' });
  expect(
    within(form)
      .getAllByRole('textbox')
      .map((box) => box.getAttribute('name')),
  ).toEqual(['name', 'email', 'telephone', 'message']);
});

test('a service page opens on its first tab and switches panels', async () => {
  const { user } = await renderRoutes(routes, '/service/maintenance', 'fr');
  const first = await screen.findByRole('tab', { name: 'Entretien préventif' });
  expect(first).toHaveAttribute('aria-selected', 'true');
  expect(screen.getAllByRole('tab')).toHaveLength(3);
  expect(screen.getByRole('heading', { level: 2, name: 'Entretien préventif des poids lourds' })).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Contrôles réglementaires' }));
  expect(
    screen.getByRole('heading', { level: 2, name: 'Visites techniques et groupes frigorifiques' }),
  ).toBeInTheDocument();
});

test('the driver training page offers its four domains', async () => {
  await renderRoutes(routes, '/service/formation', 'en');
  await screen.findByRole('heading', { level: 1 });
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
    'Dangerous goods (ADR)',
    'Eco-driving',
    'Load securing',
    'Temperature control',
  ]);
});

test('an unknown path under /transport is left to the shell', async () => {
  await renderRoutes(routes, '/transport/nowhere', 'fr');
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
});
