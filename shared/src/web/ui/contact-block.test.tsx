import { screen, within } from '@testing-library/react';
import { freightProfile } from '@freight/shared/core/profiles/freight';
import { renderWithI18n } from '@freight/shared/test/test-utils';
import profileEn from '../../../locales/en/profile.json';
import profileAr from '../../../locales/ar/profile.json';
import { ContactBlock } from './contact-block';

const resources = { en: { profile: profileEn }, ar: { profile: profileAr } };

/** Each term of the list with the text of its definition. */
function lines() {
  return screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

test('the lines asked for, in that order, labelled from the shared profile namespace', () => {
  renderWithI18n(<ContactBlock items={['hours', 'address', 'email', 'hotline']} />, { resources });
  expect(lines()).toEqual([
    ['Opening hours', profileEn.freight.hours],
    ['Address', profileEn.freight.address],
    ['E-mail', freightProfile.email],
    [profileEn.freight.hotline, freightProfile.emergencyPhones.join('')],
  ]);
  expect(screen.getByRole('link', { name: freightProfile.email })).toHaveAttribute(
    'href',
    `mailto:${freightProfile.email}`,
  );
});

test("a page's own labels, the company first, every phone or only the first", () => {
  renderWithI18n(
    <ContactBlock
      companyLabel="Company"
      items={['phones', 'phone']}
      labels={{ phones: 'Phone numbers', phone: 'Call us' }}
    />,
    { resources },
  );
  expect(lines()).toEqual([
    ['Company', freightProfile.brandName],
    ['Phone numbers', freightProfile.phones.join('')],
    ['Call us', freightProfile.phones[0]],
  ]);
  const [, all, first] = screen.getAllByRole('definition');
  expect(within(all!).getAllByRole('link')).toHaveLength(freightProfile.phones.length);
  expect(within(first!).getByRole('link')).toHaveAttribute('href', 'tel:+212539000000');
});

test('numbers and the e-mail stay left-to-right in Arabic', () => {
  renderWithI18n(<ContactBlock items={['phone', 'email']} />, { lng: 'ar', resources });
  for (const link of screen.getAllByRole('link')) expect(link).toHaveAttribute('dir', 'ltr');
  expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
    profileAr.contact.phones,
    profileAr.contact.email,
  ]);
});
