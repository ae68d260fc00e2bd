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
 * (docs/decisions/013-server-rendering.md), and a click before hydration is
 * not the visitor's experience of a working page.
 */
export async function waitForHydration(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-page-ready', '', { timeout: 20_000 });
}

/** Waits for the page's own content: an h1 inside main, no loading state left. */
export async function waitForPage(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
}

/**
 * Follows a page's requests from before its navigation; `quiet()` resolves once none has been in
 * flight for `quietMs`, or at `deadlineMs` with those still pending (a journey then asserts on what
 * it saw by then, rather than failing on a request unrelated to its check, and says which).
 */
export function watchNetwork(page: Page) {
  const pending = new Set<unknown>();
  let last = Date.now();
  const start = (request: unknown) => {
    pending.add(request);
    last = Date.now();
  };
  const end = (request: unknown) => {
    pending.delete(request);
    last = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    async quiet({ quietMs = 500, deadlineMs = 15_000 } = {}): Promise<string[]> {
      const deadline = Date.now() + deadlineMs;
      while (Date.now() < deadline) {
        if (pending.size === 0 && Date.now() - last >= quietMs) return [];
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return [...pending].map((request) => (request as { url(): string }).url());
    },
  };
}
