import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { setupMockApi } from '@freight/shared/test/test-server';
import { routes } from '../../exposes/routes';
import { renderRoutes } from '../../test/render-routes';
import { ADMIN, refusal, sessionAs } from '../../test/staff-api-mocks';

const server = setupMockApi();

test('changing one’s password: a wrong current one is said under its field, then the change is saved and the form emptied', async () => {
  const bodies: unknown[] = [];
  server.use(
    sessionAs(ADMIN),
    http.post('*/api/staff/password', async ({ request }) => {
      bodies.push(await request.json());
      return bodies.length === 1
        ? refusal(400, 'VALIDATION_FAILED', { fields: { currentPassword: 'validation.invalid' } })
        : new HttpResponse(null, { status: 204 });
    }),
    http.post('*/api/staff/password-verdict', () => HttpResponse.json({ reason: null })),
  );
  const { user } = await renderRoutes(routes, '/staff/account', 'en');
  const current = await screen.findByLabelText(/^Current password/);
  await user.click(screen.getByRole('button', { name: 'Change the password' }));
  expect(screen.getByText('This field is required')).toBeInTheDocument();
  expect(screen.getByText('The password must be at least 12 characters long.')).toBeInTheDocument();
  expect(current).toHaveFocus();
  await user.type(current, 'not my password');
  await user.type(screen.getByLabelText(/^New password \*/), 'a new long passphrase');
  await user.type(screen.getByLabelText(/again/), 'a new long passphrase');
  await user.click(screen.getByRole('button', { name: 'Change the password' }));
  expect(await screen.findByText('The current password is wrong.')).toBeInTheDocument();
  expect(current).toHaveFocus();
  expect(screen.getByLabelText(/^New password \*/)).toHaveValue('a new long passphrase');
  await user.clear(current);
  await user.type(current, 'my old password');
  await user.click(screen.getByRole('button', { name: 'Change the password' }));
  expect(await screen.findByText('Password changed. Your other sessions have ended.')).toBeInTheDocument();
  expect(current).toHaveValue('');
  expect(bodies).toEqual([
    { currentPassword: 'not my password', newPassword: 'a new long passphrase' },
    { currentPassword: 'my old password', newPassword: 'a new long passphrase' },
  ]);
});
