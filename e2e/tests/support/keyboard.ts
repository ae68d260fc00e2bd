import { expect, type Locator, type Page } from '@playwright/test';
import type { Member } from './staff';
import { translator } from './staff-texts';

// Journeys with no mouse at all: the focus moved by Tab and Shift+Tab only, as a person without a
// pointing device moves it, and a check of where it lands at each step.

/** Presses Tab (Shift+Tab when `backwards`) until `target` has the focus; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 40 } = {}) {
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached by ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`).toBeFocused({ timeout: 1 });
}

/** Signs in on the sign-in page the browser is on, typing and pressing Enter. */
export async function signInByKeyboard(page: Page, member: Pick<Member, 'email' | 'password'>, lng: string) {
  const t = translator(lng);
  await tabTo(page, page.getByLabel(t('sign_in.email')));
  await page.keyboard.type(member.email);
  await tabTo(page, page.getByLabel(t('sign_in.password')));
  await page.keyboard.type(member.password);
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/staff/session') && response.request().method() === 'POST',
  );
  await page.keyboard.press('Enter');
  expect((await answer).status(), `sign-in of ${member.email}`).toBe(200);
}
