import { expect, test, type Request } from '@playwright/test';
import { animationsDone, seriousViolations } from './support/axe';
import { waitForHydration } from './support/page';
import { createAdmin, openStaff, signInHere } from './support/staff';

// The back office as a part of the site: private addresses (no-store, noindex, not rendered on the
// server but for the sign-in page, where every address leads without a session), never loaded by a
// public page, and accessible in French and Arabic.

test('every /staff address is private: no-store, noindex, not in the sitemap, disallowed to robots; the sign-in page alone rendered by the server', async ({
  request,
}) => {
  const privateAnswer = async (url: string, headers: Record<string, string> = {}) => {
    const response = await request.get(url, { headers, maxRedirects: 0 });
    expect(response.headers()['cache-control'], url).toBe('no-store');
    return response;
  };
  // Without a session, straight to the sign-in page, which comes back afterwards.
  for (const [url, location] of [
    ['/staff', '/staff/sign-in?next=%2Fstaff'],
    ['/en/staff/accounts', '/en/staff/sign-in?next=%2Fstaff%2Faccounts'],
    ['/ar/staff/nowhere', '/ar/staff/sign-in?next=%2Fstaff%2Fnowhere'],
  ]) {
    const response = await privateAnswer(url!);
    expect(response.status(), url).toBe(302);
    expect(response.headers().location, url).toBe(location);
  }
  // With a session cookie (the remote checks it), the shell alone.
  for (const url of ['/staff', '/en/staff/accounts', '/ar/staff/nowhere']) {
    const response = await privateAnswer(url, { cookie: 'staff=checked-by-the-remote' });
    expect(response.status(), url).toBe(200);
    expect(response.headers()['x-robots-tag'], url).toBe('noindex');
    const html = await response.text();
    expect(html, url).toContain('<meta name="robots" content="noindex">');
    expect(html, url).not.toContain('id="server-data"');
  }
  // The sign-in page, rendered: its heading and form are in the HTML.
  for (const [url, heading] of [
    ['/es/staff/sign-in', 'Iniciar sesión'],
    ['/ar/staff/sign-in?next=%2Fstaff', 'تسجيل الدخول'],
  ]) {
    const response = await privateAnswer(url!);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['x-robots-tag'], url).toBe('noindex');
    const html = await response.text();
    expect(html, url).toContain('<meta name="robots" content="noindex">');
    expect(html, url).toContain('id="server-data"');
    expect(html, url).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(html, url).toMatch(/<form[^>]*method="post"/);
  }
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/staff');
  const robots = await (await request.get('/robots.txt')).text();
  for (const line of ['Disallow: /staff', 'Disallow: /en/staff', 'Disallow: /es/staff', 'Disallow: /ar/staff'])
    expect(robots).toContain(line);
});

for (const path of ['/', '/jobOffers']) {
  test(`the public page ${path} never asks for the back office's files, nor hints at them`, async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request: Request) => {
      if (request.url().includes('mfe-staff')) asked.push(request.url());
    });
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    await waitForHydration(page);
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    expect(html).not.toMatch(/<link[^>]+mfe-staff/);
  });
}

test('the back office loads its remote only once a /staff address is visited', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request: Request) => {
    if (request.url().includes('/remotes/mfe-staff/')) asked.push(request.url());
  });
  await page.goto('/');
  await expect(page.locator('main h1').first()).toBeVisible();
  expect(asked).toEqual([]);
  await openStaff(page, '/staff/sign-in');
  // The server renders the sign-in page: its heading shows before the remote's code is asked for.
  await expect.poll(() => asked.length, { timeout: 20_000 }).toBeGreaterThan(0);
  // Its own frame: no public header or footer.
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
});

for (const lng of ['fr', 'ar']) {
  test(`axe: every back-office page in ${lng} has no serious or critical violation`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const admin = await createAdmin(request, lng === 'ar' ? 'أمينة' : 'Axel Axe');
    // A request for the inbox's list and detail.
    const sent = await request.post('/api/contact', {
      data: {
        name: 'Zoë Lefèvre',
        email: 'zoe@example.com',
        telephone: '0612345678',
        message: 'Bonjour',
        language: lng,
      },
    });
    const { reference } = (await sent.json()) as { reference: string };
    await openStaff(page, '/staff/reset?token=nothing', lng);
    if (lng === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await seriousViolations(page), 'reset').toEqual([]);
    await openStaff(page, '/staff/sign-in', lng);
    expect(await seriousViolations(page), 'sign-in').toEqual([]);
    await signInHere(page, admin, lng);
    await expect(page.getByRole('navigation').first()).toBeVisible();
    for (const path of [
      '/staff',
      '/staff/account',
      '/staff/accounts',
      '/staff/audit',
      '/staff/data-subjects',
      '/staff/inbox',
      `/staff/inbox/${reference}`,
      '/staff/nowhere',
    ]) {
      await openStaff(page, path, lng);
      await expect(page.locator('main [aria-busy], main [role="progressbar"]')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), path).toEqual([]);
    }
    // A dialog open with its errors shown.
    await openStaff(page, '/staff/accounts?new=1', lng);
    const dialog = page.getByRole('dialog');
    await dialog.locator('button[type="submit"]').click();
    await expect(dialog.locator('[aria-invalid="true"]').first()).toBeFocused();
    // A dialog still fading in has its text at part opacity: axe would measure that contrast.
    await animationsDone(page);
    expect(await seriousViolations(page), 'new account dialog').toEqual([]);

    // Personal data: the erasure's errors shown, then its confirmation dialog open.
    await openStaff(page, '/staff/data-subjects', lng);
    const erase = page.locator('main form').nth(1);
    await erase.locator('input').first().fill('zoe@example.com');
    await erase.locator('button[type="submit"]').click();
    await expect(erase.locator('[aria-invalid="true"]').first()).toBeFocused();
    expect(await seriousViolations(page), 'erasure errors').toEqual([]);
    await erase.locator('input').nth(1).fill('zoe@example.com');
    await erase.locator('button[type="submit"]').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await animationsDone(page);
    expect(await seriousViolations(page), 'erasure dialog').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Content: the lists, the editors with their errors shown, and the article's preview.
    for (const path of ['/staff/jobs', '/staff/articles', '/staff/jobs/new', '/staff/articles/new']) {
      await openStaff(page, path, lng);
      await page.waitForLoadState('networkidle');
      if (path.endsWith('/new')) {
        await page.locator('main button[type="submit"]').click();
        await expect(page.locator('main [aria-invalid="true"]').first()).toBeFocused();
      }
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await page
      .locator('main button[type="button"]')
      .filter({ hasText: lng === 'ar' ? 'معاينة' : 'Aperçu' })
      .click();
    await expect(page.getByRole('dialog').getByRole('tablist')).toBeVisible();
    await animationsDone(page);
    expect(await seriousViolations(page), 'article preview').toEqual([]);
  });
}
