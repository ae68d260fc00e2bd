import { expect, type Page } from '@playwright/test';

/** Opens a path in a chosen language (the `lng` query string wins: docs/product-rules.md#languages). */
export async function openIn(page: Page, path: string, lng = 'fr') {
  const separator = path.includes('?') ? '&' : '?';
  await page.goto(`${path}${separator}lng=${lng}`);
  await expect(page.locator('html')).toHaveAttribute('lang', lng);
}

/** Waits for the page's own content: an h1 inside main, no loading state left. */
export async function waitForPage(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
}
