import { screen, within } from '@testing-library/react';
import { electricalProfile } from '@freight/shared/core/profiles/electrical';
import { freightProfile } from '@freight/shared/core/profiles/freight';
import type { SiteProfile } from '@freight/shared/core/profiles/profile-schema';
import profileFr from '../../../../shared/locales/fr/profile.json';
import { routes } from '../../exposes/routes';
import { BUNDLES, renderRoutes } from '../../test/render-routes';

// The brand is chosen at deploy time (docs/product-rules.md#brand-profiles: SITE_PROFILE, written into
// <meta name="site-profile">); the same home page then shows another company.

const fr = BUNDLES.fr.home;

function serveWithProfile(name: string) {
  const meta = document.createElement('meta');
  meta.name = 'site-profile';
  meta.content = name;
  document.head.append(meta);
}

afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta[name="site-profile"]')) meta.remove();
});

/** What the home page shows of a profile: identity, services, hours, figures, emergency phones. */
async function renderHome(profile: SiteProfile) {
  serveWithProfile(profile.name);
  await renderRoutes(routes, '/', 'fr');
  const brand = fr.brand[profile.name];
  const hero = await screen.findByRole('heading', { level: 1 });
  const hotline = screen.getByRole('region', { name: fr.hotline.title });
  const figures = screen.getByRole('region', { name: fr.figures.title });
  const contact = screen.getByRole('region', { name: fr.contact.title });
  return {
    hero: hero.textContent,
    title: document.title,
    brandMentioned:
      within(screen.getByRole('region', { name: fr.who.title })).queryAllByText(new RegExp(profile.brandName)).length >
      0,
    promoted: within(screen.getByRole('list', { name: fr.hero.promoted_label }))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
    services: within(screen.getByRole('region', { name: brand.services_title }))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
    emergency: within(hotline)
      .getAllByRole('link')
      .map((link) => link.textContent),
    hours: within(contact).getByText(/^Du lundi/).textContent,
    figures: within(figures)
      .getAllByRole('listitem')
      .map((item) => item.firstChild?.textContent),
    terms: screen.getByRole('link', { name: fr.terms.download }).getAttribute('href'),
  };
}

test('the freight profile: a road haulier near Tanger Med', async () => {
  const home = await renderHome(freightProfile);
  expect(home.hero).toBe(fr.brand.freight.hero.title);
  expect(home.title).toContain(fr.brand.freight.meta_title);
  expect(home.brandMentioned).toBe(true);
  expect(home.promoted).toEqual([
    '/transport/general',
    '/transport/perissable',
    '/transport/conteneurs-maritimes',
    '/transport/adr',
    '/transport/uregent',
  ]);
  expect(home.services).toHaveLength(10);
  expect(home.services.every((href) => href?.startsWith('/transport/'))).toBe(true);
  expect(home.emergency).toEqual(['+212 6 00 00 00 01', '+212 7 00 00 00 01']);
  expect(home.hours).toBe(profileFr.freight.hours);
  expect(home.figures).toEqual(['2018', '40+', '10+', '24/7']);
  expect(home.terms).toBe('/docs/general-terms-of-sale.pdf');
});

test('the electrical profile: same page, another company', async () => {
  const home = await renderHome(electricalProfile);
  expect(home.hero).toBe(fr.brand.electrical.hero.title);
  expect(home.title).toContain(fr.brand.electrical.meta_title);
  expect(home.brandMentioned).toBe(true);
  expect(screen.queryByText(/Boughaz Freight/)).not.toBeInTheDocument();
  expect(home.promoted).toEqual([
    '/service/maintenance',
    '/service/supervision',
    '/service/formation',
    '/service/securite',
    '/service/traction',
  ]);
  expect(home.services).toEqual([
    '/service/maintenance',
    '/service/supervision',
    '/service/automotive',
    '/service/formation',
    '/service/securite',
    '/service/traction',
  ]);
  expect(home.emergency).toEqual(['+212 6 00 00 00 11', '+212 7 00 00 00 11']);
  expect(home.hours).toBe(profileFr.electrical.hours);
  expect(home.figures).toEqual(['15+', '6+', '75+']);
  expect(home.terms).toBe('/docs/electrical/general-terms-of-sale.pdf');
  expect(screen.getByRole('img', { name: fr.brand.electrical.hero.image_alt })).toBeInTheDocument();
  expect(screen.queryByRole('img', { name: fr.brand.freight.hero.image_alt })).not.toBeInTheDocument();
});
