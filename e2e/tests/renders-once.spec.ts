import { expect, test } from '@playwright/test';
import { countFrameRenders } from './support/frame-renders';
import { waitForHydration } from './support/page';

// Hydration makes the server's HTML the app once: nothing of the page renders again after it unless the
// visitor does something (docs/decisions/027-interactive-as-fast-as-react-alone.md). Counted through
// React's devtools hook: each commit's components that did work (fresh hooks or props, not a fiber
// left from an earlier commit), and the commits in which the page's frame rendered.

for (const path of ['/', '/jobOffers', '/en/contact']) {
  test(`${path}: the page's frame renders once, at hydration`, async ({ page }) => {
    await countFrameRenders(page);
    await page.goto(path);
    await waitForHydration(page);
    // Late namespaces, data and effects have settled by then.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const commits = await page.evaluate(() => window.frameCommits);
    expect(commits).toHaveLength(1);
  });
}
