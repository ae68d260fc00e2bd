import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { job as jobFixture } from '@freight/shared/test/fixtures';
import type { Job } from '@freight/shared/core/api/models';
import { setupMockApi } from '@freight/shared/test/test-server';
import { CV_MAX_BYTES } from '@freight/shared/core/constants';
import { TOAST_EVENT, readToastMessage, type ToastMessage } from '@freight/shared/web/ui/toast-event';
import { routes } from '../../exposes/routes';
import { BUNDLES, renderRoutes } from '../../test/render-routes';

const JOBS: Job[] = [
  { ...jobFixture(1), post: 'Chauffeur PL international', contract: 'CDI' },
  { ...jobFixture(2), post: 'Stagiaire exploitation', contract: 'Stage de 6 mois', experience: 0, salary: 3000 },
  {
    ...jobFixture(3),
    post: 'Agent de transit </script><b>',
    description: '<h2>Missions</h2><ul><li>Douane &amp; <strong>transit</strong>.</li></ul>',
  },
];

const server = setupMockApi();

interface Received {
  key: string | null;
  fields: Record<string, string>;
  fileName: string | null;
}
let received: Received[] = [];
let toasts: ToastMessage[] = [];
const onToast = (event: CustomEvent<unknown>) => {
  const message = readToastMessage(event.detail);
  if (message) toasts.push(message);
};

async function receive(request: Request): Promise<Received> {
  const data = await request.formData();
  const file = data.get('file');
  const entry = {
    key: request.headers.get('Idempotency-Key'),
    fields: Object.fromEntries(
      [...data.entries()].filter((pair): pair is [string, string] => typeof pair[1] === 'string'),
    ),
    fileName: file !== null && typeof file !== 'string' ? file.name : null,
  };
  received.push(entry);
  return entry;
}

// The modal is a lazy chunk (application-slot.tsx) transformed on its first import, which on a busy
// machine outlasted findByRole's 1 s; imported once here, every test's modal opens from the cache.
beforeAll(() => import('../../features/application/components/application-modal'));

beforeEach(() => {
  received = [];
  toasts = [];
  window.addEventListener(TOAST_EVENT, onToast);
  server.use(
    http.get('*/api/jobs', () => HttpResponse.json({ data: JOBS, page: 1, last_page: 1, total: JOBS.length })),
    http.post('*/api/condidature', async ({ request }) => {
      await receive(request);
      return HttpResponse.json({ reference: 'A-2026-000123' }, { status: 201 });
    }),
  );
});
afterEach(() => window.removeEventListener(TOAST_EVENT, onToast));

