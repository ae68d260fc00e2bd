import { expect, test, type Locator, type Page } from '@playwright/test';
import { openIn, waitForPage } from './support/page';

// The home page of the freight brand, as a visitor sees it (desktop width: arrows shown).

const SECTIONS = {
  fr: [
    'Une urgence ? Notre permanence répond 24h/24',
    'Pourquoi nous choisir',
    'Expertise, communication, solutions',
    'Nos services de transport',
    'Qui sommes-nous',
    "Nos secteurs d'activité",
    "L'entreprise en chiffres",
    'Conditions générales de vente',
    'Un projet ? Parlons-en',
    'Les secteurs que nous servons',
    'Notre réseau',
  ],
  ar: [
    'حالة مستعجلة؟ خط المداومة يجيبكم على مدار الساعة',
    'لماذا تختاروننا',
    'الخبرة والتواصل والحلول',
    'خدمات النقل لدينا',
    'من نحن',
    'قطاعات نشاطنا',
    'الشركة بالأرقام',
    'الشروط العامة للبيع',
    'لديكم مشروع؟ لنتحدث',
    'القطاعات التي نخدمها',
    'شبكتنا',
  ],
};

const TEXT = {
  fr: {
    h1: "Transport routier et logistique entre le Maroc et l'Europe",
    categories: 'Secteurs servis',
    partners: 'Partenaires',
    previous: 'Diapositive précédente',
    next: 'Diapositive suivante',
    dots: 'Choisir la diapositive',
  },
  ar: {
    h1: 'النقل الطرقي واللوجستيك بين المغرب وأوروبا',
    categories: 'القطاعات المخدومة',
    partners: 'الشركاء',
    previous: 'الشريحة السابقة',
    next: 'الشريحة التالية',
    dots: 'اختيار شريحة',
  },
};

/** French typography: the page uses non-breaking spaces before ? and :. */
const normalise = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ').trim();

/** Scrolls to the end so the carousels (loaded near the viewport) arrive. */
async function scrollThrough(page: Page) {
  for (let y = 0; y < 8; y++) {
    await page.mouse.wheel(0, 900);
    await page.waitForTimeout(100);
  }
}

async function centreX(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box.x + box.width / 2;
}

for (const lng of ['fr', 'ar'] as const) {
  test(`${lng}: the home page shows every section, its carousels and the hero picture`, async ({ page }) => {
    await openIn(page, '/', lng);
    await waitForPage(page);
    await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT[lng].h1);
    const headings = await page.locator('main h2').allTextContents();
    expect(headings.map(normalise)).toEqual(SECTIONS[lng]);

    // The hero picture: AVIF in Chromium, decoded, at its intrinsic ratio.
    const hero = page.locator('main header picture img');
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);

    await scrollThrough(page);
    const categories = page.getByRole('region', { name: TEXT[lng].categories });
    await expect(categories).toHaveAttribute('aria-roledescription', /\S/);
    await expect(categories.getByRole('link').first()).toBeVisible();
    const partners = page.getByRole('region', { name: TEXT[lng].partners });
    await expect(partners.getByRole('group', { name: TEXT[lng].dots }).getByRole('button')).toHaveCount(7);

    // Arrows from 768px up, in reading order: in Arabic 'next' sits on the left.
    const previous = categories.getByRole('button', { name: TEXT[lng].previous });
    const next = categories.getByRole('button', { name: TEXT[lng].next });
    await expect(next).toBeVisible();
    await expect(previous).toBeVisible();
    if (lng === 'ar') expect(await centreX(next)).toBeLessThan(await centreX(previous));
    else expect(await centreX(next)).toBeGreaterThan(await centreX(previous));
  });
}

test('each sector card opens the quote page with its sector; no shop link', async ({ page }) => {
  await openIn(page, '/', 'fr');
  await waitForPage(page);
  await scrollThrough(page);
  const links = page.getByRole('region', { name: TEXT.fr.categories }).getByRole('link');
  await expect(links).toHaveCount(9);
  await expect(links.first()).toHaveAttribute('href', '/cotation?sector=automobile');
  await expect(links.nth(1)).toHaveAttribute('href', '/cotation?sector=food');
  await expect(page.locator('a[href*="shop."]')).toHaveCount(0);

  await links.nth(1).click();
  await expect(page).toHaveURL(/\/cotation\?sector=food$/);
  // The wizard's preselect itself is covered by mfe-quote's quote-wizards.test.tsx.
  await expect(page.getByRole('button', { name: 'Lot complet' })).toBeVisible();
});

test('with reduced motion nothing scrolls by itself; the next arrow moves the sectors; the terms are a PDF', async ({
  page,
  request,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openIn(page, '/', 'fr');
  await waitForPage(page);
  await scrollThrough(page);
  const categories = page.getByRole('region', { name: TEXT.fr.categories });
  await expect(categories.getByRole('button', { name: 'Lancer le défilement automatique' })).toBeVisible();
  await expect(categories.getByRole('button', { name: TEXT.fr.previous })).toBeDisabled();
  const first = categories.getByRole('group').first();
  const before = await centreX(first);
  await page.waitForTimeout(3000);
  expect(await centreX(first)).toBe(before);
  await categories.getByRole('button', { name: TEXT.fr.next }).click();
  await expect.poll(() => centreX(first)).toBeLessThan(before - 100);
  await expect(categories.getByRole('button', { name: TEXT.fr.previous })).toBeEnabled();

  const terms = page.getByRole('link', { name: 'Télécharger les conditions générales de vente (PDF)' });
  const href = await terms.getAttribute('href');
  expect(href).toBe('/docs/general-terms-of-sale.pdf');
  const pdf = await request.get(href ?? '');
  expect(pdf.ok()).toBe(true);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
