import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { openIn, waitForHydration } from './support/page';
import { stored } from './support/inspection';
import { fill, tinyPdf } from './support/application-form';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const isApplication = (response: { url(): string; request(): { method(): string } }) =>
  response.url().endsWith('/api/condidature') && response.request().method() === 'POST';

async function firstApplyButton(page: Page) {
  const button = page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Postuler : / });
  await expect(button).toBeVisible();
  return button;
}

test('see more loads the last offers without duplicates; the list links each offer to its page and carries no JobPosting', async ({
  page,
}) => {
  await openIn(page, '/jobOffers');
  await expect(page.getByRole('article')).toHaveCount(9);
  await page.getByRole('button', { name: "Voir plus d'offres" }).click();
  await expect(page.getByRole('article')).toHaveCount(12);
  await expect(page.getByRole('button', { name: "Voir plus d'offres" })).toHaveCount(0);
  await expect(page.getByText('12 offres affichées sur 12')).toBeVisible();
  const titles = await page.getByRole('article').getByRole('heading', { level: 3 }).allTextContents();
  expect(new Set(titles).size).toBe(12);
  const links = await page
    .getByRole('article')
    .getByRole('heading', { level: 3 })
    .getByRole('link')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  expect(links).toHaveLength(12);
  for (const href of links) expect(href).toMatch(/^\/jobOffers\/\d+$/);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  // Three columns on a desktop screen.
  const columns = await page
    .locator('main ul')
    .first()
    .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(3);
});

test('an offer has its own page, in the language of its address, with its JobPosting and the application modal', async ({
  page,
}) => {
  await openIn(page, '/jobOffers', 'en');
  const card = page.getByRole('article').first();
  const post = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await card.getByRole('link', { name: post }).click();
  await expect(page).toHaveURL(/\/en\/jobOffers\/\d+$/);
  const address = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: post })).toBeVisible();
  await expect.poll(() => page.title()).toContain(post);

  const postings = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );
  expect(postings).toHaveLength(1);
  expect(postings[0]).toMatchObject({
    '@type': 'JobPosting',
    title: post,
    url: `http://127.0.0.1:${new URL(page.url()).port}${address}`,
    hiringOrganization: { '@type': 'Organization', name: 'Boughaz Freight' },
    jobLocation: { address: { addressCountry: 'MA' } },
    baseSalary: { currency: 'MAD', value: { unitText: 'MONTH' } },
    directApply: true,
  });

  // Loaded directly, the same page answers 200 with its JobPosting and breadcrumb in the server's HTML, written once.
  const response = await page.goto(address);
  expect(response?.status()).toBe(200);
  const types = async () =>
    (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => (JSON.parse(text) as Record<string, unknown>)['@type'],
    );
  await expect(page.getByRole('heading', { level: 1, name: post })).toBeVisible();
  expect(await types()).toEqual(['JobPosting', 'BreadcrumbList']);
  // The server's page answers clicks once its scripts run it.
  await waitForHydration(page);
  await page.getByRole('button', { name: `Apply: ${post}` }).click();
  await expect(page.getByRole('dialog', { name: `Apply: ${post}` })).toBeVisible();
  await expect(page.getByRole('dialog').getByLabel(/^Type of application/)).toHaveValue(/job-offer|internship/);
});

