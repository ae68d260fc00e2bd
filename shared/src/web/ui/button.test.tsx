import type { FormEvent } from 'react';
import { screen } from '@testing-library/react';
import { Button } from './button';
import { renderWithI18n } from '@freight/shared/test/test-utils';

test('a loading button is aria-disabled, busy and says it is loading', () => {
  renderWithI18n(<Button loading>Send the request</Button>);
  const button = screen.getByRole('button', { name: /send the request/i });
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(button).toHaveAccessibleName('Send the request Loading…');
});

test('while loading it keeps the focus, and neither a click nor Enter in the form submits again', async () => {
  const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
  const onClick = vi.fn();
  const form = (loading: boolean) => (
    <form onSubmit={onSubmit}>
      <input aria-label="Name" />
      <Button type="submit" loading={loading} onClick={onClick}>
        Send
      </Button>
    </form>
  );
  const { user, rerender } = renderWithI18n(form(false));
  const button = screen.getByRole('button', { name: /Send/ });
  await user.click(button);
  expect(onSubmit).toHaveBeenCalledTimes(1);
  rerender(form(true));
  expect(button).toHaveFocus();
  expect(button).not.toBeDisabled();
  await user.click(button);
  await user.keyboard('{Enter}');
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Amina{Enter}');
  expect(onSubmit).toHaveBeenCalledTimes(1);
  expect(onClick).toHaveBeenCalledTimes(1);
});

test('an idle button is a clickable type=button', async () => {
  const onClick = vi.fn();
  const { user } = renderWithI18n(<Button onClick={onClick}>Load more</Button>);
  const button = screen.getByRole('button', { name: 'Load more' });
  expect(button).toHaveAttribute('type', 'button');
  expect(button).not.toHaveAttribute('aria-busy');
  await user.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
});

test('asChild styles a link instead of rendering a button', () => {
  renderWithI18n(
    <Button asChild variant="secondary">
      <a href="/cotation">Request a quote</a>
    </Button>,
  );
  expect(screen.getByRole('link', { name: 'Request a quote' })).toHaveAttribute('href', '/cotation');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});
