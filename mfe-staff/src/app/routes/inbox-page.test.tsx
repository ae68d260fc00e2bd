import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { setupMockApi } from '@freight/shared/test/test-server';
import type { RequestSummary } from '@freight/shared/core/schemas/staff-inbox';
import { routes } from '../../exposes/routes';
import { renderRoutes } from '../../test/render-routes';
import { assigneesOfSales, detail, noOffer, REF, SALES, summary } from '../../test/inbox-fixtures';
import { ADMIN, refusal, sessionAs } from '../../test/staff-api-mocks';

const server = setupMockApi();
const page = (rows: RequestSummary[], extra: Record<string, unknown> = {}) =>
  HttpResponse.json({
    data: rows,
    page: 1,
    last_page: 1,
    total: rows.length,
    counts: { new: rows.length, in_progress: 0, answered: 0, archived: 0 },
    ...extra,
  });

beforeEach(() => {
  sessionStorage.clear();
  server.use(sessionAs(SALES), assigneesOfSales, noOffer);
});

test('the filters and the page live in the address: an address opens its view, applying and paging write it', async () => {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('*/api/staff/requests', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return page([summary()], { last_page: 3, total: 41, page: Number(query.get('page') ?? 1) });
    }),
  );
  const { user } = await renderRoutes(routes, '/staff/inbox?status=new&assignee=7&page=2', 'en');
  const table = await screen.findByRole('table', { name: 'The requests, newest first' });
  expect(within(table).getByRole('link', { name: REF })).toHaveAttribute('href', `/en/staff/inbox/${REF}`);
  expect(screen.getByRole('status')).toHaveTextContent('Requests: 41 · page 2 of 3');
  expect(Object.fromEntries(queries.at(-1) ?? [])).toEqual({ status: 'new', assignee: '7', page: '2' });
  // The colleague of the address is the one selected; only the role's kinds are offered.
  expect(screen.getByLabelText('Assigned to')).toHaveValue('7');
  expect(
    within(screen.getByLabelText('Type'))
      .getAllByRole('option')
      .map((option) => option.getAttribute('value')),
  ).toEqual(['', 'quote', 'other-quote', 'contact']);
  expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toMatch(
    /\/staff\/requests\.csv\?status=new&assignee=7&lang=en$/,
  );

  await user.type(screen.getByLabelText(/Search/), 'Lefèvre');
  await user.selectOptions(screen.getByLabelText('Type'), 'quote');
  await user.click(screen.getByRole('button', { name: 'Filter' }));
  await waitFor(() =>
    expect(new URLSearchParams(screen.getByTestId('search').textContent ?? '').toString()).toBe(
      'kind=quote&status=new&assignee=7&q=Lef%C3%A8vre',
    ),
  );
  await waitFor(() =>
    expect(Object.fromEntries(queries.at(-1) ?? [])).toEqual({
      kind: 'quote',
      status: 'new',
      assignee: '7',
      q: 'Lefèvre',
      page: '1',
    }),
  );

  await user.click(screen.getByRole('button', { name: 'Older' }));
  await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('q=Lef%C3%A8vre&page=2'));
  await waitFor(() => expect(queries.at(-1)?.get('page')).toBe('2'));
  expect(screen.getByLabelText(/Search/)).toHaveValue('Lefèvre');
});

