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
