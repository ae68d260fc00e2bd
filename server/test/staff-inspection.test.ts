import { afterAll, describe, expect, test } from 'vitest';
import { signIn } from './support/staff';
import { drivers, startApp } from './support/test-app';

// The back office's test-only routes (browser journeys): absent unless TEST_INSPECTION, and doing what
// the journeys rely on when present.

describe.each(drivers)('the staff test routes on %s', (driver) => {
  const closers: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const close of closers) await close();
  });

  async function appWith(testInspection: boolean) {
    const started = await startApp(driver, { outbox: { autoSend: false }, testInspection });
    closers.push(started.close);
    return started.app;
  }

  test('do not exist unless the server starts with TEST_INSPECTION', async () => {
    const app = await appWith(false);
    const admin = { email: 'a@example.ma', name: 'A', password: 'a long enough password' };
    expect((await app.inject({ method: 'POST', url: '/api/test/staff/admins', payload: admin })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/test/staff/mail?to=a@example.ma' })).statusCode).toBe(404);
    const expire = await app.inject({
      method: 'POST',
      url: '/api/test/staff/expire-sessions',
      payload: { email: 'a' },
    });
    expect(expire.statusCode).toBe(404);
  });

  test('make an admin, show the last e-mail to an address, and age sessions into SESSION_EXPIRED', async () => {
    const app = await appWith(true);
    const admin = { email: 'boss@example.ma', name: 'Boss', password: 'a long enough password' };
    expect((await app.inject({ method: 'POST', url: '/api/test/staff/admins', payload: admin })).statusCode).toBe(201);
    // Twice: the account exists, nothing changes.
    expect((await app.inject({ method: 'POST', url: '/api/test/staff/admins', payload: admin })).statusCode).toBe(200);
    const { cookie, csrfToken } = await signIn(app, admin.email, admin.password);

    const created = await app.inject({
      method: 'POST',
      url: '/api/staff/accounts',
      headers: { cookie, 'x-csrf-token': csrfToken },
      payload: { email: 'new@example.ma', name: 'New', role: 'sales' },
    });
    expect(created.statusCode).toBe(201);
    const mail = await app.inject({ method: 'GET', url: '/api/test/staff/mail?to=NEW@example.ma' });
    expect(mail.statusCode).toBe(200);
    expect(mail.json<{ text: string }>().text).toMatch(/\/staff\/reset\?token=/);
    expect((await app.inject({ method: 'GET', url: '/api/test/staff/mail?to=nobody@example.ma' })).statusCode).toBe(
      404,
    );

    const aged = await app.inject({
      method: 'POST',
      url: '/api/test/staff/expire-sessions',
      payload: { email: admin.email },
    });
    expect(aged.json()).toEqual({ expired: 1 });
    const after = await app.inject({ method: 'GET', url: '/api/staff/session', headers: { cookie } });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ account: null, reason: 'SESSION_EXPIRED' });
  });
});
