import { expect, type Locator, type Page, test } from '@playwright/test';
import { localizedPath } from '../../shared/src/core/federation/site-paths';
import { seriousViolations } from './support/axe';
import { createMember, openStaff, signInHere } from './support/staff';
import { translator } from './support/staff-texts';

// An offer's description in rich text (docs/decisions/037-job-descriptions-in-rich-text.md): a
// recruiter writes it with the articles' toolbar from the keyboard alone (a heading, a bulleted
// list, bold words), publishes, and the public offer page shows the heading, the list and the bold
// words, in French at a desk's width and in Arabic on a phone; axe on the editor.

const LANGUAGES = ['fr', 'en', 'es', 'ar'] as const;
const escaped = (text: string) => text.replace(/[()[\]*+?.\\^$|{}]/g, '\\$&');

/** From the text back to its toolbar (Shift+Tab), to `name` with the arrow keys, and Enter: the command returns to the text. */
async function command(page: Page, toolbar: Locator, text: Locator, name: string) {
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Home');
  const button = toolbar.getByRole('button', { name, exact: true });
  for (let step = 0; step < 12; step += 1) {
    if (await button.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('ArrowRight');
  }
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  // The editor takes the focus back in a frame; what is typed before would miss the command.
  await expect(text).toBeFocused();
}

for (const [lng, width] of [
  ['fr', 1280],
  ['ar', 360],
] as const) {
  test(`a recruiter writes a description with a heading, a list and bold words by keyboard; the offer page shows them (${lng}, ${width} px)`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    const t = translator(lng);
    const stamp = Date.now();
    const field = (key: string, language: (typeof LANGUAGES)[number]) =>
      new RegExp(`^${escaped(t('content.field_in', { field: t(key), language: t(`content.languages.${language}`) }))}`);
    await page.setViewportSize({ width, height: 900 });
    const recruiter = await createMember(request, 'recruiter', 'Rania Recrute');
    await openStaff(page, '/staff/jobs/new', lng);
    await signInHere(page, recruiter, lng);
    await expect(page.getByRole('heading', { level: 1, name: t('content.editor.new_job') })).toBeVisible();
    expect(await seriousViolations(page), 'the editor').toEqual([]);

    const post = (language: string) => `Chauffeur ${language} ${stamp}`;
    for (const language of LANGUAGES) {
      await page.getByLabel(field('content.job.post', language)).fill(post(language));
      await page.getByLabel(field('content.job.location', language)).fill(language === 'ar' ? 'طنجة' : 'Tanger');
      await page.getByLabel(field('content.job.contract', language)).fill(language === 'ar' ? 'عقد دائم' : 'CDI');
      if (language === lng) continue;
      await page.getByRole('textbox', { name: field('content.job.description', language) }).click();
      await page.keyboard.type(`Description ${language} ${stamp}`);
    }

    // The page language's description, written with the toolbar by keyboard.
    const words =
      lng === 'ar'
        ? { heading: 'المهام', items: ['رخصة السياقة EC', 'بطاقة السائق'], bold: 'منح التنقل' }
        : { heading: 'Missions', items: ['Permis EC', 'Carte conducteur'], bold: 'Primes de déplacement' };
    const name = t('content.field_in', {
      field: t('content.job.description'),
      language: t(`content.languages.${lng}`),
    });
    const description = page.getByRole('textbox', { name: new RegExp(`^${escaped(name)}`) });
    const toolbar = page.getByRole('toolbar', { name: t('content.toolbar.label', { field: name }) });
    await expect(description).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
    await description.click();
    await page.keyboard.type(words.heading);
    await command(page, toolbar, description, t('content.toolbar.heading'));
    await expect(description.locator('h2')).toHaveText(words.heading);
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await command(page, toolbar, description, t('content.toolbar.bullet_list'));
    await expect(toolbar.getByRole('button', { name: t('content.toolbar.bullet_list') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.keyboard.type(words.items[0]!);
    await page.keyboard.press('Enter');
    await page.keyboard.type(words.items[1]!);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await command(page, toolbar, description, t('content.toolbar.bold'));
    await expect(toolbar.getByRole('button', { name: t('content.toolbar.bold') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.keyboard.type(words.bold);
    await expect(description.locator('strong')).toHaveText(words.bold);
    await expect(description.locator('ul > li')).toHaveCount(2);
    expect(await seriousViolations(page), 'the editor written in').toEqual([]);

    await page.getByLabel(new RegExp(`^${escaped(t('content.job.salary'))}`)).fill('9000');
    await page.getByLabel(new RegExp(`^${escaped(t('content.job.experience_years'))}`)).fill('2');
    await page.getByLabel(new RegExp(`^${escaped(t('content.job.valid_through'))}`)).fill('2099-06-30');
    await page.getByRole('button', { name: t('content.editor.save_draft') }).click();
    await expect(page).toHaveURL(/\/staff\/jobs\/\d+$/);
    const id = Number(/(\d+)$/.exec(page.url())?.[1]);
    await page.getByRole('button', { name: t('content.editor.publish'), exact: true }).click();
    await expect(page.getByRole('status')).toContainText(t('content.editor.published'));

    const visitor = await browser.newContext({ viewport: { width, height: 900 } });
    const site = await visitor.newPage();
    await site.goto(localizedPath(`/jobOffers/${id}`, lng));
    const offer = site.getByRole('article', { name: post(lng) });
    await expect(offer.getByRole('heading', { level: 1, name: post(lng) })).toBeVisible();
    await expect(offer.getByRole('heading', { level: 2, name: words.heading })).toBeVisible();
    await expect(offer.locator('ul > li')).toHaveText(words.items);
    await expect(offer.locator('strong', { hasText: words.bold })).toBeVisible();
    // The list is indented on the side its text starts from, and the page fits the width.
    const list = offer.locator('ul');
    expect(await list.evaluate((element) => getComputedStyle(element).direction)).toBe(lng === 'ar' ? 'rtl' : 'ltr');
    expect(
      await list.evaluate((element) => Number.parseFloat(getComputedStyle(element).paddingInlineStart)),
    ).toBeGreaterThan(0);
    expect(await site.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // The list page shows the description's words, no markup.
    await site.goto(localizedPath('/jobOffers', lng));
    const card = site.getByRole('article', { name: post(lng) });
    await expect(card).toContainText(`${words.heading} ${words.items[0]}`);
    await expect(card.locator('h2, ul, strong')).toHaveCount(0);
    await visitor.close();
  });
}
