import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupMockApi } from '@freight/shared/test/test-server';
import type { Category, Partner } from '@freight/shared/core/api/models';
import { electricalProfile } from '@freight/shared/core/profiles/electrical';
import { freightProfile } from '@freight/shared/core/profiles/freight';
import { shopCategoryUrl } from '@freight/shared/core/profiles/profiles';
import { routes } from '../../exposes/routes';
import { BUNDLES, renderRoutes } from '../../test/render-routes';
import { installCarouselEnvironment, removeCarouselEnvironment } from '../../test/carousel-environment';

const server = setupMockApi();
const fr = BUNDLES.fr.home;
const SHOP = electricalProfile.shopUrl ?? '';

const CATEGORIES: Category[] = [
  { id: 7, name: 'Câbles et fils', image: { url: '/images/categories/cables.svg' }, products_count: 214 },
  { id: 12, name: 'Transformateurs', image: null, products_count: 1 },
  { id: 3, name: 'Éclairage', image: { url: '/images/categories/lighting.svg' }, products_count: 0 },
  { id: 4, name: 'Disjoncteurs', image: { url: '/images/categories/breakers.svg' }, products_count: 138 },
  { id: 5, name: 'Automatismes', image: { url: '/images/categories/plc.svg' }, products_count: 92 },
  { id: 6, name: 'Coffrets', image: { url: '/images/categories/enclosures.svg' }, products_count: 64 },
];
const PARTNERS: Partner[] = Array.from({ length: 7 }, (_, index) => ({
  id: index + 1,
  name: `Partenaire ${index + 1}`,
  logo_url: `/images/partners/${index + 1}.svg`,
  url: `https://partner-${index + 1}.example`,
}));

function answer({ categories = CATEGORIES, partners = PARTNERS, status = 200 } = {}) {
  const failure = { statusCode: status, code: 'internal_error', message: 'Internal Server Error' };
  server.use(
    http.get('*/api/v1/categories', () =>
      status === 200 ? HttpResponse.json({ data: categories }) : HttpResponse.json(failure, { status }),
    ),
    http.get('*/api/partners', () =>
      status === 200 ? HttpResponse.json({ data: partners }) : HttpResponse.json(failure, { status }),
    ),
  );
}

function setProfile(name: string) {
  const meta = document.createElement('meta');
  meta.name = 'site-profile';
  meta.content = name;
  document.head.append(meta);
}

afterEach(() => {
  removeCarouselEnvironment();
  for (const meta of document.head.querySelectorAll('meta[name="site-profile"]')) meta.remove();
});

const region = (name: string) => screen.getByRole('region', { name });
// The carousels are lazy chunks: on a busy machine their first load takes a while.
const carousel = (name: string) => screen.findByRole('region', { name }, { timeout: 5000 });