test('an unknown offer answers 404 with its translated not-found text', async ({ page }) => {
  const response = await page.goto('/es/jobOffers/999999');
  expect(response?.status()).toBe(404);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('heading', { level: 1, name: 'Oferta no encontrada' })).toBeVisible();
  await page.getByRole('link', { name: 'Todas las ofertas de empleo' }).click();
  await expect(page).toHaveURL(/\/es\/jobOffers$/);
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('apply to an offer with a real PDF: 201 with a reference, toast, modal closed, row and file stored', async ({
  page,
}) => {
  const cv = tinyPdf(`CV Amina ${Date.now()}`);
  await openIn(page, '/jobOffers');
  const apply = await firstApplyButton(page);
  const post = await page.getByRole('article').first().getByRole('heading', { level: 3 }).textContent();
  await apply.click();
  const dialog = page.getByRole('dialog', { name: `Postuler : ${post}` });
  await expect(dialog.getByText('Poste visé')).toBeVisible();
  await expect(dialog.getByLabel(/^Type de candidature/)).toHaveValue('job-offer');
  await fill(dialog, { name: 'cv-amina.pdf', mimeType: 'application/pdf', buffer: cv });
  await expect(dialog.getByText('cv-amina.pdf', { exact: true }).last()).toBeVisible();

  const [response] = await Promise.all([
    page.waitForResponse(isApplication),
    dialog.getByRole('button', { name: 'Envoyer ma candidature' }).click(),
  ]);
  expect(response.status()).toBe(201);
  const { reference } = (await response.json()) as { reference: string };
  expect(reference).toMatch(/^A-\d{4}-\d{6,}$/);

  // One look at the toast, its title and reference together: it stays 5 s, which a busy machine can
  // spend between two looks.
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Candidature envoyée' })
      .filter({ hasText: `Référence : ${reference}` }),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(apply).toBeFocused();

  const inspection = await stored(page, reference);
  expect(inspection.table).toBe('applications');
  expect(inspection.row).toMatchObject({
    reference,
    career_type: 'job-offer',
    full_name: 'Amina El Idrissi',
    email: 'amina@example.ma',
    city: 'Tanger',
    experience: '5-years-plus',
    level_of_studies: 'bac+2',
    cv_size: cv.length,
    cv_sha256: sha256(cv),
    // The offer of the card (the page is in French, as the company's copy is).
    job_post: post,
  });
  expect(inspection.row.job_id).toEqual(expect.any(Number));
  expect(inspection.outbox).toHaveLength(1);
  // The CV's bytes as the database holds them (application_cvs, server/README.md "Applications").
  expect(inspection.cv, 'the CV in the database').toEqual({ size: cv.length, sha256: sha256(cv) });

  // Sent and reset: the form opens empty next time.
  await apply.click();
  await expect(page.getByRole('dialog').getByLabel(/^Nom complet/)).toHaveValue('');
});

test('a large CV shows its upload progress while the send button waits with a spinner', async ({ page }) => {
  const cv = tinyPdf(`Large ${Date.now()}`, 1_500_000);
  await openIn(page, '/jobOffers');
  await (await firstApplyButton(page)).click();
  const dialog = page.getByRole('dialog');
  await fill(dialog, { name: 'cv-large.pdf', mimeType: 'application/pdf', buffer: cv });
  // A slow uplink (about 400 KB/s), as on a mobile network.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 50,
    downloadThroughput: -1,
    uploadThroughput: 400 * 1024,
  });
  const answered = page.waitForResponse(isApplication);
  await dialog.getByRole('button', { name: 'Envoyer ma candidature' }).click();

  const progress = dialog.getByRole('progressbar', { name: 'Envoi de la candidature' });
  await expect(progress).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Envoyer ma candidature/ })).toBeDisabled();
  await expect.poll(async () => Number((await progress.getAttribute('value')) ?? 0)).toBeGreaterThan(0);
  expect((await answered).status()).toBe(201);
  await expect(page.getByRole('status').filter({ hasText: 'Candidature envoyée' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('a file that is not a PDF is refused with its message, and the form keeps what was typed', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/condidature')) posts.push(request.url());
  });
  await openIn(page, '/jobOffers');
  await (await firstApplyButton(page)).click();
  const dialog = page.getByRole('dialog');
  await fill(dialog, { name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('Amina El Idrissi, chauffeur PL') });
  const cvInput = dialog.getByLabel(/^CV/);
  await expect(cvInput).toHaveAccessibleDescription(/Le CV doit être un fichier PDF/);
  await dialog.getByRole('button', { name: 'Envoyer ma candidature' }).click();
  await expect(cvInput).toBeFocused();
  expect(posts).toHaveLength(0);

  // Named .pdf but a PNG inside: only the server, reading its content, can tell.
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
  await cvInput.setInputFiles({ name: 'cv-amina.pdf', mimeType: 'application/pdf', buffer: png });
  await expect(cvInput).not.toHaveAttribute('aria-invalid');
  const [response] = await Promise.all([
    page.waitForResponse(isApplication),
    dialog.getByRole('button', { name: 'Envoyer ma candidature' }).click(),
  ]);
  expect(response.status()).toBe(415);
  await expect(page.getByRole('status').filter({ hasText: "Le fichier choisi n'est pas un PDF valide" })).toBeVisible();
  await expect(cvInput).toHaveAccessibleDescription(/Le CV doit être un fichier PDF/);
  await expect(cvInput).toBeFocused();
  await expect(dialog.getByLabel(/^Nom complet/)).toHaveValue('Amina El Idrissi');
  await expect(dialog.getByLabel(/^Message/)).toHaveValue(
    'Six ans de conduite internationale Maroc – Espagne – France.',
  );
  await expect(dialog.getByRole('button', { name: 'Retirer le fichier cv-amina.pdf' })).toBeVisible();
});

