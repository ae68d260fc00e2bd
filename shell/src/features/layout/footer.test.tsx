import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { TEST_LANGUAGES } from '@freight/shared/test/test-utils';
import { readProfileName } from '@freight/shared/web/profiles/page-profile';
import { getProfile } from '@freight/shared/core/profiles/profiles';
import { Footer } from './footer';
import { renderShell } from '../../test/render';

const renderFooter = (lng: (typeof TEST_LANGUAGES)[number] = 'fr') =>
  renderShell(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
    lng,
  );

test("the footer's e-mail address reads left to right, also in Arabic", () => {
  renderFooter('ar');
  const email = getProfile(readProfileName()).email;
  const link = screen.getByRole('link', { name: email });
  expect(link).toHaveAttribute('href', `mailto:${email}`);
  expect(link).toHaveAttribute('dir', 'ltr');
});

test.each(TEST_LANGUAGES)('the footer links to the legal notice and the privacy policy (%s)', (lng) => {
  const { i18n } = renderFooter(lng);
  const legal = screen.getByRole('list', { name: i18n.t('footer.legal', { ns: 'common' }) });
  const links = within(legal).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual(['/legal-notice', '/privacy']);
  for (const link of links) expect(link.textContent).not.toMatch(/^footer\./);
  expect(links[0]).toHaveTextContent(i18n.t('footer.legal_notice', { ns: 'common' }));
});
