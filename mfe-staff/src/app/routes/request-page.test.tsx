import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { setupMockApi } from '@freight/shared/test/test-server';
import type { RequestDetail } from '@freight/shared/core/schemas/staff-inbox';
import { routes } from '../../exposes/routes';
import { renderRoutes } from '../../test/render-routes';
import { assigneesOfSales, detail, noOffer, REF, SALES } from '../../test/inbox-fixtures';
import { sessionAs } from '../../test/staff-api-mocks';

// The status and assignee form follows the request the server last answered (the status that went back).

const server = setupMockApi();

beforeEach(() => {
  sessionStorage.clear();
  server.use(sessionAs(SALES), assigneesOfSales, noOffer);
});

/** The request's API: GET answers `current`; a reply makes it answered; a PATCH applies what it sends. */
function requestApi(start: RequestDetail) {
  const patches: Array<Record<string, unknown>> = [];
  let current = start;
  const later = (minutes: number) => new Date(Date.parse(current.updated_at) + minutes * 60_000).toISOString();
  server.use(
    http.get(`*/api/staff/requests/${REF}`, () => HttpResponse.json(current)),
    http.post(`*/api/staff/requests/${REF}/replies`, () => {
      current = { ...current, status: 'answered', updated_at: later(1), updated_by: { id: 5, name: 'Sara Sales' } };
      return HttpResponse.json(current, { status: 201 });
    }),
    http.post(`*/api/staff/requests/${REF}/notes`, () => {
      // A colleague archived it meanwhile: the note's answer is the request as it now is.
      current = { ...current, status: 'archived', updated_at: later(2), updated_by: { id: 7, name: 'Karim Sales' } };
      return HttpResponse.json(current, { status: 201 });
    }),
    http.patch(`*/api/staff/requests/${REF}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      patches.push(body);
      const assignee = body.assignee_id === 7 ? { id: 7, name: 'Karim Sales' } : current.assignee;
      current = {
        ...current,
        ...(typeof body.status === 'string' ? { status: body.status as RequestDetail['status'] } : {}),
        assignee,
        updated_at: later(3),
      };
      return HttpResponse.json(current);
    }),
  );
  return { patches };
}

test('after a reply the form shows "Answered"; changing only the assignee keeps it answered', async () => {
  const { patches } = requestApi(detail({ status: 'in_progress' }));
  const { user } = await renderRoutes(routes, `/staff/inbox/${REF}`, 'en');
  const workflow = await screen.findByRole('form', { name: 'Status and assignee' });
  expect(within(workflow).getByLabelText('Status')).toHaveValue('in_progress');

  await user.type(screen.getByLabelText(/^Message/), 'We can load on Monday.');
  await user.click(screen.getByRole('button', { name: 'Send the reply' }));
  expect(await screen.findByText('Answered · (nobody)')).toBeInTheDocument();
  await waitFor(() => expect(within(workflow).getByLabelText('Status')).toHaveValue('answered'));

  await user.selectOptions(within(workflow).getByLabelText('Assigned to'), 'Karim Sales');
  await user.click(within(workflow).getByRole('button', { name: 'Save' }));
  expect(await within(workflow).findByRole('status')).toHaveTextContent('Saved.');
  expect(patches).toEqual([{ assignee_id: 7, updated_at: '2026-11-20T09:01:00.000Z' }]);
  expect(screen.getByText('Answered · Karim Sales')).toBeInTheDocument();
  expect(within(workflow).getByLabelText('Status')).toHaveValue('answered');
});

test('a change underneath while choices are typed is said, and the choices are kept', async () => {
  requestApi(detail({ status: 'in_progress' }));
  const { user } = await renderRoutes(routes, `/staff/inbox/${REF}`, 'fr');
  const workflow = await screen.findByRole('form', { name: 'Statut et attribution' });
  await user.selectOptions(within(workflow).getByLabelText('Statut'), 'new');

  const note = screen.getByRole('form', { name: 'Note interne' });
  await user.type(within(note).getByLabelText(/^Note/), 'Rappeler lundi.');
  await user.click(within(note).getByRole('button', { name: 'Ajouter la note' }));
  expect(await within(workflow).findByRole('status')).toHaveTextContent(/Karim Sales a modifié cet enregistrement/);
  expect(within(workflow).getByLabelText('Statut')).toHaveValue('new');
});

test('a message the visitor wrote on the follow-up page shows in the history as theirs, in full and as text', async () => {
  const message = '<b>Is Tuesday possible?</b>';
  requestApi(
    detail({
      status: 'in_progress',
      history: [
        {
          id: 2,
          at: '2026-11-21T10:00:00.000Z',
          type: 'status',
          actor: null,
          details: { from: 'answered', to: 'in_progress', by: 'visitor' },
          delivery: null,
        },
        {
          id: 1,
          at: '2026-11-21T10:00:00.000Z',
          type: 'visitor-message',
          actor: null,
          details: { text: message },
          delivery: null,
        },
      ],
    }),
  );
  await renderRoutes(routes, `/staff/inbox/${REF}`, 'en');
  const history = await screen.findByRole('region', { name: 'History' });
  const [status, written] = within(history).getAllByRole('listitem');
  expect(status).toHaveTextContent(/The visitor: status Answered → In progress/);
  expect(written).toHaveTextContent(/The visitor: message from the visitor/);
  expect(within(history).getByText(message).closest('li')).toBe(written);
  expect(history.querySelector('b')).toBeNull();
});
