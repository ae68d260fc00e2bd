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
      return bodies.length === 1
        ? refusal(400, 'PASSWORD_TOO_GUESSABLE', { fields: { newPassword: 'password.reasons.common' } })
        : new HttpResponse(null, { status: 204 });
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
  // The server's reason, above the form and under the field, in the member's language.
  expect(await screen.findByRole('alert')).toHaveTextContent('This password is too easy to guess');
  expect(screen.getAllByText('This is one of the most common passwords.').length).toBeGreaterThan(0);
  await user.click(screen.getByRole('button', { name: 'Save the password' }));
  expect(await screen.findByText('Your password is saved.')).toBeInTheDocument();
  expect(bodies).toEqual([
    { token: 'abc', newPassword: 'password1234' },
    { token: 'abc', newPassword: 'password1234' },
  ]);
});

test('as one types, the server is asked why a password would be refused, and its reason or its approval is said', async () => {
  const asked: unknown[] = [];
  const REASONS: Record<string, string | null> = { motdepasse123: 'guessable', boughazfreight2026: 'site_or_personal' };
  server.use(
    http.post('*/api/staff/password-verdict', async ({ request }) => {
      const body = (await request.json()) as { password: string; token?: string };
      asked.push(body);
      return HttpResponse.json({ reason: REASONS[body.password] ?? null });
    }),
  );
  const { user } = await renderRoutes(routes, '/staff/reset?token=abc', 'fr');
  const field = await screen.findByLabelText(/^Nouveau mot de passe \*/);
  await user.type(field, 'motdepasse123');
  expect(
    await screen.findByText('Trop facile à deviner : allongez-le avec des mots sans rapport.'),
  ).toBeInTheDocument();
  expect(field).toHaveAccessibleDescription(/Trop facile à deviner/);
  await user.clear(field);
  await user.type(field, 'boughazfreight2026');
  expect(await screen.findByText(/reprend le nom de la société/)).toBeInTheDocument();
  await user.clear(field);
  await user.type(field, 'un chameau bleu sous la pluie');
  expect(await screen.findByText('Assez solide.')).toBeInTheDocument();
  // Only once typing pauses, only from 12 characters, and with the link's token (its owner's words count).
  expect(asked).toEqual([
    { password: 'motdepasse123', token: 'abc' },
    { password: 'boughazfreight2026', token: 'abc' },
    { password: 'un chameau bleu sous la pluie', token: 'abc' },
  ]);
});

test('an expired or used link says so and leads to asking for another', async () => {
  server.use(http.post('*/api/staff/password-reset', () => refusal(400, 'RESET_LINK_INVALID')));
  const { user } = await renderRoutes(routes, '/staff/reset?token=used', 'fr');
  await user.type(await screen.findByLabelText(/^Nouveau mot de passe \*/), 'a long enough one');
  await user.type(screen.getByLabelText(/encore/), 'a long enough one');
  await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
  expect(await screen.findByRole('alert')).toHaveTextContent("Ce lien n'est plus valable");
  await user.click(screen.getByRole('link', { name: 'Demander un nouveau lien' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeInTheDocument();
});
