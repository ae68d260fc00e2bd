import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupMockApi } from '@freight/shared/test/test-server';
import { readToastMessage, TOAST_EVENT, type ToastMessage } from '@freight/shared/web/ui/toast-event';
import type { TestLanguage } from '@freight/shared/test/test-utils';
import { routes } from '../../../exposes/routes';
import { renderRoutes } from '../../../test/render-routes';

const api = setupMockApi();

// Toasts travel on a window event to the shell's ToastHost; the test listens in its place.
let toasts: ToastMessage[] = [];
const collect = (event: CustomEvent<unknown>) => {
  const toast = readToastMessage(event.detail);
  if (toast) toasts.push(toast);
};
beforeEach(() => {
  toasts = [];
  window.addEventListener(TOAST_EVENT, collect);
});
afterEach(() => window.removeEventListener(TOAST_EVENT, collect));

const SARA = {
  name: 'Sara Amrani',
  email: 'sara@example.es',
  telephone: '0612345678',
  message: 'Bonjour,\nun devis pour Valence ?',
};

async function openContact(lng: TestLanguage = 'fr') {
  const view = await renderRoutes(routes, '/contact', lng);
  await screen.findByRole('heading', { level: 1 });
  const form = screen.getByRole('region', {
    name: { fr: 'Écrivez-nous', en: 'Write to us', es: 'Escríbanos', ar: 'راسلونا' }[lng],
  });
  return { ...view, form };
}

/** The four fields, by their visible French labels. */
function fields() {
  return {
    name: screen.getByRole('textbox', { name: /^Nom complet/ }),
    email: screen.getByRole('textbox', { name: /^E-mail/ }),
    telephone: screen.getByRole('textbox', { name: /^Téléphone/ }),
    message: screen.getByRole('textbox', { name: /^Message/ }),
  };
}

async function fillIn(user: Awaited<ReturnType<typeof openContact>>['user'], values: Partial<typeof SARA> = SARA) {
  const boxes = fields();
  for (const [name, value] of Object.entries(values)) {
    const box = boxes[name as keyof typeof boxes];
    await user.clear(box);
    await user.type(box, value);
  }
}

const send = () => screen.getByRole('button', { name: /^Envoyer le message/ });

test('the form has labelled fields: full name, e-mail, telephone (with its rule), message', async () => {
  await openContact();
  const { name, email, telephone, message } = fields();
  expect(name).toHaveAttribute('autocomplete', 'name');
  expect(email).toHaveAttribute('type', 'email');
  expect(telephone).toHaveAttribute('type', 'tel');
  expect(telephone).toHaveAccessibleDescription(
    '10 à 13 chiffres ; espaces, points, tirets et parenthèses permis, + au début',
  );
  expect(message.tagName).toBe('TEXTAREA');
});

test('an empty form shows a translated error under each field and focuses the first; nothing is sent', async () => {
  let posted = 0;
  api.use(
    http.post('/api/contact', () => {
      posted += 1;
      return HttpResponse.json({ reference: 'C-2026-000001' }, { status: 201 });
    }),
  );
  const { user } = await openContact();
  await user.click(send());
  const { name, email, telephone, message } = fields();
  // The schema comes with the first submit (or focus): the answer follows it.
  await waitFor(() => expect(name).toHaveFocus());
  for (const box of [name, email, telephone, message]) {
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(expect.stringContaining('Ce champ est requis'));
  }
  expect(name).toHaveFocus();

  // Malformed values get their own messages; the first invalid field takes the focus again.
  await fillIn(user, { name: 'Sara', email: 'sara@example', telephone: '06 12', message: 'Bonjour' });
  await user.click(send());
  await waitFor(() => expect(fields().email).toHaveFocus());
  expect(fields().email).toHaveAccessibleDescription(
    'Veuillez saisir une adresse e-mail valide, par exemple nom@exemple.com',
  );
  expect(fields().telephone).toHaveAccessibleDescription(
    expect.stringContaining('Le numéro de téléphone doit comporter de 10 à 13 chiffres'),
  );
  expect(fields().name).not.toHaveAttribute('aria-invalid');
  expect(fields().email).toHaveFocus();
  expect(posted).toBe(0);
});

