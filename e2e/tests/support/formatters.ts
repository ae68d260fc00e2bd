import type { Page } from '@playwright/test';

// A page's first Intl formatter costs a phone 125-240 ms of main thread: a page the server rendered
// hydrates with the texts it formatted (shared/src/web/i18n/formatted.tsx). These count the
// formatters a page makes, from before its first script.

/** Counts every Intl formatter the page makes (call before `page.goto`). */
export async function countFormatters(page: Page) {
  await page.addInitScript(() => {
    const made: string[] = [];
    (window as unknown as { formattersMade: string[] }).formattersMade = made;
    for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'RelativeTimeFormat', 'ListFormat'] as const) {
      const original = Intl[name] as unknown as new (...args: unknown[]) => object;
      (Intl as unknown as Record<string, unknown>)[name] = new Proxy(original, {
        construct(target, args) {
          made.push(`${name} ${JSON.stringify(args)}`);
          return Reflect.construct(target, args);
        },
      });
    }
  });
}

/** The formatters made so far, each as its kind and arguments. */
export const formattersMade = (page: Page) =>
  page.evaluate(() => (window as unknown as { formattersMade?: string[] }).formattersMade ?? []);
