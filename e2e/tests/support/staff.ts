import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { localizedPath } from '../../../shared/src/core/federation/site-paths';
import { toLanguage } from '../../../shared/src/core/constants';

// The back office's journeys: accounts made through the test-only routes of the first server
// (TEST_INSPECTION=1, server/src/api/routes/inspection/staff-inspection-routes.ts), and signing in.

let counter = 0;
/** An e-mail no other journey of this run uses. */
export function uniqueEmail(who: string): string {
  counter += 1;
  // The worker's index too: two workers start their counters at the same time.
  return `${who}.${process.env.TEST_WORKER_INDEX ?? 0}.${Date.now()}.${counter}@staff.example.ma`;
}

export interface Member {
  email: string;
  name: string;
  password: string;
}

/** A new admin, as `npm run staff:create-admin` makes one. */
export async function createAdmin(request: APIRequestContext, name = 'Amina Admin'): Promise<Member> {
  const admin = { email: uniqueEmail('admin'), name, password: 'tanger med quay 7 admin' };
  const response = await request.post('/api/test/staff/admins', { data: admin });
  expect(response.status()).toBe(201);
  return admin;
}

/** The text of the last e-mail the outbox holds for an address. */
export async function lastMailTo(request: APIRequestContext, to: string): Promise<{ subject: string; text: string }> {
  let body: { subject: string; text: string } | null = null;
  await expect(async () => {
    const response = await request.get(`/api/test/staff/mail?to=${encodeURIComponent(to)}`);
    expect(response.status()).toBe(200);
    body = (await response.json()) as { subject: string; text: string };
  }).toPass({ timeout: 10_000 });
  return body!;
}

/** Opens a back-office path in a language and waits for its page. */
export async function openStaff(page: Page, path: string, lng = 'fr') {
  await page.goto(localizedPath(path, toLanguage(lng)));
  await expect(page.locator('main h1')).toBeVisible({ timeout: 20_000 });
}

/** Signs in on the sign-in page the browser is on. */
export async function signInHere(page: Page, member: Pick<Member, 'email' | 'password'>, lng = 'fr') {
  const labels = { fr: ['E-mail', 'Mot de passe', 'Se connecter'], ar: ['البريد الإلكتروني', 'كلمة المرور', 'دخول'] }[
    lng === 'ar' ? 'ar' : 'fr'
  ];
  await page.getByLabel(labels[0]!).fill(member.email);
  await page.getByLabel(labels[1]!).fill(member.password);
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/staff/session') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: labels[2]!, exact: true }).click();
  // A refusal (a limit reached, a wrong password) fails here, not pages later.
  expect((await answer).status(), `sign-in of ${member.email}`).toBe(200);
}

/**
 * A signed-out member of `role` with a password: an admin (made here) creates the account through
 * the API, and the member sets the password from the e-mailed one-time link, as in staff-accounts.
 */
export async function createMember(
  request: APIRequestContext,
  role: 'sales' | 'recruiter' | 'editor',
  name: string,
): Promise<Member> {
  const admin = await createAdmin(request, `Admin of ${name}`);
  const session = await request.post('/api/staff/session', { data: { email: admin.email, password: admin.password } });
  expect(session.status()).toBe(200);
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  const member = { email: uniqueEmail(role), name, password: `freight ${role} quay 9 pass` };
  const created = await request.post('/api/staff/accounts', {
    data: { email: member.email, name, role },
    headers: { 'X-CSRF-Token': csrfToken },
  });
  expect(created.status()).toBe(201);
  const token = /\/staff\/reset\?token=([^\s"<&]+)/.exec((await lastMailTo(request, member.email)).text)?.[1];
  expect(token).toBeTruthy();
  const reset = await request.post('/api/staff/password-reset', {
    data: { token: decodeURIComponent(token!), newPassword: member.password },
  });
  expect(reset.status()).toBeLessThan(300);
  await request.delete('/api/staff/session', { headers: { 'X-CSRF-Token': csrfToken } });
  return member;
}

/**
 * A draft article made through the staff API as `member` (a fixed picture, a title and a paragraph in
 * each language: `words[lng]`, stamped), and the session's CSRF token for the journey's later calls.
 */
export async function draftArticleAs(
  request: APIRequestContext,
  member: Pick<Member, 'email' | 'password'>,
  words: Record<'fr' | 'en' | 'es' | 'ar', string>,
  stamp: number,
): Promise<{ id: number; csrfToken: string }> {
  const session = await request.post('/api/staff/session', {
    data: { email: member.email, password: member.password },
  });
  expect(session.status()).toBe(200);
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  const translations = Object.fromEntries(
    Object.entries(words).map(([lng, text]) => [
      lng,
      { title: `${text} ${lng} ${stamp}`, body: `<p>${text} ${lng}</p>` },
    ]),
  );
  const created = await request.post('/api/staff/articles', {
    headers: { 'X-CSRF-Token': csrfToken },
    data: { img: 'dry-port.svg', translations },
  });
  expect(created.status()).toBe(201);
  return { id: ((await created.json()) as { id: number }).id, csrfToken };
}
