import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, request as requests, test, type TestInfo } from '@playwright/test';
import { frenchOfferDraft, offerDraft } from '../../server/test/support/offer-fixtures';
import { type SmtpInbox, startSmtpInbox } from '../../server/test/support/smtp-inbox';
import { seriousViolations } from './support/axe';
import { startOwnSite } from './support/own-site';
import { countFormatters, formattersMade } from './support/formatters';
import { waitForHydration } from './support/page';
import { FOLLOW_OFFERS_SITE_PORT } from './support/servers';
import { createMember, uniqueEmail } from './support/staff';
import { submitQuote } from './support/submissions';

// The shipper's side of offers on the follow-up page (docs/decisions/031-offers-and-booking.md,
// 030-follow-up-page.md): sales compose, send, revise and withdraw through the staff API; the shipper
// reads the offer on the page the e-mailed link opens (server-rendered, right to left in Arabic), its
// PDF, and accepts or declines there. Every refusal (409) says why and shows the version to show.

const site = `http://127.0.0.1:${FOLLOW_OFFERS_SITE_PORT}`;
/** Markup typed in every field: it must come back as text, never as an element or a script. */
const MARKUP = '<b id="x-injected">gras</b><script>window.injected=1</script>';

const twoLines = offerDraft;
/** The site's log of the whole run (every request at level info), read by the last journey. */
const LOG_FILE = path.join(os.tmpdir(), `follow-offers-${process.pid}-${Date.now()}.log`);
/** Every token the run's e-mails carried: none may be in a log line. */
const tokens = new Set<string>();

/** The whole page as a picture in the test's output folder, attached to its report. */
async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/** An e-mailed PDF kept in the test's output: its text (`pdftotext`, logical order) and its first page as a picture. */
function keepPdf(content: Buffer | undefined, testInfo: TestInfo, name: string): string {
  const pdfFile = testInfo.outputPath(`${name}.pdf`);
  writeFileSync(pdfFile, content ?? Buffer.alloc(0));
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', pdfFile, '-'], { encoding: 'utf8' });
  const picture = testInfo.outputPath(`${name}-page1`);
  execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', '-singlefile', pdfFile, picture]);
  void testInfo.attach(`${name}-pdf-page-1`, { path: `${picture}.png`, contentType: 'image/png' });
  return text;
}

interface Version {
  version: number;
  status: string;
  updatedAt: string;
}

