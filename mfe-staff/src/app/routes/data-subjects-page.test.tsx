import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { setupMockApi } from '@freight/shared/test/test-server';
import { routes } from '../../exposes/routes';
import { renderRoutes } from '../../test/render-routes';
import { ADMIN, refusal, sessionAs } from '../../test/staff-api-mocks';

const server = setupMockApi();
const PERSON = 'leila@example.ma';

/** The export's file as the API writes it: one contact message, one application with its CV, their e-mails. */
const exportFile = (email: string, stored = true) => ({
  email,
  exported_at: '2026-11-28T10:00:00.000Z',
  quote_requests: [],
  other_quote_requests: [],
  contact_messages: stored ? [{ reference: 'C-1', email, message: 'Bonjour' }] : [],
  applications: stored ? [{ reference: 'A-1', email, cv_storage_key: 'cv-1', cv_file_name: 'cv.pdf' }] : [],
  history: stored ? [{ reference: 'A-1', type: 'status' }] : [],
  outbox: stored ? [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }] : [],
});

const exportAnswer = (email: string, stored = true) =>
  new HttpResponse(JSON.stringify(exportFile(email, stored), null, 2), {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': 'attachment; filename="data-subject-2026-11-28.json"',
    },
  });

const ERASED = {
  quote_requests: 0,
  other_quote_requests: 0,
  contact_messages: 1,
  applications: 1,
  cv_files: 1,
  outbox: 4,
};

/** The files the page handed to the browser (an object URL clicked with `download`). */
let saved: Array<{ name: string; file: Blob }> = [];

beforeEach(() => {
  sessionStorage.clear();
  saved = [];
  const files = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((file: Blob) => {
    const url = `blob:test/${files.size}`;
    files.set(url, file);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const file = files.get(this.getAttribute('href') ?? '');
    if (file) saved.push({ name: this.download, file });
  });
  server.use(sessionAs(ADMIN));
});

afterEach(() => vi.restoreAllMocks());

test('the export checks the address with the shared schema, then saves the API’s file and says what it holds', async () => {
  const asked: string[] = [];
  server.use(
    http.get('*/api/staff/data-subjects/export', ({ request }) => {
      const email = new URL(request.url).searchParams.get('email') ?? '';
      asked.push(email);
      return exportAnswer(email);
    }),
  );
  const { user } = await renderRoutes(routes, '/staff/data-subjects');
  expect(await screen.findByRole('heading', { level: 1, name: 'Données personnelles' })).toBeInTheDocument();
  const form = screen.getByRole('form', { name: 'Exporter' });
  const email = within(form).getByLabelText(/Adresse e-mail/);

  await user.click(within(form).getByRole('button', { name: 'Télécharger le fichier' }));
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(email).toHaveFocus();
  expect(within(form).getByText('Ce champ est requis')).toBeInTheDocument();
  await user.type(email, 'leila@');
  expect(within(form).getByText(/Veuillez saisir une adresse e-mail valide/)).toBeInTheDocument();
  expect(asked).toEqual([]);

  await user.clear(email);
  await user.type(email, PERSON);
  await user.click(within(form).getByRole('button', { name: 'Télécharger le fichier' }));
  const status = within(form).getByRole('status');
  await waitFor(() => expect(status).toHaveTextContent('Fichier data-subject-2026-11-28.json enregistré'));
  expect(asked).toEqual([PERSON]);
  expect(saved.map((file) => file.name)).toEqual(['data-subject-2026-11-28.json']);
  expect(JSON.parse(await saved[0]!.file.text())).toEqual(exportFile(PERSON));
  const held = within(status).getByRole('list', { name: 'Contenu du fichier' });
  expect(
    within(held)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Cotations : 0',
    'Autres cotations : 0',
    'Messages de contact : 1',
    'Candidatures : 1',
    'CV : 1',
    'Entrées d’historique : 1',
    'E-mails de la file d’envoi : 4',
  ]);
  // The address stays, for an erasure that may follow.
  expect(email).toHaveValue(PERSON);
});

test('an address nothing is stored about is said so, and no file is saved', async () => {
  server.use(
    http.get('*/api/staff/data-subjects/export', ({ request }) =>
      exportAnswer(new URL(request.url).searchParams.get('email') ?? '', false),
    ),
  );
  const { user } = await renderRoutes(routes, '/staff/data-subjects', 'en');
  const form = await screen.findByRole('form', { name: 'Export' });
  await user.type(within(form).getByLabelText(/E-mail address/), 'nobody@example.ma');
  await user.click(within(form).getByRole('button', { name: 'Download the file' }));
  await waitFor(() =>
    expect(within(form).getByRole('status')).toHaveTextContent(
      'Nothing is stored about nobody@example.ma: there is no file to hand over.',
    ),
  );
  expect(saved).toEqual([]);
});

