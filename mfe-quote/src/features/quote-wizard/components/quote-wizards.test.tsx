import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupMockApi } from '@freight/shared/test/test-server';
import { routes } from '../../../exposes/routes';
import { renderRoutes } from '../../../test/render-routes';
import { DRAFT_KEYS } from '../machines/persistence';

const api = setupMockApi();

beforeEach(() => sessionStorage.clear());

type User = Awaited<ReturnType<typeof renderRoutes>>['user'];

async function fillClient(user: User, dialog: HTMLElement) {
  // The step's form comes a render after the dialog's frame (wizard-dialog.tsx).
  await user.type(await within(dialog).findByLabelText(/^Nom complet/), 'Amina El Idrissi');
  await user.type(within(dialog).getByLabelText(/^E-mail/), 'amina@example.ma');
  await user.type(within(dialog).getByLabelText(/^Téléphone/), '0612345678');
  await user.type(within(dialog).getByLabelText(/^Société/), 'Atlas Agrumes');
  await user.click(within(dialog).getByRole('button', { name: 'Suivant' }));
}

test('full load: chooser -> four steps -> sent with the reference, one request with its key', async () => {
  const bodies: unknown[] = [];
  const keys: (string | null)[] = [];
  api.use(
    http.post('/api/cotation', async ({ request }) => {
      bodies.push(await request.json());
      keys.push(request.headers.get('Idempotency-Key'));
      return HttpResponse.json({ reference: 'Q-2026-000042' }, { status: 201 });
    }),
  );
  const { user } = await renderRoutes(routes, '/cotation', 'fr');
  await user.click(await screen.findByRole('button', { name: 'Lot complet' }));
  const dialog = await screen.findByRole('dialog', { name: 'Demande de devis : Lot complet' });
  expect(await within(dialog).findByText('Étape 2 sur 5')).toBeInTheDocument();

  // An empty step stays, says why, and focuses the first field.
  await user.click(within(dialog).getByRole('button', { name: 'Suivant' }));
  expect(within(dialog).getByLabelText(/^Nom complet/)).toHaveAccessibleDescription(/Ce champ est requis/);
  expect(within(dialog).getByLabelText(/^Nom complet/)).toHaveFocus();

  await fillClient(user, dialog);
  expect(await within(dialog).findByText('Étape 3 sur 5')).toBeInTheDocument();
  await user.selectOptions(within(dialog).getByLabelText(/^Secteur d'activité/), 'agriculture');
  await user.selectOptions(within(dialog).getByLabelText(/^Type de véhicule/), 'mega-covered');
  await user.type(within(dialog).getByLabelText(/^Poids approximatif/), '12,5');
  await user.click(within(dialog).getByRole('radio', { name: 'Non' }));
  await user.click(within(dialog).getByRole('button', { name: 'Suivant' }));

  expect(await within(dialog).findByText('Étape 4 sur 5')).toBeInTheDocument();
  // Back keeps what was typed.
  await user.click(within(dialog).getByRole('button', { name: 'Retour' }));
  expect(within(dialog).getByLabelText(/^Poids approximatif/)).toHaveValue('12,5');
  await user.click(within(dialog).getByRole('button', { name: 'Suivant' }));

  await user.type(within(dialog).getByLabelText(/^Lieu/), 'Tanger Med');
  await user.type(within(dialog).getByLabelText(/^Date/), '2099-01-10');
  await user.click(within(dialog).getByRole('button', { name: 'Suivant' }));
  expect(await within(dialog).findByText('Étape 5 sur 5')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText(/^Lieu/), 'Perpignan');
  await user.type(within(dialog).getByLabelText(/^Date/), '2099-01-12');
  await user.selectOptions(within(dialog).getByLabelText(/^Créneau horaire/), '14-20');
  await user.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));

  const sent = await screen.findByRole('dialog', { name: 'Votre demande a été envoyée' });
  expect(within(sent).getByText('Nous vous répondrons dans les plus brefs délais.')).toBeInTheDocument();
  expect(within(sent).getByText('Numéro de référence : Q-2026-000042')).toBeInTheDocument();
  expect(bodies).toHaveLength(1);
  expect(bodies[0]).toMatchObject({
    cotation: { type: 'full-load' },
    client: { email: 'amina@example.ma' },
    unloading: { place: 'Perpignan' },
  });
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  // The API confirmed: the draft is gone.
  expect(sessionStorage.getItem(DRAFT_KEYS.quote)).toBeNull();
});

test('a failed send keeps everything and Retry sends the same request with the same key', async () => {
  const keys: (string | null)[] = [];
  let fail = true;
  api.use(
    http.post('/api/other-quote', ({ request }) => {
      keys.push(request.headers.get('Idempotency-Key'));
      return fail
        ? HttpResponse.json({ statusCode: 503, code: 'UNAVAILABLE', message: 'down' }, { status: 503 })
        : HttpResponse.json({ reference: 'O-2026-000007' }, { status: 201 });
    }),
  );
  const { user } = await renderRoutes(routes, '/cotation', 'fr');
  await user.click(await screen.findByRole('button', { name: 'Autre demande' }));
  const dialog = await screen.findByRole('dialog', { name: 'Autre demande de devis' });
  await fillClient(user, dialog);
  await user.type(await within(dialog).findByLabelText(/^Objet/), 'Stockage sous douane');
  await user.type(within(dialog).getByLabelText(/^Message/), 'Deux semaines, 20 palettes.');
  await user.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
  expect(await within(dialog).findByText("Votre demande n'a pas pu être envoyée")).toBeInTheDocument();
  expect(sessionStorage.getItem(DRAFT_KEYS.otherQuote)).not.toBeNull();
  fail = false;
  await user.click(within(dialog).getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByText('Numéro de référence : O-2026-000007')).toBeInTheDocument();
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
});

