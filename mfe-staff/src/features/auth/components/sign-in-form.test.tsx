import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupMockApi } from '@freight/shared/test/test-server';
import { createTestI18n } from '@freight/shared/test/test-utils';
import { BUNDLES } from '../../../test/render-routes';
import { ADMIN } from '../../../test/staff-api-mocks';
import { SignInForm } from './sign-in-form';

// The server renders the sign-in page (docs/decisions/027-interactive-as-fast-as-react-alone.md):
// what a member types, or the browser's password manager fills in, before the code starts stays
// (react-hook-form keeps a field edited before it registered it rather than writing its default).

const server = setupMockApi();
let root: Root | null = null;
let container: HTMLDivElement | null = null;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = null;
  container = null;
});

test('typed in the server-rendered form before hydration, kept by hydration and sent as typed', async () => {
  let sent: unknown = null;
  server.use(
    http.post('*/api/staff/session', async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({ account: ADMIN, csrfToken: 'csrf-2' });
    }),
  );
  const signedIn = vi.fn();
  const i18n = createTestI18n('en', { en: { staff: BUNDLES.en } }, 'staff');
  const app = (
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <MemoryRouter initialEntries={['/staff/sign-in']}>
          <SignInForm onSignedIn={signedIn} />
        </MemoryRouter>
      </SWRConfig>
    </I18nextProvider>
  );
  container = document.createElement('div');
  container.innerHTML = renderToString(app);
  document.body.append(container);
  const form = container.querySelector('form')!;
  // Sent as HTML, it would never put the password in the address.
  expect(form.method).toBe('post');
  (form.elements.namedItem('email') as HTMLInputElement).value = 'admin@example.ma';
  (form.elements.namedItem('password') as HTMLInputElement).value = 'correct horse battery';

  const recoverable: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container!, app, { onRecoverableError: (error) => recoverable.push(error) });
  });
  expect(recoverable).toEqual([]);
  expect(screen.getByLabelText(/E-mail/)).toHaveValue('admin@example.ma');
  expect(screen.getByLabelText(/Password/)).toHaveValue('correct horse battery');
  // The same element: hydrated, not rendered again.
  expect(container.querySelector('form')).toBe(form);

  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(signedIn).toHaveBeenCalledTimes(1));
  expect(sent).toEqual({ email: 'admin@example.ma', password: 'correct horse battery' });
});

test('rendered in the browser (a navigation in the app), the form starts empty', async () => {
  const i18n = createTestI18n('en', { en: { staff: BUNDLES.en } }, 'staff');
  container = document.createElement('div');
  document.body.append(container);
  const { createRoot } = await import('react-dom/client');
  await act(async () => {
    root = createRoot(container!);
    root.render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <SignInForm onSignedIn={() => undefined} />
        </MemoryRouter>
      </I18nextProvider>,
    );
  });
  expect(screen.getByLabelText(/E-mail/)).toHaveValue('');
  expect(screen.getByLabelText(/Password/)).toHaveValue('');
});

test('the page hydrating under a member typing in a field leaves the focus where it is', async () => {
  const { PageHeading } = await import('../../../components/page-heading');
  const app = (
    <>
      <PageHeading title="Connexion">Connexion</PageHeading>
      <input aria-label="E-mail" />
    </>
  );
  container = document.createElement('div');
  container.innerHTML = renderToString(app);
  document.body.append(container);
  const field = container.querySelector('input')!;
  field.focus();
  await act(async () => {
    root = hydrateRoot(container!, app);
  });
  expect(field).toHaveFocus();
  act(() => root?.unmount());
  // Opened without anyone typing, the heading takes the focus (announced by a screen reader).
  container.innerHTML = renderToString(app);
  await act(async () => {
    root = hydrateRoot(container!, app);
  });
  expect(container.querySelector('h1')).toHaveFocus();
});
