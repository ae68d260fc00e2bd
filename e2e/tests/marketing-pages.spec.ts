import { expect, test, type Locator, type Page } from '@playwright/test';
import { openIn, waitForPage } from './support/page';
import { stored } from './support/inspection';

// Journeys of the marketing remote's own pages: contact form, about anchors,
// certification documents by language, and the /service tabs.

const isContact = (response: { url(): string; request(): { method(): string } }) =>
  response.url().endsWith('/api/contact') && response.request().method() === 'POST';

function contactFields(page: Page) {
  const form = page.getByRole('region', { name: 'Écrivez-nous' });
  return {
    form,
    name: form.getByRole('textbox', { name: /^Nom complet/ }),
    email: form.getByRole('textbox', { name: /^E-mail/ }),
    telephone: form.getByRole('textbox', { name: /^Téléphone/ }),
    message: form.getByRole('textbox', { name: /^Message/ }),
    send: form.getByRole('button', { name: 'Envoyer le message' }),
  };
}

test('contact: errors under the fields first, then the message is sent, toasted and the form emptied', async ({
  page,
}) => {
  await openIn(page, '/contact');
  await waitForPage(page);
  const { form, name, email, telephone, message, send } = contactFields(page);

  await send.click();
  await expect(form.getByText('Ce champ est requis')).toHaveCount(4);
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');

  await name.fill('Sara Amrani');
  await email.fill('sara@example');
  await telephone.fill('0612');
  await message.fill('Bonjour,\nnous exportons des agrumes vers Valence : pouvez-vous nous rappeler ?');
  await send.click();
  await expect(form.getByText('Veuillez saisir une adresse e-mail valide, par exemple nom@exemple.com')).toBeVisible();
  await expect(form.getByText('Le numéro de téléphone doit comporter de 10 à 13 chiffres')).toBeVisible();
  await expect(email).toBeFocused();

  await email.fill('sara@example.es');
  await telephone.fill('+34 612345678');
  const [response] = await Promise.all([page.waitForResponse(isContact), send.click()]);
  expect(response.status()).toBe(201);
  const { reference } = (await response.json()) as { reference: string };
  expect(reference).toMatch(/^C-\d{4}-\d{6,}$/);

  // Title and reference in one look (the toast stays 5 s).
  const toast = page
    .getByRole('status')
    .filter({ hasText: 'Votre message a été envoyé' })
    .filter({ hasText: reference });
  await expect(toast).toBeVisible();
  for (const field of [name, email, telephone, message]) await expect(field).toHaveValue('');
  await expect(form.getByText('Ce champ est requis')).toHaveCount(0);

  // Kept in the database with its e-mail to the company (TEST_INSPECTION=1 on the journeys' server).
  const inspection = await stored(page, reference);
  expect(inspection.table).toBe('contact_messages');
  expect(inspection.row).toMatchObject({ reference, full_name: 'Sara Amrani', email: 'sara@example.es' });
  expect(inspection.outbox).toEqual([expect.objectContaining({ kind: 'contact' })]);
});

test('contact: a failed send keeps what was typed and says why', async ({ page }) => {
  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"statusCode":503,"code":"UNAVAILABLE","message":"down"}',
    }),
  );
  await openIn(page, '/contact');
  await waitForPage(page);
  const { form, name, email, telephone, message, send } = contactFields(page);
  await name.fill('Sara Amrani');
  await email.fill('sara@example.es');
  await telephone.fill('0612345678');
  await message.fill('Un devis pour Valence.');
  await send.click();
  await expect(form.getByRole('alert')).toContainText("Votre message n'a pas pu être envoyé");
  await expect(page.getByRole('status').filter({ hasText: "Votre message n'a pas pu être envoyé" })).toBeVisible();
  await expect(name).toHaveValue('Sara Amrani');
  await expect(message).toHaveValue('Un devis pour Valence.');
});

/** The heading's top is on screen, below whatever part of the fixed header is visible. */
async function expectLandedOn(page: Page, section: Locator) {
  const heading = section.getByRole('heading', { level: 2 });
  await expect(heading).toBeInViewport();
  await expect
    .poll(async () => {
      const box = await heading.boundingBox();
      const header = await page.getByRole('banner').first().boundingBox();
      const headerBottom = header ? Math.max(0, header.y + header.height) : 0;
      return box !== null && box.y >= headerBottom - 1 && box.y < (page.viewportSize()?.height ?? 720) / 2;
    })
    .toBe(true);
}

