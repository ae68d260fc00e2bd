import { gzipSync } from 'node:zlib';
import { expect, test, type Response } from '@playwright/test';
import { waitForHydration } from './support/page';

// The scripts a tap on a quote type fetches before the wizard's first field shows, gzipped as
// e2e/bench/first-load.ts counts them: ADR 027's 60 KB, and no French texts on an English page. The
// wizard's schemas are zod/mini, so its chunks carry zod's core without classic zod (ADR 027 has the figures).
const WIZARD_BUDGET_KB = 60;

test('a quote type opens its wizard with at most the budget of new JS', async ({ page }) => {
  await page.goto('/en/cotation');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.getByRole('button', { name: 'Full load' }).click();
  await expect(page.getByRole('dialog').getByRole('textbox').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  let bytes = 0;
  for (const response of scripts) bytes += gzipSync(await response.body(), { level: 9 }).length;
  console.log(`wizard: ${(bytes / 1024).toFixed(2)} KB gzip in ${scripts.length} scripts`);
  expect(bytes / 1024).toBeLessThanOrEqual(WIZARD_BUDGET_KB);
  expect(scripts.map((response) => response.url()).filter((url) => /locale-fr/.test(url))).toEqual([]);
});

// ADR 027: opening is split into tasks, no commit renders the whole step at once. The dialog's
// frame is committed first, without the step's form, which a deferred render adds in a task of its
// own; the observer runs after the task that inserted the dialog, before any other task.
test('a quote type opens the dialog frame first, then its step form in a later render', async ({ page }) => {
  await page.goto('/en/cotation');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    const seen: { fields: number; buttons: number }[] = [];
    (window as unknown as { __dialogFirstSeen: typeof seen }).__dialogFirstSeen = seen;
    const observer = new MutationObserver(() => {
      const dialog = document.querySelector('[role="dialog"]');
      if (!dialog) return;
      seen.push({
        fields: dialog.querySelectorAll('input, select, textarea').length,
        buttons: dialog.querySelectorAll('button').length,
      });
      observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole('button', { name: 'Full load' }).click();
  const dialog = page.getByRole('dialog', { name: 'Quote request: Full load' });
  await expect(dialog.getByRole('textbox').first()).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close the dialog' })).toBeFocused();
  const firstSeen = await page.evaluate(
    () => (window as unknown as { __dialogFirstSeen: { fields: number; buttons: number }[] }).__dialogFirstSeen,
  );
  // The frame (its title and close button) came alone; the fields came after.
  expect(firstSeen).toEqual([{ fields: 0, buttons: 1 }]);
});