test.describe('offers on the follow-up page', () => {
  let smtp: SmtpInbox;
  let server: Awaited<ReturnType<typeof startOwnSite>> | undefined;
  let staff: APIRequestContext;
  let csrf: string;
  test.use({ baseURL: site });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    smtp = await startSmtpInbox();
    server = await startOwnSite(
      FOLLOW_OFFERS_SITE_PORT,
      {
        SMTP_URL: smtp.url,
        TEST_INSPECTION: '1',
        RATE_LIMIT_FORMS_PER_MIN: '1000',
        RATE_LIMIT_FOLLOW_PER_MIN: '10000',
        LOG_LEVEL: 'info',
      },
      { logFile: LOG_FILE },
    );
    const setup = await requests.newContext({ baseURL: site });
    const sales = await createMember(setup, 'sales', 'Salma Offres');
    await setup.dispose();
    staff = await requests.newContext({ baseURL: site });
    const session = await staff.post('/api/staff/session', { data: { email: sales.email, password: sales.password } });
    expect(session.status()).toBe(200);
    csrf = ((await session.json()) as { csrfToken: string }).csrfToken;
  });
  test.afterAll(async () => {
    await staff?.dispose();
    await server?.stopped();
    await smtp?.close();
  });

  // Sales' side, through the staff API as the back office calls it.
  const headers = () => ({ 'X-CSRF-Token': csrf });
  const offersOf = async (reference: string) => {
    const response = await staff.get(`/api/staff/requests/${reference}/offers`);
    expect(response.status()).toBe(200);
    return (await response.json()).data as { booking: string | null; versions: Version[] };
  };
  const draftOf = async (reference: string) => (await offersOf(reference)).versions.find((v) => v.status === 'draft');
  const compose = async (reference: string, body = twoLines()) => {
    const response = await staff.post(`/api/staff/requests/${reference}/offers`, { data: body, headers: headers() });
    expect(response.status(), await response.text()).toBe(201);
  };
  const sendDraft = async (reference: string) => {
    const draft = await draftOf(reference);
    const response = await staff.post(`/api/staff/requests/${reference}/offers/${draft?.version}/send`, {
      data: { updated_at: draft?.updatedAt },
      headers: headers(),
    });
    expect(response.status(), await response.text()).toBe(200);
  };
  const revise = async (reference: string, version: number, body: ReturnType<typeof twoLines>) => {
    const revision = await staff.post(`/api/staff/requests/${reference}/offers/${version}/revision`, {
      headers: headers(),
    });
    expect(revision.status(), await revision.text()).toBe(201);
    const draft = await draftOf(reference);
    const changed = await staff.put(`/api/staff/requests/${reference}/offers/${draft?.version}`, {
      data: { ...body, updated_at: draft?.updatedAt },
      headers: headers(),
    });
    expect(changed.status(), await changed.text()).toBe(200);
    await sendDraft(reference);
  };

  /** The mails to an address, newest last. */
  const mailsTo = (to: string) => smtp.messages.filter((mail) => mail.envelopeTo.includes(to));
  /** The follow-up token of the newest mail to `to` whose text has a link (the offer's replaces the acknowledgement's). */
  async function linkedToken(to: string, prefix: string, count: number) {
    await expect.poll(() => mailsTo(to).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(count);
    const text = mailsTo(to)[count - 1]?.text ?? '';
    const token = new RegExp(`https?://[^\\s<>"]+${prefix}/follow/([A-Za-z0-9_-]{40,})`).exec(text)?.[1];
    expect(token, text).toBeTruthy();
    if (token) tokens.add(token);
    return token ?? '';
  }
  /** A quote, its first offer sent; the offer e-mail's token. */
  async function offered(language: 'ar' | 'fr', name: string, body = twoLines()) {
    const visitor = uniqueEmail(`offer-${language}`);
    const reference = await submitQuote(staff, visitor, name, language, MARKUP);
    await linkedToken(visitor, language === 'fr' ? '' : `/${language}`, 1);
    await compose(reference, body);
    await sendDraft(reference);
    const token = await linkedToken(visitor, language === 'fr' ? '' : `/${language}`, 2);
    return { visitor, reference, token, path: `${language === 'fr' ? '' : `/${language}`}/follow/${token}` };
  }
  const formNamed = (page: Page, name: RegExp | string) => page.getByRole('form', { name });

  /** Nothing typed became an element or ran: the markup is on the page as text. */
  async function markupIsText(page: Page) {
    await expect(page.getByText(MARKUP).first()).toBeVisible();
    expect(await page.locator('#x-injected').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { injected?: number }).injected)).toBeUndefined();
  }

  test('in Arabic: received, then a two-line EUR offer e-mailed with its PDF, shown right to left, accepted: booked', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const visitor = uniqueEmail('offer-ar');
    const reference = await submitQuote(staff, visitor, 'عمر حداد', 'ar', MARKUP);
    const acknowledged = await linkedToken(visitor, '/ar', 1);
    await page.goto(`/ar/follow/${acknowledged}`);
    await expect(page.getByText('تم الاستلام', { exact: true })).toBeVisible();

    await compose(reference);
    await sendDraft(reference);
    const token = await linkedToken(visitor, '/ar', 2);
    const mail = mailsTo(visitor)[1];
    const pdf = mail?.attachments.find((file) => file.contentType === 'application/pdf');
    expect(pdf?.filename).toMatch(/^OF-\d{4}-\d{5}-v1\.pdf$/);
    // The Arabic lines in logical order (first letter first), and the first page as a picture.
    const text = keepPdf(pdf?.content, testInfo, 'offer-ar');
    expect(text).toContain('عرض سعر');
    expect(text).toContain('تأمين البضائع');

    // The page sends no Referer (its token would leave with it) and asks nothing of another origin.
    const asked: string[] = [];
    const referers: string[] = [];
    page.on('request', (sent) => {
      asked.push(sent.url());
      const referer = sent.headers().referer;
      if (referer) referers.push(referer);
    });
    await countFormatters(page);
    const response = await page.goto(`/ar/follow/${token}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    // Rendered on the server with the offer: no layout shift when the scripts come.
    const html = (await response?.text()) ?? '';
    expect(html).toContain('نقل شاحنة كاملة طنجة المتوسط');
    expect(html).toContain('قبول العرض');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const offer = page.locator('article[data-offer-state="sent"]');
    await expect(offer).toContainText('النسخة 1');
    await expect(offer.locator('section.offer')).toHaveAttribute('dir', 'rtl');
    await expect(offer.getByRole('link', { name: /PDF/ })).toHaveAttribute('href', `/api/follow/${token}/offers/1/pdf`);
    await expect(page.getByRole('list').filter({ hasText: 'أُرسل العرض (النسخة 1)' })).toBeVisible();
    // The amounts and dates came formatted with the page: no Intl formatter made to hydrate.
    expect(await formattersMade(page)).toEqual([]);
    await markupIsText(page);
    expect(await seriousViolations(page)).toEqual([]);
    await keepScreenshot(page, testInfo, 'follow-offer-ar');

    const form = formNamed(page, 'قبول النسخة 1');
    await form.getByLabel(/اسمك/).fill('عمر حداد');
    await form.getByLabel(/رقم طلب الشراء/).fill('PO-7781');
    await form.getByLabel(/أقبل هذا العرض وشروطه/).check();
    await form.getByRole('button', { name: 'قبول العرض' }).click();
    await expect(page.getByText('شكرًا لك: تم قبول العرض')).toBeVisible();
    const booking = page.locator('[data-booking] bdi');
    await expect(booking).toHaveText(/^BK-\d{4}-\d{5}$/);
    const bookingRef = (await booking.textContent()) ?? '';
    await expect(page.locator('article[data-offer-state="accepted"]')).toContainText('PO-7781');
    await expect(page.getByRole('form', { name: /قبول|رفض/ })).toHaveCount(0); // read-only now
    await expect(page.getByRole('list').filter({ hasText: `قُبل العرض — الحجز ${bookingRef}` })).toBeVisible();

    await expect
      .poll(() => mailsTo(visitor).some((sent) => sent.text.includes(bookingRef)), { timeout: 30_000 })
      .toBe(true);
    const confirmation = mailsTo(visitor).find((sent) => sent.text.includes(bookingRef));
    expect(confirmation?.attachments.some((file) => file.contentType === 'application/pdf')).toBe(true);
    expect((await offersOf(reference)).versions[0]?.status).toBe('accepted');
    expect((await offersOf(reference)).booking).toBe(bookingRef);
    for (const url of asked) expect(new URL(url).origin, url).toBe(site);
    expect(referers).toEqual([]);
  });

  test('in French: declined with a reason, shown back as text; the timeline says so', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const { visitor, reference, path } = await offered('fr', 'Claire Martin', frenchOfferDraft({ conditions: MARKUP }));
    // The French PDF as e-mailed: its words, and the markup typed in the conditions printed as text.
    const pdf = mailsTo(visitor)[1]?.attachments.find((file) => file.contentType === 'application/pdf');
    const text = keepPdf(pdf?.content, testInfo, 'offer-fr');
    expect(text).toContain('Offre de prix');
    expect(text).toContain('Total TTC');
    expect(text).toContain('Assurance marchandises');
    expect(text.replace(/\s+/g, ' ')).toContain(MARKUP);
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator('article[data-offer-state="sent"]')).toContainText('Version 1');
    expect(await seriousViolations(page)).toEqual([]);
    await keepScreenshot(page, testInfo, 'follow-offer-fr');

    const decline = formNamed(page, 'Refuser la version 1');
    await decline.getByRole('button', { name: 'Refuser l’offre' }).click();
    await expect(decline.getByLabel(/Pourquoi refusez-vous/)).toHaveAttribute('aria-invalid', 'true');
    await decline.getByLabel(/Pourquoi refusez-vous/).fill(`Trop cher. ${MARKUP}`);
    await decline.getByRole('button', { name: 'Refuser l’offre' }).click();
    await expect(page.getByText('Votre refus a été transmis')).toBeVisible();
    const declined = page.locator('article[data-offer-state="declined"]');
    await expect(declined).toContainText(`Trop cher. ${MARKUP}`);
    await expect(page.getByRole('list').filter({ hasText: 'Offre refusée (version 1)' })).toBeVisible();
    await markupIsText(page);
    expect((await offersOf(reference)).versions[0]?.status).toBe('declined');
  });

  test('a revision sent while the tab shows v1: accepting v1 answers 409 and shows v2, what was typed kept; v2 accepted', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { reference, path } = await offered('fr', 'Karim Alaoui');
    await page.goto(path);
    await waitForHydration(page);
    const form = formNamed(page, 'Accepter la version 1');
    await form.getByLabel(/Votre nom/).fill(`Karim ${MARKUP}`);
    await form.getByLabel(/numéro de commande/).fill('CMD-42');
    await form.getByLabel(/J’accepte cette offre/).check();

    await revise(
      reference,
      1,
      twoLines({ lines: [{ label: 'Transport révisé', quantity: 1, unit: 'camion', unitPrice: 2300 }] }),
    );
    await form.getByRole('button', { name: 'Accepter l’offre' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'la version 2 est affichée ci-dessous' })).toBeVisible();
    await expect(page.locator('article[data-offer-state="sent"]')).toContainText('Version 2');
    await expect(page.locator('article[data-offer-state="sent"]')).toContainText('Transport révisé');
    const again = formNamed(page, 'Accepter la version 2');
    await expect(again.getByLabel(/Votre nom/)).toHaveValue(`Karim ${MARKUP}`);
    await expect(again.getByLabel(/numéro de commande/)).toHaveValue('CMD-42');
    await expect(again.getByLabel(/J’accepte cette offre/)).not.toBeChecked();
    await page.getByText('Version précédente (1)').click();
    await expect(page.locator('article[data-offer-state="superseded"]')).toContainText('Version 1');

    await again.getByLabel(/J’accepte cette offre/).check();
    await again.getByRole('button', { name: 'Accepter l’offre' }).click();
    await expect(page.locator('[data-booking] bdi')).toHaveText(/^BK-/);
    await expect(page.locator('article[data-offer-state="accepted"]')).toContainText(`Karim ${MARKUP}`);
    await markupIsText(page);
    const seen = await offersOf(reference);
    expect(seen.versions.map((v) => [v.version, v.status])).toEqual([
      [2, 'accepted'],
      [1, 'superseded'],
    ]);
  });

  test('expired and withdrawn offers cannot be accepted: the open tab is told why', async ({ page, request }) => {
    test.setTimeout(120_000);
    const expired = await offered('fr', 'Nadia Expire');
    await page.goto(expired.path);
    await waitForHydration(page);
    expect((await request.post(`/api/test/requests/${expired.reference}/offers/expire`)).status()).toBe(200);
    const form = formNamed(page, 'Accepter la version 1');
    await form.getByLabel(/Votre nom/).fill('Nadia');
    await form.getByLabel(/J’accepte cette offre/).check();
    await form.getByRole('button', { name: 'Accepter l’offre' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Cette offre a expiré' })).toBeVisible();
    await expect(page.locator('article[data-offer-state="expired"]')).toBeVisible();
    await expect(page.getByRole('form', { name: /Accepter/ })).toHaveCount(0);
    await page.reload();
    await expect(page.locator('article[data-offer-state="expired"]')).toContainText('ne peut plus être acceptée');

    const withdrawn = await offered('fr', 'Omar Retrait');
    await page.goto(withdrawn.path);
    await waitForHydration(page);
    const withdraw = await staff.post(`/api/staff/requests/${withdrawn.reference}/offers/1/withdraw`, {
      data: { reason: `Camion indisponible. ${MARKUP}` },
      headers: headers(),
    });
    expect(withdraw.status()).toBe(200);
    const stale = formNamed(page, 'Accepter la version 1');
    await stale.getByLabel(/Votre nom/).fill('Omar');
    await stale.getByLabel(/J’accepte cette offre/).check();
    await stale.getByRole('button', { name: 'Accepter l’offre' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'retirée par notre équipe' })).toBeVisible();
    await expect(page.locator('article[data-offer-state="withdrawn"]')).toContainText(`Camion indisponible. ${MARKUP}`);
    await expect(page.getByRole('list').filter({ hasText: 'Offre retirée (version 1)' })).toBeVisible();
    await markupIsText(page);
  });

  test('no box ticked, no answer sent; a lost answer retried with its key books once; two accepts at once book once', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { reference, path, token } = await offered('fr', 'Samir Double');
    const posts: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().includes('/accept'))
        posts.push(sent.headers()['idempotency-key'] ?? '');
    });
    await page.goto(path);
    await waitForHydration(page);
    const form = formNamed(page, 'Accepter la version 1');
    await form.getByLabel(/Votre nom/).fill('Samir');
    await form.getByRole('button', { name: 'Accepter l’offre' }).click();
    await expect(form.getByLabel(/J’accepte cette offre/)).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toEqual([]);

    // The first answer is lost on the way back (the server booked): the retry carries the same key.
    let lost = false;
    await page.route('**/offers/1/accept', async (route) => {
      if (lost) return route.continue();
      lost = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await form.getByLabel(/J’accepte cette offre/).check();
    await form.getByRole('button', { name: 'Accepter l’offre' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'ce que vous avez saisi est conservé' })).toBeVisible();
    await expect(form.getByLabel(/Votre nom/)).toHaveValue('Samir');
    await form.getByRole('button', { name: 'Accepter l’offre' }).click();
    await expect(page.locator('[data-booking] bdi')).toHaveText(/^BK-/);
    expect(posts).toHaveLength(2);
    expect(posts[1]).toBe(posts[0]);
    const booked = (await offersOf(reference)).booking;

    // Two acceptances at once, other keys: one booking, the other told it is accepted already.
    const other = await offered('fr', 'Samir Double');
    const accept = (key: string) =>
      request.post(`/api/follow/${other.token}/offers/1/accept`, {
        data: { name: 'Samir', agree: true },
        headers: { 'Idempotency-Key': key },
      });
    const answers = await Promise.all([accept(`k-${Date.now()}-a`), accept(`k-${Date.now()}-b`)]);
    expect(answers.map((answer) => answer.status()).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.status() === 409);
    expect(await refused?.json()).toMatchObject({ code: 'OFFER_ACCEPTED', currentVersion: 1 });
    expect((await offersOf(other.reference)).booking).toMatch(/^BK-/);
    expect(booked).toMatch(/^BK-/);
    expect(token).not.toBe(other.token);
  });

  test('the site’s log of the whole run holds its follow-up requests and no token', async () => {
    const written = readFileSync(LOG_FILE, 'utf8');
    expect(written).toMatch(/\/follow\//);
    expect(tokens.size).toBeGreaterThan(5);
    for (const token of tokens) expect(written, 'a token in the log').not.toContain(token);
  });
});
