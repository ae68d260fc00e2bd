import { expect, test } from '@playwright/test';
import { localizedPath } from '../../shared/src/core/federation/site-paths';
import { openIn, waitForPage } from './support/page';

test('the language links open the same page in each language: Arabic right to left, Spanish translated', async ({
  page,
}) => {
  await openIn(page, '/about');
  await waitForPage(page);
  const languages = page.getByRole('list', { name: 'Langue' });
  await expect(languages.getByRole('link')).toHaveText(['Français', 'English', 'Español', 'العربية']);
  await expect(languages.getByRole('link', { name: 'Français' })).toHaveAttribute('aria-current', 'true');
  const arabic = languages.getByRole('link', { name: 'العربية' });
  await expect(arabic).toHaveAttribute('hreflang', 'ar');
  await expect(arabic).toHaveAttribute('lang', 'ar');

  await arabic.click();
  await expect(page).toHaveURL(/\/ar\/about$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const arNav = page.getByRole('navigation', { name: 'التنقل الرئيسي' });
  await expect(arNav.getByRole('link', { name: 'الرئيسية', exact: true })).toBeVisible();
  await expect(arNav.getByRole('link', { name: 'من نحن' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('list', { name: 'اللغة' }).getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/es\/about$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  const esNav = page.getByRole('navigation', { name: 'Navegación principal' });
  await expect(esNav.getByRole('link', { name: 'Inicio', exact: true })).toBeVisible();
  await expect(esNav.getByRole('link', { name: 'Contacto' })).toBeVisible();

  // The address, not a remembered choice, says the language: the French address is French.
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('a link inside /ar stays under /ar: header, footer, page links, in-app navigation and a reload', async ({
  page,
}) => {
  await openIn(page, '/', 'ar');
  await waitForPage(page);
  // Every link to a page of the site (not the other languages, not the PDFs) carries the prefix.
  const hrefs = await page
    .locator('a[href^="/"]:not([hreflang]):not([href^="/docs/"])')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(20);
  for (const href of hrefs) expect(href, href).toMatch(/^\/ar(\/|\?|#|$)/);

  await page.getByRole('navigation', { name: 'التنقل الرئيسي' }).getByRole('link', { name: 'المدونة' }).click();
  await expect(page).toHaveURL(/\/ar\/blog$/);
  await page.locator('main article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/ar\/blog\/\d+$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.getByRole('contentinfo').getByRole('link', { name: 'سياسة الخصوصية' }).click();
  await expect(page).toHaveURL(/\/ar\/privacy$/);
  await page.reload();
  await waitForPage(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'سياسة الخصوصية' })).toBeVisible();
});

test('the header shows opening hours, two phones and highlights the active link', async ({ page }) => {
  await openIn(page, '/about');
  await waitForPage(page);
  const header = page.locator('header').first();
  await expect(header.getByRole('list', { name: 'Téléphones' }).getByRole('link')).toHaveCount(2);
  await expect(header.getByRole('link', { name: 'À propos' })).toHaveAttribute('aria-current', 'page');
});

test('the sectors dropdown opens on hover on desktop', async ({ page }) => {
  await openIn(page, '/');
  await waitForPage(page);
  const trigger = page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('button', { name: 'Nos activités' });
  await trigger.hover();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: /frigorifique|périssable/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/transport\/perissable/);
});

test('below 768px the hamburger menu opens, expands the sectors and closes on a link', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openIn(page, '/');
  await waitForPage(page);
  await expect(
    page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Accueil', exact: true }),
  ).toBeHidden();
  const burger = page.getByRole('button', { name: 'Ouvrir le menu' });
  await burger.click();
  const menu = page.getByRole('navigation', { name: 'Menu mobile' });
  await expect(menu).toBeVisible();
  await menu.getByRole('button', { name: 'Nos activités' }).click();
  await menu
    .getByRole('link', { name: /frigorifique|périssable/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/transport\/perissable/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toHaveAttribute('aria-expanded', 'false');
});

test('the header hides on scroll down and shows again on scroll up', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await openIn(page, '/blog');
  await expect(page.getByRole('article').first()).toBeVisible();
  const header = page.locator('header[data-visible]');
  await expect(header).toHaveAttribute('data-visible', 'true');
  await page.mouse.wheel(0, 900);
  await expect(header).toHaveAttribute('data-visible', 'false');
  await expect.poll(async () => (await header.boundingBox())?.y ?? 0).toBeLessThan(-50);
  await page.mouse.wheel(0, -300);
  await expect(header).toHaveAttribute('data-visible', 'true');
  await expect.poll(async () => (await header.boundingBox())?.y ?? -1).toBe(0);
});

test('the footer carries the current year', async ({ page }) => {
  await openIn(page, '/contact');
  await waitForPage(page);
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
});

test('the sectors caret points down in Arabic exactly as in French (no physical rotation turning it sideways)', async ({
  page,
}) => {
  const caretStyle = async () =>
    page
      .locator('nav[aria-label] button[aria-expanded] span[aria-hidden="true"]')
      .first()
      .evaluate((caret) => {
        const style = getComputedStyle(caret);
        return {
          transform: style.transform,
          left: style.borderLeftWidth,
          right: style.borderRightWidth,
          bottom: style.borderBottomWidth,
          top: style.borderTopWidth,
        };
      });
  await openIn(page, '/');
  await waitForPage(page);
  const french = await caretStyle();
  // Right and bottom borders turned 45° clockwise: a chevron pointing down.
  expect(french).toMatchObject({ left: '0px', right: '2px', bottom: '2px', top: '0px' });
  await openIn(page, '/', 'ar');
  await waitForPage(page);
  expect(await caretStyle()).toEqual(french);
});

for (const lng of ['fr', 'es']) {
  test(`from 768 px up (${lng}, iPad portrait included) the header fits the viewport and every label stays on one line`, async ({
    page,
  }) => {
    for (const width of [768, 800, 834, 880, 1024, 1199, 1200, 1280]) {
      await page.setViewportSize({ width, height: 1000 });
      await openIn(page, '/', lng);
      await waitForPage(page);
      const nav = page.locator('header nav').first();
      const cta = nav.locator(`a[href="${localizedPath('/cotation', lng === 'es' ? 'es' : 'fr')}"]`);
      await expect(cta).toBeVisible();
      const box = (await cta.boundingBox())!;
      expect(box.x, `${width}px`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${width}px`).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}px`).toBeLessThanOrEqual(width);
      // Every visible label of the bar (brand, links, buttons) is one line of text inside the viewport.
      const labels = await nav.locator('a, button').evaluateAll((elements) =>
        elements
          .filter(
            (element) =>
              element.getClientRects().length > 0 &&
              getComputedStyle(element).visibility !== 'hidden' &&
              element.textContent?.trim(),
          )
          .map((element) => {
            // The line boxes of its text (an icon beside it is not a line).
            const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
            const tops = new Set<number>();
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const range = document.createRange();
              range.selectNodeContents(node);
              for (const rect of range.getClientRects())
                if (rect.width > 1 && rect.height > 1) tops.add(Math.round(rect.top));
            }
            const lines = tops;
            const rect = element.getBoundingClientRect();
            return { text: element.textContent!.trim(), lines: lines.size, right: rect.right };
          }),
      );
      expect(labels.length, `${width}px`).toBeGreaterThan(1);
      for (const label of labels) {
        expect(label.lines, `${width}px: ${label.text}`).toBe(1);
        expect(label.right, `${width}px: ${label.text}`).toBeLessThanOrEqual(width);
      }
    }
  });
}

test('below 768px the mobile menu shows the opening hours the top bar hides', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openIn(page, '/');
  await waitForPage(page);
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu mobile' });
  await expect(menu.getByText('Lundi au samedi', { exact: false })).toBeVisible();
});

test('the meta description follows the language in the HTML of the server and after a switch in the browser', async ({
  page,
  request,
}) => {
  const description = page.locator('meta[name="description"]');
  // The home page has the brand's description (about, certification and service pages have their own lead).
  const served = await request.get('/es', { headers: { accept: 'text/html' } });
  expect(await served.text()).toMatch(
    /<meta name="description" content="Transporte de mercancías por carretera[^"]*" \/>/,
  );
  await openIn(page, '/');
  await waitForPage(page);
  await expect(description).toHaveAttribute('content', /^Transport routier de marchandises/);
  await page.getByRole('list', { name: 'Langue' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(description).toHaveAttribute('content', /^Road freight and logistics/);
  await page.getByRole('list', { name: 'Language' }).getByRole('link', { name: 'العربية' }).click();
  await expect(description).toHaveAttribute('content', /^نقل البضائع/);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
});

for (const path of ['/contact', '/cotation']) {
  test(`${path}: nothing is requested from the map provider until "Show the map" is pressed`, async ({ page }) => {
    const mapRequests: string[] = [];
    page.on('request', (request) => {
      if (/google\./.test(new URL(request.url()).hostname)) mapRequests.push(request.url());
    });
    await openIn(page, path);
    await waitForPage(page);
    const show = page.getByRole('button', { name: 'Afficher la carte' });
    await show.scrollIntoViewIfNeeded();
    await expect(page.getByRole('link', { name: /Ouvrir la carte/ })).toBeVisible();
    await page.waitForTimeout(500);
    expect(mapRequests).toEqual([]);
    expect(await page.locator('iframe').count()).toBe(0);
    await page.route(/google\./, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>map</p>' }),
    );
    await show.click();
    await expect(page.locator('iframe[src*="maps.google.com"]')).toHaveCount(1);
    await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
  });
}
