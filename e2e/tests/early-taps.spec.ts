import { expect, test, type Page } from '@playwright/test';

// A phone's first tap: each control is tapped once, as soon as it shows, on a CPU slowed 6x, before
// the page's scripts have necessarily started; the tap must still do what it says
// (docs/decisions/027-interactive-as-fast-as-react-alone.md, "No tap lost").

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });
test.setTimeout(120_000);

/** Opens a path with the CPU slowed 6x, returning as soon as the answer starts to arrive. */
async function openSlowly(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto(path, { waitUntil: 'commit' });
}

const LATER = { timeout: 45_000 };

test('a quote type tapped as soon as it shows opens its wizard', async ({ page }) => {
  await openSlowly(page, '/en/cotation');
  await page.getByRole('button', { name: 'Full load' }).tap();
  const dialog = page.getByRole('dialog', { name: /Full load/ });
  await expect(dialog.getByText('Step 2 of 5')).toBeVisible(LATER);
  await expect(dialog.getByRole('textbox').first()).toBeVisible();
});

test('the menu button tapped as soon as it shows opens the menu', async ({ page }) => {
  await openSlowly(page, '/');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).tap();
  await expect(page.getByRole('navigation', { name: 'Menu mobile' })).toBeVisible(LATER);
});

test('the language switch tapped as soon as it shows opens the page in that language', async ({ page }) => {
  await openSlowly(page, '/contact');
  await page.getByRole('list', { name: 'Langue' }).getByRole('link', { name: 'English' }).tap();
  await expect(page).toHaveURL(/\/en\/contact$/, LATER);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test("a carousel's button tapped as soon as it shows moves the carousel", async ({ page }) => {
  await openSlowly(page, '/');
  // The carousels load when near the viewport: the visitor scrolls down to them.
  await page.locator('footer').scrollIntoViewIfNeeded(LATER);
  const dot = page
    .getByRole('region', { name: 'Partenaires' })
    .getByRole('group', { name: 'Choisir la diapositive' })
    .getByRole('button')
    .nth(2);
  await dot.tap(LATER);
  await expect(dot).toHaveAttribute('aria-current', 'true', LATER);
});

test("the contact form's submit tapped as soon as it shows checks the form", async ({ page }) => {
  await openSlowly(page, '/contact');
  const form = page.getByRole('region', { name: 'Écrivez-nous' });
  await form.getByRole('button', { name: 'Envoyer le message' }).tap();
  await expect(form.getByText('Ce champ est requis')).toHaveCount(4, LATER);
  await expect(page).toHaveURL(/\/contact$/);
});

test('"load more" tapped as soon as it shows loads more articles, and more offers', async ({ page }) => {
  await openSlowly(page, '/blog');
  const cards = page.locator('main article');
  await page.getByRole('button', { name: "Charger plus d'articles" }).tap();
  await expect.poll(() => cards.count(), LATER).toBeGreaterThan(9);

  await openSlowly(page, '/jobOffers');
  const more = page.getByRole('button', { name: "Voir plus d'offres" });
  await more.tap();
  await expect(more).toHaveCount(0, LATER);
});