test('a failure shows a retry; once the API answers, the retry shows the empty list', async () => {
  let down = true;
  server.use(http.get('*/api/staff/requests', () => (down ? HttpResponse.error() : page([]))));
  const { user } = await renderRoutes(routes, '/staff/inbox');
  const retry = await screen.findByRole('button', { name: 'Réessayer' });
  down = false;
  await user.click(retry);
  expect(await screen.findByText('Aucune demande pour ces filtres.')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Demandes : 0');
});

test('a 409 on the reply says who changed the request and when, reloads it and keeps the reply; the second send goes', async () => {
  const sent: Array<Record<string, unknown>> = [];
  let current = detail();
  server.use(
    http.get(`*/api/staff/requests/${REF}`, () => HttpResponse.json(current)),
    http.post(`*/api/staff/requests/${REF}/replies`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      if (body.updated_at === '2026-11-20T09:00:00.000Z') {
        current = detail({
          status: 'in_progress',
          assignee: { id: 7, name: 'Karim Sales' },
          updated_at: '2026-11-21T10:30:00.000Z',
        });
        return refusal(409, 'STALE_UPDATE', {
          updated_at: '2026-11-21T10:30:00.000Z',
          updated_by: { id: 7, name: 'Karim Sales' },
        });
      }
      return HttpResponse.json({ ...current, status: 'answered' }, { status: 201 });
    }),
  );
  const { user } = await renderRoutes(routes, `/staff/inbox/${REF}`, 'en');
  expect(await screen.findByRole('heading', { level: 1, name: `Request ${REF}` })).toBeInTheDocument();
  expect(screen.getByText('Tanger Med')).toBeInTheDocument();
  await user.type(screen.getByLabelText(/^Message/), 'We can load on Monday.');
  await user.click(screen.getByRole('button', { name: 'Send the reply' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(/Changed by Karim Sales at .*2026.* meanwhile/);
  expect(await screen.findByText('In progress · Karim Sales')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Message/)).toHaveValue('We can load on Monday.');

  await user.click(screen.getByRole('button', { name: 'Send the reply' }));
  await waitFor(() => expect(sent).toHaveLength(2));
  expect(sent[1]).toEqual({ text: 'We can load on Monday.', updated_at: '2026-11-21T10:30:00.000Z' });
  await waitFor(() => expect(screen.getByLabelText(/^Message/)).toHaveValue(''));
});

test('status and assignee: a 409 says who and when and keeps the choices; saving again sends the fresh version', async () => {
  const patches: Array<Record<string, unknown>> = [];
  let current = detail();
  server.use(
    http.get(`*/api/staff/requests/${REF}`, () => HttpResponse.json(current)),
    http.patch(`*/api/staff/requests/${REF}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      patches.push(body);
      if (patches.length === 1) {
        current = detail({ status: 'archived', updated_at: '2026-11-21T10:30:00.000Z' });
        return refusal(409, 'STALE_UPDATE', {
          updated_at: '2026-11-21T10:30:00.000Z',
          updated_by: { id: 7, name: 'Karim Sales' },
        });
      }
      current = detail({
        status: 'in_progress',
        assignee: { id: 7, name: 'Karim Sales' },
        updated_at: '2026-11-21T11:00:00.000Z',
      });
      return HttpResponse.json(current);
    }),
  );
  const { user } = await renderRoutes(routes, `/staff/inbox/${REF}`, 'es');
  const workflow = await screen.findByRole('form', { name: 'Estado y asignación' });
  await user.selectOptions(within(workflow).getByLabelText('Estado'), 'in_progress');
  await user.selectOptions(within(workflow).getByLabelText('Asignada a'), 'Karim Sales');
  await user.click(within(workflow).getByRole('button', { name: 'Guardar' }));
  expect(await within(workflow).findByRole('alert')).toHaveTextContent(/Modificada por Karim Sales el .*2026/);
  expect(await screen.findByText('Archivada · (nadie)')).toBeInTheDocument();
  expect(within(workflow).getByLabelText('Estado')).toHaveValue('in_progress');
  expect(within(workflow).getByLabelText('Asignada a')).toHaveValue('7');

  await user.click(within(workflow).getByRole('button', { name: 'Guardar' }));
  expect(await within(workflow).findByRole('status')).toHaveTextContent('Guardado.');
  expect(patches).toEqual([
    { status: 'in_progress', assignee_id: 7, updated_at: '2026-11-20T09:00:00.000Z' },
    { status: 'in_progress', assignee_id: 7, updated_at: '2026-11-21T10:30:00.000Z' },
  ]);
  // Only colleagues whose role sees the kind are offered, and "me" and "nobody".
  expect(
    within(within(workflow).getByLabelText('Asignada a'))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Nadie', 'Yo', 'Karim Sales']);
});

test('a 401 mid-reply keeps the reply as a draft, and it is back after signing in again', async () => {
  server.use(
    http.get(`*/api/staff/requests/${REF}`, () => HttpResponse.json(detail())),
    http.post(`*/api/staff/requests/${REF}/replies`, () => refusal(401, 'SESSION_EXPIRED')),
  );
  const { user } = await renderRoutes(routes, `/staff/inbox/${REF}`);
  await user.type(await screen.findByLabelText(/^Objet/), 'Votre transport');
  await user.type(screen.getByLabelText(/^Message/), 'Nous pouvons charger lundi.');
  server.use(sessionAs(null, 'SESSION_EXPIRED'));
  await user.click(screen.getByRole('button', { name: 'Envoyer la réponse' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
  expect(screen.getByText(/Votre session a expiré, reconnectez-vous/)).toBeInTheDocument();
  expect(new URLSearchParams(screen.getByTestId('search').textContent ?? '').get('next')).toBe(`/staff/inbox/${REF}`);

  server.use(
    sessionAs(SALES),
    http.post('*/api/staff/session', () => HttpResponse.json({ account: SALES, csrfToken: 'csrf-3' })),
  );
  await user.type(screen.getByLabelText(/E-mail/), SALES.email);
  await user.type(screen.getByLabelText(/Mot de passe/), 'a good long password');
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
  expect(await screen.findByLabelText(/^Message/)).toHaveValue('Nous pouvons charger lundi.');
  expect(screen.getByLabelText(/^Objet/)).toHaveValue('Votre transport');
});

test('a sales account on an application gets the not-allowed page, nothing asked', async () => {
  let asked = false;
  server.use(
    http.get('*/api/staff/requests/A-2026-000001', () => {
      asked = true;
      return HttpResponse.json({});
    }),
  );
  await renderRoutes(routes, '/staff/inbox/A-2026-000001');
  expect(
    await screen.findByRole('heading', { level: 1, name: /pas autorisé|non autorisé|accès/i }),
  ).toBeInTheDocument();
  expect(asked).toBe(false);
});

test('the navigation shows the inbox to sales, recruiters and admins, not to editors', async () => {
  server.use(http.get('*/api/staff/requests', () => page([])));
  for (const [who, shown] of [
    [ADMIN, true],
    [{ ...SALES, role: 'editor' as const }, false],
  ] as const) {
    server.use(sessionAs(who));
    const { unmount } = await renderRoutes(routes, '/staff', 'en');
    await screen.findByRole('heading', { level: 1, name: `Hello ${who.name}` });
    expect(screen.queryAllByRole('link', { name: /Requests/ }).length > 0).toBe(shown);
    unmount();
  }
});