test('closing keeps the draft: Resume reopens the wizard at the same step', async () => {
  const { user } = await renderRoutes(routes, '/cotation', 'fr');
  await user.click(await screen.findByRole('button', { name: 'Conteneurs' }));
  const dialog = await screen.findByRole('dialog');
  await fillClient(user, dialog);
  await within(dialog).findByText('Étape 3 sur 5');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Reprendre ma demande' }));
  expect(await screen.findByText('Étape 3 sur 5')).toBeInTheDocument();
});

test("/cotation?type=traction (a transport page's button) opens that wizard and drops the parameter", async () => {
  await renderRoutes(routes, '/cotation?type=traction', 'fr');
  const dialog = await screen.findByRole('dialog', { name: 'Demande de devis : Traction' });
  expect(within(dialog).getByText('Étape 2 sur 5')).toBeInTheDocument();
  expect(screen.getByTestId('search')).toBeEmptyDOMElement();
});

test('/cotation?type=other opens the other-quote wizard; an unknown type opens nothing', async () => {
  const first = await renderRoutes(routes, '/cotation?type=other', 'fr');
  expect(await screen.findByRole('dialog', { name: /Autre demande/ })).toBeInTheDocument();
  first.unmount();
  sessionStorage.clear();

  await renderRoutes(routes, '/cotation?type=bateau', 'fr');
  expect(await screen.findByRole('button', { name: 'Lot complet' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('the map of the office is titled and waits until it nears the viewport', async () => {
  await renderRoutes(routes, '/cotation', 'en');
  expect(await screen.findByRole('heading', { name: 'Where to find us' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Open the map in Google Maps/ })).toHaveAttribute(
    'href',
    expect.stringContaining('google.com/maps'),
  );
});

test('a refusal that sending again cannot cure offers to review the request, from its first step, nothing lost', async () => {
  let calls = 0;
  api.use(
    http.post('/api/other-quote', () => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json(
            {
              statusCode: 400,
              code: 'VALIDATION_FAILED',
              message: 'Invalid body',
              fields: { 'info.object': 'validation.too_long' },
            },
            { status: 400 },
          )
        : HttpResponse.json({ reference: 'O-2026-000008' }, { status: 201 });
    }),
  );
  const { user } = await renderRoutes(routes, '/cotation', 'fr');
  await user.click(await screen.findByRole('button', { name: 'Autre demande' }));
  const dialog = await screen.findByRole('dialog', { name: 'Autre demande de devis' });
  await fillClient(user, dialog);
  await user.type(await within(dialog).findByLabelText(/^Objet/), 'Stockage sous douane');
  await user.type(within(dialog).getByLabelText(/^Message/), 'Deux semaines, 20 palettes.');
  await user.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));

  expect(await within(dialog).findByText(/Certaines réponses ont été refusées/)).toBeInTheDocument();
  // Sending the same thing again would be refused again: no Retry, a review instead.
  expect(within(dialog).queryByRole('button', { name: 'Réessayer' })).toBeNull();
  await user.click(within(dialog).getByRole('button', { name: 'Revoir ma demande' }));
  expect(await within(dialog).findByText('Étape 1 sur 2')).toBeInTheDocument();
  expect(within(dialog).getByLabelText(/^Nom complet/)).toHaveValue('Amina El Idrissi');
  await user.click(within(dialog).getByRole('button', { name: 'Suivant' }));
  expect(within(dialog).getByLabelText(/^Objet/)).toHaveValue('Stockage sous douane');
  await user.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
  expect(await screen.findByText('Numéro de référence : O-2026-000008')).toBeInTheDocument();
});

test('opened from a sector card (/cotation?sector=food), the goods step has that sector chosen', async () => {
  const { user } = await renderRoutes(routes, '/cotation?sector=food', 'fr');
  await user.click(await screen.findByRole('button', { name: 'Lot complet' }));
  const dialog = await screen.findByRole('dialog', { name: 'Demande de devis : Lot complet' });
  await fillClient(user, dialog);
  expect(await within(dialog).findByText('Étape 3 sur 5')).toBeInTheDocument();
  expect(within(dialog).getByLabelText(/^Secteur d'activité/)).toHaveValue('food');
  // The visitor may still pick another one.
  await user.selectOptions(within(dialog).getByLabelText(/^Secteur d'activité/), 'retail');
  expect(within(dialog).getByLabelText(/^Secteur d'activité/)).toHaveValue('retail');
});

test('an unknown sector in the address preselects nothing', async () => {
  const { user } = await renderRoutes(routes, '/cotation?sector=space-mining', 'fr');
  await user.click(await screen.findByRole('button', { name: 'Lot complet' }));
  const dialog = await screen.findByRole('dialog', { name: 'Demande de devis : Lot complet' });
  await fillClient(user, dialog);
  expect(await within(dialog).findByText('Étape 3 sur 5')).toBeInTheDocument();
  expect(within(dialog).getByLabelText(/^Secteur d'activité/)).toHaveValue('');
});
