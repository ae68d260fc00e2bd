import { expect, type Page } from '@playwright/test';

/** Fills the client step of the open wizard (French page) and goes on. */
export async function fillClient(page: Page, email = 'amina@example.ma') {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Nom complet/).fill('Amina El Idrissi');
  await dialog.getByLabel(/^E-mail/).fill(email);
  await dialog.getByLabel(/^Téléphone/).fill('0612345678');
  await dialog.getByLabel(/^Société/).fill('Atlas Agrumes');
  await dialog.getByRole('button', { name: 'Suivant' }).click();
}

// Dates far ahead, so the journey never meets the "not in the past" rule.
export const LOADING_DATE = '2099-03-10';
export const UNLOADING_DATE = '2099-03-12';

/** Fills the goods, loading and unloading steps of an open full-load or traction wizard (French page). */
export async function fillGoodsLoadingUnloading(page: Page) {
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