for (const lng of ['fr', 'ar'] as const) {
  test(`${lng}: every section of the home page, in the order of the product rules`, async () => {
    installCarouselEnvironment();
    answer();
    await renderRoutes(routes, '/', lng);
    const home = BUNDLES[lng].home;
    expect(await screen.findByRole('heading', { level: 1, name: home.brand.freight.hero.title })).toBeInTheDocument();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual([
      home.hotline.title,
      home.why.title,
      home.approach.title,
      home.brand.freight.services_title,
      home.who.title,
      home.sectors.title,
      home.figures.title,
      home.terms.title,
      home.contact.title,
      home.served_sectors.title,
      home.partners.title,
    ]);
    const sectors = within(region(home.sectors.title))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(sectors).toEqual(Object.values(home.sectors.names));
    expect(within(region(home.approach.title)).getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });
}

test('the hero asks for a quote and its picture comes first; the others wait for the scroll', async () => {
  installCarouselEnvironment();
  answer();
  await renderRoutes(routes, '/', 'fr');
  await screen.findByRole('heading', { level: 1 });
  expect(screen.getByRole('link', { name: fr.hero.cta_quote })).toHaveAttribute('href', '/cotation');
  const promoted = screen.getByRole('list', { name: fr.hero.promoted_label });
  expect(
    within(promoted)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(freightProfile.promotedServices.map((item) => item.to));
  const hero = screen.getByRole('img', { name: fr.brand.freight.hero.image_alt });
  expect(hero).toHaveAttribute('loading', 'eager');
  expect(hero).toHaveAttribute('fetchpriority', 'high');
  expect(hero).toHaveAttribute('width', '1200');
  expect(hero).toHaveAttribute('height', '800');
  const sources = hero.parentElement?.querySelectorAll('source') ?? [];
  expect([...sources].map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
  for (const alt of [fr.brand.freight.who.image_alt, fr.brand.freight.why_image_alt]) {
    const image = screen.getByRole('img', { name: alt });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
  }
  expect(screen.getByRole('link', { name: fr.terms.download })).toHaveAttribute('href', freightProfile.termsOfSale);
});

test('freight: the carousel shows the sectors served, each opening the quote page with its sector; no shop', async () => {
  installCarouselEnvironment();
  answer();
  await renderRoutes(routes, '/', 'fr');
  const sectors = await carousel(fr.served_sectors.carousel_label);
  const links = await within(sectors).findAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual(
    (freightProfile.servedSectors ?? []).map((sector) => `/cotation?sector=${sector}`),
  );
  expect(links[0]).toHaveAccessibleName(`${fr.served_sectors.names.automobile} ${fr.served_sectors.cta}`);
  expect(screen.queryByRole('region', { name: fr.categories.carousel_label })).not.toBeInTheDocument();
  expect(screen.queryByText(/boutique/i)).not.toBeInTheDocument();
});

test('electrical: each category card links to the shop with its category_id and counts its products', async () => {
  setProfile('electrical');
  installCarouselEnvironment();
  answer();
  await renderRoutes(routes, '/', 'fr');
  const categories = await carousel(fr.categories.carousel_label);
  await waitFor(() => expect(within(categories).getAllByRole('link')).toHaveLength(CATEGORIES.length));
  const links = within(categories).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual(
    CATEGORIES.map((category) => shopCategoryUrl(SHOP, category.id)),
  );
  expect(links[0]).toHaveAttribute('href', 'https://shop.tingis-electric.example/products?category_id=7');
  expect(links[0]).toHaveAccessibleName('Câbles et fils 214 produits');
  expect(links[1]).toHaveAccessibleName('Transformateurs 1 produit');
  expect(links[2]).toHaveAccessibleName('Éclairage 0 produit');
  // A category without an image gets the default one.
  expect(links[0]?.querySelector('img')).toHaveAttribute('src', '/images/categories/cables.svg');
  expect(links[1]?.querySelector('img')?.getAttribute('src')).toMatch(/category-default/);
  const slides = within(categories).getAllByRole('group');
  expect(slides[0]).toHaveAccessibleName('1 sur 6');
  expect(slides[0]).toHaveAttribute('aria-roledescription', 'diapositive');
  expect(categories).toHaveAttribute('aria-roledescription', 'carrousel');
});

test('the category arrows move the slides left in French and right in Arabic (RTL)', async () => {
  // Reduced motion: the arrows jump, so the new position shows at once.
  setProfile('electrical');
  installCarouselEnvironment({ reducedMotion: true });
  answer();
  const french = await renderRoutes(routes, '/', 'fr');
  const frCarousel = await carousel(fr.categories.carousel_label);
  expect(frCarousel).toHaveAttribute('dir', 'ltr');
  const frPrev = await within(frCarousel).findByRole('button', { name: fr.carousel.previous });
  const frNext = within(frCarousel).getByRole('button', { name: fr.carousel.next });
  await waitFor(() => expect(frNext).toBeEnabled());
  expect(frPrev).toBeDisabled();
  await french.user.click(frNext);
  const frTrack = frCarousel.querySelector('[data-carousel-viewport] > div') as HTMLElement;
  await waitFor(() => expect(frTrack.style.transform).toMatch(/translate3d\(-250px/));
  expect(frPrev).toBeEnabled();
  french.unmount();

  const ar = BUNDLES.ar.home;
  const arabic = await renderRoutes(routes, '/', 'ar');
  const arCarousel = await carousel(ar.categories.carousel_label);
  expect(arCarousel).toHaveAttribute('dir', 'rtl');
  const arNext = await within(arCarousel).findByRole('button', { name: ar.carousel.next });
  await waitFor(() => expect(arNext).toBeEnabled());
  await arabic.user.click(arNext);
  const arTrack = arCarousel.querySelector('[data-carousel-viewport] > div') as HTMLElement;
  await waitFor(() => expect(arTrack.style.transform).toMatch(/translate3d\(250px/));
});

test('the partner carousel loops, with a labelled pagination button per position', async () => {
  installCarouselEnvironment({ reducedMotion: true });
  answer();
  const { user } = await renderRoutes(routes, '/', 'fr');
  const partners = await carousel(fr.partners.carousel_label);
  expect(await within(partners).findByRole('link', { name: 'Partenaire 1' })).toHaveAttribute(
    'href',
    'https://partner-1.example',
  );
  const pagination = within(partners).getByRole('group', { name: fr.carousel.pagination });
  const dots = await within(pagination).findAllByRole('button');
  expect(dots).toHaveLength(PARTNERS.length);
  expect(dots[0]).toHaveAccessibleName('Afficher la diapositive 1 sur 7');
  expect(dots[0]).toHaveAttribute('aria-current', 'true');
  await user.click(dots[4] as HTMLElement);
  await waitFor(() => expect(dots[4]).toHaveAttribute('aria-current', 'true'));
  expect(dots[0]).not.toHaveAttribute('aria-current');
  // Looping: at the last position, embla moves the first slides after it, so none is ever missing.
  await user.click(dots[6] as HTMLElement);
  const slides = within(partners).getAllByRole('group', { name: /sur 7$/ });
  await waitFor(() => expect(slides[0]?.style.transform).toMatch(/translate3d\(1750px/));
});

test('the carousels advance on their own every 2.5 s', async () => {
  installCarouselEnvironment();
  answer();
  await renderRoutes(routes, '/', 'fr');
  const partners = await carousel(fr.partners.carousel_label);
  const pagination = within(partners).getByRole('group', { name: fr.carousel.pagination });
  const dots = await within(pagination).findAllByRole('button');
  expect(within(partners).getByRole('button', { name: fr.carousel.pause })).toBeInTheDocument();
  expect(partners.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'off');
  await waitFor(() => expect(dots[1]).toHaveAttribute('aria-current', 'true'), { timeout: 4000 });
});

test('under prefers-reduced-motion nothing moves until the visitor starts it', async () => {
  installCarouselEnvironment({ reducedMotion: true });
  answer();
  const { user } = await renderRoutes(routes, '/', 'fr');
  const partners = await carousel(fr.partners.carousel_label);
  const dots = await within(within(partners).getByRole('group', { name: fr.carousel.pagination })).findAllByRole(
    'button',
  );
  for (const name of [fr.served_sectors.carousel_label, fr.partners.carousel_label]) {
    const frame = region(name);
    expect(within(frame).getByRole('button', { name: fr.carousel.play })).toBeInTheDocument();
    expect(within(frame).queryByRole('button', { name: fr.carousel.pause })).not.toBeInTheDocument();
    expect(frame.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  }
  await new Promise((resolve) => setTimeout(resolve, 2800));
  expect(dots[0]).toHaveAttribute('aria-current', 'true');
  // The visitor may still start it.
  await user.click(within(partners).getByRole('button', { name: fr.carousel.play }));
  expect(within(partners).getByRole('button', { name: fr.carousel.pause })).toBeInTheDocument();
  expect(partners.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'off');
}, 10_000);

test('electrical: when the API fails, the carousels keep their place: a shop link, the partner names', async () => {
  setProfile('electrical');
  installCarouselEnvironment();
  answer({ status: 500 });
  await renderRoutes(routes, '/', 'fr');
  const categories = region(fr.categories.title);
  expect(await within(categories).findByRole('link', { name: fr.categories.shop_link })).toHaveAttribute('href', SHOP);
  const partners = region(fr.partners.title);
  const names = await within(partners).findAllByRole('listitem');
  expect(names.map((item) => item.textContent)).toEqual(electricalProfile.partners);
});

test('before they near the viewport the carousels are placeholders, and nothing is fetched', async () => {
  // No IntersectionObserver stub: jsdom has none, so nothing is ever "near".
  let requests = 0;
  server.use(
    http.get('*', () => {
      requests += 1;
      return HttpResponse.json({ data: [] });
    }),
  );
  await renderRoutes(routes, '/', 'fr');
  await screen.findByRole('heading', { level: 1 });
  expect(screen.getByTestId('categories-placeholder')).toBeInTheDocument();
  expect(screen.getByTestId('partners-placeholder')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: fr.categories.carousel_label })).not.toBeInTheDocument();
  expect(requests).toBe(0);
});
