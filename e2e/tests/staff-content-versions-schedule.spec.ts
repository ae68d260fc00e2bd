import { expect, test } from '@playwright/test';
import { localizedPath } from '../../shared/src/core/federation/site-paths';
import { animationsDone, seriousViolations } from './support/axe';
import { createMember, draftArticleAs, openStaff, signInHere } from './support/staff';
import { companyTimeAhead, translator } from './support/staff-texts';

// An editor compares two versions of an article and restores the earlier one, then schedules its
// publication a minute or two ahead on the company's clock and sees it on the public page once the
// time has passed, with nothing else done (docs/decisions/035-content-versions-schedules-media.md).
// At 1280 px in French and 360 px in Arabic; axe on both new dialogs.

const JOURNEYS = [
  ['fr', 1280],
  ['ar', 360],
] as const;

for (const [lng, width] of JOURNEYS) {
  test(`versions compared and restored, then a publication scheduled ahead appears on time (${lng}, ${width} px)`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const t = translator(lng);
    const stamp = Date.now();
    const editor = await createMember(request, 'editor', `Elias ${lng}`);
    // The first version through the API, as the editor.
    const { id } = await draftArticleAs(
      request,
      editor,
      { fr: 'Quai un', en: 'Quay one', es: 'Muelle uno', ar: 'رصيف' },
      stamp,
    );

    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    await openStaff(page, `/staff/articles/${id}`, lng);
    await signInHere(page, editor, lng);
    const frenchTitle = page.getByLabel(
      t('content.field_in', { field: t('content.article.title'), language: t('content.languages.fr') }),
      { exact: false },
    );
    await expect(frenchTitle).toHaveValue(`Quai un fr ${stamp}`);
    await frenchTitle.fill(`Quai deux fr ${stamp}`);
    await page.getByRole('button', { name: t('content.editor.save_draft') }).click();
    await expect(page.getByRole('status')).toContainText(t('content.editor.saved'));

    await page.getByRole('button', { name: t('content.versions.open'), exact: true }).click();
    const versions = page.getByRole('dialog', { name: t('content.versions.title') });
    await expect(versions.locator('del')).toHaveText('un');
    await expect(versions.locator('ins')).toHaveText('deux');
    await animationsDone(page);
    expect(await seriousViolations(page)).toEqual([]);
    await versions.getByRole('button', { name: t('content.versions.restore', { number: 1 }) }).click();
    await versions.getByRole('button', { name: t('content.versions.restore_confirm', { number: 1 }) }).click();
    await expect(page.getByRole('status')).toContainText(t('content.versions.restored', { number: 1 }));
    await expect(frenchTitle).toHaveValue(`Quai un fr ${stamp}`);

    await page.getByRole('button', { name: t('content.schedule.open') }).click();
    const schedule = page.getByRole('dialog', { name: t('content.schedule.title') });
    await animationsDone(page);
    expect(await seriousViolations(page)).toEqual([]);
    // The next minute but one: 60 to 120 s ahead, whatever the second now.
    await schedule.getByLabel(t('content.schedule.when'), { exact: false }).fill(await companyTimeAhead(page, 120_000));
    await schedule.getByRole('button', { name: t('content.schedule.submit') }).click();
    await expect(page.getByRole('status')).toContainText(t('content.schedule.scheduled'));
    await expect(page.getByRole('button', { name: t('content.schedule.reschedule') })).toBeVisible();

    const publicPath = localizedPath(`/blog/${id}`, lng);
    expect((await request.get(publicPath)).status()).toBe(404);
    await expect
      .poll(async () => (await request.get(publicPath)).status(), { timeout: 150_000, intervals: [2_000] })
      .toBe(200);
    const visitor = await browser.newContext({ viewport: { width, height: 800 } });
    const site = await visitor.newPage();
    await site.goto(publicPath);
    await expect(
      site.getByRole('heading', { level: 1, name: `${lng === 'ar' ? 'رصيف ar' : 'Quai un fr'} ${stamp}` }),
    ).toBeVisible();
    await visitor.close();
    await context.close();
  });
}
