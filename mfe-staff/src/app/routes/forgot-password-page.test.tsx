import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { setupMockApi } from '@freight/shared/test/test-server';
import { routes } from '../../exposes/routes';
import { renderRoutes } from '../../test/render-routes';
import { refusal } from '../../test/staff-api-mocks';

const server = setupMockApi();

test('from the sign-in page, "forgot" asks for a link and says the same whatever the address', async () => {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/staff/password-forgotten', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ status: 'sent-if-known' }, { status: 202 });
    }),
  );
  const { user } = await renderRoutes(routes, '/staff/sign-in', 'en');
  await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Forgotten password' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Send me a link' }));
  expect(bodies).toEqual([]);
  await user.type(screen.getByLabelText(/^E-mail/), 'nadia@boughaz-freight.example');
  await user.click(screen.getByRole('button', { name: 'Send me a link' }));
  expect(await screen.findByText(/a link valid for 1 hour has just been sent/)).toBeInTheDocument();
  expect(bodies).toEqual([{ email: 'nadia@boughaz-freight.example' }]);
});

test('asked too often, it says when to try again and keeps the address typed', async () => {
  server.use(
    http.post('*/api/staff/password-forgotten', () => refusal(429, 'RATE_LIMITED', {}, { 'Retry-After': '60' })),
  );
  const { user } = await renderRoutes(routes, '/staff/forgot', 'ar');
  const email = await screen.findByLabelText(/^البريد الإلكتروني/);
  await user.type(email, 'nadia@boughaz-freight.example');
  await user.click(screen.getByRole('button', { name: 'أرسل لي رابطًا' }));
  expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
  expect(email).toHaveValue('nadia@boughaz-freight.example');
});
