import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiErrorSchema } from '@freight/shared/core/api/models';
import { staffSessionSchema } from '@freight/shared/core/schemas/staff';
import { createStaffAccount, sessionCookieOf, signIn, signInRequest, STAFF_PASSWORD } from './support/staff';
import { drivers, startApp } from './support/test-app';

const UNLIMITED = { max: 10_000, timeWindowMs: 60_000 };

describe.each(drivers)('staff sign-in and sessions on %s', (driver) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startApp(driver, {
      rateLimit: UNLIMITED,
      staffSignInLimits: { perAddress: false, perAccount: false },
      outbox: { autoSend: false },
    }));
  });
  afterAll(async () => close());

  const me = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/staff/session', headers });
  /** The session probe answers 200 either way: whether it names an account is what tells. */
  const signedIn = async (headers: Record<string, string>) => (await me(headers)).json().account !== null;

  test('a right e-mail (any case) and password: 200 with the account and a CSRF token, and a session cookie', async () => {
    const account = await createStaffAccount(app, { role: 'sales' });
    const response = await signInRequest(app, account.email.toUpperCase(), STAFF_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = staffSessionSchema.parse(response.json());
    expect(body.account).toEqual({ id: account.id, email: account.email, name: account.name, role: 'sales' });
    expect(body.csrfToken.length).toBeGreaterThanOrEqual(40);
    const cookie = sessionCookieOf(response);
    expect(cookie).toBeDefined();
    const who = await me({ cookie: cookie ?? '' });
    expect(who.statusCode).toBe(200);
    expect(who.json()).toEqual(body);
    expect(who.headers['cache-control']).toBe('no-store');
    expect(who.headers['x-robots-tag']).toBe('noindex');
  });

  test('an unknown account, a disabled one and a wrong password get the same 401', async () => {
    const account = await createStaffAccount(app);
    const disabled = await createStaffAccount(app);
    await app.db.query('UPDATE staff_accounts SET disabled_at = now() WHERE id = $1', [disabled.id]);
    const answers = await Promise.all([
      signInRequest(app, 'nobody@boughaz-freight.example', STAFF_PASSWORD),
      signInRequest(app, disabled.email, STAFF_PASSWORD),
      signInRequest(app, account.email, 'not the right password'),
    ]);
    for (const response of answers) {
      expect(response.statusCode).toBe(401);
      expect(apiErrorSchema.parse(response.json())).toEqual({
        statusCode: 401,
        code: 'INVALID_CREDENTIALS',
        message: 'Wrong e-mail or password',
      });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    const { rows } = await app.db.query<{ reason: string }>(
      `SELECT details->>'reason' AS reason FROM audit_log WHERE action = 'sign-in-failed' ORDER BY id DESC LIMIT 3`,
    );
    expect(rows.map((row) => row.reason).sort()).toEqual(['disabled', 'unknown-account', 'wrong-password']);
  });

  test('an unknown account takes about as long as a wrong password (an argon2 verification each)', async () => {
    const account = await createStaffAccount(app);
    const time = async (email: string) => {
      const started = performance.now();
      await signInRequest(app, email, 'not the right password');
      return performance.now() - started;
    };
    await time('warm.up@boughaz-freight.example');
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let round = 0; round < 7; round += 1) {
      unknown.push(await time(`nobody${round}@boughaz-freight.example`));
      wrong.push(await time(account.email));
    }
    // The fastest of each: the least disturbed by other work on a busy machine.
    const ratio = Math.min(...unknown) / Math.min(...wrong);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  test('the cookie over plain HTTP: "staff", HttpOnly, SameSite=Lax, Path=/, not Secure', async () => {
    const account = await createStaffAccount(app);
    const response = await signInRequest(app, account.email, STAFF_PASSWORD);
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/^staff=[\w-]{43};/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/');
    expect(header).not.toContain('Secure');
  });

  test('a new session at every sign-in: a session id known before it is worth nothing (fixation)', async () => {
    const account = await createStaffAccount(app);
    const first = await signIn(app, account.email);
    const again = await signInRequest(app, account.email, STAFF_PASSWORD, { cookie: first.cookie });
    const second = sessionCookieOf(again);
    expect(second).toBeDefined();
    expect(second).not.toBe(first.cookie);
    expect(await signedIn({ cookie: first.cookie })).toBe(false);
    expect(await signedIn({ cookie: second ?? '' })).toBe(true);
    const { rows } = await app.db.query<{ id_hash: string }>(
      'SELECT id_hash FROM staff_sessions WHERE account_id = $1',
      [account.id],
    );
    // Only hashes are stored, never the cookie's value.
    for (const row of rows) expect(first.cookie).not.toContain(row.id_hash);
  });

  test('sign-out ends the session and clears the cookie', async () => {
    const account = await createStaffAccount(app);
    const session = await signIn(app, account.email);
    const out = await app.inject({ method: 'DELETE', url: '/api/staff/session', headers: session.headers });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/^staff=;/);
    const after = await me({ cookie: session.cookie });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ account: null, reason: 'NOT_SIGNED_IN' });
  });

  test('no cookie, or an unknown one: 200 without an account, NOT_SIGNED_IN (no error to log)', async () => {
    for (const headers of [{}, { cookie: 'staff=forged' }] as Record<string, string>[]) {
      const response = await me(headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ account: null, reason: 'NOT_SIGNED_IN' });
    }
  });

  test('idle 8 hours, or signed in 7 days ago: SESSION_EXPIRED, and the session is over', async () => {
    const account = await createStaffAccount(app);
    const idle = await signIn(app, account.email);
    const old = await signIn(app, account.email);
    const hashOf = async (cookie: string) => {
      const { createHash } = await import('node:crypto');
      return createHash('sha256')
        .update(cookie.split('=')[1] ?? '')
        .digest('hex');
    };
    await app.db.query(
      "UPDATE staff_sessions SET last_seen_at = now() - interval '8 hours 1 minute' WHERE id_hash = $1",
      [await hashOf(idle.cookie)],
    );
    // Busy all along (seen a minute ago), but signed in more than 7 days ago.
    await app.db.query(
      "UPDATE staff_sessions SET created_at = now() - interval '7 days 1 minute', last_seen_at = now() - interval '1 minute' WHERE id_hash = $1",
      [await hashOf(old.cookie)],
    );
    for (const session of [idle, old]) {
      const response = await me({ cookie: session.cookie });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ account: null, reason: 'SESSION_EXPIRED' });
      expect(String(response.headers['set-cookie'])).toMatch(/^staff=;/);
      expect((await me({ cookie: session.cookie })).json().reason).toBe('NOT_SIGNED_IN');
    }
    // Seven hours idle is still a session, and using it starts the 8 hours again.
    const recent = await signIn(app, account.email);
    await app.db.query("UPDATE staff_sessions SET last_seen_at = now() - interval '7 hours' WHERE id_hash = $1", [
      await hashOf(recent.cookie),
    ]);
    expect(await signedIn({ cookie: recent.cookie })).toBe(true);
    const idleSeconds = async () =>
      (
        await app.db.query<{ idle: number }>(
          'SELECT extract(epoch FROM now() - last_seen_at)::float8 AS idle FROM staff_sessions WHERE id_hash = $1',
          [await hashOf(recent.cookie)],
        )
      ).rows[0]?.idle ?? Number.NaN;
    expect(await idleSeconds()).toBeLessThan(5);
    // Within a minute of the last write, a request does not write again (LAST_SEEN_PRECISION).
    await app.db.query("UPDATE staff_sessions SET last_seen_at = now() - interval '30 seconds' WHERE id_hash = $1", [
      await hashOf(recent.cookie),
    ]);
    expect(await signedIn({ cookie: recent.cookie })).toBe(true);
    expect(await idleSeconds()).toBeGreaterThanOrEqual(29);
  });

  test('a password change ends the other sessions, keeps this one, and the new password signs in', async () => {
    const account = await createStaffAccount(app, { email: `karim.bennani.${Date.now()}@boughaz-freight.example` });
    const here = await signIn(app, account.email);
    const elsewhere = await signIn(app, account.email);
    const change = (body: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/api/staff/password', headers: here.headers, payload: body });
    const wrong = await change({ currentPassword: 'not it at all', newPassword: 'a brand new passphrase' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ currentPassword: 'validation.invalid' });
    const common = await change({ currentPassword: STAFF_PASSWORD, newPassword: 'Qwerty123456' });
    expect(common.json()).toMatchObject({
      code: 'PASSWORD_TOO_GUESSABLE',
      fields: { newPassword: 'password.reasons.common' },
    });
    // The member's own name and e-mail count against them.
    const own = await change({ currentPassword: STAFF_PASSWORD, newPassword: 'karimbennani2026' });
    expect(own.json()).toMatchObject({
      code: 'PASSWORD_TOO_GUESSABLE',
      fields: { newPassword: 'password.reasons.site_or_personal' },
    });
    const short = await change({ currentPassword: STAFF_PASSWORD, newPassword: 'short pass' });
    expect(short.statusCode).toBe(400);
    const done = await change({ currentPassword: STAFF_PASSWORD, newPassword: 'a brand new passphrase' });
    expect(done.statusCode).toBe(204);
    expect(await signedIn({ cookie: here.cookie })).toBe(true);
    expect(await signedIn({ cookie: elsewhere.cookie })).toBe(false);
    expect((await signInRequest(app, account.email, STAFF_PASSWORD)).statusCode).toBe(401);
    expect((await signInRequest(app, account.email, 'a brand new passphrase')).statusCode).toBe(200);
  });

  test('CSRF: a state-changing request without the token, or with a wrong one, is refused', async () => {
    const account = await createStaffAccount(app);
    const session = await signIn(app, account.email);
    const signOut = (headers: Record<string, string>) =>
      app.inject({ method: 'DELETE', url: '/api/staff/session', headers });
    const withoutOrWrong: Record<string, string>[] = [
      { cookie: session.cookie },
      { cookie: session.cookie, 'x-csrf-token': 'x'.repeat(43) },
    ];
    for (const headers of withoutOrWrong) {
      const response = await signOut(headers);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('CSRF_TOKEN_INVALID');
    }
    // Another session's token does not do either.
    const other = await signIn(app, account.email);
    expect((await signOut({ cookie: session.cookie, 'x-csrf-token': other.csrfToken })).statusCode).toBe(403);
    expect(await signedIn({ cookie: session.cookie })).toBe(true);
    expect((await signOut(session.headers)).statusCode).toBe(204);
  });

  test('a forged cross-site request is refused, the sign-in too', async () => {
    const account = await createStaffAccount(app);
    const session = await signIn(app, account.email);
    const forged = await app.inject({
      method: 'DELETE',
      url: '/api/staff/session',
      headers: { ...session.headers, origin: 'https://evil.example', host: 'localhost' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('CROSS_SITE_REQUEST');
    const signInFromElsewhere = await signInRequest(app, account.email, STAFF_PASSWORD, {
      'sec-fetch-site': 'cross-site',
    });
    expect(signInFromElsewhere.statusCode).toBe(403);
    expect(signInFromElsewhere.json().code).toBe('CROSS_SITE_REQUEST');
  });
});

describe.each(drivers)('staff sign-in limits and HTTPS cookie on %s', (driver) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startApp(driver, {
      rateLimit: UNLIMITED,
      // Behind one proxy that says the visitor came over HTTPS and from which address.
      trustProxy: { hops: 1 },
      staffSignInLimits: {
        perAddress: { max: 4, timeWindowMs: 60_000 },
        perAccount: { max: 3, timeWindowMs: 60_000 },
      },
      outbox: { autoSend: false },
    }));
  });
  afterAll(async () => close());

  const from = (address: string, proto = 'http') => ({ 'x-forwarded-for': address, 'x-forwarded-proto': proto });

  test('over HTTPS (X-Forwarded-Proto from a trusted proxy): __Host-staff, Secure, HttpOnly, SameSite=Lax, Path=/', async () => {
    const account = await createStaffAccount(app);
    const response = await signInRequest(app, account.email, STAFF_PASSWORD, from('203.0.113.1', 'https'));
    expect(response.statusCode).toBe(200);
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/^__Host-staff=[\w-]{43};/);
    for (const attribute of ['Secure', 'HttpOnly', 'SameSite=Lax', 'Path=/']) expect(header).toContain(attribute);
    expect(header).not.toContain('Domain');
    const cookie = sessionCookieOf(response) ?? '';
    const who = (proto: string) =>
      app.inject({ method: 'GET', url: '/api/staff/session', headers: { cookie, ...from('203.0.113.1', proto) } });
    expect((await who('https')).json().account).not.toBeNull();
    // The secure cookie's name is not read over plain HTTP.
    expect((await who('http')).json().account).toBeNull();
  });

  test('per account: the 4th attempt on one account in the window is refused, from any address', async () => {
    const account = await createStaffAccount(app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await signInRequest(
        app,
        account.email,
        'wrong password here',
        from(`198.51.100.${attempt + 1}`),
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Even the right password, whatever the case of the e-mail, until the window ends.
    const right = await signInRequest(app, account.email.toUpperCase(), STAFF_PASSWORD, from('198.51.100.9'));
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('RATE_LIMITED');
    // Another account is not affected.
    const other = await createStaffAccount(app);
    expect((await signInRequest(app, other.email, STAFF_PASSWORD, from('198.51.100.10'))).statusCode).toBe(200);
  });

  test('per address: the 5th attempt from one address in the window is refused, whatever the account', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await signInRequest(
        app,
        `guess${attempt}@boughaz-freight.example`,
        'wrong password',
        from('192.0.2.7'),
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect((await signInRequest(app, 'guess@boughaz-freight.example', 'x', from('192.0.2.8'))).statusCode).toBe(401);
  });
});
