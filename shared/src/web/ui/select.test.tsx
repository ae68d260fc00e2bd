import { createRef } from 'react';
import { screen } from '@testing-library/react';
import { Select } from './select';
import { renderWithI18n } from '@freight/shared/test/test-utils';

const levels = [
  { value: 'bac+2', label: 'bac + 2' },
  { value: 'bac+3', label: 'bac + 3' },
  { value: 'bac+5', label: 'bac + 5 and more' },
];

test('shows the translated placeholder first, then the options', () => {
  renderWithI18n(<Select label="Level of studies" options={levels} />, { lng: 'es' });
  const select = screen.getByRole('combobox', { name: 'Level of studies' });
  const options = screen.getAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual(['Elija…', 'bac + 2', 'bac + 3', 'bac + 5 and more']);
  expect(select).toHaveValue('');
  expect(screen.getByRole('option', { name: 'Elija…' })).toHaveProperty('selected', true);
});

test('a choice is reported and errors are wired', async () => {
  const onChange = vi.fn();
  const ref = createRef<HTMLSelectElement>();
  const { user } = renderWithI18n(
    <Select
      label="Contract"
      placeholder="Pick a type"
      options={levels}
      onChange={(event) => onChange(event.target.value)}
      error="This field is required"
      ref={ref}
    />,
  );
  const select = screen.getByRole('combobox', { name: 'Contract' });
  expect(select).toBe(ref.current);
  expect(select).toHaveAttribute('aria-invalid', 'true');
  expect(select).toHaveAccessibleDescription('This field is required');
  await user.selectOptions(select, 'bac + 3');
  expect(onChange).toHaveBeenCalledWith('bac+3');
  expect(select).toHaveValue('bac+3');
});

test('placeholder={false} leaves only the options', () => {
  renderWithI18n(<Select label="Type" options={levels} placeholder={false} />);
  expect(screen.getAllByRole('option')).toHaveLength(3);
});
