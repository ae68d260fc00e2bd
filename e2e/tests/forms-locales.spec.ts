import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { localizedPath } from '../../shared/src/core/federation/site-paths';
import { stored } from './support/inspection';
import { tinyPdf } from './support/application-form';
import { ROOT } from './support/servers';
import { waitForHydration } from './support/page';

// The four forms in a browser set to a regional language (ar-MA, es-ES). The
// address names the language, never the browser (ADR 004): at the unprefixed
// address the page is French, at /ar/... or /es/... it is in that language,
// every text the visitor reads is in it, the confirmation gives the reference,
// and the stored row and the request carry what was typed and the language.

type Bundle = Record<string, unknown>;
const bundle = (file: string): Bundle => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as Bundle;
function text(source: Bundle, key: string, values: Record<string, string> = {}): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Bundle | undefined)?.[part], source);
  if (typeof found !== 'string') throw new Error(`no text at ${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_all, name: string) => values[name] ?? '');
}

const LOCALES = [
  { locale: 'ar-MA', lng: 'ar', dir: 'rtl', name: 'فاطمة الزهراء' },
  { locale: 'es-ES', lng: 'es', dir: 'ltr', name: 'Lucía Fernández' },
] as const;

const isPost = (api: string) => (response: { url(): string; request(): { method(): string } }) =>
  response.url().endsWith(api) && response.request().method() === 'POST';

async function expectLanguage(page: Page, lng: string, dir: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', lng);
  await expect(page.locator('html')).toHaveAttribute('dir', dir);
}

for (const { locale, lng, dir, name } of LOCALES) {
  test.describe(`browser in ${locale}`, () => {
    // A first visit: nothing declined yet, so the offer of the browser's language shows.
    test.use({ locale, storageState: { cookies: [], origins: [] } });
    const forms = bundle(`shared/locales/${lng}/forms.json`);
    const quote = bundle(`mfe-quote/src/locales/${lng}.json`);
    const marketing = bundle(`mfe-marketing/src/locales/${lng}.json`);
    const careers = bundle(`mfe-careers/src/locales/${lng}.json`);

    test(`${locale}: the unprefixed address is French whatever the browser says; nothing redirects it`, async ({
      page,
    }) => {
      const response = await page.goto('/contact');
      expect(response?.status()).toBe(200);
      expect(response?.request().redirectedFrom()).toBeNull();
      await expectLanguage(page, 'fr', 'ltr');
      await expect(page).toHaveURL(/\/contact$/);
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: text(bundle('mfe-marketing/src/locales/fr.json'), 'contact.title'),
        }),
      ).toBeVisible();
      // The same page in the browser's language is one link away.
      await expect(page.getByRole('list', { name: 'Langue' }).getByRole('link')).toHaveCount(4);
      await expect(page.getByRole('list', { name: 'Langue' }).locator(`a[hreflang="${lng}"]`)).toHaveAttribute(
        'href',
        localizedPath('/contact', lng),
      );
      // And offered once, in the browser's language, by a banner that leads to the same page in it.
      const offer = page.locator(`aside[lang="${lng}"]`);
      await expect(offer).toHaveAttribute('dir', dir);
      await offer.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${localizedPath('/contact', lng)}$`));
      await expectLanguage(page, lng, dir);
      await expect(page.locator('aside[lang]')).toHaveCount(0);
    });

    test(`contact in ${lng}: sent with the language, toasted with the reference, stored`, async ({ page }) => {
      await page.goto(localizedPath('/contact', lng));
      await waitForHydration(page);
      await expectLanguage(page, lng, dir);
      const form = page.getByRole('region', { name: text(marketing, 'contact.form.title') });
      await form.getByRole('textbox', { name: new RegExp(`^${text(forms, 'fields.full_name')}`) }).fill(name);
      await form
        .getByRole('textbox', { name: new RegExp(`^${text(forms, 'fields.email')}`) })
        .fill('visitor@example.ma');
      await form.getByRole('textbox', { name: new RegExp(`^${text(forms, 'fields.phone')}`) }).fill('0612345678');
      await form
        .getByRole('textbox', { name: new RegExp(`^${text(forms, 'fields.message')}`) })
        .fill(`${name}: ${lng}`);
      await expect(form.getByRole('link', { name: text(forms, 'privacy.link') })).toHaveAttribute(
        'href',
        localizedPath('/privacy', lng),
      );
      const [response] = await Promise.all([
        page.waitForResponse(isPost('/api/contact')),
        form.getByRole('button', { name: text(marketing, 'contact.form.submit') }).click(),
      ]);
      expect(response.status()).toBe(201);
      const { reference } = (await response.json()) as { reference: string };
      await expect(
        page.getByRole('status').filter({ hasText: text(marketing, 'contact.form.sent_title') }),
      ).toContainText(reference);
      expect(response.request().postDataJSON()).toMatchObject({
        name,
        language: lng,
        website: '',
        fill_ms: expect.any(Number),
      });
      expect((await stored(page, reference)).row).toMatchObject({
        reference,
        full_name: name,
        email: 'visitor@example.ma',
      });
    });

    test(`application in ${lng}: the consent box, sent with a PDF, toasted, stored`, async ({ page }) => {
      await page.goto(localizedPath('/jobOffers', lng));
      await waitForHydration(page);
      await expectLanguage(page, lng, dir);
      await page.getByRole('button', { name: text(careers, 'spontaneous.apply') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('[name="type"]').selectOption('job-offer');
      await dialog.locator('[name="fullName"]').fill(name);
      await dialog.locator('[name="email"]').fill('visitor@example.ma');
      await dialog.locator('[name="phone"]').fill('0612345678');
      await dialog.locator('[name="country"]').fill('Maroc');
      await dialog.locator('[name="city"]').fill('Tanger');
      await dialog.locator('[name="level_of_studies"]').selectOption('bac+2');
      await dialog.locator('[name="message"]').fill(`${name}: ${lng}`);
      await dialog
        .getByLabel(new RegExp(`^${text(forms, 'fields.cv').replace(/[()]/g, '.')}`))
        .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: tinyPdf(`${lng} ${Date.now()}`) });
      const send = dialog.getByRole('button', { name: text(careers, 'apply.submit') });
      // Without the consent the form says why, in the language, and sends nothing.
      await send.click();
      await expect(dialog.getByText(text(forms, 'validation.consent_required'))).toBeVisible();
      await dialog
        .getByRole('checkbox', { name: new RegExp(`^${text(careers, 'apply.cv_consent').slice(0, 12)}`) })
        .check();
      const [response] = await Promise.all([page.waitForResponse(isPost('/api/condidature')), send.click()]);
      expect(response.status()).toBe(201);
      const { reference } = (await response.json()) as { reference: string };
      await expect(page.getByRole('status').filter({ hasText: text(careers, 'apply.sent_title') })).toContainText(
        reference,
      );
      expect((await stored(page, reference)).row).toMatchObject({
        reference,
        career_type: 'job-offer',
        full_name: name,
        city: 'Tanger',
      });
    });

    test(`other quote in ${lng}: two steps, the confirmation with the reference, stored`, async ({ page }) => {
      await page.goto(localizedPath('/cotation', lng));
      await waitForHydration(page);
      await expectLanguage(page, lng, dir);
      await page.getByRole('button', { name: text(quote, 'wizard.choose.other') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('[name="fullName"]').fill(name);
      await dialog.locator('[name="email"]').fill('visitor@example.ma');
      await dialog.locator('[name="phone"]').fill('0612345678');
      await dialog.locator('[name="company"]').fill('Atlas');
      await expect(dialog.getByRole('link', { name: text(forms, 'privacy.link') })).toBeVisible();
      await dialog.getByRole('button', { name: text(quote, 'wizard.next') }).click();
      await dialog.locator('[name="object"]').fill('Stockage');
      await dialog.locator('[name="message"]').fill(`${name}: ${lng}`);
      const [response] = await Promise.all([
        page.waitForResponse(isPost('/api/other-quote')),
        dialog.getByRole('button', { name: text(quote, 'wizard.send') }).click(),
      ]);
      expect(response.status()).toBe(201);
      const { reference } = (await response.json()) as { reference: string };
      await expect(
        page
          .getByRole('dialog', { name: text(quote, 'wizard.sent_title') })
          .getByText(text(quote, 'wizard.reference', { reference })),
      ).toBeVisible();
      expect(response.request().postDataJSON()).toMatchObject({ language: lng, website: '' });
      expect((await stored(page, reference)).row).toMatchObject({ reference, full_name: name });
    });

    test(`quote wizard in ${lng}: five steps, the confirmation with the reference, stored`, async ({ page }) => {
      await page.goto(localizedPath('/cotation', lng));
      await waitForHydration(page);
      await expectLanguage(page, lng, dir);
      await page.getByRole('button', { name: text(quote, 'wizard.choose.full-load') }).click();
      const dialog = page.getByRole('dialog');
      const next = dialog.getByRole('button', { name: text(quote, 'wizard.next') });
      await dialog.locator('[name="fullName"]').fill(name);
      await dialog.locator('[name="email"]').fill('visitor@example.ma');
      await dialog.locator('[name="phone"]').fill('0612345678');
      await dialog.locator('[name="company"]').fill('Atlas');
      await next.click();
      await dialog.locator('[name="sector_of_activity"]').selectOption('agriculture');
      await dialog.locator('[name="vehicle_type"]').selectOption('mega-covered');
      await dialog.locator('[name="weight"]').fill('12');
      await dialog.getByRole('radio', { name: text(forms, 'options.yes_no.no') }).check();
      await next.click();
      await dialog.locator('[name="place"]').fill('Tanger Med');
      await dialog.locator('[name="date"]').fill('2099-03-10');
      await next.click();
      await dialog.locator('[name="place"]').fill('Madrid');
      await dialog.locator('[name="date"]').fill('2099-03-12');
      await dialog.locator('[name="time_slots"]').selectOption('14-20');
      const [response] = await Promise.all([
        page.waitForResponse(isPost('/api/cotation')),
        dialog.getByRole('button', { name: text(quote, 'wizard.send') }).click(),
      ]);
      expect(response.status()).toBe(201);
      const { reference } = (await response.json()) as { reference: string };
      await expect(
        page
          .getByRole('dialog', { name: text(quote, 'wizard.sent_title') })
          .getByText(text(quote, 'wizard.reference', { reference })),
      ).toBeVisible();
      expect(response.request().postDataJSON()).toMatchObject({
        language: lng,
        website: '',
        fill_ms: expect.any(Number),
      });
      expect((await stored(page, reference)).row).toMatchObject({
        reference,
        quote_type: 'full-load',
        full_name: name,
        dangerous: false,
      });
    });
  });
}