test('a refused export says why above the form and keeps the address', async () => {
  server.use(http.get('*/api/staff/data-subjects/export', () => refusal(403, 'FORBIDDEN_ROLE')));
  const { user } = await renderRoutes(routes, '/staff/data-subjects', 'es');
  const form = await screen.findByRole('form', { name: 'Exportar' });
  await user.type(within(form).getByLabelText(/Correo electrónico/), PERSON);
  await user.click(within(form).getByRole('button', { name: 'Descargar el archivo' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('Su rol no permite esta acción');
  expect(within(form).getByLabelText(/Correo electrónico/)).toHaveValue(PERSON);
  expect(saved).toEqual([]);
});

test('the erasure wants the address twice, asks for confirmation (cancel sends nothing), then announces the counts', async () => {
  const bodies: unknown[] = [];
  const tokens: Array<string | null> = [];
  server.use(
    http.post('*/api/staff/data-subjects/erase', async ({ request }) => {
      bodies.push(await request.json());
      tokens.push(request.headers.get('X-CSRF-Token'));
      return HttpResponse.json({ erased: ERASED });
    }),
  );
  const { user } = await renderRoutes(routes, '/staff/data-subjects');
  const form = await screen.findByRole('form', { name: 'Effacer' });
  const [first, second] = [
    within(form).getByLabelText(/^Adresse e-mail \*/),
    within(form).getByLabelText(/Adresse e-mail \(encore\)/),
  ];
  await user.type(first!, PERSON);
  await user.type(second!, 'leila@example.com');
  await user.click(within(form).getByRole('button', { name: 'Effacer…' }));
  expect(within(form).getByText('Les deux adresses ne sont pas identiques.')).toBeInTheDocument();
  expect(second).toHaveFocus();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await user.clear(second!);
  await user.type(second!, 'Leila@Example.ma');
  const erase = within(form).getByRole('button', { name: 'Effacer…' });
  await user.click(erase);
  let dialog = await screen.findByRole('dialog', { name: `Tout effacer sur ${PERSON} ?` });
  expect(dialog).toHaveAccessibleDescription(/C’est irréversible/);
  await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(erase).toHaveFocus());
  expect(bodies).toEqual([]);

  // Keyboard only: Enter on the button; the focus is trapped in the dialog (its close button first), Tab, Enter.
  await user.keyboard('{Enter}');
  dialog = await screen.findByRole('dialog', { name: `Tout effacer sur ${PERSON} ?` });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  await user.tab();
  expect(within(dialog).getByRole('button', { name: 'Effacer définitivement' })).toHaveFocus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(bodies).toEqual([{ email: PERSON, confirm: 'Leila@Example.ma' }]);
  expect(tokens).toEqual(['csrf-1']);
  const status = within(form).getByRole('status');
  expect(status).toHaveTextContent(`Effacé pour ${PERSON} :`);
  expect(
    within(within(status).getByRole('list', { name: 'Ce qui a été effacé' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Cotations : 0',
    'Autres cotations : 0',
    'Messages de contact : 1',
    'Candidatures : 1',
    'CV : 1',
    'E-mails de la file d’envoi : 4',
  ]);
  expect(first).toHaveValue('');
  expect(sessionStorage.getItem('freight:staff-draft:data-subject-erase')).not.toContain(PERSON);
  await waitFor(() => expect(erase).toHaveFocus());
});

test('an erasure of an address nothing was stored about says so', async () => {
  server.use(
    http.post('*/api/staff/data-subjects/erase', () =>
      HttpResponse.json({ erased: Object.fromEntries(Object.keys(ERASED).map((table) => [table, 0])) }),
    ),
  );
  const { user } = await renderRoutes(routes, '/staff/data-subjects', 'ar');
  const form = await screen.findByRole('form', { name: 'محو' });
  await user.type(within(form).getByLabelText(/^البريد الإلكتروني \*/), PERSON);
  await user.type(within(form).getByLabelText(/مرة أخرى/), PERSON);
  await user.click(within(form).getByRole('button', { name: 'محو…' }));
  // The address is isolated (U+2068 … U+2069): its @ and dots stay in their order inside the Arabic sentence.
  const dialog = await screen.findByRole('dialog', { name: `محو كل شيء عن \u2068${PERSON}\u2069؟` });
  await user.click(within(dialog).getByRole('button', { name: 'محو نهائي' }));
  await waitFor(() =>
    expect(within(form).getByRole('status')).toHaveTextContent(
      `لم يكن شيء محفوظًا عن \u2068${PERSON}\u2069: لم يُمحَ شيء.`,
    ),
  );
});

test('the API’s field errors go under their fields once the dialog closes; a failure stays in the dialog; nothing typed is lost', async () => {
  let answer = () => refusal(400, 'VALIDATION_FAILED', { fields: { confirm: 'validation.invalid' } });
  server.use(http.post('*/api/staff/data-subjects/erase', () => answer()));
  const { user } = await renderRoutes(routes, '/staff/data-subjects', 'en');
  const form = await screen.findByRole('form', { name: 'Erase' });
  const second = within(form).getByLabelText(/again/);
  await user.type(within(form).getByLabelText(/^E-mail address \*/), PERSON);
  await user.type(second, PERSON);
  await user.click(within(form).getByRole('button', { name: 'Erase…' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Erase for good' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(within(form).getByRole('alert')).toHaveTextContent('Check the fields marked.');
  expect(within(form).getByText('The two addresses are not the same.')).toBeInTheDocument();
  await waitFor(() => expect(second).toHaveFocus());
  expect(second).toHaveValue(PERSON);

  answer = () => HttpResponse.json({ statusCode: 500, code: 'INTERNAL', message: 'no' }, { status: 500 });
  await user.click(within(form).getByRole('button', { name: 'Erase…' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Erase for good' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong. Try again.');
  expect(within(dialog).getByRole('button', { name: 'Erase for good' })).toBeEnabled();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(within(form).getByLabelText(/^E-mail address \*/)).toHaveValue(PERSON);
  expect(second).toHaveValue(PERSON);
});

test('an expired session during the erasure leads to sign-in and back to the page with both addresses as typed', async () => {
  server.use(http.post('*/api/staff/data-subjects/erase', () => refusal(401, 'SESSION_EXPIRED')));
  const { user } = await renderRoutes(routes, '/staff/data-subjects');
  const form = await screen.findByRole('form', { name: 'Effacer' });
  await user.type(within(form).getByLabelText(/^Adresse e-mail \*/), PERSON);
  await user.type(within(form).getByLabelText(/encore/), PERSON);
  await user.click(within(form).getByRole('button', { name: 'Effacer…' }));
  server.use(sessionAs(null, 'SESSION_EXPIRED'));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Effacer définitivement' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
  expect(screen.getByText(/Votre session a expiré, reconnectez-vous/)).toBeInTheDocument();
  expect(new URLSearchParams(screen.getByTestId('search').textContent ?? '').get('next')).toBe('/staff/data-subjects');

  server.use(
    sessionAs(ADMIN),
    http.post('*/api/staff/session', () => HttpResponse.json({ account: ADMIN, csrfToken: 'csrf-3' })),
  );
  await user.type(screen.getByLabelText(/E-mail/), ADMIN.email);
  await user.type(screen.getByLabelText(/Mot de passe/), 'a good long password');
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
  const back = await screen.findByRole('form', { name: 'Effacer' });
  expect(within(back).getByLabelText(/^Adresse e-mail \*/)).toHaveValue(PERSON);
  expect(within(back).getByLabelText(/encore/)).toHaveValue(PERSON);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('only admins: the navigation links the page for them, other roles get “not allowed” and no link', async () => {
  const first = await renderRoutes(routes, '/staff/data-subjects');
  const nav = await screen.findByRole('navigation', { name: 'Espace équipe' });
  expect(within(nav).getByRole('link', { name: 'Données personnelles' })).toHaveAttribute(
    'href',
    '/staff/data-subjects',
  );
  first.unmount();

  server.use(sessionAs({ ...ADMIN, role: 'sales' }));
  await renderRoutes(routes, '/staff/data-subjects');
  expect(await screen.findByRole('heading', { level: 1, name: 'Accès non autorisé' })).toBeInTheDocument();
  expect(
    within(screen.getByRole('navigation', { name: 'Espace équipe' })).queryByRole('link', {
      name: 'Données personnelles',
    }),
  ).not.toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Effacer' })).not.toBeInTheDocument();
});
