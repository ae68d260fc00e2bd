import { expect, test, type Page } from '@playwright/test';
import { stored } from './support/inspection';
import { openIn, waitForPage } from './support/page';
import { fill, tinyPdf } from './support/application-form';
import { fillClient } from './support/quote-form';

// A failed send, then a successful one (the visitor corrects or just sends
// again): the success must be said, and the old error must not stay as if the
// second send had failed too.

const UNAVAILABLE = {
  status: 503,
  contentType: 'application/json',
  body: '{"statusCode":503,"code":"UNAVAILABLE","message":"down"}',
};

/** Fails the first POST to `path` with a 503, lets the following through. */
async function failOnce(page: Page, path: string) {
  let calls = 0;
  await page.route(`**${path}`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    calls += 1;
    return calls === 1 ? route.fulfill(UNAVAILABLE) : route.continue();
  });
}

const isPost = (path: string) => (response: { url(): string; request(): { method(): string } }) =>
  response.url().endsWith(path) && response.request().method() === 'POST';

test('contact: a failed send, then sending again, shows the success toast with the reference and no error left', async ({
  page,
}) => {
  await failOnce(page, '/api/contact');
  await openIn(page, '/contact');
  await waitForPage(page);
  const form = page.getByRole('region', { name: 'Écrivez-nous' });
  await form.getByRole('textbox', { name: /^Nom complet/ }).fill('Sara Amrani');
  await form.getByRole('textbox', { name: /^E-mail/ }).fill('sara@example.es');
  await form.getByRole('textbox', { name: /^Téléphone/ }).fill('0612345678');
  await form.getByRole('textbox', { name: /^Message/ }).fill('Un devis pour Valence.');
  const send = form.getByRole('button', { name: 'Envoyer le message' });
  await send.click();
  await expect(page.getByRole('status').filter({ hasText: "Votre message n'a pas pu être envoyé" })).toBeVisible();

  const [response] = await Promise.all([page.waitForResponse(isPost('/api/contact')), send.click()]);
  expect(response.status()).toBe(201);
  const { reference } = (await response.json()) as { reference: string };
  // Title and reference in one look (the toast stays 5 s).
  const success = page
    .getByRole('status')
    .filter({ hasText: 'Votre message a été envoyé' })
    .filter({ hasText: reference });
  await expect(success).toBeVisible();
  // Replaced by the success at once, not left beside it until its own timer ends.
  expect(await page.getByRole('status').filter({ hasText: "Votre message n'a pas pu être envoyé" }).count()).toBe(0);
  await expect(form.getByRole('alert')).toHaveCount(0);
  expect((await stored(page, reference)).row).toMatchObject({ reference, full_name: 'Sara Amrani' });
});

test('application: a CV refused (not a PDF), then a real PDF: the success toast shows and the error toast is gone', async ({
  page,
}) => {
  await openIn(page, '/jobOffers');
  const apply = page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Postuler : / });
  await apply.click();
  const dialog = page.getByRole('dialog');
  await fill(dialog, null);
  const cv = dialog.getByLabel(/^CV/);
  // Named .pdf but a PNG inside: the server refuses it (415).
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
  await cv.setInputFiles({ name: 'cv-amina.pdf', mimeType: 'application/pdf', buffer: png });
  const sendButton = dialog.getByRole('button', { name: 'Envoyer ma candidature' });
  const [refused] = await Promise.all([page.waitForResponse(isPost('/api/condidature')), sendButton.click()]);
  expect(refused.status()).toBe(415);
  const error = page.getByRole('status').filter({ hasText: "Le fichier choisi n'est pas un PDF valide" });
  await expect(error).toBeVisible();

  await cv.setInputFiles({ name: 'cv-amina.pdf', mimeType: 'application/pdf', buffer: tinyPdf(`CV ${Date.now()}`) });
  const [response] = await Promise.all([page.waitForResponse(isPost('/api/condidature')), sendButton.click()]);
  expect(response.status()).toBe(201);
  const { reference } = (await response.json()) as { reference: string };
  // Title and reference in one look (the toast stays 5 s).
  const success = page.getByRole('status').filter({ hasText: 'Candidature envoyée' }).filter({ hasText: reference });
  await expect(success).toBeVisible();
  // Gone with the success, not left to time out (toasts stay 5 s).
  expect(await error.count()).toBe(0);
  expect((await stored(page, reference)).row).toMatchObject({ reference, full_name: 'Amina El Idrissi' });
});

test('quote wizard: the API failing once, then Retry: the confirmation with the reference, the error toast taken away, one row with the meta fields', async ({
  page,
}) => {
  await failOnce(page, '/api/other-quote');
  await openIn(page, '/cotation');
  await page.getByRole('button', { name: 'Autre demande' }).click();
  const dialog = page.getByRole('dialog');
  await fillClient(page);
  await dialog.getByLabel(/^Objet/).fill('Stockage à Tanger Med');
  await dialog.getByLabel(/^Message/).fill('Deux semaines de stockage sous douane.');
  await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
  const error = page.getByRole('status').filter({ hasText: "Votre demande n'a pas pu être envoyée" });
  await expect(error).toBeVisible();

  const [response] = await Promise.all([
    page.waitForResponse(isPost('/api/other-quote')),
    page.getByRole('button', { name: 'Réessayer' }).click(),
  ]);
  expect(response.status()).toBe(201);
  const { reference } = (await response.json()) as { reference: string };
  // The wizard confirms in its dialog (no toast above it to take the Escape key); the error is gone at once.
  await expect(page.getByRole('dialog').getByText(`Numéro de référence : ${reference}`)).toBeVisible();
  await expect(error).toHaveCount(0);
  expect(response.request().postDataJSON()).toMatchObject({ language: 'fr', website: '', fill_ms: expect.any(Number) });
  expect((await stored(page, reference)).row).toMatchObject({ reference, full_name: 'Amina El Idrissi' });
});