test('sending shows a busy button, then the success toast and an empty form', async () => {
  let release: () => void = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  let seen: { key: string | null; body: unknown } = { key: null, body: null };
  api.use(
    http.post('/api/contact', async ({ request }) => {
      seen = { key: request.headers.get('Idempotency-Key'), body: await request.json() };
      await answered;
      return HttpResponse.json({ reference: 'C-2026-000042' }, { status: 201 });
    }),
  );
  const { user } = await openContact();
  await fillIn(user);
  await user.click(send());

  const busy = await screen.findByRole('button', { name: /Envoyer le message.*Chargement/ });
  expect(busy).toHaveAttribute('aria-disabled', 'true');
  expect(busy).toHaveAttribute('aria-busy', 'true');
  release();

  await waitFor(() =>
    expect(toasts).toEqual([
      {
        id: 'form:contact',
        variant: 'success',
        title: 'Votre message a été envoyé',
        description: 'Référence C-2026-000042\u00a0: nous vous répondons dans les plus brefs délais.',
      },
    ]),
  );
  // The form meta fields beside the message: the page's language, the empty honeypot, the fill time.
  expect(seen.body).toEqual({ ...SARA, language: 'fr', website: '', fill_ms: expect.any(Number) });
  expect(seen.key).toMatch(/^[0-9a-f-]{36}$/);
  for (const box of Object.values(fields())) expect(box).toHaveValue('');
  expect(send()).toBeEnabled();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('what a bot types into the hidden honeypot is sent as `website`; people never see or reach it', async () => {
  let body: unknown = null;
  api.use(
    http.post('/api/contact', async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({ reference: 'C-2026-000043' }, { status: 201 });
    }),
  );
  const { user, form } = await openContact();
  const honeypot = form.querySelector<HTMLInputElement>('input[name="website"]');
  expect(honeypot).not.toBeNull();
  expect(honeypot).toHaveAttribute('tabindex', '-1');
  expect(screen.queryByRole('textbox', { name: /website|site/i })).not.toBeInTheDocument();
  await fillIn(user);
  await user.type(honeypot!, 'https://spam.example');
  await user.click(send());
  await waitFor(() => expect(body).toMatchObject({ ...SARA, website: 'https://spam.example' }));
});

test('a server failure keeps everything typed, says so in a toast and an alert, and a retry reuses the key', async () => {
  const keys: (string | null)[] = [];
  let fail = true;
  api.use(
    http.post('/api/contact', ({ request }) => {
      keys.push(request.headers.get('Idempotency-Key'));
      if (fail) return HttpResponse.json({ statusCode: 503, code: 'UNAVAILABLE', message: 'down' }, { status: 503 });
      return HttpResponse.json({ reference: 'C-2026-000043' }, { status: 201 });
    }),
  );
  const { user, form } = await openContact();
  await fillIn(user);
  await user.click(send());

  const alert = await within(form).findByRole('alert');
  expect(alert).toHaveTextContent("Votre message n'a pas pu être envoyé");
  expect(alert).toHaveTextContent(
    'Une erreur est survenue de notre côté. Réessayez dans un instant : votre message est conservé.',
  );
  expect(toasts).toEqual([
    expect.objectContaining({ variant: 'error', title: "Votre message n'a pas pu être envoyé" }),
  ]);
  expect(fields().name).toHaveValue(SARA.name);
  expect(fields().message).toHaveValue(SARA.message);

  // The same message again: the API can recognise a retry of a request it may have stored.
  fail = false;
  await user.click(send());
  await waitFor(() => expect(toasts.at(-1)?.title).toBe('Votre message a été envoyé'));
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(fields().name).toHaveValue('');
});

test('field errors from the API go under their fields; a 429 and a network failure are explained', async () => {
  api.use(
    http.post('/api/contact', () =>
      HttpResponse.json(
        { statusCode: 400, code: 'VALIDATION_FAILED', message: 'x', fields: { telephone: 'validation.phone_chars' } },
        { status: 400 },
      ),
    ),
  );
  const { user, form } = await openContact();
  await fillIn(user);
  await user.click(send());
  await waitFor(() => expect(fields().telephone).toHaveFocus());
  expect(fields().telephone).toHaveAccessibleDescription(expect.stringContaining('ne peut contenir que des chiffres'));
  expect(within(form).getByRole('alert')).toHaveTextContent('Certains champs sont à corriger');

  api.use(
    http.post('/api/contact', () =>
      HttpResponse.json({ statusCode: 429, code: 'RATE_LIMITED', message: 'slow' }, { status: 429 }),
    ),
  );
  await user.click(send());
  await waitFor(() =>
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Trop de messages ont été envoyés depuis votre connexion',
    ),
  );

  api.use(http.post('/api/contact', () => HttpResponse.error()));
  await user.click(send());
  await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('Le serveur est injoignable'));
  expect(fields().email).toHaveValue(SARA.email);
});

test.each([
  ['en', 'Your message has been sent', 'Send the message'],
  ['es', 'Su mensaje ha sido enviado', 'Enviar el mensaje'],
  ['ar', 'تم إرسال رسالتكم', 'إرسال الرسالة'],
] as const)('in %s the toast and the button are translated', async (lng, sent, button) => {
  api.use(http.post('/api/contact', () => HttpResponse.json({ reference: 'C-2026-000044' }, { status: 201 })));
  const { user, form } = await openContact(lng);
  const boxes = within(form).getAllByRole('textbox');
  for (const [index, value] of [SARA.name, SARA.email, SARA.telephone, SARA.message].entries())
    await user.type(boxes[index] as HTMLElement, value);
  await user.click(within(form).getByRole('button', { name: button }));
  await waitFor(() => expect(toasts.at(-1)).toMatchObject({ variant: 'success', title: sent }));
  expect(boxes[0]).toHaveValue('');
});

test('the page shows the map of the brand, titled, once the visitor asks for it', async () => {
  const { user } = await openContact();
  expect(screen.queryByTitle(/^Carte/)).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Afficher la carte' }));
  expect(screen.getByTitle(/^Carte\s:\sl'emplacement de Boughaz Freight$/)).toHaveAttribute(
    'src',
    expect.stringContaining('q=35.8458%2C-5.5617'),
  );
});
