import { screen } from '@testing-library/react';
import { Card } from './card';
import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';
import { Spinner } from './spinner';
import { renderWithI18n } from '@freight/shared/test/test-utils';

test('ErrorState shows the translated defaults and Retry calls back', async () => {
  const onRetry = vi.fn();
  const { user } = renderWithI18n(<ErrorState onRetry={onRetry} />, { lng: 'es' });
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Se ha producido un error');
  await user.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

test('ErrorState shows the page’s own title and message', () => {
  renderWithI18n(<ErrorState title="The article could not be loaded" message="Check your connection." />);
  expect(screen.getByRole('alert')).toHaveTextContent('The article could not be loaded');
  expect(screen.getByText('Check your connection.')).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test('LoadingState announces its text, Spinner its translated label', () => {
  renderWithI18n(
    <>
      <LoadingState label="Loading the articles…" />
      <Spinner />
    </>,
    { lng: 'ar' },
  );
  const statuses = screen.getAllByRole('status');
  expect(statuses[0]).toHaveTextContent('Loading the articles…');
  expect(statuses[1]).toHaveTextContent('جارٍ التحميل…');
});

test('Card is an article named by its title', () => {
  renderWithI18n(
    <Card
      title="Refrigerated transport"
      image={<img src="/truck.jpg" alt="A refrigerated truck" />}
      footer={<a href="/transport/perissable">Read more</a>}
    >
      Fresh goods from Tanger Med to Europe.
    </Card>,
  );
  const card = screen.getByRole('article', { name: 'Refrigerated transport' });
  expect(card).toContainElement(screen.getByRole('heading', { level: 3, name: 'Refrigerated transport' }));
  expect(card).toContainElement(screen.getByRole('img', { name: 'A refrigerated truck' }));
  expect(card).toContainElement(screen.getByRole('link', { name: 'Read more' }));
});
