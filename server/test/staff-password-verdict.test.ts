import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createResetsStore } from '../src/api/staff/resets';
import { createStaffAccount, signIn } from './support/staff';
import { drivers, startApp } from './support/test-app';

// POST /api/staff/password-verdict: what the back office shows as a password is typed. The same judge
// as the saves (ADR 017), the owner from the session or the reset link, nothing changed, limited.
describe.each(drivers)('the password verdict on %s', (driver) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startApp(driver, { rateLimit: { max: 100_000, timeWindowMs: 60_000 } }));
  });
  afterAll(async () => close());

  const verdict = (payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/staff/password-verdict', headers, payload });

  test('says why a password would be refused, or null, without a session', async () => {
    expect((await verdict({ password: 'Password123!' })).json()).toEqual({ reason: 'similar_to_common' });
    expect((await verdict({ password: 'boughazfreight2026' })).json()).toEqual({ reason: 'site_or_personal' });
    expect((await verdict({ password: 'azertyuiop12' })).json()).toEqual({ reason: 'keyboard' });
    expect((await verdict({ password: 'short' })).json()).toEqual({ reason: 'too-short' });
    expect((await verdict({ password: 'un chameau bleu sous la pluie' })).json()).toEqual({ reason: null });
    expect((await verdict({ password: 'x'.repeat(257) })).statusCode).toBe(400);
  });

  test("the signed-in member's, or the reset link's owner's, name and e-mail count against it", async () => {
    const email = `tighmert.aznag.${Date.now()}@boughaz-freight.example`;
    const member = await createStaffAccount(app, { role: 'sales', email });
    const { headers } = await signIn(app, member.email);
    expect((await verdict({ password: 'tighmertaznag88' })).json()).toEqual({ reason: null });
    expect((await verdict({ password: 'tighmertaznag88' }, headers)).json()).toEqual({ reason: 'site_or_personal' });
    const token = await createResetsStore(app.db).issue(member.id, null);
    expect((await verdict({ password: 'tighmertaznag88', token })).json()).toEqual({ reason: 'site_or_personal' });
    // Asking leaves the link usable: only its POST to /password-reset uses it.
    const used = await app.inject({
      method: 'POST',
      url: '/api/staff/password-reset',
      payload: { token, newPassword: 'un chameau bleu sous la pluie' },
    });
    expect(used.statusCode).toBe(204);
    // A used or unknown link names nobody: the verdict is the anonymous one.
    expect((await verdict({ password: 'tighmertaznag88', token })).json()).toEqual({ reason: null });
  });

  test('someone trying a list is stopped after 60 a minute', async () => {
    const answers = [];
    for (let i = 0; i < 61; i += 1)
      answers.push(
        (
          await app.inject({
            method: 'POST',
            url: '/api/staff/password-verdict',
            remoteAddress: '203.0.113.9',
            payload: { password: `try number ${i}` },
          })
        ).statusCode,
      );
    expect(answers.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(answers[60]).toBe(429);
  });
});
