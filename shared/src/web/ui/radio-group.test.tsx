import { createRef, useState } from 'react';
import { screen } from '@testing-library/react';
import { RadioGroup } from './radio-group';
import { renderWithI18n } from '@freight/shared/test/test-utils';

const yesNo = [
  { value: 'oui', label: 'Yes' },
  { value: 'non', label: 'No' },
];

test('a labelled group of radios with its error wired', () => {
  renderWithI18n(
    <RadioGroup legend="Dangerous goods?" name="dangerous" options={yesNo} required error="This field is required" />,
  );
  const group = screen.getByRole('radiogroup', { name: 'Dangerous goods? (required)' });
  expect(group).toHaveAttribute('aria-invalid', 'true');
  expect(group).toHaveAccessibleDescription('This field is required');
  expect(screen.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
  expect(screen.getByRole('radio', { name: 'No' })).not.toBeChecked();
});

test('controlled: choosing reports the value and checks the radio', async () => {
  const onValueChange = vi.fn();
  function Form() {
    const [value, setValue] = useState('');
    return (
      <RadioGroup
        legend="Dangerous goods?"
        name="dangerous"
        options={yesNo}
        value={value}
        onValueChange={(next) => {
          onValueChange(next);
          setValue(next);
        }}
      />
    );
  }
  const { user } = renderWithI18n(<Form />);
  await user.click(screen.getByRole('radio', { name: 'No' }));
  expect(onValueChange).toHaveBeenCalledWith('non');
  expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
});

test('the ref reaches the first radio, or the checked one', () => {
  const first = createRef<HTMLInputElement>();
  const { unmount } = renderWithI18n(<RadioGroup legend="Q" name="q" options={yesNo} ref={first} />);
  expect(first.current).toBe(screen.getByRole('radio', { name: 'Yes' }));
  unmount();
  const checked = createRef<HTMLInputElement>();
  renderWithI18n(<RadioGroup legend="Q" name="q" options={yesNo} ref={checked} defaultValue="non" />);
  expect(checked.current).toBe(screen.getByRole('radio', { name: 'No' }));
  expect(checked.current).toBeChecked();
});
