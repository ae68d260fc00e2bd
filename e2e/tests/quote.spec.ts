import { expect, test, type Locator, type Page } from '@playwright/test';
import { stored } from './support/inspection';
import { openIn } from './support/page';
import { fillClient, fillGoodsLoadingUnloading, LOADING_DATE, UNLOADING_DATE } from './support/quote-form';

/** The reference the confirmation shows. */
async function shownReference(page: Page, label: RegExp): Promise<string> {
  // The confirmation dialog is where the reference is given.
  const text = await page.getByRole('dialog').getByText(label).textContent();
  const reference = /[A-Z]-\d{4}-\d{6,}/.exec(text ?? '')?.[0];
  expect(reference, `a reference in "${text}"`).toBeTruthy();
  return reference as string;
}

/** Tab (forwards) until the control has the focus: fails if the keyboard cannot reach it. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
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

  // The request the visitor was told about is in the database, with its e-mail to the company.
  const reference = await shownReference(page, /Numéro de référence/);
  const inspection = await stored(page, reference);
  expect(inspection.table).toBe('quote_requests');
  expect(inspection.row).toMatchObject({
    reference,
    quote_type: 'full-load',
    full_name: 'Amina El Idrissi',
    email: 'amina@example.ma',
    company: 'Atlas Agrumes',
    loading_place: 'Tanger Med',
    unloading_place: 'Perpignan',
    dangerous: false,
  });
  expect(inspection.outbox).toEqual([expect.objectContaining({ kind: 'quote-request' })]);
});

test('in English an empty client step says "This field is required" under each required field', async ({ page }) => {
  await openIn(page, '/cotation', 'en');
  await page.getByRole('button', { name: 'Full load' }).click();
  const dialog = page.getByRole('dialog', { name: 'Quote request: Full load' });
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('This field is required')).toHaveCount(4);
  await expect(dialog.getByLabel(/^Full name/)).toBeFocused();
  await expect(dialog.getByLabel(/^Full name/)).toHaveAccessibleDescription(/This field is required/);
  // A malformed value gets its own message, and what was typed stays.
  await dialog.getByLabel(/^E-mail/).fill('amina@');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText(/valid e-mail address/)).toBeVisible();
  await expect(dialog.getByLabel(/^E-mail/)).toHaveValue('amina@');
});

test('other quote: details, subject and message, then the confirmation and one stored request', async ({ page }) => {
  await openIn(page, '/cotation');
  await page.getByRole('button', { name: 'Autre demande' }).click();
  const dialog = page.getByRole('dialog', { name: 'Autre demande de devis' });
  await expect(dialog.getByText('Étape 1 sur 2')).toBeVisible();
  await fillClient(page);
  await expect(dialog.getByText('Étape 2 sur 2')).toBeVisible();
  await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(dialog.getByText('Ce champ est requis')).toHaveCount(2);
  await dialog.getByLabel(/^Objet/).fill('Stockage sous douane à Tanger Med');
  await dialog.getByLabel(/^Message/).fill('Trois mois de stockage pour 40 palettes de pièces automobiles.');
  await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();

  const sent = page.getByRole('dialog', { name: 'Votre demande a été envoyée' });
  await expect(sent.getByText(/Numéro de référence : O-\d{4}-\d{6}/)).toBeVisible();
  const reference = await shownReference(page, /Numéro de référence/);
  const inspection = await stored(page, reference);
  expect(inspection.table).toBe('other_quote_requests');
  expect(inspection.row).toMatchObject({
    reference,
    object: 'Stockage sous douane à Tanger Med',
    email: 'amina@example.ma',
  });
  expect(inspection.outbox).toEqual([expect.objectContaining({ kind: 'other-quote-request' })]);
});

test('keyboard only: a containers quote from the chooser to the confirmation, then focus comes back', async ({
  page,
}) => {
  await openIn(page, '/cotation', 'en');
  const chooser = page.getByRole('button', { name: 'Containers' });
  await tabTo(page, chooser);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Quote request: Containers' });
  await expect(dialog.getByText('Step 2 of 5')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close the dialog' })).toBeFocused();
  // Escape closes, the focus goes back to the chooser, Enter opens the same draft again.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(chooser).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Step 2 of 5')).toBeVisible();

  // Focus starts inside the dialog and Tab stays there (the trap).
  const typeInto = async (label: RegExp, text: string) => {
    await tabTo(page, dialog.getByLabel(label));
    await page.keyboard.type(text);
  };
  await typeInto(/^Full name/, 'Youssef Benali');
  await typeInto(/^E-mail/, 'youssef@example.ma');
  await typeInto(/^Phone/, '+212612345678');
  await typeInto(/^Company/, 'Rif Logistique');
  await tabTo(page, dialog.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Step 3 of 5')).toBeVisible();

  await tabTo(page, dialog.getByLabel(/^Sector of activity/));
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByLabel(/^Sector of activity/)).not.toHaveValue('');
  await tabTo(page, dialog.getByLabel(/^Vehicle type/));
  await page.keyboard.press('ArrowDown');
  await typeInto(/^Approximate weight/, '22');
  // A radio group is one Tab stop; the arrow keys move within it and choose.
  await tabTo(page, dialog.getByRole('radio', { name: 'Yes' }));
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: 'No' })).toBeFocused();
  await expect(dialog.getByRole('radio', { name: 'No' })).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Step 4 of 5')).toBeVisible();

  await typeInto(/^Place/, 'Tanger Med');
  await tabTo(page, dialog.getByLabel(/^Date/));
  await page.keyboard.type('03102099'); // mm dd yyyy in an en-US date field
  await expect(dialog.getByLabel(/^Date/)).toHaveValue('2099-03-10');
  await tabTo(page, dialog.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Step 5 of 5')).toBeVisible();

  await typeInto(/^Place/, 'Algeciras');
  await tabTo(page, dialog.getByLabel(/^Date/));
  await page.keyboard.type('03122099');
  await tabTo(page, dialog.getByLabel(/^Time slot/));
  await page.keyboard.press('ArrowDown');
  await tabTo(page, dialog.getByRole('button', { name: 'Send the request' }));
  await page.keyboard.press('Enter');

  const sent = page.getByRole('dialog', { name: 'Your request has been sent' });
  await expect(sent.getByText(/Reference number: Q-/)).toBeVisible();
  const reference = await shownReference(page, /Reference number/);
  expect((await stored(page, reference)).row).toMatchObject({ quote_type: 'containers', unloading_place: 'Algeciras' });
  await page.keyboard.press('Escape');
  await expect(sent).toBeHidden();
  // Focus returns to the control that opened the wizard.
  await expect(chooser).toBeFocused();
});

test('Arabic, right to left: a traction quote from a transport page to the confirmation', async ({ page }) => {
  await openIn(page, '/transport/traction', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('link', { name: 'اطلب عرض سعر' }).first().click();
  await expect(page).toHaveURL(/\/cotation$/);
  const dialog = page.getByRole('dialog', { name: 'طلب عرض سعر: جرّ' });
  await expect(dialog.getByText('الخطوة 2 من 5')).toBeVisible();
  await dialog.getByRole('button', { name: 'التالي' }).click();
  await expect(dialog.getByText('هذا الحقل مطلوب').first()).toBeVisible();
  await dialog.getByLabel(/^الاسم الكامل/).fill('فاطمة الزهراء');
  await dialog.getByLabel(/^البريد الإلكتروني/).fill('fatima@example.ma');
  await dialog.getByLabel(/^الهاتف/).fill('0612345678');
  await dialog.getByLabel(/^الشركة/).fill('شركة الشمال');
  await dialog.getByRole('button', { name: 'التالي' }).click();
  await expect(dialog.getByText('الخطوة 3 من 5')).toBeVisible();
  await dialog.getByLabel(/^قطاع النشاط/).selectOption('automobile');
  await dialog.getByLabel(/^نوع المركبة/).selectOption('standard-covered');
  await dialog.getByLabel(/^الوزن التقريبي/).fill('18');
  await dialog.getByRole('radio', { name: 'نعم' }).check();
  await dialog.getByRole('button', { name: 'التالي' }).click();
  await dialog.getByLabel(/^المكان/).fill('طنجة المتوسط');
  await dialog.getByLabel(/^التاريخ/).fill(LOADING_DATE);
  await dialog.getByRole('button', { name: 'التالي' }).click();
  await expect(dialog.getByText('الخطوة 5 من 5')).toBeVisible();
  // The dialog is laid out right to left too.
  expect(await dialog.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
  await dialog.getByLabel(/^المكان/).fill('الدار البيضاء');
  await dialog.getByLabel(/^التاريخ/).fill(UNLOADING_DATE);
  await dialog.getByLabel(/^الفترة الزمنية/).selectOption('8-14');
  await dialog.getByRole('button', { name: 'إرسال الطلب' }).click();
  const sent = page.getByRole('dialog', { name: 'تم إرسال طلبك' });
  await expect(sent.getByText('سنرد عليك في أقرب وقت ممكن.')).toBeVisible();
  const reference = await shownReference(page, /رقم المرجع/);
  expect((await stored(page, reference)).row).toMatchObject({
    quote_type: 'traction',
    dangerous: true,
    full_name: 'فاطمة الزهراء',
  });
});

test('the API failing shows the error, and Retry stores exactly one request', async ({ page }) => {
  let attempts = 0;
  const references: string[] = [];
  await page.route('**/api/cotation', async (route) => {
    attempts += 1;
    if (attempts === 1)
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"statusCode":503,"code":"UNAVAILABLE","message":"down"}',
      });
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
  await expect(page.getByRole('dialog').getByText(/Numéro de référence : Q-/)).toBeVisible();
  expect(attempts).toBe(2);
  expect(references).toHaveLength(1);
  const inspection = await stored(page, references[0] as string);
  expect(inspection.row).toMatchObject({ quote_type: 'traction' });
  expect(inspection.outbox).toHaveLength(1);
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
