import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { seriousViolations } from './support/axe';
import { ROOT } from './support/servers';
import { createMember, openStaff, signInHere } from './support/staff';

// The editors' four languages side by side and "Copy from French", by keyboard alone, in French at a
// desk's width and in Arabic on a phone: an empty language is filled at once; one already written asks
// first, in a dialog that takes the focus, keeps what was written on Escape and gives the focus back;
// axe on the editor and on the dialog open (ADR 035).

// Read, not imported: Playwright's loader wants an import attribute for JSON that TypeScript's settings refuse.
const content = (lng: string) =>
  (
    JSON.parse(
      readFileSync(path.join(ROOT, `mfe-staff/src/locales/${lng}.json`), 'utf8'),
    ) as typeof import('../../mfe-staff/src/locales/fr.json')
  ).content;
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

for (const { lng, width } of [
  { lng: 'fr', width: 1280 },
  { lng: 'ar', width: 360 },
] as const) {
  test(`copy from French by keyboard in ${lng} at ${width} px: filled at once, or asked first; axe on the editor and the dialog`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const c = content(lng);
    const title = (language: 'fr' | 'en' | 'es') =>
      page.getByLabel(
        new RegExp(
          `^${fill(c.field_in, { field: c.article.title, language: c.languages[language] }).replace(/[()]/g, '\\$&')}`,
        ),
      );
    const copyButton = (language: 'en' | 'es') =>
      page.getByRole('button', { name: fill(c.copy.button, { language: c.languages[language] }) });
    await page.setViewportSize({ width, height: 900 });
    const editor = await createMember(request, 'editor', 'Élodie Éditrice');
    await openStaff(page, '/staff/articles/new', lng);
    await signInHere(page, editor, lng);
    await expect(title('fr')).toBeVisible();
    expect(await seriousViolations(page), 'the editor').toEqual([]);

    const french = `Nouvelle ligne Tanger Med – Perpignan ${Date.now()}`;
    await title('fr').fill(french);
    await title('en').fill('Already written in English');

    // Spanish is empty: filled at once, no question.
    await copyButton('es').focus();
    await page.keyboard.press('Enter');
    await expect(title('es')).toHaveValue(french);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // English is written and differs: asked first; Escape keeps it and gives the focus back.
    await copyButton('en').focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: c.copy.title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(fill(c.copy.text, { count: '1', language: c.languages.en }));
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    expect(await seriousViolations(page), 'the overwrite dialog').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(copyButton('en')).toBeFocused();
    await expect(title('en')).toHaveValue('Already written in English');

    // Asked again, and replaced this time.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: c.copy.overwrite }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(title('en')).toHaveValue(french);
    await expect(copyButton('en')).toBeFocused();
  });
}
