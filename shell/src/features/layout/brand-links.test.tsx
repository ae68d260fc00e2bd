import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { electricalProfile } from '@freight/shared/core/profiles/electrical';
import { freightProfile } from '@freight/shared/core/profiles/freight';
import { ELECTRICAL_VOCABULARY, FREIGHT_VOCABULARY } from '@freight/shared/test/brand-vocabulary';
import { TEST_LANGUAGES } from '@freight/shared/test/test-utils';
import { Footer } from './footer';
import { Header } from './header';
import { renderShell } from '../../test/render';

// The online shop is the electrical brand's: its link appears only under a
// profile with a shop URL, and the footer lists the profile's own services.

function withProfile(name: 'freight' | 'electrical') {
  const meta = document.createElement('meta');
  meta.name = 'site-profile';
  meta.content = name;
  document.head.append(meta);
  return () => meta.remove();
}

function renderLayout(lng: (typeof TEST_LANGUAGES)[number] = 'fr') {
  return renderShell(
    <MemoryRouter>
      <Header />
      <Footer />
    </MemoryRouter>,
    lng,
  );
}

const shopLinks = () => screen.queryAllByRole('link', { name: 'Boutique en ligne', hidden: true });

test('freight: no shop link in the header, the mobile menu or the footer; the footer lists freight services', () => {
  const restore = withProfile('freight');
  renderLayout();
  expect(shopLinks()).toHaveLength(0);
  const services = screen.getByRole('navigation', { name: 'Nos services' });
  const hrefs = within(services)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
  expect(hrefs).toContain('/transport/general');
  expect(hrefs.some((href) => href?.startsWith('/service/'))).toBe(false);
  restore();
});

test('electrical: the shop link is in the header, the mobile menu and the footer; the footer lists electrical services', () => {
  const restore = withProfile('electrical');
  renderLayout();
  const links = shopLinks();
  expect(links).toHaveLength(3);
  for (const link of links) expect(link).toHaveAttribute('href', electricalProfile.shopUrl);
  const services = screen.getByRole('navigation', { name: 'Nos services' });
  const hrefs = within(services)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
  expect(hrefs).toContain('/service/maintenance');
  expect(hrefs.some((href) => href?.startsWith('/transport/'))).toBe(false);
  restore();
});

const OTHER = {
  freight: {
    brandName: electricalProfile.brandName,
    vocabulary: ELECTRICAL_VOCABULARY,
    shop: electricalProfile.shopUrl ?? '',
  },
  electrical: { brandName: freightProfile.brandName, vocabulary: FREIGHT_VOCABULARY, shop: null },
} as const;

describe.each(['freight', 'electrical'] as const)('the header and footer under the %s profile', (name) => {
  test.each(TEST_LANGUAGES)('in %s show nothing of the other brand', (lng) => {
    const restore = withProfile(name);
    const { unmount } = renderLayout(lng);
    const hrefs = [...document.body.querySelectorAll('a')].map((link) => link.getAttribute('href') ?? '');
    const text = [document.body.textContent ?? '', ...hrefs].join('\n');
    const other = OTHER[name];
    const found = [...other.vocabulary[lng], new RegExp(other.brandName, 'i')]
      .filter((term) => term.test(text))
      .map(String);
    if (other.shop && text.includes(new URL(other.shop).host)) found.push(other.shop);
    expect(found).toEqual([]);
    unmount();
    restore();
  });
});
