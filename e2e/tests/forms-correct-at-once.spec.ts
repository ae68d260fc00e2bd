import { expect, test, type Page, type Response } from '@playwright/test';
import { stored } from './support/inspection';
import { openIn, waitForPage } from './support/page';
import { fill, tinyPdf } from './support/application-form';
import { fillClient, fillGoodsLoadingUnloading } from './support/quote-form';

// A visitor who corrects a refused form at once (no pause between the refusal and the next send,
// and a double click on send): the success is what is left on screen, the error is gone, and the
// request is stored once. The page is fresh, so the toasts' own code may still be downloading when
// the success comes (forms-retry.spec.ts covers the slower correction).

/** An address of the journey's own, so the rows it stored can be counted. */
const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.ma`;

const isPost = (path: string) => (response: Response) =>
  response.url().endsWith(path) && response.request().method() === 'POST';

/** Answers the first POST to `path` with `refusal`, lets the following through; counts them. */
async function refuseOnce(page: Page, path: string, refusal: { status: number; body: object }) {
  const calls = { count: 0 };
  await page.route(`**${path}`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    calls.count += 1;
    if (calls.count === 1)
      return route.fulfill({
        status: refusal.status,
        contentType: 'application/json',
        body: JSON.stringify(refusal.body),
      });
    return route.continue();
  });
  return calls;
}

/** The toasts on screen (the shell's ToastHost marks each with its variant); closing ones are left out. */
const openToasts = (page: Page, variant: 'success' | 'error') =>
  page.locator(`li[data-variant="${variant}"][data-state="open"]`);

/**
 * The success toast (with its reference) is shown, and stays the only toast once everything has settled. The
 * pointer rests on it meanwhile: a toast closes by itself after 5 s, not while hovered.
 */
async function expectOnlySuccess(page: Page, success: string, reference: string) {
  const shown = openToasts(page, 'success').filter({ hasText: success });
  await expect(shown).toContainText(reference);
  await shown.hover();
  // Whatever was still on its way (the toasts' code, a queued message) has arrived by now.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await expect(shown).toBeVisible();
  await expect(openToasts(page, 'error')).toHaveCount(0);
}

test('application: a CV that is not a PDF, then a real PDF at once with a double click: "Application sent", no error, one application', async ({
  page,
}) => {
  const email = uniqueEmail('amina');
  await openIn(page, '/jobOffers', 'en');
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Apply: / })
    .click();
  const dialog = page.getByRole('dialog');
  await fillInEnglish(page, email);
  const cv = dialog.getByLabel(/^CV/);
  // Named .pdf but a PNG inside: the server refuses it (415).
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
  await cv.setInputFiles({ name: 'cv-amina.pdf', mimeType: 'application/pdf', buffer: png });
  const send = dialog.getByRole('button', { name: 'Send my application' });
  const [refused] = await Promise.all([page.waitForResponse(isPost('/api/condidature')), send.click()]);
  expect(refused.status()).toBe(415);

  await cv.setInputFiles({ name: 'cv-amina.pdf', mimeType: 'application/pdf', buffer: tinyPdf(`CV ${email}`) });
  const [response] = await Promise.all([
    page.waitForResponse((r) => isPost('/api/condidature')(r) && r.status() === 201),
    send.dblclick(),
  ]);
  const { reference } = (await response.json()) as { reference: string };
  await expectOnlySuccess(page, 'Application sent', reference);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect((await stored(page, reference)).sameEmail).toBe(1);
});

test('application: a CV refused as too large by the server, then a smaller one at once: the success, no error, one application', async ({
  page,
}) => {
  const email = uniqueEmail('amina');
  const calls = await refuseOnce(page, '/api/condidature', {
    status: 413,
    body: { statusCode: 413, code: 'FILE_TOO_LARGE', message: 'The file is larger than 5242880 bytes' },
  });
  await openIn(page, '/jobOffers');
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Postuler : / })
    .click();
  const dialog = page.getByRole('dialog');
  await fill(
    dialog,
    { name: 'cv-gros.pdf', mimeType: 'application/pdf', buffer: tinyPdf(`Gros CV ${email}`, 200_000) },
    email,
  );
  const send = dialog.getByRole('button', { name: 'Envoyer ma candidature' });
  const [refused] = await Promise.all([page.waitForResponse(isPost('/api/condidature')), send.click()]);
  expect(refused.status()).toBe(413);

  await dialog
    .getByLabel(/^CV/)
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: tinyPdf(`CV ${email}`) });
  const [response] = await Promise.all([
    page.waitForResponse((r) => isPost('/api/condidature')(r) && r.status() === 201),
    send.dblclick(),
  ]);
  const { reference } = (await response.json()) as { reference: string };
  await expectOnlySuccess(page, 'Candidature envoyée', reference);
  expect(calls.count).toBe(2);
  expect((await stored(page, reference)).sameEmail).toBe(1);
});

test('contact: the server refusing (too many requests), then sending again at once with a double click: the success, no error, one message', async ({
  page,
}) => {
  const email = uniqueEmail('sara');
  const calls = await refuseOnce(page, '/api/contact', {
    status: 429,
    body: { statusCode: 429, code: 'RATE_LIMITED', message: 'Too many requests, retry in 1 second' },
  });
  await openIn(page, '/contact');
  await waitForPage(page);
  const form = page.getByRole('region', { name: 'Écrivez-nous' });
  await form.getByRole('textbox', { name: /^Nom complet/ }).fill('Sara Amrani');
  await form.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await form.getByRole('textbox', { name: /^Téléphone/ }).fill('0612345678');
  await form.getByRole('textbox', { name: /^Message/ }).fill('Un devis pour Valence.');
  const send = form.getByRole('button', { name: 'Envoyer le message' });
  const [refused] = await Promise.all([page.waitForResponse(isPost('/api/contact')), send.click()]);
  expect(refused.status()).toBe(429);

  const [response] = await Promise.all([
    page.waitForResponse((r) => isPost('/api/contact')(r) && r.status() === 201),
    send.dblclick(),
  ]);
  const { reference } = (await response.json()) as { reference: string };
  await expectOnlySuccess(page, 'Votre message a été envoyé', reference);
  expect(calls.count).toBe(2);
  expect((await stored(page, reference)).sameEmail).toBe(1);
});

/**
 * A wizard's Retry, double-clicked as soon as it is there: the confirmation in the dialog with the
 * reference, the error toast gone for good, the second POST the last, one row stored.
 */
async function retryAtOnce(page: Page, path: string, calls: { count: number }) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => isPost(path)(r) && r.status() === 201),
    page.getByRole('button', { name: 'Réessayer' }).dblclick(),
  ]);
  const { reference } = (await response.json()) as { reference: string };
  const confirmation = page.getByRole('dialog').getByText(`Numéro de référence : ${reference}`);
  await expect(confirmation).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await expect(openToasts(page, 'error')).toHaveCount(0);
  await expect(confirmation).toBeVisible();
  expect(calls.count).toBe(2);
  expect((await stored(page, reference)).sameEmail).toBe(1);
}

const UNAVAILABLE = { status: 503, body: { statusCode: 503, code: 'UNAVAILABLE', message: 'down' } };

test('quote wizard: the API failing, then Retry at once with a double click: the confirmation, no error, one request', async ({
  page,
}) => {
  const email = uniqueEmail('amina');
  const calls = await refuseOnce(page, '/api/cotation', UNAVAILABLE);
  await openIn(page, '/cotation');
  await page.getByRole('button', { name: 'Traction' }).click();
  await fillClient(page, email);
  await fillGoodsLoadingUnloading(page);
  const [failed] = await Promise.all([
    page.waitForResponse(isPost('/api/cotation')),
    page.getByRole('dialog').getByRole('button', { name: 'Envoyer la demande' }).click(),
  ]);
  expect(failed.status()).toBe(503);

  await retryAtOnce(page, '/api/cotation', calls);
});

test('other-quote wizard: the API failing, then Retry at once with a double click: the confirmation, no error, one request', async ({
  page,
}) => {
  const email = uniqueEmail('amina');
  const calls = await refuseOnce(page, '/api/other-quote', UNAVAILABLE);
  await openIn(page, '/cotation');
  await page.getByRole('button', { name: 'Autre demande' }).click();
  const dialog = page.getByRole('dialog');
  await fillClient(page, email);
  await dialog.getByLabel(/^Objet/).fill('Stockage à Tanger Med');
  await dialog.getByLabel(/^Message/).fill('Deux semaines de stockage sous douane.');
  const [failed] = await Promise.all([
    page.waitForResponse(isPost('/api/other-quote')),
    dialog.getByRole('button', { name: 'Envoyer la demande' }).click(),
  ]);
  expect(failed.status()).toBe(503);

  await retryAtOnce(page, '/api/other-quote', calls);
});

/** The application form on the English page. */
async function fillInEnglish(page: Page, email: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Full name/).fill('Amina El Idrissi');
  await dialog.getByLabel(/^E-mail/).fill(email);
  await dialog.getByLabel(/^Phone/).fill('0612345678');
  await dialog.getByLabel(/^Country/).fill('Morocco');
  await dialog.getByLabel(/^City/).fill('Tangier');
  await dialog.getByLabel(/^Experience/).selectOption('5-years-plus');
  await dialog.getByLabel(/^Level of studies/).selectOption('bac+2');
  await dialog.getByLabel(/^Message/).fill('Six years of international driving Morocco – Spain – France.');
  await dialog.getByRole('checkbox', { name: /^I agree/ }).check();
}
