import { screen } from '@testing-library/react';
import { PhoneList } from './phone-list';
import { renderWithI18n } from '@freight/shared/test/test-utils';

test('each number is a tel: link kept left-to-right; the list can be named', () => {
  renderWithI18n(<PhoneList phones={['+212 5 39 00 00 00', '+212 6 00 00 00 00']} label="Téléphones" />, { lng: 'ar' });
  expect(screen.getByRole('list', { name: 'Téléphones' })).toBeInTheDocument();
  const link = screen.getByRole('link', { name: '+212 5 39 00 00 00' });
  expect(link).toHaveAttribute('href', 'tel:+212539000000');
  expect(link).toHaveAttribute('dir', 'ltr');
  expect(screen.getAllByRole('link')).toHaveLength(2);
});
