import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Honeypot } from './honeypot';

function Trap() {
  const [value, setValue] = useState('');
  return (
    <form aria-label="form">
      <Honeypot value={value} onChange={setValue} />
      <output>{value}</output>
    </form>
  );
}

test('the honeypot is named website, out of reach of people and assistive technology, and reports what a bot types', () => {
  const { container } = render(<Trap />);
  const input = container.querySelector<HTMLInputElement>('input[name="website"]');
  expect(input).not.toBeNull();
  expect(input).toHaveAttribute('tabindex', '-1');
  expect(input).toHaveAttribute('autocomplete', 'off');
  expect(input?.closest('[aria-hidden="true"]')).not.toBeNull();
  expect(screen.queryByRole('textbox')).toBeNull();
  fireEvent.change(input as HTMLInputElement, { target: { value: 'https://spam.example' } });
  expect(screen.getByText('https://spam.example')).toBeInTheDocument();
});