test('about: each in-page link scrolls to its section, clear of the header, and a deep link lands there', async ({
  page,
}) => {
  await openIn(page, '/about');
  await waitForPage(page);
  const nav = page.getByRole('navigation', { name: 'Sur cette page' });
  for (const [id, label] of [
    ['vision', 'Notre vision'],
    ['mission', 'Notre mission'],
    ['valeurs', 'Nos valeurs'],
    ['chiffres', 'Nos chiffres'],
  ] as const) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await nav.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    const section = page.locator(`section#${id}`);
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(label);
    await expectLandedOn(page, section);
  }

  await page.goto('/en/about#valeurs');
  await waitForPage(page);
  await expectLandedOn(page, page.locator('section#valeurs'));
});

test('certification: the certificate link follows the language and the files are PDFs', async ({ page }) => {
  const expected = {
    fr: '/docs/iso-9001-certificate-fr.pdf',
    en: '/docs/iso-9001-certificate-en.pdf',
    es: '/docs/iso-9001-certificate-es.pdf',
  };
  await openIn(page, '/certification');
  await waitForPage(page);
  const certificate = () => page.locator('main a[type="application/pdf"]').first();
  await expect(certificate()).toHaveAttribute('href', expected.fr);
  await expect(certificate()).toHaveText('Télécharger le certificat (PDF, français)');

  await page.getByRole('list', { name: 'Langue' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/certification$/);
  await expect(certificate()).toHaveAttribute('href', expected.en);
  await expect(certificate()).toHaveText('Download the certificate (PDF, English)');

  await page.getByRole('list', { name: 'Language' }).getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/es\/certification$/);
  await expect(certificate()).toHaveAttribute('href', expected.es);
  await expect(certificate()).toHaveText('Descargar el certificado (PDF, español)');

  const links = page.locator('main a[type="application/pdf"]');
  await expect(links).toHaveCount(3);
  for (const href of [
    ...new Set([
      ...Object.values(expected),
      ...(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''))),
    ]),
  ]) {
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
    expect(response.headers()['content-type'], href).toBe('application/pdf');
    expect((await response.body()).subarray(0, 5).toString('latin1'), href).toBe('%PDF-');
  }
});

// The freight brand's services (the default profile); the electrical brand's are checked in the unit tests.
const SERVICES: { path: string; tabs: string[] }[] = [
  { path: '/service/maintenance', tabs: ['Entretien préventif', 'Atelier et dépannage', 'Contrôles réglementaires'] },
  { path: '/service/supervision', tabs: ['Géolocalisation', 'Température et rapports'] },
  { path: '/service/automotive', tabs: ['Flux tendus', 'Export de pièces'] },
  {
    path: '/service/formation',
    tabs: ['Matières dangereuses (ADR)', 'Éco-conduite', 'Arrimage des charges', 'Température dirigée'],
  },
  { path: '/service/securite', tabs: ['Sûreté en route', 'Intégrité du chargement'] },
  { path: '/service/traction', tabs: ['Traction portuaire', 'Traction de semi-remorques', 'Traction dédiée'] },
];

for (const service of SERVICES) {
  test(`${service.path}: tabs switch with the mouse and the arrow keys, and the address keeps the tab`, async ({
    page,
  }) => {
    await openIn(page, service.path);
    await waitForPage(page);
    const tabs = page.getByRole('tablist').getByRole('tab');
    await expect(tabs).toHaveText(service.tabs);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

    // Mouse: every tab shows its own panel.
    for (const [index, label] of service.tabs.entries()) {
      await tabs.nth(index).click();
      await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await expect(page.getByRole('tabpanel')).toHaveAccessibleName(label);
    }
    const lastUrl = page.url();
    expect(new URL(lastUrl).searchParams.get('tab')).toBeTruthy();

    // Keyboard: from the first tab, the right arrow selects the next one, End the last, wrapping with the right arrow.
    await tabs.first().click();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveAccessibleName(service.tabs[1] ?? '');
    await page.keyboard.press('End');
    await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

    // The address names the open tab: a reload (or a shared link) opens it again.
    await tabs.last().click();
    const url = page.url();
    await page.reload();
    await waitForPage(page);
    expect(page.url()).toBe(url);
    await expect(page.getByRole('tablist').getByRole('tab').last()).toHaveAttribute('aria-selected', 'true');
  });
}
