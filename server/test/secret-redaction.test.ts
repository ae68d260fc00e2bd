import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REDACTED, redactSecrets } from '../src/api/http/redact-secrets';
import { createStaffAccount, signIn } from './support/staff';
import { captureLogs, drivers, startApp } from './support/test-app';

const ORIGIN = 'https://www.boughaz-freight.example';

test('one rule redacts reset and follow-up tokens wherever an address carries them', () => {
  const token = 'Zm9vYmFyYmF6cXV4LXNlY3JldC10b2tlbg';
  const texts = [
    `${ORIGIN}/staff/reset?token=${token}`,
    `/staff/reset?lng=en&token=${token}#top`,
    `<a href="/staff/reset?x=1&amp;token=${token}">`,
    `/follow/${token}`,
    `${ORIGIN}/ar/follow/${token}?from=mail`,
    `{"token":"${token}"}`,
    `next=%2Fstaff%2Freset%3Ftoken%3D${token}`,
  ];
  for (const text of texts) {
    expect(redactSecrets(text)).not.toContain(token);
    expect(redactSecrets(text)).toContain(REDACTED);
  }
  expect(redactSecrets('/staff/reset?lng=en&token=abc')).toBe(`/staff/reset?lng=en&token=${REDACTED}`);
  expect(redactSecrets('/fr/follow/abc/reply')).toBe(`/fr/follow/${REDACTED}/reply`);
  expect(redactSecrets('/blog/12?page=2')).toBe('/blog/12?page=2');
});

describe.each(drivers)('no live token in a log line, an export or an answer on %s', (driver) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const logs = captureLogs('info');
  let headers: Record<string, string>;
  let member: Awaited<ReturnType<typeof createStaffAccount>>;

  beforeAll(async () => {
    ({ app, close } = await startApp(driver, {
      logger: logs.logger,
      publicOrigin: ORIGIN,
      outbox: { autoSend: false },
      staffSignInLimits: { perAddress: false, perAccount: false },
    }));
    const admin = await createStaffAccount(app, { role: 'admin' });
    member = await createStaffAccount(app, { role: 'sales' });
    ({ headers } = await signIn(app, admin.email));
  });
  afterAll(async () => close());

  async function issueToken(): Promise<string> {
    const issued = await app.inject({ method: 'POST', url: `/api/staff/accounts/${member.id}/reset-link`, headers });
    expect(issued.statusCode).toBe(202);
    // The log mailer (no SMTP_URL) writes the e-mail to the log.
    await app.outbox.runOnce();
    const { rows } = await app.db.query<{ text: string }>(
      `SELECT text FROM outbox WHERE to_address = $1 AND kind = 'staff-password-reset' ORDER BY id DESC LIMIT 1`,
      [member.email],
    );
    const token = /\/staff\/reset\?token=([\w-]+)/.exec(rows[0]?.text ?? '')?.[1];
    if (!token) throw new Error('no reset link in the outbox');
    return token;
  }

  test('the reset page, the logged e-mail, a 404 and an error carry the token nowhere in the log or the answer', async () => {
    const token = await issueToken();
    const answers = await Promise.all(
      [`/staff/reset?token=${token}`, `/en/follow/${token}`, `/api/staff/nowhere?token=${token}`].map((url) =>
        app.inject({ method: 'GET', url }),
      ),
    );
    for (const answer of answers) expect(answer.body).not.toContain(token);
    const log = JSON.stringify(logs.lines);
    expect(log).not.toContain(token);
    // The lines are there, redacted: the request's URL and the e-mail the log mailer wrote.
    expect(log).toContain(`/staff/reset?token=${REDACTED}`);
    expect(
      logs.lines.some((line) => line.msg.includes('SMTP_URL is not set') && JSON.stringify(line).includes(REDACTED)),
    ).toBe(true);
  });

  test("the personal-data export of a member's address holds the reset e-mail with its link redacted", async () => {
    const token = await issueToken();
    const exported = await app.inject({
      url: `/api/staff/data-subjects/export?email=${encodeURIComponent(member.email)}`,
      headers,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).not.toContain(token);
    const mails: { kind: string; text: string }[] = exported.json().outbox;
    const reset = mails.find((mail) => mail.kind === 'staff-password-reset');
    expect(reset?.text).toContain(`${ORIGIN}/staff/reset?token=${REDACTED}`);
    // The link still works for its owner: redaction is of the copy, not of the outbox.
    const used = await app.inject({
      method: 'POST',
      url: '/api/staff/password-reset',
      payload: { token, newPassword: 'a long enough passphrase of mine' },
    });
    expect(used.statusCode).toBe(204);
  });
});
