import { expect, test } from '@playwright/test';
import { REDIRECTS, ROUTES } from './support/routes';
import { localizedPath } from '../../shared/src/core/federation/site-paths';
import { openIn, waitForPage } from './support/page';

for (const route of ROUTES) {
  test(`${route} renders its page with one h1`, async ({ page }) => {
    await openIn(page, route);
    await waitForPage(page);
    await expect(page.locator('main h1')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: 'Page non trouvée' })).toHaveCount(0);
    const target = REDIRECTS[route];
    if (target) await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page).toHaveTitle(/\S/);
  });
}

for (const lng of ['en', 'ar']) {
  test(`${lng}: the pages answer 200 at their address in the language, with the language's <html lang dir>`, async ({
    page,
  }) => {
    for (const route of ['/', '/about', '/transport/adr', '/blog', '/jobOffers']) {
      const address = localizedPath(route, lng === 'ar' ? 'ar' : 'en');
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
      await waitForPage(page);
      await expect(page.locator('main h1')).toHaveCount(1);
      await expect(page).toHaveURL(new RegExp(`${address}$`));
    }
  });
}

test('?lng=ar answers 301 to the Arabic address of the page, aliases and other parameters followed in the same step', async ({
  page,
  request,
}) => {
  const moved = await request.get('/transport/urgent?lng=ar&from=mail', {
    maxRedirects: 0,
    headers: { accept: '*/*' },
  });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe('/ar/transport/uregent?from=mail');
  const response = await page.goto('/transport/urgent?lng=ar&from=mail');
  expect(response?.status()).toBe(200);
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/transport\/urgent\?lng=ar&from=mail$/);
  await expect(page).toHaveURL(/\/ar\/transport\/uregent\?from=mail$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'النقل المستعجل والسريع' })).toBeVisible();
});

test('an unknown path answers 404 with the not-found page, not indexed, and a link home', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('heading', { level: 1, name: 'Page non trouvée' })).toBeVisible();
  await page.getByRole('link', { name: "Retour à l'accueil", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await waitForPage(page);
});

test('an unknown path under a remote prefix is not found too, in the language of its address, and its link home stays in it', async ({
  page,
}) => {
  const response = await page.goto('/en/transport/nowhere');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page', exact: true }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the legal notice and the privacy policy answer 200 and the footer reaches them in every language', async ({
  page,
  request,
}) => {
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
