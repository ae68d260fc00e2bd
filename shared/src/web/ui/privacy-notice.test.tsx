import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PrivacyNotice } from './privacy-notice';
import formsAr from '../../../locales/ar/forms.json';
import formsEn from '../../../locales/en/forms.json';
import { renderWithI18n } from '@freight/shared/test/test-utils';

test('one line saying what the data is for, with a link to /privacy in the page language', async () => {
  renderWithI18n(
    <MemoryRouter>
      <PrivacyNotice />
    </MemoryRouter>,
    { resources: { en: { forms: formsEn } } },
  );
  const link = await screen.findByRole('link', { name: 'Privacy policy' });
  expect(link).toHaveAttribute('href', '/privacy');
  expect(link).toHaveAttribute('hreflang', 'en');
  expect(link.closest('p')).toHaveTextContent('Your data is used only to handle your request. Privacy policy');
});

test('in Arabic the line and its link are Arabic, the link in Arabic', async () => {
  renderWithI18n(
    <MemoryRouter>
      <PrivacyNotice />
    </MemoryRouter>,
    { lng: 'ar', resources: { ar: { forms: formsAr } } },
  );
  const link = await screen.findByRole('link', { name: 'سياسة الخصوصية' });
  expect(link).toHaveAttribute('hreflang', 'ar');
  expect(link).toHaveAttribute('href', '/privacy');
});
