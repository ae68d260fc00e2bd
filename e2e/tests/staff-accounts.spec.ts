import { expect, test } from '@playwright/test';
import { createAdmin, lastMailTo, openStaff, signInHere, uniqueEmail } from './support/staff';

// The back office's accounts from end to end: an admin creates a sales account, the member sets
// their password through the e-mailed one-time link, signs in and sees only what sales may use.

test('an admin creates a sales account; its member sets a password from the e-mail and sees no Accounts', async ({
  page,
  request,
}) => {
  const admin = await createAdmin(request);
  await openStaff(page, '/staff/accounts');
  // No session: the sign-in page, which comes back to the accounts afterwards.
  await expect(page).toHaveURL(/\/staff\/sign-in\?next=%2Fstaff%2Faccounts/);
  await signInHere(page, admin);
  await expect(page.getByRole('heading', { level: 1, name: 'Comptes' })).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/accounts$/);

  const sales = { email: uniqueEmail('sales'), name: 'Sami Ventes', password: 'cargo ship harbour 42' };
  await page.getByRole('button', { name: 'Nouveau compte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau compte' });
  await dialog.getByLabel('E-mail').fill(sales.email);
  await dialog.getByLabel('Nom').fill(sales.name);
  await dialog.getByLabel('Rôle').selectOption('sales');
  await dialog.getByRole('button', { name: 'Créer le compte' }).click();
  await expect(page.getByRole('status')).toContainText(`a été envoyé à ${sales.email}`);
  await expect(page.getByRole('row', { name: new RegExp(sales.name) })).toContainText('En attente du mot de passe');

  // The member's e-mail holds the one-time link.
  const mail = await lastMailTo(request, sales.email);
  const link = /https?:\/\/\S+\/staff\/reset\?token=[^\s"<]+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();

  const member = await page.context().browser()!.newContext();
  const memberPage = await member.newPage();
  await memberPage.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(memberPage.getByRole('heading', { level: 1, name: 'Choisir un mot de passe' })).toBeVisible();
  // As it is typed, the server's judge says why the company's name will not do; saving it anyway is
  // refused with the same reason under the field, and a common one with its own.
  const newPassword = memberPage.getByLabel(/^Nouveau mot de passe \*/);
  await newPassword.fill('boughazfreight2026');
  await expect(newPassword).toHaveAccessibleDescription(/reprend le nom de la société/);
  await newPassword.fill('qwerty123456');
  await memberPage.getByLabel(/encore/).fill('qwerty123456');
  await memberPage.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(memberPage.getByRole('alert')).toContainText('trop facile à deviner');
  await expect(newPassword).toHaveAccessibleDescription(/l'un des mots de passe les plus courants/);
  await memberPage.getByLabel(/^Nouveau mot de passe \*/).fill(sales.password);
  await memberPage.getByLabel(/encore/).fill(sales.password);
  await memberPage.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(memberPage.getByText('Votre mot de passe est enregistré.')).toBeVisible();
  // The link is used up.
  await memberPage.goto(new URL(link!).pathname + new URL(link!).search);
  await memberPage.getByLabel(/^Nouveau mot de passe \*/).fill('another fine password');
  await memberPage.getByLabel(/encore/).fill('another fine password');
  await memberPage.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(memberPage.getByRole('alert')).toContainText("Ce lien n'est plus valable");
  // The member asks for another one: "forgot my password", the same sentence whatever the address.
  await memberPage.getByRole('link', { name: 'Demander un nouveau lien' }).click();
  await expect(memberPage.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible();
  await memberPage.getByLabel(/^E-mail/).fill(sales.email);
  await memberPage.getByRole('button', { name: "M'envoyer un lien" }).click();
  await expect(memberPage.getByText(/un lien valable 1 heure vient d'y être envoyé/)).toBeVisible();
  const forgotten = await lastMailTo(request, sales.email);
  expect(forgotten.subject).toContain('mot de passe oublié');
  const fresh = /https?:\/\/\S+\/staff\/reset\?token=[^\s"<]+/.exec(forgotten.text)?.[0];
  expect(fresh).toBeTruthy();
  expect(fresh).not.toBe(link);
  await memberPage.goto(new URL(fresh!).pathname + new URL(fresh!).search);
  sales.password = 'another fine password';
  await memberPage.getByLabel(/^Nouveau mot de passe \*/).fill(sales.password);
  await memberPage.getByLabel(/encore/).fill(sales.password);
  await memberPage.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(memberPage.getByText('Votre mot de passe est enregistré.')).toBeVisible();

  await memberPage.goto('/staff/sign-in');
  await expect(memberPage.getByRole('link', { name: 'Mot de passe oublié ?' })).toBeVisible();
  await signInHere(memberPage, sales);
  await expect(memberPage.getByRole('heading', { level: 1, name: `Bonjour ${sales.name}` })).toBeVisible();
  const nav = memberPage.getByRole('navigation', { name: 'Espace équipe' });
  await expect(nav.getByRole('link', { name: 'Mon compte' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Comptes' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Journal' })).toHaveCount(0);
  // A direct visit is refused by the page, and by the API.
  await memberPage.goto('/staff/accounts');
  await expect(memberPage.getByRole('heading', { level: 1, name: 'Accès non autorisé' })).toBeVisible();
  expect((await memberPage.request.get('/api/staff/accounts')).status()).toBe(403);
  await member.close();

  // The admin sees the account active, and the log has what happened.
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(sales.name) })).toContainText('Actif');
  await page.getByRole('navigation', { name: 'Espace équipe' }).getByRole('link', { name: 'Journal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeFocused();
  await page.getByLabel('Action').selectOption('password-reset-used');
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page).toHaveURL(/action=password-reset-used/);
  await expect(page.getByRole('table')).toContainText('Lien de mot de passe utilisé');
});

test('sign-out ends the session; the back button then shows nothing private', async ({ page, request }) => {
  const admin = await createAdmin(request, 'Badr Backbutton');
  await openStaff(page, '/staff/accounts');
  await signInHere(page, admin);
  await expect(page.getByRole('cell', { name: admin.email })).toBeVisible();
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await expect(page.getByText('Vous êtes déconnecté.')).toBeVisible();

  // Back to the accounts' address: no session any more, so the sign-in page again, nothing of the list.
  await page.goBack();
  await expect(page).toHaveURL(/\/staff\/(accounts|sign-in)/);
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await expect(page.getByText(admin.email)).toHaveCount(0);
  // A reload of that address too: the server's answers were no-store, the session is over.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await expect(page.getByText(admin.email)).toHaveCount(0);
  expect(await (await page.request.get('/api/staff/session')).json()).toMatchObject({ account: null });
});

test('an expired session sends to sign-in with the message, and back to the page with the draft after', async ({
  page,
  request,
}) => {
  const admin = await createAdmin(request, 'Chama Chrono');
  await openStaff(page, '/staff/accounts');
  await signInHere(page, admin);
  await page.getByRole('button', { name: 'Nouveau compte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau compte' });
  await dialog.getByLabel('Nom').fill('Draft Kept');
  await expect(
    (await request.post('/api/test/staff/expire-sessions', { data: { email: admin.email } })).json(),
  ).resolves.toEqual({
    expired: 1,
  });
  await dialog.getByLabel('E-mail').fill(uniqueEmail('draft'));
  await dialog.getByLabel('Rôle').selectOption('editor');
  await dialog.getByRole('button', { name: 'Créer le compte' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await expect(page.getByText('Votre session a expiré, reconnectez-vous')).toBeVisible();
  await signInHere(page, admin);
  const reopened = page.getByRole('dialog', { name: 'Nouveau compte' });
  await expect(reopened.getByLabel('Nom')).toHaveValue('Draft Kept');
  await expect(reopened.getByLabel('Rôle')).toHaveValue('editor');
});

test('disabling asks first; a change made meanwhile by another admin is said, and confirming again works', async ({
  page,
  playwright,
  baseURL,
}) => {
  // The other admin works through the API with a session of their own.
  const other = await playwright.request.newContext({ baseURL });
  const admin = await createAdmin(other, 'Alae Admin');
  const colleague = await createAdmin(other, 'Nadia Collègue');
  const member = { email: uniqueEmail('driver'), name: 'Karim Quai' };
  const session = await other.post('/api/staff/session', {
    data: { email: colleague.email, password: colleague.password },
  });
  expect(session.status()).toBe(200);
  const headers = { 'X-CSRF-Token': ((await session.json()) as { csrfToken: string }).csrfToken };
  const created = await other.post('/api/staff/accounts', { data: { ...member, role: 'sales' }, headers });
  expect(created.status()).toBe(201);
  const { id, updated_at } = (await created.json()) as { id: number; updated_at: string };

  await openStaff(page, '/staff/accounts');
  await signInHere(page, admin);
  const disable = page.getByRole('button', { name: `Désactiver ${member.name}` });
  const confirm = page.getByRole('dialog', { name: `Désactiver le compte de ${member.name} ?` });

  // Escape leaves everything as it was, and the focus where it was.
  await disable.focus();
  await page.keyboard.press('Enter');
  await expect(confirm).toContainText('ses sessions ouvertes prendront fin immédiatement');
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(disable).toBeFocused();

  // Asked again; meanwhile the colleague renames the account.
  await page.keyboard.press('Enter');
  const renamed = await other.patch(`/api/staff/accounts/${id}`, {
    data: { name: 'Karim Q.', updated_at },
    headers,
  });
  expect(renamed.status()).toBe(200);
  await confirm.getByRole('button', { name: 'Désactiver' }).click();
  await expect(confirm.getByRole('alert')).toContainText('a modifié ce compte entre-temps');
  // The list behind the dialog has been reloaded: confirming again disables the account as it now is.
  await expect(page.locator('tr', { hasText: 'Karim Q.' })).toHaveCount(1);
  await confirm.getByRole('button', { name: 'Désactiver' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole('status')).toContainText('Compte de Karim Q. désactivé : ses sessions sont terminées.');
  await expect(page.getByRole('row', { name: /Karim Q\./ })).toContainText('Désactivé');
  await expect(page.getByRole('button', { name: 'Réactiver Karim Q.' })).toBeFocused();

  // And back: enabling asks too.
  await page.getByRole('button', { name: 'Réactiver Karim Q.' }).click();
  await page
    .getByRole('dialog', { name: 'Réactiver le compte de Karim Q. ?' })
    .getByRole('button', { name: 'Réactiver' })
    .click();
  await expect(page.getByRole('row', { name: /Karim Q\./ })).not.toContainText('Désactivé');
  await other.dispose();
});
