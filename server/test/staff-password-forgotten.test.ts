import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FORGOTTEN_ANSWER_MS } from '../src/api/routes/staff/password-routes';
import { createStaffAccount, signInRequest } from './support/staff';
import { captureLogs, drivers, startApp } from './support/test-app';

const ORIGIN = 'https://www.boughaz-freight.example';

// "Forgot my password" (ADR 017): the same answer, in the same time, whatever the address; an active
// account alone gets a one-hour, one-time link; limited per client and per typed address; audited;
// the token in no log line.
describe.each(drivers)('forgot my password on %s', (driver) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const logs = captureLogs('info');

  beforeAll(async () => {
    ({ app, close } = await startApp(driver, {
      logger: logs.logger,
      publicOrigin: ORIGIN,
      outbox: { autoSend: false },
      staffSignInLimits: { perAddress: false, perAccount: { max: 3, timeWindowMs: 60_000 } },
    }));
  });
  afterAll(async () => close());

  const forgot = (email: string) =>
    app.inject({ method: 'POST', url: '/api/staff/password-forgotten', payload: { email } });
  const mailsTo = async (email: string) =>
    (
      await app.db.query<{ text: string; subject: string }>(
        'SELECT text, subject FROM outbox WHERE lower(to_address) = lower($1) ORDER BY id',
        [email],
      )
    ).rows;
  const tokenIn = (text: string) => /\/staff\/reset\?token=([\w-]+)/.exec(text)?.[1] ?? '';
  const reset = (token: string, newPassword: string) =>
    app.inject({ method: 'POST', url: '/api/staff/password-reset', payload: { token, newPassword } });

  test('known, unknown and disabled addresses get the same answer in the same time; only the active one an e-mail', async () => {
    const active = await createStaffAccount(app, { role: 'sales' });
    const disabled = await createStaffAccount(app, { role: 'sales' });
    await app.db.query('UPDATE staff_accounts SET disabled_at = now() WHERE id = $1', [disabled.id]);
    const unknown = `nobody.${Date.now()}@boughaz-freight.example`;
    const answers = [];
    for (const email of [active.email, unknown, disabled.email]) {
      const started = Date.now();
      const answer = await forgot(email.toUpperCase());
      answers.push({ status: answer.statusCode, body: answer.body, ms: Date.now() - started });
    }
    expect(new Set(answers.map(({ status, body }) => `${status} ${body}`)).size).toBe(1);
    expect(answers[0]?.status).toBe(202);
    for (const { ms } of answers) expect(ms).toBeGreaterThanOrEqual(FORGOTTEN_ANSWER_MS - 5);
    expect(await mailsTo(active.email)).toHaveLength(1);
    expect(await mailsTo(unknown)).toHaveLength(0);
    expect(await mailsTo(disabled.email)).toHaveLength(0);
    const { rows: audit } = await app.db.query<{ action: string; target_id: string; actor_id: number | null }>(
      "SELECT action, target_id, actor_id FROM audit_log WHERE action = 'password-reset-requested'",
    );
    expect(audit).toEqual([{ action: 'password-reset-requested', target_id: String(active.id), actor_id: null }]);
  });

  test('the link works once, within the hour; asking again ends the earlier one', async () => {
    const member = await createStaffAccount(app, { role: 'recruiter' });
    await forgot(member.email);
    await forgot(member.email);
    const [first, second] = (await mailsTo(member.email)).map((mail) => tokenIn(mail.text));
    expect(first && second && first !== second).toBe(true);
    expect((await mailsTo(member.email))[0]?.text).toContain('valable 1 heure');
    expect((await reset(first ?? '', 'un chameau bleu sous la pluie')).json().code).toBe('RESET_LINK_INVALID');
    expect((await reset(second ?? '', 'un chameau bleu sous la pluie')).statusCode).toBe(204);
    expect((await reset(second ?? '', 'une autre phrase assez longue')).json().code).toBe('RESET_LINK_INVALID');
    expect((await signInRequest(app, member.email, 'un chameau bleu sous la pluie')).statusCode).toBe(200);
    // An hour later the link no longer works.
    await forgot(member.email);
    const third = tokenIn((await mailsTo(member.email)).at(-1)?.text ?? '');
    const { rows } = await app.db.query<{ hours: number }>(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 3600)::int AS hours FROM staff_password_resets
       WHERE account_id = $1 ORDER BY created_at DESC LIMIT 1`,
      [member.id],
    );
    expect(rows[0]?.hours).toBe(1);
    await app.db.query(
      "UPDATE staff_password_resets SET expires_at = now() - interval '1 second' WHERE account_id = $1",
      [member.id],
    );
    expect((await reset(third, 'encore une phrase bien longue')).json().code).toBe('RESET_LINK_INVALID');
  });

  test('one address asked for too often is refused (429) whoever asks; the log holds no token', async () => {
    const member = await createStaffAccount(app, { role: 'editor' });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await forgot(member.email)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 429]);
    expect(await mailsTo(member.email)).toHaveLength(3);
    const tokens = (await mailsTo(member.email)).map((mail) => tokenIn(mail.text));
    const logged = JSON.stringify(logs.lines);
    for (const token of tokens) expect(logged).not.toContain(token);
  });
});
