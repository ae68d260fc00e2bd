import { expect, test } from '@playwright/test';
import { animationsDone, seriousViolations } from './support/axe';
import { REDIRECTS, ROUTES } from './support/routes';
import { openIn, waitForPage } from './support/page';

// A redirect lands on a page of the list: axe on it once.
const PAGES = ROUTES.filter((route) => !(route in REDIRECTS));

for (const lng of ['fr', 'ar']) {
  for (const route of PAGES) {
    test(`axe: ${route} in ${lng} has no serious or critical violation`, async ({ page }) => {
      await openIn(page, route, lng);
      await waitForPage(page);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

for (const lng of ['fr', 'ar']) {
  test(`axe: /jobOffers in ${lng} with the application modal open and its errors shown`, async ({ page }) => {
    await openIn(page, '/jobOffers', lng);
    await waitForPage(page);
    await page.getByRole('article').first().getByRole('button').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // An empty send: the errors under the fields are checked too.
    await dialog.locator('button[type="submit"]').click();
    await expect(dialog.locator('[aria-invalid="true"]').first()).toBeFocused();
    await animationsDone(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

for (const lng of ['fr', 'ar']) {
  test(`axe: /cotation in ${lng} with the quote wizard open and its errors shown`, async ({ page }) => {
    await openIn(page, '/cotation?type=full-load', lng);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.locator('button[type="submit"]').click();
    await expect(dialog.locator('[aria-invalid="true"]').first()).toBeFocused();
    await animationsDone(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
