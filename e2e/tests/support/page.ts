import { expect, type Page } from '@playwright/test';
import { toLanguage } from '../../../shared/src/core/constants';
import { localizedPath } from '../../../shared/src/core/federation/site-paths';

/** Opens a site path in a language: its address in that language (/en/about; French unprefixed, docs/decisions/004-languages.md). */
export async function openIn(page: Page, path: string, lng = 'fr') {
  const language = toLanguage(lng);
  await page.goto(localizedPath(path, language));
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await waitForHydration(page);
}

/**
 * Waits until the page's scripts run it: the server sends its content first
 * (docs/decisions/011-server-rendering.md), and a click before hydration is
 * not the visitor's experience of a working page.
 */
export async function waitForHydration(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-page-ready', '', { timeout: 20_000 });
}

/** Waits for the page's own content: an h1 inside main, no loading state left. */
export async function waitForPage(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
}
