import { type Browser, expect, type Page, test } from '@playwright/test';
import { type SmtpInbox, startSmtpInbox } from '../../server/test/support/smtp-inbox';
import { animationsDone, seriousViolations } from './support/axe';
import { startOwnSite } from './support/own-site';
import { waitForHydration } from './support/page';
import { OFFERS_SITE_PORT } from './support/servers';
import { createMember, type Member, openStaff, signInHere, uniqueEmail } from './support/staff';
import { submitQuote } from './support/submissions';

// The back office's offers from end to end (docs/decisions/031-offers-and-booking.md): sales compose a
// two-line offer in EUR on a quote sent in Arabic, preview it and send it; the e-mail a real SMTP server
// receives has the follow-up link and the PDF; a revision supersedes it, a withdrawal's reason reaches the
// shipper; the inbox's offer column and filter show it; the shipper, who saw "received" through the
// acknowledgement's link, accepts on the page the offer e-mail's link opens: the booking is on the page,
// in the confirmation e-mail, and "accepted" in the back office, counted in the summary. Also
// two colleagues on one draft: the second gets the 409 and keeps what they typed. Axe in fr and ar.

// The preview's frame runs no script (sandbox), so axe cannot run inside it: it is left out, and with
// it the dialog's scrolling body seems to hold nothing focusable (the frame is, for a real keyboard).
// The document itself is checked on the shipper's page (follow-offers.spec.ts).
const PREVIEW_AXE = { exclude: ['iframe'], disableRules: ['scrollable-region-focusable'] };

