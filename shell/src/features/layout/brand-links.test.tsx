import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { electricalProfile } from '@freight/shared/profiles/electrical';
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

function renderLayout() {
  return renderShell(
    <MemoryRouter>
      <Header />
      <Footer />
    </MemoryRouter>,
  );
}

const shopLinks = () => screen.queryAllByRole('link', { name: 'Boutique en ligne', hidden: true });

test('freight: no shop link in the header, the mobile menu or the footer; the footer lists freight services', () => {
  const restore = withProfile('freight');
  renderLayout();
  expect(shopLinks()).toHaveLength(0);
  const services = screen.getByRole('navigation', { name: 'Nos services' });
  const hrefs = within(services).getAllByRole('link').map((link) => link.getAttribute('href'));
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
  const hrefs = within(services).getAllByRole('link').map((link) => link.getAttribute('href'));
  expect(hrefs).toContain('/service/maintenance');
  expect(hrefs.some((href) => href?.startsWith('/transport/'))).toBe(false);
  restore();
});
