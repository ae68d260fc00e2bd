import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import { setupMockApi } from '@freight/shared/test/test-server';
import { STAFF_OPEN_PATHS } from '@freight/shared/core/staff/staff-paths';
import { routes } from '../../exposes/routes';
import { renderRoutes } from '../../test/render-routes';
import { ADMIN, refusal, sessionAs } from '../../test/staff-api-mocks';

const server = setupMockApi();

test('a /staff page without a session sends to the sign-in page, which comes back to it afterwards', async () => {
  server.use(sessionAs(null));
  let sent: unknown = null;
  server.use(
    http.post('*/api/staff/session', async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({ account: ADMIN, csrfToken: 'csrf-2' });
    }),
  );
  const { user } = await renderRoutes(routes, '/staff/audit?action=sign-in');
  expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toHaveFocus();
  expect(screen.getByTestId('location')).toHaveTextContent('/staff/sign-in');
  expect(new URLSearchParams(screen.getByTestId('search').textContent ?? '').get('next')).toBe(
    '/staff/audit?action=sign-in',
  );

  await user.type(screen.getByLabelText(/E-mail/), 'admin@example.ma');
  await user.type(screen.getByLabelText(/Mot de passe/), 'correct horse battery');
  server.use(
    sessionAs(ADMIN),
    http.get('*/api/staff/audit', () => HttpResponse.json({ data: [], page: 1, last_page: 0, total: 0 })),
  );
  server.use(http.get('*/api/staff/accounts', () => HttpResponse.json({ data: [] })));
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Journal' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/staff/audit');
  expect(sent).toEqual({ email: 'admin@example.ma', password: 'correct horse battery' });
});

test('refusals are said in the page language: wrong credentials, then rate limited with the wait', async () => {
  server.use(sessionAs(null));
  server.use(http.post('*/api/staff/session', () => refusal(401, 'INVALID_CREDENTIALS')));
  const { user } = await renderRoutes(routes, '/staff/sign-in', 'en');
  await user.type(await screen.findByLabelText(/E-mail/), 'who@example.ma');
  await user.type(screen.getByLabelText(/Password/), 'nope');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password');
  // The password is cleared, the e-mail kept.
  expect(screen.getByLabelText(/Password/)).toHaveValue('');
  expect(screen.getByLabelText(/E-mail/)).toHaveValue('who@example.ma');

  server.use(http.post('*/api/staff/session', () => refusal(429, 'RATE_LIMITED', {}, { 'Retry-After': '42' })));
  await user.type(screen.getByLabelText(/Password/), 'again');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('Too many attempts. Try again in 42 s.')).toBeInTheDocument();
});

test('empty fields are refused before any call, with the shared messages', async () => {
  server.use(sessionAs(null));
  const { user } = await renderRoutes(routes, '/staff/sign-in', 'ar');
  await user.click(await screen.findByRole('button', { name: 'دخول' }));
  expect(screen.getByLabelText(/البريد الإلكتروني/)).toHaveAttribute('aria-invalid', 'true');
  await waitFor(() => expect(screen.getByLabelText(/البريد الإلكتروني/)).toHaveFocus());
});

test('an expired session is said on the sign-in page', async () => {
  server.use(sessionAs(null, 'SESSION_EXPIRED'));
  await renderRoutes(routes, '/staff/account');
  expect(await screen.findByRole('status')).toHaveTextContent('Votre session a expiré, reconnectez-vous');
  expect(new URLSearchParams(screen.getByTestId('search').textContent ?? '').get('next')).toBe('/staff/account');
});

test('a member whose role may not use a page gets the not-allowed page, and the navigation hides it', async () => {
  server.use(sessionAs({ ...ADMIN, role: 'sales', name: 'Sami Sales' }));
  await renderRoutes(routes, '/staff/accounts');
  expect(await screen.findByRole('heading', { level: 1, name: 'Accès non autorisé' })).toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: 'Espace équipe' });
  expect(nav).toHaveTextContent('Accueil');
  expect(nav).not.toHaveTextContent('Comptes');
  expect(nav).not.toHaveTextContent('Journal');
});

test('an unknown staff page shows the back office’s own not-found', async () => {
  server.use(sessionAs(ADMIN));
  await renderRoutes(routes, '/staff/nowhere', 'es');
  expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
});

test('the pages the server opens without a session are the ones the back office opens without one', async () => {
  // The server sends any other address straight to the sign-in page when there is no session cookie
  // (server/src/site/site-pages.ts): the two lists must agree.
  server.use(sessionAs(null));
  for (const path of STAFF_OPEN_PATHS) {
    const { unmount } = await renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { level: 1 }), path).toBeInTheDocument();
    expect(screen.getByTestId('location'), path).toHaveTextContent(path);
    unmount();
  }
  for (const path of ['/staff', '/staff/inbox', '/staff/forgotten', '/staff/nowhere']) {
    const { unmount } = await renderRoutes(routes, path);
    await waitFor(() => expect(screen.getByTestId('location'), path).toHaveTextContent('/staff/sign-in'));
    unmount();
  }
});
