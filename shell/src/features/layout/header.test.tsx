import { screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { TestLanguage } from '@freight/shared/test/test-utils';
import { Header } from './header';
import { renderShell } from '../../test/render';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The header at an address; the router's basename is its language prefix, as in the shell. */
function renderHeader(path = '/', lng: TestLanguage = 'fr') {
  const basename = lng === 'fr' ? '/' : `/${lng}`;
  return renderShell(
    <MemoryRouter basename={basename} initialEntries={[path]}>
      <Header />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
    lng,
  );
}

test('shows two phone links and the main links, the active one marked', () => {
  renderHeader('/contact');
  const phones = screen.getByRole('list', { name: 'Téléphones' });
  expect(within(phones).getAllByRole('link')).toHaveLength(2);
  const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
  expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByRole('link', { name: 'Accueil' })).not.toHaveAttribute('aria-current');
});

test('the logo is drawn in the page, hidden from screen readers (the link says the brand), not an SVG image', () => {
  const { container } = renderHeader('/ar', 'ar');
  const home = screen.getByRole('link', { name: /العودة إلى الصفحة الرئيسية/ });
  const mark = home.querySelector('span[aria-hidden="true"] > svg');
  expect(mark).not.toBeNull();
  expect(mark?.querySelector('rect')).not.toBeNull();
  expect(container.querySelector('img[src^="data:image/svg"]')).toBeNull();
  expect(home.querySelector('script, [onload]')).toBeNull();
});

test('the sectors trigger is highlighted on a /service path', () => {
  renderHeader('/service/formation');
  const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
  expect(within(nav).getByRole('button', { name: 'Nos activités' }).className).toMatch(/active/);
});

test('the sectors dropdown opens on hover and on click, and closes with Escape', async () => {
  const { user } = renderHeader();
  const trigger = within(screen.getByRole('navigation', { name: 'Navigation principale' })).getByRole('button', {
    name: 'Nos activités',
  });
  await user.hover(trigger);
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await user.unhover(trigger.parentElement!);
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await user.click(trigger);
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await user.keyboard('{Escape}');
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
  expect(trigger).toHaveFocus();
});

test('the mobile menu opens, expands its sectors and closes when a link is chosen', async () => {
  const { user } = renderHeader();
  const burger = screen.getByRole('button', { name: 'Ouvrir le menu' });
  await user.click(burger);
  expect(burger).toHaveAttribute('aria-expanded', 'true');
  const menu = screen.getByRole('navigation', { name: 'Menu mobile' });
  await user.click(within(menu).getByRole('button', { name: 'Nos activités' }));
  const link = within(menu)
    .getAllByRole('link')
    .find((a) => a.getAttribute('href') === '/transport/adr');
  expect(link).toBeDefined();
  await user.click(link!);
  expect(screen.getByTestId('where')).toHaveTextContent('/transport/adr');
  expect(screen.getByRole('button', { name: 'Ouvrir le menu' })).toHaveAttribute('aria-expanded', 'false');
});

test('the mobile menu carries the opening hours, which the top bar hides on a phone', async () => {
  const { user } = renderHeader();
  await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
  const menu = screen.getByRole('navigation', { name: 'Menu mobile' });
  expect(within(menu).getByText(/lundi au samedi/i)).toBeInTheDocument();
});

test('the language switcher links the same page in each language, with hreflang and lang; the current one is marked', () => {
  renderHeader('/ar/transport/adr?tab=x#top', 'ar');
  const languages = screen.getByRole('list', { name: 'اللغة' });
  const links = within(languages).getAllByRole('link');
  expect(
    links.map((link) => [
      link.textContent,
      link.getAttribute('href'),
      link.getAttribute('hreflang'),
      link.getAttribute('lang'),
    ]),
  ).toEqual([
    ['Français', '/transport/adr?tab=x#top', 'fr', 'fr'],
    ['English', '/en/transport/adr?tab=x#top', 'en', 'en'],
    ['Español', '/es/transport/adr?tab=x#top', 'es', 'es'],
    ['العربية', '/ar/transport/adr?tab=x#top', 'ar', 'ar'],
  ]);
  expect(within(languages).getByRole('link', { name: 'العربية' })).toHaveAttribute('aria-current', 'true');
  expect(within(languages).getByRole('link', { name: 'English' })).not.toHaveAttribute('aria-current');
});

test('on the English home page the French link is the unprefixed home', () => {
  renderHeader('/en', 'en');
  const languages = screen.getByRole('list', { name: 'Language' });
  expect(within(languages).getByRole('link', { name: 'Français' })).toHaveAttribute('href', '/');
  expect(within(languages).getByRole('link', { name: 'Español' })).toHaveAttribute('href', '/es');
});

test('under /ar every link of the header stays under /ar, and following one keeps the prefix', async () => {
  const { user } = renderHeader('/ar/about', 'ar');
  const nav = screen.getByRole('navigation', { name: 'التنقل الرئيسي' });
  const hrefs = within(nav)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => href.startsWith('/'));
  expect(hrefs.length).toBeGreaterThan(5);
  for (const href of hrefs) expect(href, href).toMatch(/^\/ar(\/|$)/);
  expect(within(nav).getByRole('link', { name: 'من نحن' })).toHaveAttribute('aria-current', 'page');
  await user.click(within(nav).getByRole('link', { name: 'المدونة' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/blog');
  expect(within(nav).getByRole('link', { name: 'المدونة' })).toHaveAttribute('href', '/ar/blog');
});
