import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core on the page as it is: its serious and critical violations, one line each (empty is good).
 * `exclude`: selectors left out, e.g. a sandboxed frame that runs no script, where axe cannot run
 * and would wait until the test's time ran out.
 */
export async function seriousViolations(
  page: Page,
  { exclude = [], disableRules = [] }: { exclude?: string[]; disableRules?: string[] } = {},
): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  for (const selector of exclude) builder = builder.exclude(selector);
  if (disableRules.length > 0) builder = builder.disableRules(disableRules);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}

/** Waits for opacity and transform animations to end: they would skew the colour-contrast check. */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}
