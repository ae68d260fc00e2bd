import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { startOwnSite } from './support/own-site';
import { submitQuote } from './support/submissions';
import { VIEWS_SITE_PORT } from './support/servers';
import { createMember, openStaff, signInHere, uniqueEmail } from './support/staff';

// The inbox's views and bulk actions (docs/decisions/033), at 360 px and 1280 px, in French and
// Arabic: a view saved and found in the navigation with its unread count, the page selected then
// assigned and archived in bulk, a new request appearing without a reload; axe on the navigation and
// the dialog.

/** The back office's text of `key` ("inbox.save_view") in `lng`, from its locale file. */
function textsOf(lng: string) {
  const texts = JSON.parse(
    readFileSync(new URL(`../../mfe-staff/src/locales/${lng}.json`, import.meta.url), 'utf8'),
  ) as Record<string, Record<string, unknown>>;
  return (key: string): string => {
    const [group = '', name = ''] = key.split('.');
    const text = texts[group]?.[name];
    if (typeof text !== 'string') throw new Error(`no text ${key} in ${lng}`);
    return text;
  };
}
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

// A site of its own whose forms are not limited: each journey sends several requests from one address.
test.describe.configure({ mode: 'serial' });
let server: Awaited<ReturnType<typeof startOwnSite>> | undefined;
test.use({ baseURL: `http://127.0.0.1:${VIEWS_SITE_PORT}` });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnSite(VIEWS_SITE_PORT, { TEST_INSPECTION: '1', RATE_LIMIT_FORMS_PER_MIN: '1000' });
});
test.afterAll(() => server?.stop());

for (const { lng, width } of [
  { lng: 'fr', width: 1280 },
  { lng: 'ar', width: 360 },
  { lng: 'fr', width: 360 },
  { lng: 'ar', width: 1280 },
]) {
  test(`views and bulk actions in ${lng} at ${width} px`, async ({ page, request }) => {
    test.setTimeout(150_000);
    const t = textsOf(lng);
    await page.setViewportSize({ width, height: 900 });
    const tag = uniqueEmail(`views${lng}${width}`);
    for (let i = 0; i < 3; i++) await submitQuote(request, `q${i}.${tag}`, `Client ${i}`, 'fr');
    const sales = await createMember(request, 'sales', `Vues ${lng} ${width}`);
    await openStaff(page, '/staff/inbox', lng);
    await signInHere(page, sales, lng);
    await expect(page.locator('main h1')).toBeVisible();

    await page.getByLabel(t('inbox.search')).fill(tag);
    await page.getByRole('button', { name: t('inbox.apply') }).click();
    await expect(page).toHaveURL(/q=/);

    // Save the filtered list as a view: the dialog passes axe, then the view is in the navigation.
    await page.getByRole('button', { name: t('inbox.save_view') }).click();
    const dialog = page.getByRole('dialog', { name: t('inbox.save_view') });
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel(t('inbox.view_name')).fill(`Vue ${lng}`);
    await dialog.getByRole('button', { name: t('inbox.save') }).click();
    await expect(dialog).toBeHidden();
    if (width < 768) await page.getByRole('button', { name: t('layout.menu') }).click();
    const views = page.getByRole('list', { name: t('inbox.views_nav') });
    const own = views.getByRole('link', { name: new RegExp(`Vue ${lng}`) });
    await expect(own).toContainText('3');
    expect(await seriousViolations(page)).toEqual([]);
    if (width < 768) await page.keyboard.press('Escape');

    // Select the page, assign it to oneself, then archive it: one call each.
    await page.getByRole('checkbox', { name: t('inbox.select_page') }).check();
    const bulk = page.getByRole('region', { name: fill(t('inbox.bulk_title'), { n: 3 }) });
    await bulk.getByRole('button', { name: t('inbox.bulk_assign') }).click();
    await expect(page.getByText(fill(t('inbox.bulk_done'), { n: 3 }))).toBeVisible();
    await page.getByRole('checkbox', { name: t('inbox.select_page') }).check();
    await page
      .getByRole('region', { name: fill(t('inbox.bulk_title'), { n: 3 }) })
      .getByRole('button', { name: t('inbox.bulk_archive') })
      .click();
    await expect(page.getByText(fill(t('inbox.bulk_done'), { n: 3 }))).toBeVisible();

    // A new request with the tag appears in the open list without a reload, and is announced.
    const fresh = await submitQuote(request, `new.${tag}`, 'Client nouveau', 'fr');
    await expect(page.getByRole('link', { name: fresh })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(fill(t('inbox.new_arrivals'), { n: 1 }))).toBeVisible();
  });
}
