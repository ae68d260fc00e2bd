import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { setupMockApi } from '@freight/shared/test/test-server';
import type { StaffAccount } from '@freight/shared/core/schemas/staff';
import { routes } from '../../exposes/routes';
import { renderRoutes } from '../../test/render-routes';
import { ADMIN, account, refusal, sessionAs } from '../../test/staff-api-mocks';

const server = setupMockApi();
let accounts: StaffAccount[] = [];

beforeEach(() => {
  sessionStorage.clear();
  accounts = [account(1, { ...ADMIN, role: 'admin' }), account(2, { name: 'Sara Sales' })];
  server.use(
    sessionAs(ADMIN),
    http.get('*/api/staff/accounts', () => HttpResponse.json({ data: accounts })),
  );
});

test('creating an account checks the fields, shows the server’s refusal, then says where the link went', async () => {
  const bodies: unknown[] = [];
  const tokens: Array<string | null> = [];
  server.use(
    http.post('*/api/staff/accounts', async ({ request }) => {
      bodies.push(await request.json());
      tokens.push(request.headers.get('X-CSRF-Token'));
      if (bodies.length === 1) return refusal(409, 'EMAIL_TAKEN');
      return HttpResponse.json(account(3, { email: 'new@example.ma', name: 'Nour New', password_set: false }), {
        status: 201,
      });
    }),
  );
  const { user } = await renderRoutes(routes, '/staff/accounts', 'en');
  await user.click(await screen.findByRole('button', { name: 'New account' }));
  const dialog = await screen.findByRole('dialog', { name: 'New account' });
  await user.click(within(dialog).getByRole('button', { name: 'Create the account' }));
  expect(within(dialog).getByLabelText(/Name/)).toHaveAttribute('aria-invalid', 'true');
  expect(bodies).toEqual([]);

  await user.type(within(dialog).getByLabelText(/E-mail/), 'new@example.ma');
  await user.type(within(dialog).getByLabelText(/Name/), 'Nour New');
  await user.selectOptions(within(dialog).getByLabelText(/Role/), 'recruiter');
  await user.click(within(dialog).getByRole('button', { name: 'Create the account' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('An account with this e-mail already exists.');
  expect(within(dialog).getByLabelText(/Name/)).toHaveValue('Nour New');

  await user.click(within(dialog).getByRole('button', { name: 'Create the account' }));
  expect(await screen.findByText(/a link to choose a password was e-mailed to new@example.ma/)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(bodies[1]).toEqual({ email: 'new@example.ma', name: 'Nour New', role: 'recruiter' });
  expect(tokens).toEqual(['csrf-1', 'csrf-1']);
});

test('a 409 STALE_UPDATE says who changed the account; reloading keeps what was typed and saves with the fresh version', async () => {
  const patches: Array<Record<string, unknown>> = [];
  server.use(
    http.patch('*/api/staff/accounts/2', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      patches.push(body);
      if (body.updated_at === '2026-11-02T10:00:00.000Z') {
        accounts[1] = { ...accounts[1]!, role: 'editor', updated_at: '2026-11-03T09:00:00.000Z' };
        return refusal(409, 'STALE_UPDATE', {
          updated_at: '2026-11-03T09:00:00.000Z',
          updated_by: { id: 9, name: 'Karim' },
        });
      }
      return HttpResponse.json({ ...accounts[1]!, name: String(body.name) });
    }),
  );
  const { user } = await renderRoutes(routes, '/staff/accounts');
  await user.click(await screen.findByRole('button', { name: 'Modifier Sara Sales' }));
  const dialog = await screen.findByRole('dialog');
  const name = within(dialog).getByLabelText(/Nom/);
  await user.clear(name);
  await user.type(name, 'Sara Benali');
  await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Karim a modifié ce compte entre-temps');
  await user.click(within(dialog).getByRole('button', { name: 'Recharger le compte' }));
  await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Recharger le compte' })).toBeNull());
  expect(within(dialog).getByLabelText(/Nom/)).toHaveValue('Sara Benali');
  await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByText('Compte de Sara Benali enregistré.')).toBeInTheDocument();
  expect(patches.map((patch) => patch.updated_at)).toEqual(['2026-11-02T10:00:00.000Z', '2026-11-03T09:00:00.000Z']);
});

test('an expired session on save sends to sign-in with the message, keeps the draft, and reopens it after signing in', async () => {
  server.use(http.patch('*/api/staff/accounts/2', () => refusal(401, 'SESSION_EXPIRED')));
  const { user } = await renderRoutes(routes, '/staff/accounts');
  await user.click(await screen.findByRole('button', { name: 'Modifier Sara Sales' }));
  const dialog = await screen.findByRole('dialog');
  await user.clear(within(dialog).getByLabelText(/Nom/));
  await user.type(within(dialog).getByLabelText(/Nom/), 'Sara Draft');
  server.use(sessionAs(null, 'SESSION_EXPIRED'));
  await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
  expect(screen.getByText(/Votre session a expiré, reconnectez-vous/)).toBeInTheDocument();
  expect(new URLSearchParams(screen.getByTestId('search').textContent ?? '').get('next')).toBe(
    '/staff/accounts?edit=2',
  );

  server.use(
    sessionAs(ADMIN),
    http.post('*/api/staff/session', () => HttpResponse.json({ account: ADMIN, csrfToken: 'csrf-3' })),
  );
  await user.type(screen.getByLabelText(/E-mail/), ADMIN.email);
  await user.type(screen.getByLabelText(/Mot de passe/), 'a good long password');
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
  const reopened = await screen.findByRole('dialog');
  expect(within(reopened).getByLabelText(/Nom/)).toHaveValue('Sara Draft');
});

test('disabling asks for confirmation and explains OWN_ACCOUNT', async () => {
  server.use(http.patch('*/api/staff/accounts/1', () => refusal(409, 'OWN_ACCOUNT')));
  const { user } = await renderRoutes(routes, '/staff/accounts', 'es');
  await user.click(await screen.findByRole('button', { name: 'Desactivar Amina Admin' }));
  const dialog = await screen.findByRole('dialog', { name: '¿Desactivar la cuenta de Amina Admin?' });
  await user.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('No puede desactivar su propia cuenta');
  await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Desactivar Amina Admin' })).toHaveFocus());
});

test('a new reset link says where it went', async () => {
  server.use(
    http.post('*/api/staff/accounts/2/reset-link', () =>
      HttpResponse.json({ sent_to: 'member2@example.ma' }, { status: 202 }),
    ),
  );
  const { user } = await renderRoutes(routes, '/staff/accounts', 'ar');
  await user.click(await screen.findByRole('button', { name: 'إرسال رابط كلمة المرور Sara Sales' }));
  expect(await screen.findByRole('status')).toHaveTextContent('member2@example.ma');
});

test('sign-out ends the session on the server (with its token), drops what was shown and the drafts', async () => {
  let signedOut = 0;
  server.use(
    http.delete('*/api/staff/session', ({ request }) => {
      signedOut += request.headers.get('X-CSRF-Token') === 'csrf-1' ? 1 : 0;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  sessionStorage.setItem('freight:staff-draft:account-new', JSON.stringify({ name: 'left behind' }));
  const { user } = await renderRoutes(routes, '/staff/accounts');
  expect(await screen.findByRole('cell', { name: 'member2@example.ma' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
  expect(await screen.findByText('Vous êtes déconnecté.')).toBeInTheDocument();
  expect(signedOut).toBe(1);
  expect(sessionStorage.getItem('freight:staff-draft:account-new')).toBeNull();
  expect(screen.queryByText('member2@example.ma')).not.toBeInTheDocument();
});
