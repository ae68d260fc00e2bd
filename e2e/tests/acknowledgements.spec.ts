import { expect, test } from '@playwright/test';
import { stored } from './support/inspection';
import { openIn, waitForPage } from './support/page';

// The language a visitor uses on a form is stored with the request and
// chooses the language of their acknowledgement e-mail (docs/decisions/006-acknowledgements.md).

test('contact in Arabic: the row says ar and the acknowledgement to the visitor is queued in Arabic, once', async ({
  page,
}) => {
  await openIn(page, '/contact', 'ar');
  await waitForPage(page);
  const form = page.locator('form').filter({ has: page.locator('[name="telephone"]') });
  await form.locator('[name="name"]').fill('سارة العمراني');
  await form.locator('[name="email"]').fill('sara@example.ma');
  await form.locator('[name="telephone"]').fill('0612345678');
  await form.locator('[name="message"]').fill('مرحبا، نريد نقل حاوية إلى فالنسيا.');
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.url().endsWith('/api/contact') && answer.request().method() === 'POST'),
    form.locator('button[type="submit"]').click(),
  ]);
  expect(response.status()).toBe(201);
  const { reference } = (await response.json()) as { reference: string };

  const inspection = await stored(page, reference);
  expect(inspection.row).toMatchObject({ reference, language: 'ar', email: 'sara@example.ma' });
  expect(inspection.outbox).toEqual([expect.objectContaining({ kind: 'contact' })]);
  expect(inspection.acknowledgements).toEqual([
    expect.objectContaining({ kind: 'contact-acknowledgement', to_address: 'sara@example.ma', language: 'ar' }),
  ]);
  expect(inspection.acknowledgements[0]?.subject).toContain(reference);
  expect(inspection.acknowledgements[0]?.subject).toMatch(/[\u0600-\u06FF]/);
});
