import { useState } from 'react';
import { screen } from '@testing-library/react';
import { Tabs } from './tabs';
import { renderWithI18n } from '@freight/shared/test/test-utils';

const items = [
  { value: 'study', label: 'Cabinet study', content: <p>We design cabinets.</p> },
  { value: 'integration', label: 'Integration', content: <p>We integrate them.</p> },
  { value: 'contract', label: 'Maintenance contract', content: <p>We maintain them.</p> },
];

test('the first tab is selected and a click switches the panel', async () => {
  const { user } = renderWithI18n(<Tabs items={items} label="Our services" />);
  expect(screen.getByRole('tablist', { name: 'Our services' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Cabinet study' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'Cabinet study' })).toHaveTextContent('We design cabinets.');

  await user.click(screen.getByRole('tab', { name: 'Integration' }));
  expect(screen.getByRole('tab', { name: 'Integration' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'Integration' })).toHaveTextContent('We integrate them.');
  expect(screen.queryByText('We design cabinets.')).not.toBeInTheDocument();
});

test('arrow keys move and select, wrapping around', async () => {
  const { user } = renderWithI18n(<Tabs items={items} label="Our services" />);
  await user.click(screen.getByRole('tab', { name: 'Cabinet study' }));
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Integration' })).toHaveFocus();
  expect(screen.getByRole('tabpanel')).toHaveTextContent('We integrate them.');
  await user.keyboard('{ArrowLeft}{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'Maintenance contract' })).toHaveAttribute('aria-selected', 'true');
});

test('in Arabic the arrows are mirrored', async () => {
  const { user } = renderWithI18n(<Tabs items={items} label="خدماتنا" />, { lng: 'ar' });
  await user.click(screen.getByRole('tab', { name: 'Cabinet study' }));
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'Integration' })).toHaveAttribute('aria-selected', 'true');
});

test('controlled: the page owns the value (e.g. from the URL)', async () => {
  const onChange = vi.fn();
  function Page() {
    const [value, setValue] = useState('contract');
    return (
      <Tabs
        items={items}
        label="Our services"
        value={value}
        onValueChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    );
  }
  const { user } = renderWithI18n(<Page />);
  expect(screen.getByRole('tab', { name: 'Maintenance contract' })).toHaveAttribute('aria-selected', 'true');
  await user.click(screen.getByRole('tab', { name: 'Cabinet study' }));
  expect(onChange).toHaveBeenCalledWith('study');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('We design cabinets.');
});
