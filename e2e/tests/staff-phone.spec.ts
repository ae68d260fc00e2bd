import { expect, type Locator, type Page, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { seriousViolations } from './support/axe';
import { ROOT } from './support/servers';
import { createAdmin, openStaff, signInHere, uniqueEmail } from './support/staff';

// The back office on a phone (360 px) and a desk (1280 px), in French and in Arabic (right to
// left): sign in, find a request, assign it, note, reply, export, publish an article. Every page
// fits the width (no sideways scrolling), every control used is clicked without force (so it is
// visible and nothing covers it), and axe finds nothing serious on each page.

// Read, not imported: Playwright's loader wants an import attribute for JSON that TypeScript's settings refuse.
const json = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));
const texts = (lng: string) => ({
  staff: json(`mfe-staff/src/locales/${lng}.json`) as typeof import('../../mfe-staff/src/locales/fr.json'),
  forms: json(`shared/locales/${lng}/forms.json`) as typeof import('../../shared/locales/fr/forms.json'),
});
const TEXTS = { fr: texts('fr'), ar: texts('ar') } as const;
const SHOTS = process.env.STAFF_SHOTS_DIR;

function inDays(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** No sideways scrolling, no serious axe finding, and a screenshot when asked. */
async function pageFits(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  const widths = await page.evaluate(() => {
    // The innermost elements that stick out, to say what to mend.
    const out = [...document.querySelectorAll('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > window.innerWidth + 1 || box.left < -1);
      })
      .filter((element, _, all) => !all.some((other) => other !== element && element.contains(other)))
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className} "${element.textContent?.slice(0, 30)}"`);
    return { scroll: document.documentElement.scrollWidth, inner: window.innerWidth, out };
  });
  expect(
    widths.scroll,
    `${name}: scrollWidth ${widths.scroll} > ${widths.inner}: ${widths.out.join(', ')}`,
  ).toBeLessThanOrEqual(widths.inner);
  expect(await seriousViolations(page), name).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** On a phone the navigation is a menu: open it (aria-expanded), then follow the link. */
async function navigateTo(page: Page, name: string, phone: boolean, lng: 'fr' | 'ar') {
  const nav = page.getByRole('navigation', { name: TEXTS[lng].staff.layout.navigation });
  if (phone) {
    const menu = nav.getByRole('button', { name: TEXTS[lng].staff.layout.menu });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name })).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await menu.click();
  }
  await nav.getByRole('link', { name, exact: true }).click();
  await expect(page.locator('main h1')).toBeFocused();
}

async function submitQuote(page: Page, email: string): Promise<string> {
  const response = await page.request.post('/api/cotation', {
    data: {
      cotation: { type: 'full-load' },
      client: { fullName: 'Nadia Tazi', email, phone: '0612345678', company: 'Agrumes du Nord', city: 'Tétouan' },
      product: { sector_of_activity: 'agriculture', vehicle_type: 'mega-covered', weight: '12,5', dangerous: 'non' },
      loading: { place: 'Tanger Med', date: inDays(2), time_slots: ['8-14'] },
      unloading: { place: 'Perpignan', date: inDays(5), time_slots: ['14-20'], more_info: 'Quai 4.' },
      language: 'fr',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

/** A draft article made through the API with the page's session (the editor's UI is content's journey). */
async function draftArticle(page: Page, title: string): Promise<number> {
  const session = await page.request.get('/api/staff/session');
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  const images = (await (await page.request.get('/api/staff/article-images')).json()) as { data: { name: string }[] };
  const text = { title, body: '<p>Contenu de test.</p>' };
  const created = await page.request.post('/api/staff/articles', {
    data: { translations: { fr: text, en: text, es: text, ar: text }, img: images.data[0]?.name },
    headers: { 'X-CSRF-Token': csrfToken },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

const tap = (locator: Locator) => locator.click();

for (const lng of ['fr', 'ar'] as const) {
  for (const width of [360, 1280]) {
    test(`${lng} at ${width} px: find, assign, note, reply, export, publish; every page fits`, async ({ page }) => {
      test.setTimeout(120_000);
      const { staff: s, forms: f } = TEXTS[lng];
      const phone = width < 768;
      await page.setViewportSize({ width, height: phone ? 780 : 900 });
      const reference = await submitQuote(page, uniqueEmail('visitor'));
      const admin = await createAdmin(page.request, 'Amina Admin');
      const shot = (name: string) => `${lng}-${width}-${name}`;

      await openStaff(page, '/staff/forgot', lng);
      await pageFits(page, shot('forgot'));
      await openStaff(page, '/staff', lng);
      await pageFits(page, shot('sign-in'));
      await signInHere(page, admin, lng);
      await expect(page.locator('main h1')).toBeVisible();
      await pageFits(page, shot('home'));

      await navigateTo(page, s.inbox.nav, phone, lng);
      await page.getByLabel(s.inbox.search).fill(reference);
      await tap(page.getByRole('button', { name: s.inbox.apply }));
      await expect(page.getByRole('status').filter({ hasText: /1/ })).toBeVisible();
      await pageFits(page, shot('inbox'));
      const download = page.waitForEvent('download');
      await tap(page.getByRole('link', { name: s.inbox.export }));
      expect((await download).suggestedFilename()).toMatch(/^requests-.*\.csv$/);
      if (phone) await expect(page.getByRole('table')).toHaveCount(0);
      await tap(page.getByRole('link', { name: reference }));
      await expect(page.locator('main h1')).toBeFocused();

      // The staff's words: labels and codes translated, no key of the code.
      const sent = page.getByRole('region', { name: s.inbox.sent });
      await expect(sent).toContainText(f.options.quote_type['full-load']);
      await expect(sent).toContainText(f.options.vehicle_type['mega-covered']);
      await expect(sent).toContainText(f.options.sector.agriculture);
      await expect(sent).toContainText(f.options.time_slot['8-14']);
      for (const code of ['fullName', 'cotation', 'full-load', 'mega-covered', 'agriculture', inDays(2)])
        await expect(sent).not.toContainText(code);
      await pageFits(page, shot('request'));

      const workflow = page.getByRole('form', { name: s.inbox.workflow });
      await workflow.getByLabel(s.inbox.assignee).selectOption({ label: s.inbox.assigned_to_me });
      await tap(workflow.getByRole('button', { name: s.inbox.save }));
      await expect(workflow.getByRole('status')).toHaveText(s.inbox.saved);
      const history = page.getByRole('region', { name: s.inbox.history });
      const note = page.getByRole('form', { name: s.inbox.note_title });
      await note.getByLabel(new RegExp(`^${s.inbox.note}`)).fill('Client régulier.');
      await tap(note.getByRole('button', { name: s.inbox.add_note }));
      await expect(history).toContainText('Client régulier.');
      const reply = page.getByRole('form', { name: s.inbox.reply_title });
      await reply.getByLabel(new RegExp(`^${s.inbox.reply_text}`)).fill('Bonjour, nous pouvons charger lundi.');
      await tap(reply.getByRole('button', { name: s.inbox.send_reply }));
      await expect(history).toContainText('nous pouvons charger lundi');
      // The form takes the status the reply gave; changing only the assignee keeps it (it once stepped back).
      const status = workflow.getByLabel(s.inbox.status);
      await expect(status.locator('option:checked')).toHaveText(f.requests.statuses.answered);
      await workflow.getByLabel(s.inbox.assignee).selectOption({ label: s.inbox.assigned_to_nobody });
      await tap(workflow.getByRole('button', { name: s.inbox.save }));
      await expect(workflow.getByRole('status')).toHaveText(s.inbox.saved);
      await expect(status.locator('option:checked')).toHaveText(f.requests.statuses.answered);
      await page.reload();
      await expect(
        page.getByRole('form', { name: s.inbox.workflow }).getByLabel(s.inbox.status).locator('option:checked'),
      ).toHaveText(f.requests.statuses.answered);
      await expect(page.getByRole('region', { name: s.inbox.history })).not.toContainText(
        f.requests.statuses.in_progress,
      );
      await pageFits(page, shot('request-answered'));

      const title = `Article ${lng} ${width} ${Date.now()}`;
      const id = await draftArticle(page, title);
      await navigateTo(page, s.content.nav.articles, phone, lng);
      await pageFits(page, shot('articles'));
      await page.goto(page.url().replace(/\/articles.*$/, `/articles/${id}`));
      await expect(page.locator('main h1')).toBeVisible();
      await tap(page.getByRole('button', { name: s.content.editor.publish, exact: true }));
      await expect(page.getByRole('status').filter({ hasText: s.content.editor.published })).toBeVisible();
      await pageFits(page, shot('article-published'));

      for (const path of ['accounts', 'audit', 'data-subjects', 'jobs', 'jobs/new', 'articles/new', 'account']) {
        await page.goto(page.url().replace(/\/staff\/.*$/, `/staff/${path}`));
        await expect(page.locator('main h1')).toBeVisible();
        await pageFits(page, shot(path));
      }
    });
  }
}
