import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { type SmtpInbox, startSmtpInbox } from '../../server/test/support/smtp-inbox';
import { countFrameRenders } from './support/frame-renders';
import { countFormatters, formattersMade } from './support/formatters';
import { waitForHydration } from './support/page';
import { startOwnSite } from './support/own-site';
import { submitApplication, submitQuote } from './support/submissions';
import { FOLLOW_SITE_PORT } from './support/servers';
import { createMember, openStaff, signInHere, uniqueEmail } from './support/staff';

// The visitor's follow-up page from end to end (docs/decisions/030-follow-up-page.md): a request sent
// in Arabic, its link taken from the acknowledgement a real SMTP server received, the page opened
// (rendered by the server, right to left, private), a message written there reaching the back
// office's thread; a dead link's page and its fresh-link form; an application's page without its CV.

/** Every address the page asks for, to check that none is of another origin. */
function requestsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

test.describe('on a site with SMTP', () => {
  const site = `http://127.0.0.1:${FOLLOW_SITE_PORT}`;
  let smtp: SmtpInbox;
  let server: Awaited<ReturnType<typeof startOwnSite>> | undefined;
  test.use({ baseURL: site });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    smtp = await startSmtpInbox();
    server = await startOwnSite(FOLLOW_SITE_PORT, {
      SMTP_URL: smtp.url,
      TEST_INSPECTION: '1',
      RATE_LIMIT_FORMS_PER_MIN: '1000',
    });
  });
  test.afterAll(async () => {
    server?.stop();
    await smtp?.close();
  });

  /** The follow-up link's token in the newest e-mail to `to`, with the language prefix it should carry. */
  async function mailedToken(to: string, prefix: string) {
    const mails = () => smtp.messages.filter((mail) => mail.envelopeTo.includes(to));
    await expect.poll(() => mails().length, { timeout: 30_000 }).toBeGreaterThan(0);
    const link = mails()
      .at(-1)
      ?.text.match(new RegExp(`https?://[^\\s<>"]+${prefix}/follow/([A-Za-z0-9_-]{40,})`));
    expect(link, mails().at(-1)?.text).not.toBeNull();
    return link?.[1] ?? '';
  }

  test('a quote sent in Arabic: its page says "received", right to left, private; a message written there reaches the back office', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const visitor = uniqueEmail('follow');
    const reference = await submitQuote(request, visitor, 'عمر حداد', 'ar', '<b>Quai</b> n° 4.');
    const token = await mailedToken(visitor, '/ar');
    const asked = requestsOf(page);
    await countFrameRenders(page);
    await countFormatters(page);

    const response = await page.goto(`/ar/follow/${token}`);
    expect(response?.status()).toBe(200);
    const headers = response?.headers() ?? {};
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['x-robots-tag']).toBe('noindex');
    expect(headers['referrer-policy']).toBe('no-referrer');
    // Rendered on the server with the request's data.
    const html = (await response?.text()) ?? '';
    expect(html).toContain(reference);
    expect(html).toContain('<meta name="robots" content="noindex">');

    await waitForHydration(page);
    // Hydration makes the server's HTML the app once: the page's data came with it, nothing renders again.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => window.frameCommits)).toHaveLength(1);
    // Its dates and the request's numbers came formatted with it: no Intl formatter made to hydrate.
    expect(await formattersMade(page)).toEqual([]);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'متابعة طلبك' })).toBeVisible();
    await expect(page.getByText('تم الاستلام', { exact: true })).toBeVisible();
    await expect(page.getByText(reference, { exact: true })).toBeVisible();
    // What was sent is text, markup included.
    await expect(page.getByText('<b>Quai</b> n° 4.')).toBeVisible();

    const box = page.getByLabel(/رسالتك/);
    await box.fill('هل يمكن التحميل يوم الاثنين؟');
    await page.getByRole('button', { name: 'إرسال' }).click();
    await expect(page.getByRole('status')).toContainText('تم إرسال الرسالة');
    await expect(page.getByRole('list', { name: 'الرسائل' })).toContainText('هل يمكن التحميل يوم الاثنين؟');
    await expect(box).toHaveValue('');
    expect(asked.length).toBeGreaterThan(0);
    for (const url of asked) expect(new URL(url).origin, url).toBe(site);

    // Nobody is assigned: the company's address is told, with the message.
    const aboutIt = (text: string) =>
      smtp.messages.filter((mail) => !mail.envelopeTo.includes(visitor) && mail.text.includes(text));
    await expect.poll(() => aboutIt('هل يمكن التحميل يوم الاثنين؟').length, { timeout: 30_000 }).toBe(1);

    const sales = await createMember(request, 'sales', 'Salma Suivi');
    await openStaff(page, `/staff/inbox/${reference}`);
    await signInHere(page, sales);
    const history = page.getByRole('region', { name: 'Historique' });
    await expect(history).toContainText('message du visiteur');
    await expect(history).toContainText('هل يمكن التحميل يوم الاثنين؟');

    // Assigned to sales, the visitor's next message reaches their own mailbox.
    const workflow = page.getByRole('form', { name: 'Statut et attribution' });
    await workflow.getByLabel('Attribuée à').selectOption({ label: 'Moi' });
    await workflow.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(workflow.getByRole('status')).toHaveText('Enregistré.');
    await page.goto(`/ar/follow/${token}`);
    await waitForHydration(page);
    await page.getByLabel(/رسالتك/).fill('الشحنة جاهزة يوم الثلاثاء.');
    await page.getByRole('button', { name: 'إرسال' }).click();
    await expect(page.getByRole('status')).toContainText('تم إرسال الرسالة');
    await expect.poll(() => aboutIt('الشحنة جاهزة يوم الثلاثاء.').length, { timeout: 30_000 }).toBe(1);
    expect(aboutIt('الشحنة جاهزة يوم الثلاثاء.')[0]?.envelopeTo).toContain(sales.email);
  });

  test('an unknown link: the 404 page with the fresh-link form, whose answer is the same for any address', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const visitor = uniqueEmail('fresh');
    const reference = await submitQuote(request, visitor, 'عمر حداد', 'fr', '<b>Quai</b> n° 4.');
    await mailedToken(visitor, '');

    const response = await page.goto('/follow/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(response?.status()).toBe(404);
    expect(response?.headers()['cache-control']).toBe('no-store');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ce lien de suivi n’ouvre aucune demande' }),
    ).toBeVisible();

    const ask = async (email: string) => {
      await page.getByLabel(/Référence de la demande/).fill(reference);
      await page.getByLabel(/Adresse e-mail/).fill(email);
      await page.getByRole('button', { name: 'M’envoyer un nouveau lien' }).click();
      const done = page.getByRole('status');
      await expect(done).toBeVisible();
      return done.textContent();
    };
    const stranger = await ask(uniqueEmail('stranger'));
    await page.reload();
    const owner = await ask(visitor);
    expect(owner).toBe(stranger);
    // Only the request's own address gets a new link.
    await expect
      .poll(() => smtp.messages.filter((mail) => mail.envelopeTo.includes(visitor)).length, { timeout: 30_000 })
      .toBe(2);
  });

  test("an application's page shows its status and no link to the CV", async ({ page, request }) => {
    test.setTimeout(90_000);
    const applicant = uniqueEmail('applicant');
    const reference = await submitApplication(request, applicant);
    const token = await mailedToken(applicant, '');
    const response = await page.goto(`/follow/${token}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText(reference, { exact: true })).toBeVisible();
    await expect(page.getByText('Candidature', { exact: true })).toBeVisible();
    await expect(page.getByText('Reçue', { exact: true })).toBeVisible();
    await expect(page.getByText('CV Youssef.pdf')).toBeVisible();
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    // The language links carry the token, whose random letters may spell "cv": it is taken out first.
    const withoutToken = hrefs.map((href) => (href ?? '').replaceAll(token, '<token>'));
    expect(withoutToken.filter((href) => /cv|\.pdf|\/api\//i.test(href))).toEqual([]);
  });
});
