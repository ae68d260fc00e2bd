import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, test, type Page } from '@playwright/test';
import { type SmtpInbox, startSmtpInbox } from '../../server/test/support/smtp-inbox';
import { tinyPdf } from './support/application-form';
import { seriousViolations } from './support/axe';
import { startOwnSite } from './support/own-site';
import { submitQuote } from './support/submissions';
import { REPLIES_SITE_PORT } from './support/servers';
import { signInByKeyboard, tabTo } from './support/keyboard';
import { createMember, type Member, openStaff, signInHere, uniqueEmail } from './support/staff';
import { formsTranslator, translator } from './support/staff-texts';

// Replies from end to end (docs/decisions/034), at 360 px and 1280 px, in French and Arabic: a
// template made on the templates screen (an unknown placeholder refused first), picked in the reply
// form with its placeholders filled, a file refused (wrong bytes, too large) without losing the typed
// text, then a PDF attached and sent; the e-mail a real SMTP server receives carries the text and the
// PDF, and the thread shows the reply with its file, downloadable by staff only. axe on each screen.

function textsOf(lng: string) {
  const texts = JSON.parse(
    readFileSync(new URL(`../../mfe-staff/src/locales/${lng}.json`, import.meta.url), 'utf8'),
  ) as Record<string, Record<string, unknown>>;
  return (key: string, values: Record<string, string | number> = {}): string => {
    const [group = '', name = ''] = key.split('.');
    const text = texts[group]?.[name];
    if (typeof text !== 'string') throw new Error(`no text ${key} in ${lng}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, value: string) => String(values[value]));
  };
}

/** A template of the member's own, made through the API (the templates screen is the journeys' above). */
async function createTemplate(
  request: APIRequestContext,
  member: Member,
  template: { name: string; language: string; subject: string; body: string },
) {
  const session = await request.post('/api/staff/session', {
    data: { email: member.email, password: member.password },
  });
  expect(session.status()).toBe(200);
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  const created = await request.post('/api/staff/reply-templates', {
    data: { ...template, shared: false },
    headers: { 'X-CSRF-Token': csrfToken },
  });
  expect(created.status(), await created.text()).toBe(201);
}

/** No part of the page wider than the window (a phone's 360 px included). */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test.describe.configure({ mode: 'serial' });
let smtp: SmtpInbox;
let server: Awaited<ReturnType<typeof startOwnSite>> | undefined;
test.use({ baseURL: `http://127.0.0.1:${REPLIES_SITE_PORT}` });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = await startSmtpInbox();
  server = await startOwnSite(REPLIES_SITE_PORT, {
    SMTP_URL: smtp.url,
    TEST_INSPECTION: '1',
    RATE_LIMIT_FORMS_PER_MIN: '1000',
  });
});
test.afterAll(async () => {
  server?.stop();
  await smtp?.close();
});

for (const { lng, width } of [
  { lng: 'fr', width: 1280 },
  { lng: 'ar', width: 360 },
  { lng: 'fr', width: 360 },
  { lng: 'ar', width: 1280 },
]) {
  test(`a reply from a template with a PDF, in ${lng} at ${width} px`, async ({ page, request }) => {
    // Two cores shared by several runs: axe alone took over a minute here under load.
    test.setTimeout(300_000);
    const t = textsOf(lng);
    await page.setViewportSize({ width, height: 900 });
    const visitor = uniqueEmail(`replies${lng}${width}`);
    const reference = await submitQuote(request, visitor, 'Lina Haddad', lng, 'Quai n° 4.');
    const staffName = `Salma ${lng} ${width}`;
    const sales = await createMember(request, 'sales', staffName);

    // The templates screen: an unknown placeholder is refused and named, then the template is saved.
    await openStaff(page, '/staff/reply-templates', lng);
    await signInHere(page, sales, lng);
    await expect(page.getByRole('heading', { level: 1, name: t('inbox.templates_title') })).toBeVisible();
    await page.getByRole('button', { name: t('inbox.template_new') }).click();
    const form = page.getByRole('form', { name: t('inbox.template_new') });
    await form.getByLabel(t('inbox.template_name')).fill(`Offre ${lng}`);
    await form.getByLabel(t('inbox.template_language')).selectOption(lng);
    await form.getByLabel(t('inbox.reply_subject')).fill('{reference} : {route}');
    const body = form.getByLabel(new RegExp(`^${t('inbox.template_body')}`));
    await body.fill('Bonjour {name}, {prenom}');
    await form.getByRole('button', { name: t('inbox.template_save') }).click();
    await expect(form.getByText('{prenom}', { exact: false })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await body.fill('Bonjour {name},\n\nnotre offre pour {reference} est jointe.\n\n{staff_name}');
    await form.getByRole('button', { name: t('inbox.template_save') }).click();
    await expect(page.getByText(t('inbox.template_saved', { name: `Offre ${lng}` }))).toBeVisible();
    await expect(page.locator('main')).toContainText(`Offre ${lng}`);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await overflows(page)).toBe(false);

    // The request: the template's placeholders filled in, the text still editable.
    await openStaff(page, `/staff/inbox/${reference}`, lng);
    const reply = page.getByRole('form', { name: t('inbox.reply_title') });
    await reply.getByLabel(t('inbox.reply_template')).selectOption({ label: `Offre ${lng}` });
    await reply.getByRole('button', { name: t('inbox.reply_template_use') }).click();
    const message = reply.getByLabel(new RegExp(`^${t('inbox.reply_text')}`));
    await expect(message).toHaveValue(
      `Bonjour Lina Haddad,\n\nnotre offre pour ${reference} est jointe.\n\n${staffName}`,
    );
    await expect(reply.getByLabel(t('inbox.reply_subject'))).toHaveValue(`${reference} : Tanger Med → Perpignan`);
    await message.press('Control+End');
    await message.pressSequentially(' Merci.');

    // A script named .pdf, then a PDF over 5 MB: each refused in the field, the text kept.
    const files = reply.getByLabel(t('inbox.reply_attachments'));
    await files.setInputFiles({
      name: 'offre.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('#!/bin/sh\necho\n'),
    });
    await expect(reply.getByText(t('errors.attachment_type'))).toBeVisible();
    await files.setInputFiles({
      name: 'grand.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf('big', 5 * 1024 * 1024 + 1),
    });
    await expect(reply.getByText(t('errors.attachment_too_large'))).toBeVisible();
    await expect(message).toHaveValue(/est jointe\.\n\n.+ Merci\.$/);

    // The retry: a real PDF, listed, then sent.
    const pdf = tinyPdf(`Offre ${reference}`);
    await files.setInputFiles({ name: 'offre.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(reply.getByText(t('errors.attachment_type'))).toBeHidden();
    await expect(reply.getByRole('list', { name: t('inbox.reply_attachments_chosen') })).toContainText('offre.pdf');
    expect(await seriousViolations(page)).toEqual([]);
    await reply.getByRole('button', { name: t('inbox.send_reply') }).click();
    await expect(message).toHaveValue('');

    // The thread: the visitor's request on one side, the reply with its file on the other.
    const thread = page.getByRole('region', { name: t('inbox.thread_title') });
    const sent = thread.locator('li', { hasText: 'Merci.' }).first();
    await expect(sent).toContainText(staffName);
    const download = sent.getByRole('link', { name: /offre\.pdf/ });
    await expect(download).toBeVisible();
    const visitorBox = await thread.locator('li').first().boundingBox();
    const staffBox = await sent.boundingBox();
    expect(visitorBox && staffBox).toBeTruthy();
    if (visitorBox && staffBox && width >= 768) {
      // French: the visitor on the left, staff on the right; Arabic mirrors it.
      if (lng === 'ar') expect(visitorBox.x).toBeGreaterThan(staffBox.x);
      else expect(visitorBox.x).toBeLessThan(staffBox.x);
    }
    expect(await seriousViolations(page)).toEqual([]);
    expect(await overflows(page)).toBe(false);

    // The file: the staff's session downloads it as sent; without one, nothing.
    const href = (await download.getAttribute('href')) ?? '';
    const staffCopy = await page.request.get(href);
    expect(staffCopy.status()).toBe(200);
    expect(Buffer.from(await staffCopy.body()).equals(pdf)).toBe(true);
    expect((await request.get(href)).status()).toBe(401);

    // The e-mail: the filled-in text and the PDF, byte for byte.
    const mailsTo = () => smtp.messages.filter((mail) => mail.envelopeTo.includes(visitor));
    await expect.poll(() => mailsTo().length, { timeout: 20_000 }).toBe(2);
    const mail = mailsTo().at(-1)!;
    expect(mail.text).toContain('Bonjour Lina Haddad,');
    expect(mail.text).toContain(`notre offre pour ${reference} est jointe.`);
    expect(mail.text).toContain('Merci.');
    expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      ['offre.pdf', 'application/pdf'],
    ]);
    expect(mail.attachments[0]?.content.equals(pdf)).toBe(true);
  });
}

// The same reply with no mouse at all (issue 38): the list by j/k, o and r, the template chosen with
// the arrow keys, sent with Enter; only the file is set directly, since choosing one is the system's
// dialog's job. Then the list shows the request answered, and the help dialog gives the focus back.
for (const { lng, width } of [
  { lng: 'fr', width: 1280 },
  { lng: 'ar', width: 360 },
]) {
  test(`a reply from a template with the keyboard only, in ${lng} at ${width} px`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const t = translator(lng);
    const status = (name: string) => formsTranslator(lng)(`requests.statuses.${name}`);
    await page.setViewportSize({ width, height: 900 });
    const tag = uniqueEmail(`keys${lng}${width}`);
    const visitor = `answer.${tag}`;
    const reference = await submitQuote(request, visitor, 'Karim Tazi', lng, 'Quai n° 2.');
    const newer = await submitQuote(request, `other.${tag}`, 'Nora Bennani', lng, 'Quai n° 3.');
    const staffName = `Yasmine ${lng} ${width}`;
    const sales = await createMember(request, 'sales', staffName);
    const templateName = `Clavier ${lng} ${width}`;
    const body =
      lng === 'ar'
        ? 'مرحبا {name}،\n\nعرضنا للطلب {reference} جاهز.\n\n{staff_name}'
        : 'Bonjour {name},\n\nnotre offre pour {reference} est prête.\n\n{staff_name}';
    await createTemplate(request, sales, { name: templateName, language: lng, subject: '{reference} : {route}', body });

    // The list of the two requests, newest first: j and k move between them, o opens one.
    await openStaff(page, `/staff/inbox?q=${encodeURIComponent(tag)}`, lng);
    await signInByKeyboard(page, sales, lng);
    const rowLink = (ref: string) => page.locator(`[data-inbox-row="${ref}"]`);
    await expect(rowLink(reference)).toBeVisible();
    await page.keyboard.press('j');
    await expect(rowLink(newer)).toBeFocused();
    await page.keyboard.press('j');
    await expect(rowLink(reference)).toBeFocused();
    await page.keyboard.press('k');
    await expect(rowLink(newer)).toBeFocused();
    await page.keyboard.press('j');
    await page.keyboard.press('o');
    const heading = page.getByRole('heading', { level: 1, name: t('inbox.request_title', { reference }) });
    await expect(heading).toBeFocused();

    // Back to the list by its link, then r: the request's reply form, its message field focused.
    await tabTo(page, page.getByRole('link', { name: t('inbox.back') }));
    await page.keyboard.press('Enter');
    await expect(rowLink(reference)).toBeVisible();
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await expect(rowLink(reference)).toBeFocused();
    await page.keyboard.press('r');
    const reply = page.getByRole('form', { name: t('inbox.reply_title') });
    const message = reply.getByLabel(new RegExp(`^${t('inbox.reply_text')}`));
    await expect(message).toBeFocused();

    // The template, chosen with the arrow keys and used with Enter: its placeholders filled in.
    const choice = reply.getByLabel(t('inbox.reply_template'));
    await tabTo(page, choice, { backwards: true });
    for (let presses = 0; presses < 10; presses++) {
      if ((await choice.locator('option:checked').textContent()) === templateName) break;
      await page.keyboard.press('ArrowDown');
    }
    await expect(choice.locator('option:checked')).toHaveText(templateName);
    await page.keyboard.press('Tab');
    await expect(reply.getByRole('button', { name: t('inbox.reply_template_use') })).toBeFocused();
    await page.keyboard.press('Enter');
    const filled = body
      .replace('{name}', 'Karim Tazi')
      .replace('{reference}', reference)
      .replace('{staff_name}', staffName);
    await expect(message).toHaveValue(filled);
    await expect(message).toBeFocused();
    await expect(reply.getByLabel(t('inbox.reply_subject'))).toHaveValue(`${reference} : Tanger Med → Perpignan`);
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Merci.');
    await reply.getByLabel(t('inbox.reply_attachments')).setInputFiles({
      name: 'offre.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf(`Offre ${reference}`),
    });
    await expect(reply.getByRole('list', { name: t('inbox.reply_attachments_chosen') })).toContainText('offre.pdf');

    // Sent with Enter on its button; the focus is not lost on the way.
    await tabTo(page, reply.getByRole('button', { name: t('inbox.send_reply') }));
    await page.keyboard.press('Enter');
    await expect(message).toHaveValue('');
    await expect(page.getByText(`${status('answered')} · ${t('inbox.nobody')}`)).toBeVisible();
    // The button, disabled while sending, gives its focus to the confirmation rather than to the page.
    await expect(reply.getByText(t('inbox.reply_sent'))).toBeFocused();

    // The e-mail carries the template's text as filled in, and the file.
    const mailsTo = () => smtp.messages.filter((mail) => mail.envelopeTo.includes(visitor));
    await expect.poll(() => mailsTo().length, { timeout: 20_000 }).toBe(2);
    const mail = mailsTo().at(-1)!;
    expect(mail.text).toContain(filled.split('\n\n')[1]);
    expect(mail.text).toContain(lng === 'ar' ? 'مرحبا Karim Tazi' : 'Bonjour Karim Tazi');
    expect(mail.text).toContain('Merci.');
    expect(mail.attachments.map((file) => file.filename)).toEqual(['offre.pdf']);

    // The list again: the request answered; the help with ?, closed with Escape, the focus given back.
    await tabTo(page, page.getByRole('link', { name: t('inbox.back') }), { backwards: true, max: 80 });
    await page.keyboard.press('Enter');
    await expect(rowLink(reference)).toBeVisible();
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await expect(rowLink(reference)).toBeFocused();
    const row =
      width < 768
        ? page.locator('li', { has: rowLink(reference) })
        : page.getByRole('row', { name: new RegExp(reference) });
    await expect(row).toContainText(status('answered'));
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: t('inbox.shortcuts_title') });
    await expect(help).toBeVisible();
    await expect(help).toContainText(t('inbox.shortcut.reply'));
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
    await expect(rowLink(reference)).toBeFocused();
  });
}
