import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { setupMockApi } from '@freight/shared/test/test-server';
import { routes } from '../../exposes/routes';
import { renderRoutes } from '../../test/render-routes';
import { refusal } from '../../test/staff-api-mocks';

const server = setupMockApi();

test('the new password is checked twice and by the server’s rules, then saved', async () => {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/staff/password-reset', async ({ request }) => {
      bodies.push(await request.json());
      return bodies.length === 1 ? refusal(400, 'PASSWORD_TOO_COMMON') : new HttpResponse(null, { status: 204 });
    }),
  );
  const { user } = await renderRoutes(routes, '/staff/reset?token=abc', 'en');
  await user.type(await screen.findByLabelText(/^New password \*/), 'short');
  await user.type(screen.getByLabelText(/again/), 'short');
  await user.click(screen.getByRole('button', { name: 'Save the password' }));
  expect(screen.getByText('The password must be at least 12 characters long.')).toBeInTheDocument();
  await user.clear(screen.getByLabelText(/^New password \*/));
  await user.type(screen.getByLabelText(/^New password \*/), 'password1234');
  await user.click(screen.getByRole('button', { name: 'Save the password' }));
  expect(screen.getByText('The two passwords are not the same.')).toBeInTheDocument();
  await user.clear(screen.getByLabelText(/again/));
  await user.type(screen.getByLabelText(/again/), 'password1234');
  await user.click(screen.getByRole('button', { name: 'Save the password' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This password is too common');
  await user.click(screen.getByRole('button', { name: 'Save the password' }));
  expect(await screen.findByText('Your password is saved.')).toBeInTheDocument();
  expect(bodies).toEqual([
    { token: 'abc', newPassword: 'password1234' },
    { token: 'abc', newPassword: 'password1234' },
  ]);
});

test('an expired or used link says to ask an admin', async () => {
  server.use(http.post('*/api/staff/password-reset', () => refusal(400, 'RESET_LINK_INVALID')));
  const { user } = await renderRoutes(routes, '/staff/reset?token=used', 'fr');
  await user.type(await screen.findByLabelText(/^Nouveau mot de passe \*/), 'a long enough one');
  await user.type(screen.getByLabelText(/encore/), 'a long enough one');
  await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Demandez un nouveau lien à un administrateur');
});
