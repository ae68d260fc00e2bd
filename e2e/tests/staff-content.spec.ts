import { expect, type Page, test } from '@playwright/test';
import { createMember, openStaff, signInHere } from './support/staff';

// The back office's content from end to end: a recruiter's offer and an editor's article, written in
// the four languages, published (the site shows them at once) and, for the offer, unpublished.

const LANGUAGES = [
  ['Français', 'fr'],
  ['Anglais', 'en'],
  ['Espagnol', 'es'],
  ['Arabe', 'ar'],
] as const;

/** The id in the editor's address once a new record is saved. */
async function savedId(page: Page, kind: 'jobs' | 'articles'): Promise<number> {
  await expect(page).toHaveURL(new RegExp(`/staff/${kind}/\\d+$`));
  return Number(/(\d+)$/.exec(page.url())?.[1]);
}

test('a recruiter writes an offer in four languages, publishes it (on the site at once), then unpublishes it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const recruiter = await createMember(request, 'recruiter', 'Rania Recrute');
  await openStaff(page, '/staff/jobs');
  await signInHere(page, recruiter);
  await expect(page.getByRole('heading', { level: 1, name: "Offres d'emploi" })).toBeVisible();
  await page.getByRole('link', { name: 'Nouvelle offre' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Nouvelle offre d'emploi" })).toBeFocused();

  const post = (lng: string) => `Chauffeur ${lng} ${stamp}`;
  for (const [language, lng] of LANGUAGES) {
    await page.getByLabel(new RegExp(`^Intitulé \\(${language}\\)`)).fill(post(lng));
    await page.getByLabel(new RegExp(`^Lieu \\(${language}\\)`)).fill(lng === 'ar' ? 'طنجة' : 'Tanger');
    await page.getByLabel(new RegExp(`^Contrat \\(${language}\\)`)).fill(lng === 'ar' ? 'عقد دائم' : 'CDI');
    await page.getByLabel(new RegExp(`^Description \\(${language}\\)`)).fill(`Description ${lng} ${stamp}`);
  }
  await expect(page.locator('[lang="ar"][dir="rtl"]').getByLabel(/^Intitulé \(Arabe\)/)).toBeVisible();
  await page.getByLabel(/^Salaire mensuel/).fill('7000');
  await page.getByLabel(/^Années d'expérience/).fill('3');
  await page.getByLabel(/^Dernier jour pour postuler/).fill('2099-06-30');
  await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
  const id = await savedId(page, 'jobs');
  // A draft is nowhere on the site.
  expect((await request.get(`/jobOffers/${id}`)).status()).toBe(404);

  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(page.getByRole('status')).toContainText('Publié');
  await expect(page.getByRole('link', { name: /Voir la page publique/ })).toHaveAttribute('href', `/jobOffers/${id}`);

  const visitor = await browser.newContext();
  const site = await visitor.newPage();
  await site.goto('/jobOffers');
  await expect(site.getByText(post('fr')).first()).toBeVisible();
  await site.goto(`/jobOffers/${id}`);
  await expect(site.getByRole('heading', { level: 1, name: post('fr') })).toBeVisible();
  await site.goto(`/en/jobOffers/${id}`);
  await expect(site.getByRole('heading', { level: 1, name: post('en') })).toBeVisible();
  await visitor.close();

  await page.getByRole('button', { name: 'Retirer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Retirer du site ?' });
  await dialog.getByRole('button', { name: 'Retirer' }).click();
  await expect(page.getByRole('status')).toContainText('Retiré');
  expect((await request.get(`/jobOffers/${id}`)).status()).toBe(404);
  const later = await browser.newContext();
  const again = await later.newPage();
  await again.goto('/jobOffers');
  await expect(again.locator('main h1')).toBeVisible();
  await expect(again.getByText(post('fr'))).toHaveCount(0);
  await later.close();

  // The list says what happened, and who did it.
  await page.getByRole('navigation', { name: 'Espace équipe' }).getByRole('link', { name: "Offres d'emploi" }).click();
  await expect(page.getByRole('row', { name: new RegExp(post('fr')) })).toContainText('Brouillon');
  await expect(page.getByRole('row', { name: new RegExp(post('fr')) })).toContainText('Rania Recrute');

  // A recruiter is refused the articles, by the page and by the API.
  await openStaff(page, '/staff/articles');
  await expect(page.getByRole('heading', { level: 1, name: 'Accès non autorisé' })).toBeVisible();
  expect((await page.request.get('/api/staff/articles')).status()).toBe(403);
});

test('an editor writes an article with the toolbar and the keyboard, publishes it and finds it on the blog', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const editor = await createMember(request, 'editor', 'Elias Rédacteur');
  await openStaff(page, '/staff/articles/new');
  await signInHere(page, editor);
  await expect(page.getByRole('heading', { level: 1, name: 'Nouvel article' })).toBeVisible();

  const title = (lng: string) => `Sécurité ${lng} ${stamp}`;
  for (const [language, lng] of LANGUAGES) {
    await page.getByLabel(new RegExp(`^Titre \\(${language}\\)`)).fill(title(lng));
    if (lng === 'fr') continue;
    await page.getByRole('textbox', { name: new RegExp(`^Texte \\(${language}\\)`) }).click();
    await page.keyboard.type(`Texte ${lng} ${stamp}`);
  }
  const body = page.getByRole('textbox', { name: /^Texte \(Français\)/ });
  const toolbar = page.getByRole('toolbar', { name: /Texte \(Français\)/ });
  await body.click();
  // Bold from the keyboard, a bulleted list from the toolbar, a link asked with Ctrl+K.
  await page.keyboard.type('Avant de partir, ');
  await page.keyboard.press('Control+b');
  await expect(toolbar.getByRole('button', { name: 'Gras' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('vérifiez le camion');
  await page.keyboard.press('Control+b');
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: 'Liste à puces' }).click();
  await expect(toolbar.getByRole('button', { name: 'Liste à puces' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('les pneus');
  await page.keyboard.press('Enter');
  await page.keyboard.type('les freins');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Lire ');
  await page.keyboard.press('Control+k');
  const address = page.getByRole('textbox', { name: /^Adresse du lien/ });
  await expect(address).toBeFocused();
  await address.fill('javascript:alert(1)');
  await address.press('Enter');
  await expect(page.getByText('Saisissez une page du site')).toBeVisible();
  await address.fill('https://example.ma/securite');
  await address.press('Enter');
  await expect(body.locator('a[href="https://example.ma/securite"]')).toBeVisible();

  await page.getByLabel(/^Image/).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Aperçu' }).click();
  const preview = page.getByRole('dialog', { name: /Aperçu/ });
  await expect(preview.locator('strong', { hasText: 'vérifiez le camion' })).toBeVisible();
  await preview.getByRole('tab', { name: 'Arabe' }).click();
  await expect(preview.locator('[lang="ar"][dir="rtl"]')).toContainText(`Texte ar ${stamp}`);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
  const id = await savedId(page, 'articles');
  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(page.getByRole('status')).toContainText('Publié');

  const visitor = await browser.newContext();
  const site = await visitor.newPage();
  await site.goto('/blog');
  await expect(site.getByText(title('fr')).first()).toBeVisible();
  await site.goto(`/blog/${id}`);
  await expect(site.getByRole('heading', { level: 1, name: title('fr') })).toBeVisible();
  const article = site.locator('article');
  await expect(article.locator('strong', { hasText: 'vérifiez le camion' })).toBeVisible();
  await expect(article.locator('ul > li')).toHaveCount(2);
  await expect(article.locator('a[href="https://example.ma/securite"]')).toBeVisible();
  await visitor.close();
});