const pdf = (name = 'cv-amina.pdf', bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

async function openPage(lng: 'fr' | 'ar' = 'fr') {
  const rendered = await renderRoutes(routes, '/jobOffers', lng);
  await screen.findByRole('heading', { level: 3, name: 'Chauffeur PL international' });
  // A real picker lets the visitor choose "all files": the form must refuse what `accept` would hide.
  return { ...rendered, user: userEvent.setup({ applyAccept: false }) };
}

function dialog() {
  return screen.getByRole('dialog');
}

async function fill(user: ReturnType<typeof userEvent.setup>, file: File | null = pdf()) {
  const form = within(dialog());
  await user.type(form.getByLabelText(/^Nom complet/), 'Amina El Idrissi');
  await user.type(form.getByLabelText(/^E-mail/), 'amina@example.ma');
  await user.type(form.getByLabelText(/^Téléphone/), '0612345678');
  await user.type(form.getByLabelText(/^Pays/), 'Maroc');
  await user.type(form.getByLabelText(/^Ville/), 'Tanger');
  await user.selectOptions(form.getByLabelText(/^Niveau d'études/), 'bac+3');
  await user.type(form.getByLabelText(/^Message/), 'Six ans de conduite Maroc – Espagne.');
  await user.click(form.getByRole('checkbox', { name: /^J'accepte que mon CV soit conservé/ }));
  if (file) await user.upload(form.getByLabelText(/^CV/), file);
}

test("a card's apply button opens the modal with its offer shown and its type preselected; closing gives the focus back", async () => {
  const { user } = await openPage();
  const apply = screen.getByRole('button', { name: 'Postuler : Stagiaire exploitation' });
  await user.click(apply);
  const modal = await screen.findByRole('dialog', { name: 'Postuler : Stagiaire exploitation' });
  expect(within(modal).getByText('Poste visé')).toBeInTheDocument();
  expect(within(modal).getByText('Stagiaire exploitation')).toBeInTheDocument();
  expect(within(modal).getByText('Tanger Med · Stage de 6 mois')).toBeInTheDocument();
  expect(within(modal).getByLabelText(/^Type de candidature/)).toHaveValue('internship');
  expect(within(modal).getByLabelText(/^CV \(PDF, 5 Mo max\.\)/)).toHaveAttribute('accept', 'application/pdf,.pdf');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(apply).toHaveFocus();
});

test('sending an empty form shows translated errors under the fields and focuses the first invalid one', async () => {
  const { user } = await openPage();
  await user.click(screen.getByRole('button', { name: 'Postuler : Chauffeur PL international' }));
  await screen.findByRole('dialog');
  await user.click(within(dialog()).getByRole('button', { name: 'Envoyer ma candidature' }));
  const name = within(dialog()).getByLabelText(/^Nom complet/);
  // The type is preselected from the offer, so the full name is the first field left empty.
  expect(name).toHaveFocus();
  expect(name).toHaveAccessibleDescription('Ce champ est requis');
  expect(within(dialog()).getByLabelText(/^CV/)).toHaveAccessibleDescription(
    'PDF uniquement, 5 Mo maximum Ce champ est requis',
  );
  expect(within(dialog()).getAllByText('Ce champ est requis')).toHaveLength(8);
  // Experience is optional.
  expect(within(dialog()).getByLabelText(/^Expérience \(facultatif\)/)).not.toHaveAttribute('aria-invalid');
  expect(received).toHaveLength(0);

  await user.type(name, 'Amina');
  expect(name).not.toHaveAttribute('aria-invalid');
  await user.type(within(dialog()).getByLabelText(/^E-mail/), 'amina(at)example.ma');
  await user.click(within(dialog()).getByRole('button', { name: 'Envoyer ma candidature' }));
  expect(within(dialog()).getByLabelText(/^E-mail/)).toHaveFocus();
  expect(
    within(dialog()).getByText('Veuillez saisir une adresse e-mail valide, par exemple nom@exemple.com'),
  ).toBeInTheDocument();
});

test('a CV that is not a PDF, or over 5 MB, is refused as soon as it is chosen and never sent', async () => {
  const { user } = await openPage();
  await user.click(screen.getByRole('button', { name: 'Postuler : Chauffeur PL international' }));
  await screen.findByRole('dialog');
  const cv = within(dialog()).getByLabelText(/^CV/);
  await user.upload(
    cv,
    new File(['PK'], 'cv.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }),
  );
  expect(cv).toHaveAccessibleDescription('PDF uniquement, 5 Mo maximum Le CV doit être un fichier PDF');

  await user.upload(cv, pdf('cv-lourd.pdf', CV_MAX_BYTES + 1));
  expect(cv).toHaveAccessibleDescription('PDF uniquement, 5 Mo maximum Le fichier ne doit pas dépasser 5 Mo');
  // The name and size of the file chosen are shown.
  expect(within(dialog()).getByRole('button', { name: 'Retirer le fichier cv-lourd.pdf' })).toBeInTheDocument();
  expect(within(dialog()).getByText('5 Mo')).toBeInTheDocument();

  await fill(user, null);
  await user.click(within(dialog()).getByRole('button', { name: 'Envoyer ma candidature' }));
  expect(cv).toHaveFocus();
  expect(received).toHaveLength(0);

  await user.upload(cv, pdf('cv-leger.pdf'));
  expect(cv).toHaveAccessibleDescription('PDF uniquement, 5 Mo maximum');
});

test('success: the application is sent with its key, a toast confirms, the form is reset and the modal closes', async () => {
  const { user } = await openPage();
  await user.click(screen.getByRole('button', { name: 'Postuler : Chauffeur PL international' }));
  await screen.findByRole('dialog');
  await fill(user);
  await user.click(within(dialog()).getByRole('button', { name: 'Envoyer ma candidature' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  expect(received).toHaveLength(1);
  expect(received[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
  expect(received[0]?.fields).toEqual({
    type: 'job-offer',
    fullName: 'Amina El Idrissi',
    email: 'amina@example.ma',
    phone: '0612345678',
    country: 'Maroc',
    city: 'Tanger',
    message: 'Six ans de conduite Maroc – Espagne.',
    level_of_studies: 'bac+3',
    cv_consent: 'true',
    // The offer of the button, so the company knows what the application is for.
    job_id: String(JOBS[0]?.id),
    // The form meta fields: the page's language, the empty honeypot, the time since the form was opened.
    language: 'fr',
    website: '',
    fill_ms: expect.stringMatching(/^\d+$/),
  });
  expect(received[0]?.fileName).toBe('cv-amina.pdf');
  expect(toasts).toEqual([
    {
      id: 'form:application',
      variant: 'success',
      title: 'Candidature envoyée',
      description: 'Merci ! Nous vous répondrons rapidement. Référence : A-2026-000123.',
    },
  ]);

  await user.click(screen.getByRole('button', { name: 'Postuler : Agent de transit </script><b>' }));
  await screen.findByRole('dialog');
  expect(within(dialog()).getByLabelText(/^Nom complet/)).toHaveValue('');
  expect(within(dialog()).getByText('Aucun fichier choisi')).toBeInTheDocument();
});

test('while sending, the button is disabled with a spinner and the upload progress is shown', async () => {
  let answer: (value: Response) => void = () => {};
  server.use(http.post('*/api/condidature', () => new Promise<Response>((resolve) => (answer = resolve))));
  const { user } = await openPage();
  await user.click(screen.getByRole('button', { name: 'Postuler : Chauffeur PL international' }));
  await screen.findByRole('dialog');
  await fill(user);
  await user.click(within(dialog()).getByRole('button', { name: 'Envoyer ma candidature' }));

  const send = await within(dialog()).findByRole('button', { name: /^Envoyer ma candidature/ });
  expect(send).toHaveAttribute('aria-disabled', 'true');
  expect(send).toHaveAttribute('aria-busy', 'true');
  expect(within(dialog()).getByRole('progressbar', { name: 'Envoi de la candidature' })).toBeInTheDocument();
  // A second click cannot send twice.
  await user.click(send);
  answer(HttpResponse.json({ reference: 'A-1' }, { status: 201 }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(toasts.map((toast) => toast.variant)).toEqual(['success']);
});

test('a refusal keeps everything typed, the file included, and puts the reasons under their fields', async () => {
  server.use(
    http.post(
      '*/api/condidature',
      async ({ request }) => {
        await receive(request);
        return HttpResponse.json(
          { statusCode: 400, code: 'VALIDATION_FAILED', message: 'x', fields: { city: 'validation.too_long' } },
          { status: 400 },
        );
      },
      { once: true },
    ),
    http.post(
      '*/api/condidature',
      async ({ request }) => {
        await receive(request);
        return HttpResponse.json(
          { statusCode: 415, code: 'UNSUPPORTED_FILE_TYPE', message: 'not a PDF' },
          { status: 415 },
        );
      },
      { once: true },
    ),
  );
  const { user } = await openPage();
  await user.click(screen.getByRole('button', { name: 'Postuler : Chauffeur PL international' }));
  await screen.findByRole('dialog');
  await fill(user);
  const send = within(dialog()).getByRole('button', { name: 'Envoyer ma candidature' });
  await user.click(send);

  const city = await within(dialog()).findByLabelText(/^Ville/, { selector: '[aria-invalid="true"]' });
  expect(city).toHaveAccessibleDescription('Ce texte est trop long');
  expect(city).toHaveFocus();
  expect(toasts.at(-1)).toEqual({
    id: 'form:application',
    variant: 'error',
    title: 'Erreur',
    description: 'Certaines informations ont été refusées : corrigez les champs signalés puis renvoyez.',
  });
  expect(within(dialog()).getByLabelText(/^Nom complet/)).toHaveValue('Amina El Idrissi');
  expect(within(dialog()).getByRole('button', { name: 'Retirer le fichier cv-amina.pdf' })).toBeInTheDocument();

  // The same form sent again: a file the server reads as no PDF is reported under the CV.
  await user.click(send);
  const cv = within(dialog()).getByLabelText(/^CV/);
  await waitFor(() => expect(cv).toHaveFocus());
  expect(cv).toHaveAccessibleDescription('PDF uniquement, 5 Mo maximum Le CV doit être un fichier PDF');
  expect(toasts.at(-1)?.description).toBe(
    "Le fichier choisi n'est pas un PDF valide : choisissez votre CV au format PDF.",
  );
  // Unchanged form, same Idempotency-Key: a lost answer can never store the application twice.
  expect(received).toHaveLength(2);
  expect(received[1]?.key).toBe(received[0]?.key);
});

test.each([
  [
    'rate limited',
    () => HttpResponse.json({ statusCode: 429, code: 'RATE_LIMITED', message: 'slow' }, { status: 429 }),
    "Trop d'envois depuis votre connexion. Patientez quelques minutes puis réessayez.",
  ],
  [
    'unreachable',
    () => HttpResponse.error(),
    'Le serveur est injoignable. Vérifiez votre connexion puis réessayez : votre saisie est conservée.',
  ],
  [
    'failing',
    () => HttpResponse.json({ statusCode: 500, code: 'internal_error', message: 'x' }, { status: 500 }),
    "Votre candidature n'a pas pu être enregistrée. Réessayez dans un instant : votre saisie est conservée.",
  ],
])(
  'an API %s: an error toast with the reason, and the modal stays open with the form',
  async (_label, resolver, reason) => {
    server.use(http.post('*/api/condidature', resolver));
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Postuler : Chauffeur PL international' }));
    await screen.findByRole('dialog');
    await fill(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Envoyer ma candidature' }));
    await waitFor(() =>
      expect(toasts).toEqual([{ id: 'form:application', variant: 'error', title: 'Erreur', description: reason }]),
    );
    expect(within(dialog()).getByRole('button', { name: 'Envoyer ma candidature' })).toBeEnabled();
    expect(within(dialog()).getByLabelText(/^Message/)).toHaveValue('Six ans de conduite Maroc – Espagne.');
  },
);

test('a spontaneous application has no offer; reopening for an offer preselects that offer and keeps what was typed', async () => {
  const { user } = await openPage();
  const section = screen.getByRole('region', { name: 'Candidature spontanée' });
  await user.click(within(section).getByRole('button', { name: 'Postuler maintenant' }));
  await screen.findByRole('dialog');
  const modal = screen.getByRole('dialog', { name: 'Candidature spontanée' });
  expect(within(modal).queryByText('Poste visé')).not.toBeInTheDocument();
  expect(within(modal).getByLabelText(/^Type de candidature/)).toHaveValue('');
  await user.type(within(modal).getByLabelText(/^Nom complet/), 'Youssef');
  await user.upload(within(modal).getByLabelText(/^CV/), pdf('cv-youssef.pdf'));
  await user.click(within(modal).getByRole('button', { name: 'Annuler' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Postuler : Stagiaire exploitation' }));
  await screen.findByRole('dialog');
  const again = screen.getByRole('dialog', { name: 'Postuler : Stagiaire exploitation' });
  expect(within(again).getByText('Stagiaire exploitation')).toBeInTheDocument();
  expect(within(again).getByLabelText(/^Type de candidature/)).toHaveValue('internship');
  expect(within(again).getByLabelText(/^Nom complet/)).toHaveValue('Youssef');
  expect(within(again).getByRole('button', { name: 'Retirer le fichier cv-youssef.pdf' })).toBeInTheDocument();
});

test('the spontaneous application is sent without an offer, its type chosen by the visitor', async () => {
  const { user } = await openPage();
  await user.click(screen.getByRole('button', { name: 'Postuler maintenant' }));
  await screen.findByRole('dialog');
  await user.selectOptions(within(dialog()).getByLabelText(/^Type de candidature/), 'internship');
  await fill(user);
  await user.selectOptions(within(dialog()).getByLabelText(/^Expérience/), '6-months');
  await user.click(within(dialog()).getByRole('button', { name: 'Envoyer ma candidature' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(received[0]?.fields).toMatchObject({ type: 'internship', experience: '6-months' });
  expect(received[0]?.fields).not.toHaveProperty('job_id');
});

test('Arabic: the modal is translated, errors included', async () => {
  const { user } = await openPage('ar');
  const ar = BUNDLES.ar;
  await user.click(screen.getByRole('button', { name: ar.spontaneous.apply }));
  await screen.findByRole('dialog');
  const modal = screen.getByRole('dialog', { name: ar.apply.title_spontaneous });
  await user.click(within(modal).getByRole('button', { name: ar.apply.submit }));
  expect(within(modal).getAllByText('هذا الحقل مطلوب').length).toBeGreaterThan(0);
  expect(within(modal).getByLabelText(new RegExp(`^${ar.apply.type_label}`))).toHaveFocus();
});

test('each card links to its offer page, in the page language; the list carries no JobPosting data', async () => {
  await openPage('ar');
  expect(screen.getByRole('link', { name: 'Stagiaire exploitation' })).toHaveAttribute('href', '/ar/jobOffers/2');
  expect(screen.getByRole('heading', { level: 3, name: 'Agent de transit </script><b>' })).toContainElement(
    screen.getByRole('link', { name: 'Agent de transit </script><b>' }),
  );
  expect(document.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
});

test("a card shows an offer's description as its words, without its markup", async () => {
  await openPage('fr');
  const card = screen.getByRole('heading', { level: 3, name: 'Agent de transit </script><b>' }).closest('article');
  expect(card).not.toBeNull();
  const words = within(card as HTMLElement).getByText('Missions Douane & transit.');
  expect(words.tagName).toBe('P');
  expect(words.children).toHaveLength(0);
  expect(within(card as HTMLElement).queryByRole('list')).toBeNull();
});

test('closing the modal while sending stops the upload; the form is kept and a resend reuses the key', async () => {
  let aborted = false;
  server.use(
    http.post(
      '*/api/condidature',
      async ({ request }) => {
        await receive(request);
        request.signal.addEventListener('abort', () => (aborted = true));
        return new Promise<Response>(() => {});
      },
      { once: true },
    ),
  );
  const { user } = await openPage();
  await user.click(screen.getByRole('button', { name: 'Postuler : Chauffeur PL international' }));
  await screen.findByRole('dialog');
  await fill(user);
  await user.click(within(dialog()).getByRole('button', { name: 'Envoyer ma candidature' }));
  await waitFor(() => expect(received).toHaveLength(1));
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(aborted).toBe(true));
  expect(toasts).toEqual([
    {
      variant: 'info',
      title: 'Envoi interrompu',
      description:
        "Votre candidature n'a pas été confirmée. Ce que vous avez saisi est conservé : rouvrez le formulaire pour l'envoyer.",
    },
  ]);

  await user.click(screen.getByRole('button', { name: 'Postuler : Chauffeur PL international' }));
  await screen.findByRole('dialog');
  expect(within(dialog()).getByLabelText(/^E-mail/)).toHaveValue('amina@example.ma');
  await user.click(within(dialog()).getByRole('button', { name: 'Envoyer ma candidature' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(received).toHaveLength(2);
  expect(received[1]?.key).toBe(received[0]?.key);
});

test('the form is loaded with the first apply: until then the page carries no dialog', async () => {
  const { user } = await openPage();
  expect(screen.queryByRole('dialog')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Postuler maintenant' }));
  expect(await screen.findByRole('dialog', { name: 'Candidature spontanée' })).toBeInTheDocument();
  // Ready: nothing left to announce.
  expect(screen.queryByText('Ouverture du formulaire…')).toBeNull();
});

test('while the first page of offers loads, card-sized placeholders hold its place', async () => {
  let release: () => void = () => {};
  server.use(
    http.get('*/api/jobs', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return HttpResponse.json({ data: JOBS, page: 1, last_page: 1, total: JOBS.length });
    }),
  );
  const { container } = await renderRoutes(routes, '/jobOffers', 'fr');
  expect(await screen.findByText('Chargement des offres…')).toBeInTheDocument();
  expect(container.querySelectorAll('ul[aria-hidden="true"] > li')).toHaveLength(6);
  release();
  await screen.findByRole('heading', { level: 3, name: 'Chauffeur PL international' });
  expect(container.querySelectorAll('ul[aria-hidden="true"] > li')).toHaveLength(0);
});
