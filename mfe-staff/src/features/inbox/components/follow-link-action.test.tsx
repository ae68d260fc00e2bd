import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { setupMockApi } from '@freight/shared/test/test-server';
import { routes } from '../../../exposes/routes';
import { renderRoutes } from '../../../test/render-routes';
import { assigneesOfSales, detail, REF, SALES } from '../../../test/inbox-fixtures';
import { sessionAs } from '../../../test/staff-api-mocks';

// A new follow-up link is sent only from the confirmation; the address it goes to is named, a
// refusal is shown in the dialog, and the focus comes back to the button.

const server = setupMockApi();

beforeEach(() => {
  sessionStorage.clear();
  server.use(
    sessionAs(SALES),
    assigneesOfSales,
    http.get(`*/api/staff/requests/${REF}`, () => HttpResponse.json(detail({ status: 'answered' }))),
  );
});

function linkApi(answers: number[]) {
  const sent: string[] = [];
  server.use(
    http.post(`*/api/staff/requests/${REF}/follow-link`, ({ request }) => {
      sent.push(request.url);
      const status = answers.shift() ?? 202;
      return status === 202
        ? HttpResponse.json({ status: 'sent' }, { status })
        : HttpResponse.json({ statusCode: status, code: 'UNAVAILABLE', message: 'down' }, { status });
    }),
  );
  return sent;
}

test('cancelling sends nothing and gives the focus back; confirming sends one link and says where', async () => {
  const sent = linkApi([202]);
  const { user } = await renderRoutes(routes, `/staff/inbox/${REF}`, 'en');
  const open = await screen.findByRole('button', { name: 'Send a new link' });
  const email = detail({}).email;

  await user.click(open);
  let dialog = await screen.findByRole('dialog', { name: 'Send a new follow-up link?' });
  expect(dialog).toHaveTextContent(`The new one will be sent to ${email}.`);
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(open).toHaveFocus());
  expect(sent).toEqual([]);

  await user.click(open);
  dialog = await screen.findByRole('dialog', { name: 'Send a new follow-up link?' });
  await user.click(within(dialog).getByRole('button', { name: 'Send a new link' }));
  expect(await screen.findByText(`New link sent to ${email}. The old one no longer works.`)).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(sent).toHaveLength(1);
});

test('a failure is shown in the dialog, and trying again sends it', async () => {
  const sent = linkApi([503, 202]);
  const { user } = await renderRoutes(routes, `/staff/inbox/${REF}`, 'fr');
  await user.click(await screen.findByRole('button', { name: 'Envoyer un nouveau lien' }));
  const dialog = await screen.findByRole('dialog', { name: 'Envoyer un nouveau lien de suivi ?' });
  await user.click(within(dialog).getByRole('button', { name: 'Envoyer un nouveau lien' }));
  expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
  expect(screen.queryByText(/Nouveau lien envoyé/)).not.toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Envoyer un nouveau lien' }));
  expect(await screen.findByText(/Nouveau lien envoyé à .+\. L'ancien ne fonctionne plus\./)).toBeInTheDocument();
  expect(sent).toHaveLength(2);
});
