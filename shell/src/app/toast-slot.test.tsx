import { act, screen } from '@testing-library/react';
import { showToast } from '@freight/shared/web/ui/toast-event';
import { renderShell } from '../test/render';
import { ToastSlot } from './toast-slot';

test('the host loads with the first toast and shows it, then the next ones', async () => {
  renderShell(<ToastSlot />);
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
  act(() => showToast({ title: 'Message envoyé', variant: 'success' }));
  expect(await screen.findByText('Message envoyé')).toBeInTheDocument();
  act(() => showToast({ title: 'Deuxième', variant: 'info' }));
  expect(await screen.findByText('Deuxième')).toBeInTheDocument();
});
