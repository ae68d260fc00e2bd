import { screen } from '@testing-library/react';
import { Button } from './button';
import { renderWithI18n } from '@freight/shared/test/test-utils';

test('a loading button is disabled, busy and says it is loading', () => {
  renderWithI18n(<Button loading>Send the request</Button>);
  const button = screen.getByRole('button', { name: /send the request/i });
  expect(button).toBeDisabled();
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(button).toHaveAccessibleName('Send the request Loading…');
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