test('spontaneous application: no offer, the visitor chooses the type, and it is stored', async ({ page }) => {
  await openIn(page, '/jobOffers');
  const section = page.getByRole('region', { name: 'Candidature spontanée' });
  await section.getByRole('button', { name: 'Postuler maintenant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Candidature spontanée' });
  await expect(dialog.getByText('Poste visé')).toHaveCount(0);
  await dialog.getByLabel(/^Type de candidature/).selectOption('internship');
  await fill(dialog, { name: 'cv.pdf', mimeType: 'application/pdf', buffer: tinyPdf(`Spontanee ${Date.now()}`) });
  const [response] = await Promise.all([
    page.waitForResponse(isApplication),
    dialog.getByRole('button', { name: 'Envoyer ma candidature' }).click(),
  ]);
  expect(response.status()).toBe(201);
  const { reference } = (await response.json()) as { reference: string };
  await expect(page.getByRole('status').filter({ hasText: 'Candidature envoyée' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect((await stored(page, reference)).row).toMatchObject({
    career_type: 'internship',
    full_name: 'Amina El Idrissi',
  });
});

test('at 375 px the offers stand in one column, and the form fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openIn(page, '/jobOffers');
  await expect(page.getByRole('article')).toHaveCount(9);
  const grid = page.locator('main ul').first();
  expect(await grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length)).toBe(1);
  const boxes = await Promise.all([0, 1, 2].map((index) => page.getByRole('article').nth(index).boundingBox()));
  expect(new Set(boxes.map((box) => Math.round(box?.x ?? -1))).size).toBe(1);
  expect((boxes[1]?.y ?? 0) > (boxes[0]?.y ?? 0)).toBe(true);

  await (await firstApplyButton(page)).click();
  const dialog = page.getByRole('dialog');
  const width = (await dialog.boundingBox())?.width ?? 0;
  expect(width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('the page does not scroll while the modal is open, and does again once it is closed', async ({ page }) => {
  await openIn(page, '/jobOffers');
  const apply = await firstApplyButton(page);
  await apply.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const before = await page.evaluate(() => window.scrollY);
  // The wheel over the backdrop, beside the dialog.
  await page.mouse.move(5, 300);
  await page.mouse.wheel(0, 1500);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
  // The lock is a rule of the dialog's stylesheet on the root (no stylesheet added as it opens).
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(apply).toBeFocused();
  // The lock goes with the dialog's exit animation.
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
});

test('focus stays in the modal: Tab from the last control comes back to the first', async ({ page }) => {
  await openIn(page, '/jobOffers');
  await (await firstApplyButton(page)).click();
  const dialog = page.getByRole('dialog');
  const send = dialog.getByRole('button', { name: 'Envoyer ma candidature' });
  await send.focus();
  await page.keyboard.press('Tab');
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expect(dialog.getByRole('button', { name: 'Fermer la fenêtre' })).toBeFocused();
});
