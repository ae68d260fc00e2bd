import { expect, test } from '@playwright/test';
import { countFormatters, formattersMade } from './support/formatters';
import { waitForHydration } from './support/page';

// A page's first Intl formatter costs a phone 125-240 ms of main thread: the dates, salaries and
// years the server formatted travel with the page, and the browser hydrates with them
// (shared/src/web/i18n/formatted.tsx, docs/decisions/027-interactive-as-fast-as-react-alone.md,
// "Formatted on the server"). Held here on the real builds: no formatter made while a list or an
// offer starts, the server's text kept, no hydration error; the next page, rendered in the
// browser, formats its own.

const PAGES = [
  { path: '/blog', text: /Publié le \d{1,2} \S+ \d{4}/ },
  { path: '/ar/blog', text: /\d{4}|[٠-٩]{4}/ },
  { path: '/en/jobOffers', text: /MAD\s[\d,]+/ },
  { path: '/jobOffers/1', text: /\d[\d\s]*\sMAD/ },
  { path: '/es/jobOffers/1', text: /\d[\d.]*\sMAD/ },
];

for (const { path, text } of PAGES) {
  test(`${path}: hydrates with the server's formatted texts and makes no Intl formatter`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      // The suite's blog holds an unsanitized article on purpose (server/src/api/seed/unsafe-fixture.ts):
      // the policy refusing its inline handler is the page working, not an error of hydration.
      if (message.type() === 'error' && !message.text().includes('Content Security Policy'))
        errors.push(message.text());
    });
    await countFormatters(page);
    const served = await (await page.request.get(path)).text();
    expect(served).toMatch(text);
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main')).toContainText(text);
    expect(await formattersMade(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('the next page, rendered in the browser, formats its own texts', async ({ page }) => {
  await countFormatters(page);
  await page.goto('/en/blog');
  await waitForHydration(page);
  expect(await formattersMade(page)).toEqual([]);
  await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Careers' }).click();
  await expect(page).toHaveURL(/\/en\/jobOffers$/);
  await expect(page.locator('main')).toContainText(/MAD\s[\d,]+/);
  expect(await formattersMade(page)).toContainEqual(expect.stringContaining('NumberFormat ["en-GB"'));
});