test.describe('offers on a site with SMTP', () => {
  const site = `http://127.0.0.1:${OFFERS_SITE_PORT}`;
  let smtp: SmtpInbox;
  let server: Awaited<ReturnType<typeof startOwnSite>> | undefined;
  test.use({ baseURL: site });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    smtp = await startSmtpInbox();
    server = await startOwnSite(OFFERS_SITE_PORT, {
      SMTP_URL: smtp.url,
      TEST_INSPECTION: '1',
      RATE_LIMIT_FORMS_PER_MIN: '1000',
    });
  });
  test.afterAll(async () => {
    server?.stop();
    await smtp?.close();
  });

  const mailsTo = (to: string, subject?: RegExp) =>
    smtp.messages.filter((mail) => mail.envelopeTo.includes(to) && (!subject || subject.test(mail.subject)));

  async function signedIn(browser: Browser, member: Member, lng = 'fr'): Promise<Page> {
    const page = await (await browser.newContext({ baseURL: site })).newPage();
    await openStaff(page, '/staff/sign-in', lng);
    await signInHere(page, member, lng);
    return page;
  }

  /** Fills line `n` (1-based) of the composer. */
  async function fillLine(
    form: ReturnType<Page['getByRole']>,
    n: number,
    label: string,
    quantity: string,
    price: string,
  ) {
    const line = form.getByRole('group', { name: `Ligne ${n}` });
    await line.getByLabel(/^Désignation/).fill(label);
    await line.getByLabel(/^Quantité/).fill(quantity);
    await line.getByLabel(/^Prix unitaire/).fill(price);
  }

  async function send(page: Page, version: number) {
    await page.getByRole('button', { name: 'Envoyer…' }).click();
    const dialog = page.getByRole('dialog', { name: `Envoyer la version ${version} ?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: "Envoyer l'offre" }).click();
    await expect(dialog).toHaveCount(0, { timeout: 60_000 });
    await expect(page.getByRole('heading', { name: `Version ${version} · Envoyée` })).toBeVisible();
  }

  test('compose, preview and send in EUR on an Arabic quote; revise, withdraw, then accepted on the follow-up page: inbox and summary follow', async ({
    browser,
    request,
    page: shipperPage,
  }) => {
    test.setTimeout(300_000);
    const sales = await createMember(request, 'sales', 'Sara Ventes');
    const shipper = uniqueEmail('offer-shipper');
    const reference = await submitQuote(request, shipper, 'أمينة الإدريسي', 'ar');
    // The shipper opens the acknowledgement's link: the request is "received".
    await expect.poll(() => mailsTo(shipper).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(1);
    const acknowledged = mailsTo(shipper)[0]?.text.match(/\/ar\/follow\/([A-Za-z0-9_-]{40,})/)?.[1] ?? '';
    expect(acknowledged, mailsTo(shipper)[0]?.text).not.toBe('');
    await shipperPage.goto(`/ar/follow/${acknowledged}`);
    await expect(shipperPage.getByText('تم الاستلام', { exact: true })).toBeVisible();
    const page = await signedIn(browser, sales);
    await openStaff(page, `/staff/inbox/${reference}`);

    const form = page.getByRole('form', { name: "Nouvelle version de l'offre" });
    await expect(form).toBeVisible();
    expect(await seriousViolations(page), 'composer (fr)').toEqual([]);
    await form.getByLabel(/^Devise/).selectOption('EUR');
    await fillLine(form, 1, 'نقل شاحنة كاملة طنجة المتوسط – بربينيان', '2', '1250.50');
    await form.getByRole('button', { name: 'Ajouter une ligne' }).click();
    await fillLine(form, 2, 'تأمين البضائع', '3', '0.10');
    await form.getByLabel(/^Délai de transit/).fill('يومان');
    // Live totals by the server's rule: 2 × 1 250,50 + 3 × 0,10 = 2 501,30; VAT 20 % 500,26; 3 001,56.
    await expect(form.locator('dl')).toContainText(/3\s001,56\s€/);
    await form.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
    await expect(page.getByRole('heading', { name: 'Version 1 · Brouillon' })).toBeVisible();

    // Saved, the form is named after its draft now: the page's one "Aperçu" button.
    await page.getByRole('button', { name: 'Aperçu', exact: true }).click();
    const preview = page.getByRole('dialog', { name: 'La version 1 telle que le chargeur la verra' });
    const frame = preview.frameLocator('iframe');
    await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(frame.locator('body')).toContainText('تأمين البضائع');
    await animationsDone(page);
    expect(await seriousViolations(page, PREVIEW_AXE), 'preview (fr)').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(preview).toHaveCount(0);

    await page.getByRole('button', { name: 'Envoyer…' }).click();
    const confirm = page.getByRole('dialog', { name: 'Envoyer la version 1 ?' });
    await animationsDone(page);
    expect(await seriousViolations(page), 'send dialog (fr)').toEqual([]);
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await send(page, 1);

    // The shipper's e-mail: the follow-up link (in Arabic) and the PDF.
    await expect
      .poll(() => mailsTo(shipper).filter((mail) => mail.attachments.length > 0).length, { timeout: 60_000 })
      .toBe(1);
    const offerMail = mailsTo(shipper).find((mail) => mail.attachments.length > 0);
    const token = offerMail?.text.match(/https?:\/\/[^\s<>"]+\/ar\/follow\/([A-Za-z0-9_-]{40,})/)?.[1] ?? '';
    expect(token, offerMail?.text).not.toBe('');
    expect(offerMail?.attachments[0]?.contentType).toMatch(/application\/pdf/);
    expect(offerMail?.attachments[0]?.content.subarray(0, 5).toString()).toBe('%PDF-');

    // Revised: version 2 supersedes version 1.
    await page.getByRole('button', { name: 'Réviser la version 1' }).click();
    const draft2 = page.getByRole('form', { name: 'Brouillon, version 2' });
    await expect(draft2).toBeVisible();
    await draft2
      .getByRole('group', { name: 'Ligne 1' })
      .getByLabel(/^Prix unitaire/)
      .fill('1200');
    await send(page, 2);
    await expect(page.getByRole('heading', { name: 'Version 1 · Remplacée' })).toBeVisible();

    // The revision's e-mail (with its PDF) has come before the withdrawal is written.
    await expect
      .poll(() => mailsTo(shipper).filter((mail) => mail.attachments.length > 0).length, { timeout: 60_000 })
      .toBe(2);
    // Withdrawn with a reason, which the shipper's e-mail carries.
    await page.getByRole('button', { name: 'Retirer la version 2…' }).click();
    const withdraw = page.getByRole('dialog', { name: 'Retirer la version 2 ?' });
    await animationsDone(page);
    expect(await seriousViolations(page), 'withdraw dialog (fr)').toEqual([]);
    await withdraw.getByLabel(/^Motif/).fill('Camion indisponible cette semaine');
    await withdraw.getByRole('button', { name: "Retirer l'offre" }).click();
    await expect(page.getByRole('heading', { name: 'Version 2 · Retirée' })).toBeVisible();
    await expect
      .poll(() => mailsTo(shipper).filter((mail) => mail.text.includes('Camion indisponible cette semaine')).length, {
        timeout: 60_000,
      })
      .toBe(1);

    // The inbox: the column and the filter.
    await openStaff(page, `/staff/inbox?offer=withdrawn&q=${reference}`);
    await expect(page.getByRole('row', { name: new RegExp(reference) })).toContainText(/Retirée · 2\s?880,36\s€/);
    await openStaff(page, `/staff/inbox?offer=sent&q=${reference}`);
    await expect(page.getByText('Aucune demande pour ces filtres.')).toBeVisible();

    // A third version, sent, then accepted by the shipper on the page the offer e-mail's link opens.
    await openStaff(page, `/staff/inbox/${reference}`);
    await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
    await expect(page.getByRole('heading', { name: 'Version 3 · Brouillon' })).toBeVisible();
    await send(page, 3);
    await shipperPage.goto(`/ar/follow/${token}`);
    await waitForHydration(shipperPage);
    await expect(shipperPage.locator('html')).toHaveAttribute('dir', 'rtl');
    const accept = shipperPage.getByRole('form', { name: 'قبول النسخة 3' });
    await accept.getByLabel(/اسمك/).fill('أمينة الإدريسي');
    await accept.getByLabel(/رقم طلب الشراء/).fill('PO-778');
    await accept.getByLabel(/أقبل هذا العرض وشروطه/).check();
    await accept.getByRole('button', { name: 'قبول العرض' }).click();
    await expect(shipperPage.getByText('شكرًا لك: تم قبول العرض')).toBeVisible();
    const bookingRef = (await shipperPage.locator('[data-booking] bdi').textContent()) ?? '';
    expect(bookingRef).toMatch(/^BK-\d{4}-\d{5}$/);
    // The confirmation e-mail carries the booking and the PDF.
    await expect
      .poll(() => mailsTo(shipper).some((mail) => mail.text.includes(bookingRef)), { timeout: 60_000 })
      .toBe(true);
    const confirmation = mailsTo(shipper).find((mail) => mail.text.includes(bookingRef));
    expect(confirmation?.attachments.some((file) => /application\/pdf/.test(file.contentType))).toBe(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Version 3 · Acceptée' })).toBeVisible({ timeout: 20_000 });
    const booking = page.getByRole('heading', { level: 2, name: `réservée : ${bookingRef}` });
    await expect(booking).toBeVisible();
    await expect(page.getByText('PO-778')).toBeVisible();

    await openStaff(page, `/staff/inbox?offer=accepted&q=${reference}`);
    await expect(page.getByRole('row', { name: new RegExp(reference) })).toContainText('Acceptée');

    // The summary counts it (this site's offers only: a fresh database).
    await openStaff(page, '/staff/offers');
    const row = page.getByRole('row').filter({ hasText: /EUR/ });
    await expect(row).toContainText(/EUR\s*1\s*2\s?880,36\s€\s*1\s*2\s?880,36\s€\s*0/);
    expect(await seriousViolations(page), 'summary (fr)').toEqual([]);
    await page.context().close();
  });

  test('two colleagues on one draft: the second save is refused with who changed it, and keeps the text; axe in Arabic', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const [sara, karim] = [
      await createMember(request, 'sales', 'Sara Ventes'),
      await createMember(request, 'sales', 'Karim Ventes'),
    ];
    const reference = await submitQuote(request, uniqueEmail('offer-409'), 'Zoë Lefèvre', 'fr');
    const first = await signedIn(browser, sara);
    await openStaff(first, `/staff/inbox/${reference}`);
    await fillLine(first.getByRole('form', { name: "Nouvelle version de l'offre" }), 1, 'Lot complet', '1', '900');
    await first.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
    await expect(first.getByRole('heading', { name: 'Version 1 · Brouillon' })).toBeVisible();

    const second = await signedIn(browser, karim);
    await openStaff(second, `/staff/inbox/${reference}`);
    const secondForm = second.getByRole('form', { name: 'Brouillon, version 1' });
    await secondForm.getByLabel(/^Conditions/).fill('Hors droits de douane');

    await first.getByLabel(/^Délai de transit/).fill('48 heures');
    await first.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
    await expect(first.getByText(/Brouillon enregistré/)).toBeVisible();

    await secondForm.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
    await expect(secondForm.getByText(/Modifiée par Sara Ventes .* entre-temps/)).toBeVisible();
    await expect(secondForm.getByLabel(/^Conditions/)).toHaveValue('Hors droits de douane');
    // Saving again takes the fresh version: Karim's text wins over Sara's, knowingly.
    await secondForm.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
    await expect(second.getByText(/Brouillon enregistré/)).toBeVisible();
    await first.context().close();

    // The composer, its preview and the summary in Arabic, right to left.
    await openStaff(second, `/staff/inbox/${reference}`, 'ar');
    await expect(second.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(second.getByRole('form', { name: 'مسودة، النسخة 1' })).toBeVisible();
    expect(await seriousViolations(second), 'composer (ar)').toEqual([]);
    await second.getByRole('button', { name: 'معاينة', exact: true }).click();
    await expect(second.getByRole('dialog').frameLocator('iframe').locator('body')).toContainText('Lot complet');
    await animationsDone(second);
    expect(await seriousViolations(second, PREVIEW_AXE), 'preview (ar)').toEqual([]);
    await second.keyboard.press('Escape');
    await second.getByRole('button', { name: 'إرسال…' }).click();
    await expect(second.getByRole('dialog')).toBeVisible();
    await animationsDone(second);
    expect(await seriousViolations(second), 'send dialog (ar)').toEqual([]);
    await second.keyboard.press('Escape');
    await openStaff(second, '/staff/offers', 'ar');
    expect(await seriousViolations(second), 'summary (ar)').toEqual([]);
    await second.context().close();
  });
});
