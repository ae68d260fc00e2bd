import type { Page } from '@playwright/test';

/** Fills the client step of the open wizard (French page) and goes on. */
export async function fillClient(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Nom complet/).fill('Amina El Idrissi');
  await dialog.getByLabel(/^E-mail/).fill('amina@example.ma');
  await dialog.getByLabel(/^Téléphone/).fill('0612345678');
  await dialog.getByLabel(/^Société/).fill('Atlas Agrumes');
  await dialog.getByRole('button', { name: 'Suivant' }).click();
}
