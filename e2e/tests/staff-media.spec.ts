import { deflateSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { localizedPath } from '../../shared/src/core/federation/site-paths';
import { animationsDone, seriousViolations } from './support/axe';
import { createMember, draftArticleAs, openStaff, signInHere } from './support/staff';
import { companyTimeAhead, translator } from './support/staff-texts';

// The media library (docs/decisions/035-content-versions-schedules-media.md, "Media"): an editor
// uploads a picture with its alt texts in the four languages, makes it an article's cover and puts
// it in the body, schedules the publication a minute or two ahead, and once the time has passed the
// public page shows the picture from the site's own origin with the alt text of the page's language.
// At 1280 px in French and 360 px in Arabic; axe on the media page and each of its dialogs.

/** A real PNG of `width` x `height` in one colour (browsers draw it, so its loading is checked). */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Nothing wider than the window: the page fits a phone without sideways scrolling. */
async function fitsTheWidth(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

const JOURNEYS = [
  ['fr', 1280],
  ['ar', 360],
] as const;

for (const [lng, width] of JOURNEYS) {
  test(`a picture uploaded with its alt texts, used in an article published a minute ahead, shown on time (${lng}, ${width} px)`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(300_000);
    const t = translator(lng);
    const stamp = Date.now();
    const alt = {
      fr: `Camion au quai ${stamp}`,
      en: `Lorry at the quay ${stamp}`,
      es: `Camión en el muelle ${stamp}`,
      ar: `شاحنة عند الرصيف ${stamp}`,
    };
    const editor = await createMember(request, 'editor', `Ilyas ${lng}`);
    const { id, csrfToken } = await draftArticleAs(
      request,
      editor,
      { fr: 'Photo du quai', en: 'Quay photo', es: 'Foto del muelle', ar: 'صورة الرصيف' },
      stamp,
    );

    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    await openStaff(page, '/staff/media', lng);
    await signInHere(page, editor, lng);
    await expect(page.getByRole('heading', { level: 1, name: t('content.media.title') })).toBeVisible();
    await animationsDone(page);
    expect(await seriousViolations(page)).toEqual([]);
    await fitsTheWidth(page);

    // An SVG is refused before sending, under the field; the texts typed stay.
    const file = page.getByLabel(t('content.media.file'), { exact: false });
    const altField = (language: 'fr' | 'en' | 'es' | 'ar') =>
      page.getByRole('textbox', {
        name: t('content.field_in', { field: t('content.media.alt'), language: t(`content.languages.${language}`) }),
      });
    for (const language of ['fr', 'en', 'es', 'ar'] as const) await altField(language).fill(alt[language]);
    await file.setInputFiles({
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    });
    await page.getByRole('button', { name: t('content.media.upload'), exact: true }).click();
    await expect(page.getByText(t('errors.media_type'))).toBeVisible();
    await expect(altField('ar')).toHaveValue(alt.ar);

    const fileName = `quai-${stamp}.png`;
    await file.setInputFiles({ name: fileName, mimeType: 'image/png', buffer: png(64, 36, [30, 90, 160]) });
    const uploaded = page.waitForResponse(
      (response) => response.url().endsWith('/api/staff/media') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: t('content.media.upload'), exact: true }).click();
    const media = (await (await uploaded).json()) as { id: number; url: string };
    expect(media.url).toMatch(new RegExp(`^/media/${media.id}-quai-${stamp}\\.png$`));
    await expect(page.getByRole('status')).toContainText(fileName);
    const card = page.getByRole('listitem').filter({ hasText: fileName });
    await expect(card.locator('img')).toHaveJSProperty('naturalWidth', 64);

    // The alt texts' dialog, checked by axe, then left as it was.
    await card.getByRole('button', { name: `${t('content.media.describe')} ${fileName}` }).click();
    const describe = page.getByRole('dialog');
    await expect(describe.getByRole('textbox').first()).toHaveValue(alt.fr);
    await animationsDone(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(describe).toBeHidden();

    // A second picture, deleted after the confirmation dialog (checked by axe).
    const spareName = `reserve-${stamp}.png`;
    await file.setInputFiles({ name: spareName, mimeType: 'image/png', buffer: png(8, 8, [200, 120, 20]) });
    await page.getByRole('button', { name: t('content.media.upload'), exact: true }).click();
    await expect(page.getByRole('status')).toContainText(spareName);
    const spare = page.getByRole('listitem').filter({ hasText: spareName });
    await spare.getByRole('button', { name: `${t('content.media.delete')} ${spareName}` }).click();
    const confirm = page.getByRole('dialog', { name: t('content.media.delete_title') });
    await animationsDone(page);
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: t('content.media.delete'), exact: true }).click();
    await expect(page.getByRole('status')).toContainText(spareName);
    await expect(spare).toHaveCount(0);

    // The article: the picture as its cover, and in the body of the page's language.
    await openStaff(page, `/staff/articles/${id}`, lng);
    const cover = page.getByLabel(t('content.article.img'), { exact: false });
    await cover.selectOption(`media:${media.id}`);
    // The cover's list names pictures by their description: it must not widen the page.
    await fitsTheWidth(page);
    const bodyLabel = t('content.field_in', {
      field: t('content.article.body'),
      language: t(`content.languages.${lng}`),
    });
    const toolbar = page.getByRole('toolbar', { name: t('content.toolbar.label', { field: bodyLabel }) });
    await toolbar.getByRole('button', { name: t('content.toolbar.picture') }).click();
    const picker = page.getByRole('dialog');
    await expect(picker.getByRole('radio').first()).toBeVisible();
    await animationsDone(page);
    expect(await seriousViolations(page)).toEqual([]);
    await picker.getByRole('radio', { name: new RegExp(fileName.replace('.', '\\.')) }).check();
    await picker.getByRole('button', { name: t('content.media.insert') }).click();
    await expect(picker).toBeHidden();
    const body = page.getByRole('textbox', { name: bodyLabel, exact: false });
    await expect(body.locator('img')).toHaveAttribute('alt', alt[lng]);
    await page.getByRole('button', { name: t('content.editor.save_draft') }).click();
    await expect(page.getByRole('status')).toContainText(t('content.editor.saved'));

    await page.getByRole('button', { name: t('content.schedule.open') }).click();
    const schedule = page.getByRole('dialog', { name: t('content.schedule.title') });
    // The next minute but one: 60 to 120 s ahead, whatever the second now.
    await schedule.getByLabel(t('content.schedule.when'), { exact: false }).fill(await companyTimeAhead(page, 120_000));
    await schedule.getByRole('button', { name: t('content.schedule.submit') }).click();
    await expect(page.getByRole('status')).toContainText(t('content.schedule.scheduled'));

    // Used now: the library offers no deletion, and the API refuses one.
    const refused = await request.delete(`/api/staff/media/${media.id}`, { headers: { 'X-CSRF-Token': csrfToken } });
    expect(refused.status()).toBe(409);

    const publicPath = localizedPath(`/blog/${id}`, lng);
    expect((await request.get(publicPath)).status()).toBe(404);
    await expect
      .poll(async () => (await request.get(publicPath)).status(), { timeout: 150_000, intervals: [2_000] })
      .toBe(200);
    const visitor = await browser.newContext({ viewport: { width, height: 800 } });
    const site = await visitor.newPage();
    const blocked: string[] = [];
    site.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    await site.goto(publicPath);
    const main = site.locator('main');
    const coverImage = main.locator(`img[src="${media.url}"]`).first();
    await expect(coverImage).toHaveAttribute('alt', alt[lng]);
    await expect(coverImage).toHaveJSProperty('naturalWidth', 64);
    await expect(main.locator(`img[src="${media.url}"]`)).toHaveCount(2);
    await expect(main.locator(`img[src="${media.url}"]`).nth(1)).toHaveAttribute('alt', alt[lng]);
    expect(blocked).toEqual([]);
    const served = await request.get(media.url);
    expect(served.headers()['content-type']).toBe('image/png');
    expect(served.headers()['cache-control']).toContain('immutable');
    expect(served.headers()['x-content-type-options']).toBe('nosniff');
    await visitor.close();
    await context.close();
  });
}
