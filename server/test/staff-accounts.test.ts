import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { staffAccountSchema } from '@freight/shared/core/schemas/staff';
import { createStaffAccount, signIn, signInRequest } from './support/staff';
import { drivers, startApp } from './support/test-app';

const ORIGIN = 'https://www.boughaz-freight.example';

describe.each(drivers)('staff accounts, reset links and audit on %s', (driver) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let admin: Awaited<ReturnType<typeof createStaffAccount>>;
  let headers: Record<string, string>;

  beforeAll(async () => {
    ({ app, close } = await startApp(driver, {
      rateLimit: { max: 100_000, timeWindowMs: 60_000 },
      staffSignInLimits: { perAddress: false, perAccount: false },
      publicOrigin: ORIGIN,
      outbox: { autoSend: false },
    }));
    admin = await createStaffAccount(app, { role: 'admin' });
    ({ headers } = await signIn(app, admin.email));
  });
  afterAll(async () => close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, as = headers) =>
    app.inject({ method, url, headers: as, ...(payload ? { payload } : {}) });

  /** The reset link the outbox holds for an address (the latest). */
  async function linkFor(email: string): Promise<string> {
    const { rows } = await app.db.query<{ text: string; kind: string }>(
      'SELECT text, kind FROM outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1',
      [email],
    );
    expect(rows[0]?.kind).toBe('staff-password-reset');
    const link = /https:\S+\/staff\/reset\?token=[\w-]+/.exec(rows[0]?.text ?? '')?.[0];
    if (!link) throw new Error('no reset link in the e-mail');
    return link;
  }
  const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
  const reset = (token: string, newPassword = 'chosen by the member') =>
    app.inject({ method: 'POST', url: '/api/staff/password-reset', payload: { token, newPassword } });

  test('an admin creates an account; the member gets a one-time link by e-mail and sets a password with it', async () => {
    const email = `new.member.${Date.now()}@boughaz-freight.example`;
    const created = await call('POST', '/api/staff/accounts', { email, name: 'Nadia Tazi', role: 'recruiter' });
    expect(created.statusCode).toBe(201);
    const account = staffAccountSchema.parse(created.json());
    expect(account).toMatchObject({
      email,
      name: 'Nadia Tazi',
      role: 'recruiter',
      disabled: false,
      password_set: false,
    });
    expect(created.body).not.toContain('token');
    const link = await linkFor(email);
    expect(link.startsWith(`${ORIGIN}/staff/reset?token=`)).toBe(true);
    // No password yet: nobody signs in as the member.
    expect((await signInRequest(app, email, 'chosen by the member')).statusCode).toBe(401);
    // Refused passwords leave the link usable: a common one, the company's name, the member's own.
    for (const weak of ['qwerty123456', 'Boughaz Freight', 'motdepasse123', 'nadiatazi1990']) {
      const refused = await reset(tokenOf(link), weak);
      expect(refused.statusCode, weak).toBe(400);
      expect(refused.json().code, weak).toBe('PASSWORD_TOO_GUESSABLE');
    }
    expect((await reset(tokenOf(link))).statusCode).toBe(204);
    // Single use.
    const again = await reset(tokenOf(link), 'another good passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('RESET_LINK_INVALID');
    expect((await signInRequest(app, email, 'chosen by the member')).statusCode).toBe(200);
    const taken = await call('POST', '/api/staff/accounts', { email: email.toUpperCase(), name: 'X', role: 'sales' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('EMAIL_TAKEN');
    const list = await call('GET', '/api/staff/accounts');
    expect(list.json().data.map((row: { email: string }) => row.email)).toContain(email);
    expect(list.body).not.toContain('argon2');
  });

  test('a reset link expires after 24 hours, and a newer link replaces an older one', async () => {
    const member = await createStaffAccount(app, { role: 'sales' });
    const issue = () => call('POST', `/api/staff/accounts/${member.id}/reset-link`);
    expect((await issue()).statusCode).toBe(202);
    const first = tokenOf(await linkFor(member.email));
    expect((await issue()).statusCode).toBe(202);
    const second = tokenOf(await linkFor(member.email));
    expect((await reset(first)).json().code).toBe('RESET_LINK_INVALID');
    await app.db.query(
      "UPDATE staff_password_resets SET expires_at = now() - interval '1 second' WHERE account_id = $1 AND used_at IS NULL",
      [member.id],
    );
    expect((await reset(second)).json().code).toBe('RESET_LINK_INVALID');
    expect((await call('POST', '/api/staff/accounts/999999/reset-link')).statusCode).toBe(404);
  });

  test('a reset link ends every session of the account', async () => {
    const member = await createStaffAccount(app, { role: 'editor' });
    const session = await signIn(app, member.email);
    await call('POST', `/api/staff/accounts/${member.id}/reset-link`);
    expect((await reset(tokenOf(await linkFor(member.email)))).statusCode).toBe(204);
    expect((await call('GET', '/api/staff/session', undefined, session.headers)).json().account).toBeNull();
  });

  test('disabling an account ends its sessions at once; a stale updated_at answers 409 with who changed it', async () => {
    const member = await createStaffAccount(app, { role: 'sales' });
    const session = await signIn(app, member.email);
    const disabled = await call('PATCH', `/api/staff/accounts/${member.id}`, {
      disabled: true,
      updated_at: member.updated_at,
    });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ disabled: true });
    const after = await call('GET', '/api/staff/session', undefined, session.headers);
    expect(after.json()).toEqual({ account: null, reason: 'NOT_SIGNED_IN' });
    // A second admin still holding the old updated_at is told, and nothing is overwritten.
    const stale = await call('PATCH', `/api/staff/accounts/${member.id}`, {
      name: 'Other',
      updated_at: member.updated_at,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'STALE_UPDATE',
      updated_at: disabled.json().updated_at,
      updated_by: { id: admin.id, name: admin.name },
    });
    const enabled = await call('PATCH', `/api/staff/accounts/${member.id}`, {
      disabled: false,
      role: 'recruiter',
      updated_at: disabled.json().updated_at,
    });
    expect(enabled.json()).toMatchObject({ disabled: false, role: 'recruiter' });
    expect(
      (await call('PATCH', '/api/staff/accounts/999999', { name: 'X', updated_at: member.updated_at })).statusCode,
    ).toBe(404);
    const self = await call('PATCH', `/api/staff/accounts/${admin.id}`, {
      disabled: true,
      updated_at: admin.updated_at,
    });
    expect(self.json().code).toBe('OWN_ACCOUNT');
  });

  test('the audit log records the changes, filtered by actor, action and date, paged', async () => {
    const member = await createStaffAccount(app, { role: 'editor' });
    await signInRequest(app, member.email, 'not the password at all');
    await call('POST', `/api/staff/accounts/${member.id}/reset-link`);
    const byAction = await call('GET', '/api/staff/audit?action=sign-in-failed');
    expect(byAction.statusCode).toBe(200);
    const failed = byAction.json();
    expect(failed.data.length).toBeGreaterThan(0);
    expect(failed.data.every((row: { action: string }) => row.action === 'sign-in-failed')).toBe(true);
    const byActor = (await call('GET', `/api/staff/audit?actor=${admin.id}`)).json();
    const actions = new Set(byActor.data.map((row: { action: string }) => row.action));
    expect(actions.has('reset-link-issued')).toBe(true);
    expect(byActor.data.every((row: { actor_id: number }) => row.actor_id === admin.id)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const dated = (await call('GET', `/api/staff/audit?from=${today}&to=${today}&page=1`)).json();
    expect(dated).toMatchObject({ page: 1 });
    expect(dated.total).toBeGreaterThan(0);
    expect((await call('GET', '/api/staff/audit?from=2000-01-01&to=2000-01-02')).json().total).toBe(0);
    const all = new Set(
      (await app.db.query<{ action: string }>('SELECT DISTINCT action FROM audit_log')).rows.map((row) => row.action),
    );
    for (const action of [
      'sign-in',
      'sign-in-failed',
      'account-created',
      'account-disabled',
      'account-enabled',
      'reset-link-issued',
      'password-reset-used',
    ])
      expect(all.has(action)).toBe(true);
  });
});
