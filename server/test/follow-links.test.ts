import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, test } from 'vitest';
import { FOLLOW_LOOKUP_MS } from '../src/api/follow/follow-links';
import { FRESH_LINK_ANSWER_MS } from '../src/api/routes/follow/follow-routes';
import { useFormApp } from './support/form-app';
import { submitEachKind, submitQuote } from './support/inbox-fixtures';
import { type StaffMember, staffMember } from './support/inbox-session';
import { quoteBody } from './support/quote-fixtures';
import { captureLogs, drivers } from './support/test-app';

// The visitor's follow-up links (docs/decisions/028-follow-up-links.md): the link each acknowledgement
// carries, what it shows and never shows, the same 404 for every dead token, the visitor's messages,
// a fresh link asked for by address, the staff's new link, and no token in any log line.

const ORIGIN = 'https://www.boughaz-freight.example';
const LINK = /https:\/\/www\.boughaz-freight\.example\/(?:(?:en|es|ar)\/)?follow\/([\w-]+)/;

describe.each(drivers)('follow-up links on %s', (driver) => {
  const logs = captureLogs('info');
  const forms = useFormApp(driver, {
    logger: logs.logger,
    publicOrigin: ORIGIN,
    followRateLimit: { max: 100_000, timeWindowMs: 60_000 },
  });
  /** Every token handed out during the run: none may reach a log line. */
  const tokens: string[] = [];
  let refs: Awaited<ReturnType<typeof submitEachKind>>;
  let admin: StaffMember;
  let sales: StaffMember;

  beforeAll(async () => {
    refs = await submitEachKind(forms.app, { cvName: 'CV Zoë Lefèvre.pdf' });
    admin = await staffMember(forms.app, 'admin');
    sales = await staffMember(forms.app, 'sales');
  });

  /** The token in the newest e-mail of `kind` about the reference (acknowledgement, reply, new link). */
  const tokenMailed = async (reference: string, kind = '%-acknowledgement') => {
    const { rows } = await forms.app.db.query<{ text: string }>(
      `SELECT text FROM outbox WHERE kind LIKE $2 AND (payload ->> 'acknowledges' = $1
         OR payload ->> 'replies_to' = $1 OR payload ->> 'follows' = $1) ORDER BY id DESC LIMIT 1`,
      [reference, kind],
    );
    const token = LINK.exec(rows[0]?.text ?? '')?.[1];
    if (!token) throw new Error(`no follow-up link mailed about ${reference}`);
    tokens.push(token);
    return token;
  };
  const follow = (token: string) => forms.app.inject({ method: 'GET', url: `/api/follow/${token}` });
  const write = (token: string, message: string, key?: string) =>
    forms.app.inject({
      method: 'POST',
      url: `/api/follow/${token}/messages`,
      payload: JSON.stringify({ message }),
      headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
    });
  const randomToken = () => randomBytes(32).toString('base64url');
  const updatedAt = async (reference: string) =>
    (
      await forms.app.db.query<{ at: string }>(
        `SELECT updated_at::text AS at FROM staff_requests WHERE reference = $1`,
        [reference],
      )
    ).rows[0]?.at;
  const detail = async (reference: string) =>
    (await admin.call({ method: 'GET', url: `/api/staff/requests/${reference}` })).json();

  test('a quote’s acknowledgement carries a link that shows what was sent, and no internal note', async () => {
    await sales.call({
      method: 'POST',
      url: `/api/staff/requests/${refs.quote}/notes`,
      payload: { text: 'Internal: margin 12%, call Karim' },
    });
    const token = await tokenMailed(refs.quote);
    expect(token).toHaveLength(43);
    const response = await follow(token);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    const body = quoteBody();
    expect(data).toMatchObject({ kind: 'quote', reference: refs.quote, language: 'en', status: 'new' });
    expect(data.timeline).toEqual([{ step: 'received', at: data.createdAt }]);
    expect(data.sent).toMatchObject({ client: { fullName: body.client.fullName, email: body.client.email } });
    expect(data.messages).toEqual([]);
    expect(response.body).not.toContain('Internal: margin');
    expect(response.body).not.toContain(sales.account.name);
    expect(response.body).not.toContain('assignee');
    // The link is in the visitor's language; the table keeps only its hash.
    const { rows } = await forms.app.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM follow_links WHERE reference = $1',
      [refs.quote],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).not.toContain(token);
  });

  test('answers under /api/follow/ are not stored, not indexed and send no referrer, found or not', async () => {
    for (const response of [await follow(await tokenMailed(refs.quote)), await follow(randomToken())]) {
      expect(response.headers).toMatchObject({
        'cache-control': 'no-store',
        'x-robots-tag': 'noindex',
        'referrer-policy': 'no-referrer',
      });
    }
  });

  test('1,000 random tokens: the same 404, body for body, each in at least the lookup’s time', async () => {
    const bodies = new Set<string>();
    for (let batch = 0; batch < 10; batch += 1) {
      const answers = await Promise.all(
        Array.from({ length: 100 }, async () => {
          const started = performance.now();
          const response = await follow(randomToken());
          return { response, ms: performance.now() - started };
        }),
      );
      for (const { response, ms } of answers) {
        expect(response.statusCode).toBe(404);
        expect(ms).toBeGreaterThanOrEqual(FOLLOW_LOOKUP_MS - 2);
        bodies.add(response.body);
      }
    }
    expect([...bodies]).toEqual([
      JSON.stringify({ statusCode: 404, code: 'FOLLOW_LINK_NOT_FOUND', message: 'This follow-up link opens nothing' }),
    ]);
    // Odd shapes too: short, long, other characters.
    for (const odd of ['x', 'a'.repeat(500), '..%2F..', '%00']) expect((await follow(odd)).body).toBe([...bodies][0]);
  });

  test('each link shows its own request only; an application shows its CV’s name, never a CV link', async () => {
    const quote = (await follow(await tokenMailed(refs.quote))).json().data;
    const application = (await follow(await tokenMailed(refs.application))).json().data;
    expect(application).toMatchObject({ kind: 'application', reference: refs.application, language: 'fr' });
    expect(application.sent.cv).toEqual({ file_name: 'CV Zoë Lefèvre.pdf' });
    expect(JSON.stringify(application)).not.toMatch(/\/api\/staff|storage|sha256|cv_storage_key/);
    expect(JSON.stringify(application)).not.toContain(refs.quote);
    expect(JSON.stringify(quote)).not.toContain(refs.application);
    const contact = (await follow(await tokenMailed(refs.contact))).json().data;
    expect(contact).toMatchObject({ kind: 'contact', reference: refs.contact, language: 'ar' });
  });

  test('reading twice changes nothing', async () => {
    const token = await tokenMailed(refs.otherQuote);
    const before = await updatedAt(refs.otherQuote);
    const events = (await detail(refs.otherQuote)).history.length;
    expect((await follow(token)).statusCode).toBe(200);
    expect((await follow(token)).statusCode).toBe(200);
    expect(await updatedAt(refs.otherQuote)).toBe(before);
    expect((await detail(refs.otherQuote)).history).toHaveLength(events);
  });

  test('a visitor’s message lands in the thread as text, reopens an answered request and e-mails the assignee', async () => {
    const reference = await submitQuote(forms.app);
    const token = await tokenMailed(reference);
    const read = (await detail(reference)).updated_at;
    await admin.call({
      method: 'PATCH',
      url: `/api/staff/requests/${reference}`,
      payload: { assignee_id: sales.account.id, updated_at: read },
    });
    const reply = await sales.call({
      method: 'POST',
      url: `/api/staff/requests/${reference}/replies`,
      payload: { text: 'Our price is 1,200 EUR.', updated_at: (await detail(reference)).updated_at },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect((await detail(reference)).status).toBe('answered');
    const answeredAt = await updatedAt(reference);

    const message = '<script>alert(1)</script><b>Is Tuesday possible?</b>';
    const sent = await write(token, message, 'message-1');
    expect(sent.statusCode, sent.body).toBe(201);
    const after = await detail(reference);
    expect(after.status).toBe('in_progress');
    expect(after.history.slice(0, 2)).toMatchObject([
      { type: 'status', actor: null, details: { from: 'answered', to: 'in_progress', by: 'visitor' } },
      { type: 'visitor-message', actor: null, details: { text: message } },
    ]);
    expect(await updatedAt(reference)).not.toBe(answeredAt);
    const { rows: mails } = await forms.app.db.query<{ to_address: string; text: string; html: string | null }>(
      "SELECT to_address, text, html FROM outbox WHERE kind = 'follow-visitor-message' AND payload ->> 'follows' = $1",
      [reference],
    );
    expect(mails).toEqual([{ to_address: sales.account.email, text: expect.stringContaining(message), html: null }]);

    // The page shows the company's reply as written and the visitor's message as the text it was.
    const { data } = (await follow(token)).json();
    expect(data.status).toBe('in_progress');
    expect(data.messages).toMatchObject([
      { from: 'company', body: 'Our price is 1,200 EUR.' },
      { from: 'visitor', body: message },
    ]);
    expect(data.timeline.map((entry: { step: string }) => entry.step)).toEqual([
      'received',
      'answered',
      'message',
      'in_progress',
    ]);

    // The same key again stores nothing more; another message under it is refused.
    const replay = await write(token, message, 'message-1');
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await write(token, 'Something else', 'message-1')).statusCode).toBe(409);
    expect(
      (await detail(reference)).history.filter((e: { type: string }) => e.type === 'visitor-message'),
    ).toHaveLength(1);
  });

  test('an archived request reopens; a 10 KB message with markup is kept whole, as text, on the page and in the e-mail', async () => {
    const reference = await submitQuote(forms.app);
    const token = await tokenMailed(reference);
    const archived = await admin.call({
      method: 'PATCH',
      url: `/api/staff/requests/${reference}`,
      payload: { status: 'archived', updated_at: (await detail(reference)).updated_at },
    });
    expect(archived.statusCode, archived.body).toBe(200);
    // 5,000 characters, the limit, of Arabic and euro signs (two and three bytes in UTF-8) around markup: over 10 KB.
    const markup = '<img src=x onerror=alert(1)><a href="javascript:alert(2)">انقر</a>';
    const filler = 'ش€'.repeat(5_000).slice(0, 5_000 - markup.length * 2);
    const message = `${markup}${filler}${markup}`;
    expect(message).toHaveLength(5_000);
    expect(Buffer.byteLength(JSON.stringify({ message }))).toBeGreaterThan(10 * 1024);
    const sent = await write(token, message);
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await detail(reference)).status).toBe('in_progress');
    const { data } = (await follow(token)).json();
    expect(data.messages.at(-1)).toMatchObject({ from: 'visitor', body: message });
    const { rows } = await forms.app.db.query<{ text: string; html: string | null }>(
      "SELECT text, html FROM outbox WHERE kind = 'follow-visitor-message' AND payload ->> 'follows' = $1",
      [reference],
    );
    expect(rows).toEqual([{ text: expect.stringContaining(message), html: null }]);
  });

  test('a message on an unassigned request goes to the company’s address; an empty or 5,001-character one is refused', async () => {
    const token = await tokenMailed(refs.contact);
    expect((await write(token, 'Hello?')).statusCode).toBe(201);
    const { rows } = await forms.app.db.query<{ to_address: string }>(
      "SELECT to_address FROM outbox WHERE kind = 'follow-visitor-message' AND payload ->> 'follows' = $1",
      [refs.contact],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.to_address).toMatch(/@/);
    expect(rows[0]?.to_address).not.toBe(sales.account.email);
    expect((await write(token, '   ')).statusCode).toBe(400);
    expect((await write(token, 'x'.repeat(5_001))).statusCode).toBe(400);
    expect((await write(randomToken(), 'Hello?')).statusCode).toBe(404);
  });

  test('a revoked link and an expired one answer the same 404 as an unknown one', async () => {
    const reference = await submitQuote(forms.app);
    const first = await tokenMailed(reference);
    const unknown = (await follow(randomToken())).body;
    const issued = await sales.call({ method: 'POST', url: `/api/staff/requests/${reference}/follow-link` });
    expect(issued.statusCode, issued.body).toBe(202);
    const second = await tokenMailed(reference, 'follow-link');
    expect(second).not.toBe(first);
    // Each dead link takes the lookup's time as an unknown one does: its answer says nothing by its speed.
    const timedFollow = async (candidate: string) => {
      const started = performance.now();
      const response = await follow(candidate);
      expect(performance.now() - started).toBeGreaterThanOrEqual(FOLLOW_LOOKUP_MS - 2);
      return response;
    };
    const revoked = await timedFollow(first);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.body).toBe(unknown);
    expect((await follow(second)).statusCode).toBe(200);

    // 180 days after its last change the link opens nothing; a change to the request opens it again.
    await forms.app.db.query(
      `UPDATE quote_requests SET updated_at = updated_at - interval '181 days' WHERE reference = $1`,
      [reference],
    );
    const expired = await timedFollow(second);
    expect(expired.statusCode).toBe(404);
    expect(expired.body).toBe(unknown);
    expect((await write(second, 'still there?')).statusCode).toBe(404);
    await forms.app.db.query(
      `UPDATE quote_requests SET updated_at = now() - interval '179 days' WHERE reference = $1`,
      [reference],
    );
    expect((await follow(second)).statusCode).toBe(200);
  });

  test('a request made before the links gets one with the staff’s next reply', async () => {
    const reference = await submitQuote(forms.app);
    await forms.app.db.query('DELETE FROM follow_links WHERE reference = $1', [reference]);
    const reply = await sales.call({
      method: 'POST',
      url: `/api/staff/requests/${reference}/replies`,
      payload: { text: 'Hello', updated_at: (await detail(reference)).updated_at },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const token = await tokenMailed(reference, 'request-reply');
    expect((await follow(token)).json().data.reference).toBe(reference);
    // A second reply finds the live link and mails no other.
    await sales.call({
      method: 'POST',
      url: `/api/staff/requests/${reference}/replies`,
      payload: { text: 'Hello again', updated_at: (await detail(reference)).updated_at },
    });
    const { rows } = await forms.app.db.query<{ text: string }>(
      "SELECT text FROM outbox WHERE kind = 'request-reply' AND payload ->> 'replies_to' = $1 ORDER BY id",
      [reference],
    );
    expect(rows.map((row) => LINK.test(row.text))).toEqual([true, false]);
  });

  test('a fresh link: the same 202 in the same time for any address; only the request’s own gets an e-mail', async () => {
    const reference = await submitQuote(forms.app);
    const old = await tokenMailed(reference);
    const ask = (email: string, ref = reference) =>
      forms.app.inject({
        method: 'POST',
        url: '/api/follow/fresh-link',
        payload: JSON.stringify({ reference: ref, email }),
        headers: { 'content-type': 'application/json' },
      });
    const answers = [];
    for (const [email, ref] of [
      ['AMINA@example.ma', reference],
      ['someone.else@example.com', reference],
      ['amina@example.ma', 'Q-2026-999999'],
      ['amina@example.ma', 'not-a-reference'],
    ] as const) {
      const started = performance.now();
      const response = await ask(email, ref);
      answers.push({ line: `${response.statusCode} ${response.body}`, ms: performance.now() - started });
    }
    expect(new Set(answers.map(({ line }) => line))).toEqual(new Set(['202 {"status":"sent-if-known"}']));
    for (const { ms } of answers) expect(ms).toBeGreaterThanOrEqual(FRESH_LINK_ANSWER_MS - 2);
    const { rows } = await forms.app.db.query<{ to_address: string }>(
      "SELECT to_address FROM outbox WHERE kind = 'follow-link' AND payload ->> 'follows' = $1",
      [reference],
    );
    expect(rows).toEqual([{ to_address: 'amina@example.ma' }]);
    const fresh = await tokenMailed(reference, 'follow-link');
    expect((await follow(fresh)).statusCode).toBe(200);
    expect((await follow(old)).statusCode).toBe(404);
  });

  test('the staff’s new link: sales and admins on a quote, recruiters on an application; audited without the token', async () => {
    const recruiter = await staffMember(forms.app, 'recruiter');
    const editor = await staffMember(forms.app, 'editor');
    const issue = (member: StaffMember | null, reference: string) =>
      member
        ? member.call({ method: 'POST', url: `/api/staff/requests/${reference}/follow-link` })
        : forms.app.inject({ method: 'POST', url: `/api/staff/requests/${reference}/follow-link` });
    expect((await issue(admin, refs.otherQuote)).statusCode).toBe(202);
    expect((await issue(sales, refs.otherQuote)).statusCode).toBe(202);
    expect((await issue(recruiter, refs.otherQuote)).statusCode).toBe(403);
    expect((await issue(recruiter, refs.application)).statusCode).toBe(202);
    expect((await issue(sales, refs.application)).statusCode).toBe(403);
    expect((await issue(editor, refs.otherQuote)).statusCode).toBe(403);
    expect((await issue(null, refs.otherQuote)).statusCode).toBe(401);
    expect((await issue(admin, 'Q-2026-999999')).statusCode).toBe(404);
    const token = await tokenMailed(refs.otherQuote, 'follow-link');
    expect((await follow(token)).statusCode).toBe(200);
    const { rows } = await forms.app.db.query<{ actor_id: number; target_id: string; details: unknown }>(
      `SELECT actor_id::int AS actor_id, target_id, details FROM audit_log
       WHERE action = 'follow-link-issued' AND target_id = ANY($1::text[]) ORDER BY id`,
      [[refs.otherQuote, refs.application]],
    );
    expect(rows.map((row) => [row.actor_id, row.target_id])).toEqual([
      [admin.account.id, refs.otherQuote],
      [sales.account.id, refs.otherQuote],
      [recruiter.account.id, refs.application],
    ]);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  test('a token carried in a Referer, from this site or another origin, reaches no answer and no log line', async () => {
    const token = await tokenMailed(await submitQuote(forms.app));
    const referers = [`https://elsewhere.example/follow/${token}`, `http://127.0.0.1/ar/follow/${token}?x=1`];
    for (const referer of referers)
      for (const url of ['/api/jobs?page=1', '/api/follow/not-a-token', `/api/follow/${token}`]) {
        const response = await forms.app.inject({ method: 'GET', url, headers: { referer } });
        expect(response.statusCode, url).toBeLessThan(500);
        // Only the link itself opens the request; a Referer adds nothing to any answer.
        if (!url.includes(token)) expect(response.body).not.toContain(token);
      }
    const unknown = await forms.app.inject({
      method: 'GET',
      url: '/api/follow/not-a-token',
      headers: { referer: referers[0] },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('FOLLOW_LINK_NOT_FOUND');
  });

  test('no log line of the run holds a token', async () => {
    await forms.app.outbox.runOnce();
    expect(tokens.length).toBeGreaterThan(5);
    const written = logs.lines.map((line) => JSON.stringify(line)).join('\n');
    expect(written).toContain('/api/follow/[redacted]');
    for (const token of tokens) expect(written).not.toContain(token);
  });
});

describe('the follow-up space’s own limit per client address', () => {
  const forms = useFormApp('pglite', { followRateLimit: { max: 3, timeWindowMs: 60_000 } });

  test('pages and API count together; the fourth request of a minute is refused, other addresses are not', async () => {
    const urls = ['/api/follow/abc', '/follow/abc', '/en/follow/abc'];
    for (const url of urls) expect((await forms.app.inject({ method: 'GET', url })).statusCode).not.toBe(429);
    const refused = await forms.app.inject({ method: 'GET', url: '/api/follow/abc' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.headers['cache-control']).toBe('no-store');
    const other = await forms.app.inject({ method: 'GET', url: '/api/follow/abc', remoteAddress: '203.0.113.9' });
    expect(other.statusCode).toBe(404);
    expect((await forms.app.inject({ method: 'GET', url: '/api/blog' })).statusCode).toBe(200);
  });
});
