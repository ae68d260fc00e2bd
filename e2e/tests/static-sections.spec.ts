import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support/page';

// Content that never changes in the browser is kept as the server sent it (shared `Static`,
// docs/decisions/027-interactive-as-fast-as-react-alone.md, "Sections kept as sent"): React adopts
// each such section's element and never renders inside it, so no element inside carries React's
// fiber, while the controls of the page around it do. Its links still navigate inside the app.

interface Census {
  sections: number;
  inside: number;
  insideWithFiber: number;
  outsideWithFiber: number;
  unchanged: boolean;
}

async function census(page: Page, before: Record<string, string>): Promise<Census> {
  return page.evaluate((html) => {
    const hasFiber = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
    const sections = [...document.querySelectorAll('[data-static]')];
    const inside = sections.flatMap((section) => [...section.querySelectorAll('*')]);
    const outside = [...document.querySelectorAll('#root *')].filter(
      (element) => !sections.some((section) => section.contains(element)),
    );
    return {
      sections: sections.length,
      inside: inside.length,
      insideWithFiber: inside.filter(hasFiber).length,
      outsideWithFiber: outside.filter(hasFiber).length,
      unchanged: sections.every((section) => html[section.getAttribute('data-static') ?? ''] === section.innerHTML),
    };
  }, before);
}

const PAGES = [
  { path: '/', atLeast: 10 },
  { path: '/en/about', atLeast: 2 },
  { path: '/transport/general', atLeast: 2 },
  { path: '/legal-notice', atLeast: 2 },
  { path: '/en/blog/13', atLeast: 2 },
];

for (const { path, atLeast } of PAGES) {
  test(`${path}: the static sections keep the server's HTML and none of their components runs`, async ({ page }) => {
    // The server's markup of each section, read as soon as the document is parsed (before any script).
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const html: Record<string, string> = {};
        for (const section of document.querySelectorAll('[data-static]'))
          html[section.getAttribute('data-static') ?? ''] = section.innerHTML;
        (window as unknown as { serverSections: Record<string, string> }).serverSections = html;
      });
    });
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const before = await page.evaluate(
      () => (window as unknown as { serverSections: Record<string, string> }).serverSections,
    );
    const seen = await census(page, before);
    expect(seen.sections).toBeGreaterThanOrEqual(atLeast);
    expect(seen.inside).toBeGreaterThan(0);
    expect(seen.insideWithFiber).toBe(0);
    expect(seen.outsideWithFiber).toBeGreaterThan(0);
    expect(seen.unchanged).toBe(true);
  });
}

test("a link in the footer, followed by the keyboard, navigates inside the app, and the next page's sections are React's own", async ({
  page,
}) => {
  await page.goto('/en/');
  await waitForHydration(page);
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  // By the keyboard: a click scrolls the page first, and the sections below the fold that take their
  // real height as they come near (content-visibility) can move the footer under the pointer.
  await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Same document: no full load happened.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // After a navigation in the app, the sections render like any other part of the page: the about
  // page's and the footer's (which React now renders for the new address).
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('[data-static]')].map((section) =>
          [...section.querySelectorAll('*')].every((element) =>
            Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
          ),
        ),
      ),
    )
    .toEqual([true, true]);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'About us' })).toBeVisible();
});
