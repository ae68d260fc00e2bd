import { expect, test } from '@playwright/test';
import { REDIRECTS, ROUTES } from './support/routes';
import { openIn, waitForPage } from './support/page';

for (const route of ROUTES) {
  test(`${route} renders its page with one h1`, async ({ page }) => {
    await openIn(page, route);
    await waitForPage(page);
    await expect(page.locator('main h1')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: 'Page non trouvée' })).toHaveCount(0);
    const target = REDIRECTS[route];
    if (target) await expect(page).toHaveURL(new RegExp(`${target}\\?lng=fr$|${target}$`));
    await expect(page).toHaveTitle(/\S/);
  });
}

test('an unknown path shows the not-found page with a link home', async ({ page }) => {
  await openIn(page, '/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page non trouvée' })).toBeVisible();
  await page.getByRole('link', { name: "Retour à l'accueil", exact: true }).click();
  await expect(page).toHaveURL(/\/$|\/\?/);
  await waitForPage(page);
});

test('an unknown path under a remote prefix is not found too', async ({ page }) => {
  await openIn(page, '/transport/nowhere', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('the legal notice and the privacy policy answer 200 and the footer reaches them in every language', async ({ page, request }) => {
  for (const path of ['/legal-notice', '/privacy']) {
    expect((await request.get(path, { headers: { accept: 'text/html' } })).status()).toBe(200);
  }
  const names = {
    fr: ['Mentions légales', 'Politique de confidentialité'],
    en: ['Legal notice', 'Privacy policy'],
    es: ['Aviso legal', 'Política de privacidad'],
    ar: ['الإشعار القانوني', 'سياسة الخصوصية'],
  };
  for (const [lng, [notice, privacy]] of Object.entries(names)) {
    await openIn(page, '/', lng);
    await waitForPage(page);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: notice, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: notice })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${notice} \\| `));
    await footer.getByRole('link', { name: privacy, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: privacy })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${privacy} \\| `));
  }
});
