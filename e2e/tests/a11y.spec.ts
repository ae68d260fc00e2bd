import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ROUTES } from './support/routes';
import { openIn, waitForPage } from './support/page';

for (const lng of ['fr', 'ar']) {
  for (const route of ROUTES) {
    test(`axe: ${route} in ${lng} has no serious or critical violation`, async ({ page }) => {
      await openIn(page, route, lng);
      await waitForPage(page);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).analyze();
      const bad = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
      expect(bad).toEqual([]);
    });
  }
}
