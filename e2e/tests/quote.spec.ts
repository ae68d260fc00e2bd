import { expect, test, type Page } from '@playwright/test';
import { openIn } from './support/page';

// Dates far ahead, so the journey never meets the "not in the past" rule.
const LOADING_DATE = '2099-03-10';
const UNLOADING_DATE = '2099-03-12';

async function fillClient(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Nom complet/).fill('Amina El Idrissi');
  await dialog.getByLabel(/^E-mail/).fill('amina@example.ma');
  await dialog.getByLabel(/^Téléphone/).fill('0612345678');
  await dialog.getByLabel(/^Société/).fill('Atlas Agrumes');
  await dialog.getByRole('button', { name: 'Suivant' }).click();
}

async function fillGoodsLoadingUnloading(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Étape 3 sur 5')).toBeVisible();
  await dialog.getByLabel(/^Secteur d'activité/).selectOption('agriculture');
  await dialog.getByLabel(/^Type de véhicule/).selectOption('mega-covered');
  await dialog.getByLabel(/^Poids approximatif/).fill('12,5');
  await dialog.getByRole('radio', { name: 'Non' }).check();
  await dialog.getByRole('button', { name: 'Suivant' }).click();
  await expect(dialog.getByText('Étape 4 sur 5')).toBeVisible();
  await dialog.getByLabel(/^Lieu/).fill('Tanger Med');
  await dialog.getByLabel(/^Date/).fill(LOADING_DATE);
  await dialog.getByRole('button', { name: 'Suivant' }).click();
  await expect(dialog.getByText('Étape 5 sur 5')).toBeVisible();
  await dialog.getByLabel(/^Lieu/).fill('Perpignan');
  await dialog.getByLabel(/^Date/).fill(UNLOADING_DATE);
  await dialog.getByLabel(/^Créneau horaire/).selectOption('14-20');
}

test('full load quote from the chooser to the confirmation with its reference', async ({ page }) => {
  await openIn(page, '/cotation');
  await page.getByRole('button', { name: 'Lot complet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Demande de devis : Lot complet' });
  await expect(dialog.getByText('Étape 2 sur 5')).toBeVisible();
  await dialog.getByRole('button', { name: 'Suivant' }).click();
  await expect(dialog.getByText('Ce champ est requis').first()).toBeVisible();
  await fillClient(page);
  await fillGoodsLoadingUnloading(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Envoyer la demande' }).click();
  const sent = page.getByRole('dialog', { name: 'Votre demande a été envoyée' });
  await expect(sent.getByText('Nous vous répondrons dans les plus brefs délais.')).toBeVisible();
  await expect(sent.getByText(/Numéro de référence : Q-\d{4}-\d{6}/)).toBeVisible();
});

test('the API failing shows the error, and Retry stores exactly one request', async ({ page }) => {
  let attempts = 0;
  const references: string[] = [];
  await page.route('**/api/cotation', async (route) => {
    attempts += 1;
    if (attempts === 1) return route.fulfill({ status: 503, contentType: 'application/json', body: '{"statusCode":503,"code":"UNAVAILABLE","message":"down"}' });
    const response = await route.fetch();
    references.push((await response.json()).reference);
    return route.fulfill({ response });
  });
  await openIn(page, '/cotation');
  await page.getByRole('button', { name: 'Traction' }).click();
  await fillClient(page);
  await fillGoodsLoadingUnloading(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page.getByText("Votre demande n'a pas pu être envoyée")).toBeVisible();
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByText(/Numéro de référence : Q-/)).toBeVisible();
  expect(attempts).toBe(2);
  expect(references).toHaveLength(1);
});

test('a reload on the goods step resumes there with what was typed', async ({ page }) => {
  await openIn(page, '/cotation');
  await page.getByRole('button', { name: 'Conteneurs' }).click();
  await fillClient(page);
  await expect(page.getByText('Étape 3 sur 5')).toBeVisible();
  await page.reload();
  // The wizard reopens by itself where the visitor was.
  await expect(page.getByRole('dialog').getByText('Étape 3 sur 5')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Retour' }).click();
  await expect(page.getByRole('dialog').getByLabel(/^E-mail/)).toHaveValue('amina@example.ma');
});
