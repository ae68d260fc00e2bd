import { expect, test, type APIRequestContext } from '@playwright/test';
import { tinyPdf } from './support/application-form';
import { createAdmin, createMember, openStaff, signInHere, uniqueEmail } from './support/staff';

// A person's data from end to end: a contact message and an application with its CV sent from one
// address through the public API, found by an admin, exported as the API's JSON file, erased after
// the address typed twice and a confirmation; the inbox no longer lists them and the log says so.

async function sendContact(request: APIRequestContext, email: string) {
  const response = await request.post('/api/contact', {
    data: { name: 'Leïla Amrani', email, telephone: '0612345678', message: 'Bonjour, un devis ?', language: 'fr' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

async function sendApplication(request: APIRequestContext, email: string) {
  const response = await request.post('/api/condidature', {
    multipart: {
      type: 'job-offer',
      fullName: 'Leïla Amrani',
      email,
      phone: '+212612345678',
      country: 'Maroc',
      city: 'Tanger',
      message: 'Gestionnaire de transport depuis 2020.',
      experience: '2-years',
      level_of_studies: 'bac+2',
      cv_consent: 'true',
      language: 'fr',
      file: { name: 'CV Leila.pdf', mimeType: 'application/pdf', buffer: tinyPdf(`CV ${email}`) },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

test('an admin exports what one address sent, erases it after confirming, and the inbox and the log show it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const person = uniqueEmail('subject');
  const contact = await sendContact(request, person);
  const application = await sendApplication(request, person);
  const admin = await createAdmin(request, 'Dalia Données');

  await openStaff(page, `/staff/inbox?q=${encodeURIComponent(person)}`);
  await signInHere(page, admin);
  await expect(page.getByRole('status').filter({ hasText: 'Demandes : 2' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(contact) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(application) })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Espace équipe' })
    .getByRole('link', { name: 'Données personnelles' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Données personnelles' })).toBeFocused();

  // The export: the API's file, saved as a download, holding both requests.
  const exportForm = page.getByRole('form', { name: 'Exporter' });
  await exportForm.getByLabel('Adresse e-mail').fill(person);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    exportForm.getByRole('button', { name: 'Télécharger le fichier' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^data-subject-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(Buffer.concat(await (await download.createReadStream()).toArray()).toString('utf8')) as {
    email: string;
    contact_messages: Array<{ reference: string; payload: { message: string } }>;
    applications: Array<{ reference: string; cv_file_name: string }>;
    outbox: unknown[];
  };
  expect(file.email).toBe(person);
  expect(file.contact_messages.map((row) => [row.reference, row.payload.message])).toEqual([
    [contact, 'Bonjour, un devis ?'],
  ]);
  expect(file.applications.map((row) => [row.reference, row.cv_file_name])).toEqual([[application, 'CV Leila.pdf']]);
  expect(file.outbox.length).toBeGreaterThan(0);
  const held = exportForm.getByRole('list', { name: 'Contenu du fichier' });
  await expect(held).toContainText('Messages de contact : 1');
  await expect(held).toContainText('Candidatures : 1');
  await expect(held).toContainText('CV : 1');

  // The erasure, keyboard only: the address twice (another case is the same address), then confirmed.
  const eraseForm = page.getByRole('form', { name: 'Effacer' });
  await eraseForm.getByLabel(/^Adresse e-mail \*/).fill(person);
  await eraseForm.getByLabel(/encore/).fill(person.toUpperCase());
  await eraseForm.getByRole('button', { name: 'Effacer…' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Tout effacer sur ${person} ?` });
  await expect(dialog).toContainText('irréversible');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Effacer définitivement' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  const erased = eraseForm.getByRole('list', { name: 'Ce qui a été effacé' });
  await expect(eraseForm.getByRole('status')).toContainText(`Effacé pour ${person}`);
  await expect(erased).toContainText('Cotations : 0');
  await expect(erased).toContainText('Messages de contact : 1');
  await expect(erased).toContainText('Candidatures : 1');
  await expect(erased).toContainText('CV : 1');
  await expect(erased).toContainText(/E-mails de la file d’envoi : [1-9]/);
  await expect(eraseForm.getByRole('button', { name: 'Effacer…' })).toBeFocused();

  // Nothing left: the export says so, the inbox lists nothing, the requests are gone.
  await exportForm.getByRole('button', { name: 'Télécharger le fichier' }).click();
  await expect(exportForm.getByRole('status')).toContainText(`Rien n’est conservé sur ${person}`);
  await openStaff(page, `/staff/inbox?q=${encodeURIComponent(person)}`);
  await expect(page.getByText('Aucune demande pour ces filtres.')).toBeVisible();
  expect((await page.request.get(`/api/staff/requests/${contact}`)).status()).toBe(404);
  expect((await page.request.get(`/api/staff/requests/${application}/cv`)).status()).toBe(404);

  // The log: who erased and the counts, never the address.
  await openStaff(page, '/staff/audit?action=data-subject-erased');
  const row = page.getByRole('row', { name: /Dalia Données/ }).first();
  await expect(row).toContainText('Données personnelles effacées');
  await expect(row).toContainText('"contact_messages":1');
  await expect(row).toContainText('"applications":1');
  await expect(page.getByRole('table')).not.toContainText(person);
});

test('a sales account finds no link to the page and is refused it, by the page and by the API', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const sales = await createMember(request, 'sales', 'Sami Données');
  await openStaff(page, '/staff/data-subjects');
  await signInHere(page, sales);
  await expect(page.getByRole('heading', { level: 1, name: 'Accès non autorisé' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Effacer' })).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Espace équipe' });
  await expect(nav.getByRole('link', { name: 'Mon compte' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Données personnelles' })).toHaveCount(0);
  const url = `/api/staff/data-subjects/export?email=${encodeURIComponent(sales.email)}`;
  expect((await page.request.get(url)).status()).toBe(403);
});
