import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { applicationFields, multipartBody, pdfBytes } from '../../server/test/support/application-fixtures';
import { contactFields } from '../../server/test/support/form-app';
import { quoteBody } from '../../server/test/support/quote-fixtures';
import { type SmtpInbox, startSmtpInbox } from '../../server/test/support/smtp-inbox';
import { type Answer, json, type Outcome, type Sent, send, sendWithRetry, visitorAddress } from './support/client';
import {
  SERVER_BUNDLE,
  hasCommand,
  Instance,
  postgresBin,
  ROOT,
  sleep,
  TestHaproxy,
  TestPostgres,
  TestRedis,
  until,
} from './support/components';

// The site as a fleet (docs/deploy.md): HAProxy with deploy/haproxy.cfg in front of three
// instances run by the production command, on a PostgreSQL, a Redis and an SMTP server of the test's
// own. Ports 8600-8699. Each scenario prints what it measured ("fleet:" lines).

const PORTS = { instances: [8601, 8602, 8603], restored: 8604, postgres: 8610, redis: 8611, smtp: 8612, haproxy: 8690 };
const SUBMISSIONS = Number(process.env.FLEET_SUBMISSIONS ?? 1000);
const CLIENTS = 8;
const NOTIFY = 'company@fleet.test';
const ADMIN = { email: 'fleet.admin@fleet.test', name: 'Fleet Admin', password: 'Fleet-test passphrase 2026!' };

const bin = postgresBin();
// .ci/run installs them (Debian's postgresql, haproxy, redis-server); the API bundle comes from `npm run build`.
const ready = !!bin && hasCommand('haproxy') && hasCommand('redis-server', ['--version']);
if (!existsSync(SERVER_BUNDLE))
  throw new Error(`${SERVER_BUNDLE} is missing: run \`npm run build\` first (npm run test:fleet does)`);

const report = (line: string) => console.log(`fleet: ${line}`);

type Kind = 'quote' | 'contact' | 'application';
const TABLES: Record<Kind, string> = {
  quote: 'quote_requests',
  contact: 'contact_messages',
  application: 'applications',
};

interface Submission {
  n: number;
  kind: Kind;
  key: string;
  cv?: Buffer;
  outcome?: Outcome;
  reference?: string;
}

/** Submission `n` as the site's forms send it, with its Idempotency-Key and visitor address. */
async function request(submission: Submission, origin: string): Promise<Sent> {
  const headers = { 'idempotency-key': submission.key };
  const from = visitorAddress(submission.n);
  const email = `visitor-${submission.n}@fleet.test`;
  if (submission.kind === 'application') {
    const body = await multipartBody(
      { ...applicationFields, email, language: 'fr' },
      { content: submission.cv ?? pdfBytes(), name: `CV ${submission.n}.pdf` },
    );
    return {
      method: 'POST',
      url: `${origin}/api/condidature`,
      headers: { ...headers, ...body.headers },
      body: body.payload,
      from,
    };
  }
  const payload =
    submission.kind === 'quote'
      ? { ...quoteBody(), client: { ...quoteBody().client, email }, language: 'en' }
      : { ...contactFields(), email, language: 'es' };
  return {
    method: 'POST',
    url: `${origin}/api/${submission.kind === 'quote' ? 'cotation' : 'contact'}`,
    headers: { ...headers, 'content-type': 'application/json' },
    body: Buffer.from(JSON.stringify(payload)),
    from,
  };
}

function submissions(count: number, offset: number, run: string): Submission[] {
  return Array.from({ length: count }, (_, i) => {
    const n = offset + i;
    const kind: Kind = i % 10 < 4 ? 'quote' : i % 10 < 7 ? 'contact' : 'application';
    return { n, kind, key: `${run}-${n}`, cv: kind === 'application' ? pdfBytes(3000, `CV fleet ${n}`) : undefined };
  });
}

/**
 * Sends every submission through `origin` with `CLIENTS` clients at once, each retrying; with `paceMs`,
 * submission i leaves no earlier than i × paceMs after the start (spread over a deploy).
 */
async function submitAll(list: Submission[], origin: string, onProgress?: (done: number) => void, paceMs = 0) {
  let next = 0;
  let done = 0;
  const started = Date.now();
  const worker = async () => {
    while (next < list.length) {
      const index = next++;
      const submission = list[index] as Submission;
      const wait = started + index * paceMs - Date.now();
      if (wait > 0) await sleep(wait);
      submission.outcome = await sendWithRetry(await request(submission, origin));
      if (submission.outcome.answer.status === 201) submission.reference = json(submission.outcome.answer).reference;
      onProgress?.(++done);
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, worker));
}

describe.runIf(ready)('the site as a fleet behind HAProxy', () => {
  const pg = new TestPostgres(PORTS.postgres, bin ?? '');
  const redis = new TestRedis(PORTS.redis);
  let smtp: SmtpInbox;
  const env = () => ({
    DATABASE_URL: pg.url(),
    REDIS_URL: redis.url,
    SMTP_URL: `smtp://127.0.0.1:${PORTS.smtp}`,
    NOTIFY_EMAIL: NOTIFY,
    OUTBOX_INTERVAL_MS: '200',
    TRUST_PROXY: '1',
    SPAM_MIN_FILL_MS: '0',
    RATE_LIMIT_FORMS_PER_MIN: '10',
    RATE_LIMIT_API_PER_MIN: '100000',
    RENDER_BUDGET_MS: '5000',
    SHUTDOWN_DRAIN_MS: '2000',
  });
  const instances = PORTS.instances.map((port, i) => new Instance(`app${i + 1}`, port, {}));
  const haproxy = new TestHaproxy(PORTS.haproxy, PORTS.instances);
  const all: Submission[] = [];

  /** A signed-in staff session on `origin`: its cookie and CSRF token. */
  async function signIn(origin: string) {
    const answer = await send({
      method: 'POST',
      url: `${origin}/api/staff/session`,
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify({ email: ADMIN.email, password: ADMIN.password })),
    });
    expect(answer.status, answer.body.toString()).toBe(200);
    const cookie = String(answer.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '';
    return { cookie, csrf: json(answer).csrfToken as string };
  }

  /** The CV of an application downloaded through `origin` by a signed-in admin. */
  async function cvThrough(origin: string, cookie: string, reference: string): Promise<Answer> {
    return send({ method: 'GET', url: `${origin}/api/staff/requests/${reference}/cv`, headers: { cookie } });
  }

  beforeAll(async () => {
    pg.init();
    pg.start();
    pg.sql('CREATE DATABASE fleet', 'postgres');
    await redis.start();
    smtp = await startSmtpInbox(PORTS.smtp);
    for (const instance of instances) await instance.start(env());
    // The back office's first admin, as an operator makes it (npm run staff:create-admin).
    const created = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'server', 'scripts', 'create-admin.ts')],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          DATABASE_URL: pg.url(),
          STAFF_ADMIN_EMAIL: ADMIN.email,
          STAFF_ADMIN_NAME: ADMIN.name,
          STAFF_ADMIN_PASSWORD: ADMIN.password,
        },
        encoding: 'utf8',
      },
    );
    if (created.status !== 0) throw new Error(`create-admin failed: ${created.stderr}${created.stdout}`);
    await haproxy.start();
  }, 180_000);

  afterAll(async () => {
    await haproxy.stop();
    for (const instance of instances) {
      await instance.stop('SIGKILL');
      instance.remove();
    }
    await smtp?.close();
    await redis.stop();
    pg.remove();
  }, 60_000);

  test('1,000 submissions during a rolling deploy and a crash: none failed, lost or duplicated; each e-mail under one Message-ID, resent at most once after the kill; each CV readable elsewhere', async () => {
    const list = submissions(SUBMISSIONS, 1, 'rolling');
    all.push(...list);
    let done = 0;
    // Spread over about 30 s: the deploy below takes about 20 s, so every step meets submissions in flight.
    const sending = submitAll(
      list,
      haproxy.origin,
      (count) => {
        done = count;
      },
      30_000 / SUBMISSIONS,
    );
    // The deploy: each instance stopped with SIGTERM and started again, one after the other, while the
    // clients send; then one killed outright (SIGKILL) and started again.
    const events: string[] = [];
    await sleep(2_000);
    for (const instance of instances) {
      const at = Date.now();
      await instance.stop('SIGTERM');
      events.push(
        `${instance.name} SIGTERM exit ${instance.exits.at(-1)?.code} after ${Date.now() - at} ms at ${done} answered`,
      );
      await instance.start(env());
      events.push(`${instance.name} ready again at ${done} answered`);
    }
    const victim = instances[1] as Instance;
    await victim.stop('SIGKILL');
    events.push(`${victim.name} SIGKILL at ${done} answered`);
    await sleep(500);
    await victim.start(env());
    events.push(`${victim.name} ready again at ${done} answered`);
    const deployEndedAt = done;
    await sending;
    for (const event of events) report(event);
    // The deploy happened under load: submissions were still to come when it ended.
    expect(deployEndedAt).toBeLessThan(SUBMISSIONS);

    const refused = list.filter((s) => s.outcome?.answer.status !== 201);
    const retried = list.filter((s) => (s.outcome?.attempts ?? 0) > 1);
    const failures = list.flatMap((s) => s.outcome?.failures ?? []);
    report(
      `rolling: ${list.length} sent, ${list.length - refused.length} answered 201, ${refused.length} failed; ` +
        `${retried.length} needed a retry (${failures.length} failed attempts: ${[...new Set(failures)].join(', ') || 'none'})`,
    );
    expect(refused.map((s) => `${s.key}: ${s.outcome?.answer.status} ${s.outcome?.answer.body.toString()}`)).toEqual(
      [],
    );
    // SIGTERM: each drained and exited 0; only the SIGKILL was not a clean exit; none exited by itself.
    for (const instance of instances) {
      expect(instance.unexpectedExits).toEqual([]);
      expect(instance.exits.filter((exit) => exit.signal !== 'SIGKILL').every((exit) => exit.code === 0)).toBe(true);
    }

    // Stored: each once, none lost (by Idempotency-Key and by reference).
    for (const kind of Object.keys(TABLES) as Kind[]) {
      const sent = list.filter((s) => s.kind === kind);
      const rows = pg
        .sql(`SELECT idempotency_key || ' ' || reference FROM ${TABLES[kind]} WHERE idempotency_key LIKE 'rolling-%'`)
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split(' '));
      const keys = new Set(rows.map(([key]) => key));
      report(`${kind}: ${sent.length} sent, ${rows.length} rows, ${keys.size} distinct keys`);
      expect(rows.length).toBe(sent.length);
      expect(keys.size).toBe(sent.length);
      expect(new Set(rows.map(([, reference]) => reference))).toEqual(new Set(sent.map((s) => s.reference)));
    }

    // Every e-mail sent: the outbox's rows of these submissions all sent, and the SMTP server received
    // each (its recipient and its reference) as one message.
    const references = new Set(list.map((s) => s.reference as string));
    const outboxRows = () =>
      pg
        .sql(`SELECT status || ' ' || count(*) FROM outbox GROUP BY status ORDER BY status`)
        .split('\n')
        .filter(Boolean);
    const allSent = () => outboxRows().every((row) => row.startsWith('sent '));
    // What the SIGKILLed instance had claimed is hidden for the outbox lease (30 s, src/outbox/sender.ts), which
    // nobody renews any more, and is then sent by another instance: waited for, and timed.
    const waitedFrom = Date.now();
    const leased = pg
      .sql(`SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at > now()`)
      .split('\n')
      .filter(Boolean);
    const leasedSent = () =>
      leased.length === 0 ||
      Number(pg.sql(`SELECT count(*) FROM outbox WHERE status = 'sent' AND id IN (${leased.join(',')})`)) ===
        leased.length;
    await until(leasedSent, 'the leased e-mails sent', 90_000).catch(() => undefined);
    const leasedMs = Date.now() - waitedFrom;
    await until(allSent, 'the outbox sent everything', 90_000).catch(() => undefined);
    report(
      `e-mails claimed when the load ended (the killed instance's, and the live senders' batches still in progress): ${leased.length}, all sent ${leasedMs} ms later; the whole outbox ${Date.now() - waitedFrom} ms later`,
    );
    const statuses = outboxRows();
    const notSent = pg.sql(
      `SELECT kind || ': ' || coalesce(split_part(last_error, ',', 1), '-') || ' ×' || count(*) FROM outbox WHERE status <> 'sent' GROUP BY kind, split_part(last_error, ',', 1)`,
    );
    if (notSent) report(`e-mails not sent: ${notSent.replaceAll('\n', '; ')}`);
    const sentRows = Number(pg.sql(`SELECT count(*) FROM outbox WHERE status = 'sent'`));
    await until(() => smtp.messages.length >= sentRows, 'the SMTP server to receive them', 30_000).catch(
      () => undefined,
    );
    // Each e-mail (its recipient and reference) under one Message-ID; the same Message-ID received again
    // is the resend of a message the killed instance had handed to the relay but not yet recorded as sent
    // (at most one per crash, docs/deploy.md), which the mailbox keeps once.
    const received = new Map<string, Map<string, number>>();
    for (const mail of smtp.messages) {
      const reference = `${mail.subject} ${mail.text}`.match(/\b[QOCA]-\d{4}-\d{6}\b/)?.[0] ?? '';
      if (!references.has(reference)) continue;
      const id = `${mail.envelopeTo.join(',')} ${reference}`;
      const byMessageId = received.get(id) ?? new Map<string, number>();
      const messageId = mail.headers['message-id'] ?? '';
      byMessageId.set(messageId, (byMessageId.get(messageId) ?? 0) + 1);
      received.set(id, byMessageId);
    }
    const twice = [...received]
      .filter(([, byMessageId]) => byMessageId.size > 1)
      .map(([id, byMessageId]) => [id, [...byMessageId.keys()]]);
    const resent = [...received.values()].flatMap((byMessageId) =>
      [...byMessageId].filter(([, count]) => count > 1).map(([messageId, count]) => `${messageId} ×${count}`),
    );
    const mails = [...received.values()].reduce(
      (sum, byMessageId) => sum + [...byMessageId.values()].reduce((all, count) => all + count, 0),
      0,
    );
    report(
      `e-mails: outbox ${statuses.join(', ')}; ${mails} received for these submissions, ${received.size} distinct, ${twice.length} under two Message-IDs; resent after the SIGKILL under the same Message-ID: ${resent.join(', ') || 'none'}`,
    );
    expect(statuses.filter((row) => !row.startsWith('sent '))).toEqual([]);
    expect(twice).toEqual([]);
    expect([...received.values()].every((byMessageId) => !byMessageId.has(''))).toBe(true);
    // One SIGKILL: at most the one message it was sending, once.
    expect(resent.length).toBeLessThanOrEqual(1);
    expect(resent.every((line) => line.endsWith(' ×2'))).toBe(true);
    // Each submission: the company's notification and the visitor's acknowledgement.
    expect(received.size).toBe(list.length * 2);

    // Each CV, readable through every instance (so through one that did not store it), byte for byte,
    // and attached to the company's e-mail.
    const applications = list.filter((s) => s.kind === 'application');
    const sessions = await Promise.all(instances.map((instance) => signIn(instance.origin)));
    let readable = 0;
    for (const [i, application] of applications.entries()) {
      const index = i % instances.length;
      const answer = await cvThrough(
        (instances[index] as Instance).origin,
        sessions[index]?.cookie ?? '',
        application.reference ?? '',
      );
      if (answer.status === 200 && answer.body.equals(application.cv as Buffer)) readable++;
    }
    const attached = applications.filter((application) =>
      smtp.messages.some(
        (mail) =>
          mail.envelopeTo.includes(NOTIFY) &&
          `${mail.subject} ${mail.text}`.includes(application.reference ?? '-') &&
          mail.attachments.some((file) => file.content.equals(application.cv as Buffer)),
      ),
    ).length;
    report(
      `CVs: ${applications.length} stored, ${readable} read back through the instances, ${attached} attached to their e-mail`,
    );
    expect(readable).toBe(applications.length);
    expect(attached).toBe(applications.length);
  }, 600_000);

  test('RATE_LIMIT_FORMS_PER_MIN=10: 30 forms from one address over the three instances, 10 accepted', async () => {
    const list = submissions(30, 200_000, 'limit').map((s) => ({ ...s, kind: 'contact' as const, cv: undefined }));
    const statuses: number[] = [];
    for (const submission of list) {
      const sent = await request(submission, haproxy.origin);
      statuses.push((await send({ ...sent, from: visitorAddress(199_999) })).status);
    }
    report(
      `rate limit: 30 sent from one address, ${statuses.filter((s) => s === 201).length} accepted, ${statuses.filter((s) => s === 429).length} refused 429`,
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  }, 60_000);

  test('a job offer unpublished through one instance is gone from the other two within 1 s (API and page)', async () => {
    const [first, ...others] = instances as [Instance, Instance, Instance];
    const session = await signIn(first.origin);
    const staffHeaders = { cookie: session.cookie, 'x-csrf-token': session.csrf, 'content-type': 'application/json' };
    const publicJobs = json(await send({ method: 'GET', url: `${first.origin}/api/jobs?page=1&lang=en` })).data as {
      id: number;
      post: string;
    }[];
    const job = publicJobs[0] as { id: number; post: string };
    // Each of the others has it in its caches (API and the careers page) before the change.
    const page = (origin: string) => send({ method: 'GET', url: `${origin}/en/jobOffers` });
    for (const other of others) {
      expect(
        json(await send({ method: 'GET', url: `${other.origin}/api/jobs?page=1&lang=en` })).data.map(
          (j: { id: number }) => j.id,
        ),
      ).toContain(job.id);
      expect((await page(other.origin)).body.toString()).toContain(job.post);
    }
    const detail = json(
      await send({
        method: 'GET',
        url: `${first.origin}/api/staff/jobs/${job.id}`,
        headers: { cookie: session.cookie },
      }),
    );
    const changed = await send({
      method: 'POST',
      url: `${first.origin}/api/staff/jobs/${job.id}/unpublish`,
      headers: staffHeaders,
      body: Buffer.from(JSON.stringify({ updated_at: detail.updated_at })),
    });
    expect(changed.status, changed.body.toString()).toBe(200);
    const at = Date.now();
    // Both watched at once: each one's time is its own, not the sum of the two.
    const seen = await Promise.all(
      others.map(async (other) => {
        await until(
          async () =>
            !json(await send({ method: 'GET', url: `${other.origin}/api/jobs?page=1&lang=en` })).data.some(
              (j: { id: number }) => j.id === job.id,
            ) && !(await page(other.origin)).body.toString().includes(job.post),
          `${other.name} to drop the offer`,
          5_000,
        );
        return Date.now() - at;
      }),
    );
    report(`content change: seen by the other two after ${seen.join(' and ')} ms (API and page)`);
    expect(Math.max(...seen)).toBeLessThan(1_000);
    // Published again for the scenarios after this one.
    const again = json(
      await send({
        method: 'GET',
        url: `${first.origin}/api/staff/jobs/${job.id}`,
        headers: { cookie: session.cookie },
      }),
    );
    await send({
      method: 'POST',
      url: `${first.origin}/api/staff/jobs/${job.id}/publish`,
      headers: staffHeaders,
      body: Buffer.from(JSON.stringify({ updated_at: again.updated_at })),
    });
  }, 60_000);

  test('Redis stopped: the site keeps answering; Redis back: the limits are shared again', async () => {
    await redis.stop();
    const during = submissions(20, 300_000, 'redis-down');
    all.push(...during);
    await submitAll(during, haproxy.origin);
    const pages = await Promise.all([0, 1, 2].map(() => send({ method: 'GET', url: `${haproxy.origin}/en/blog` })));
    report(
      `Redis down: ${during.filter((s) => s.outcome?.answer.status === 201).length} of 20 submissions 201, pages ${pages.map((p) => p.status).join(' ')}`,
    );
    expect(during.map((s) => s.outcome?.answer.status)).toEqual(during.map(() => 201));
    expect(pages.map((p) => p.status)).toEqual([200, 200, 200]);

    await redis.start();
    // ioredis reconnects by itself; then one address's forms count together again.
    let accepted = 0;
    for (let round = 0; round < 10; round++) {
      await sleep(1_000);
      const list = submissions(30, 400_000 + round * 100, `redis-back-${round}`).map((s) => ({
        ...s,
        kind: 'contact' as const,
        cv: undefined,
      }));
      accepted = 0;
      for (const submission of list) {
        const sent = await request(submission, haproxy.origin);
        if ((await send({ ...sent, from: visitorAddress(500_000 + round) })).status === 201) accepted++;
      }
      if (accepted === 10) break;
    }
    report(`Redis back: 30 forms from one address, ${accepted} accepted`);
    expect(accepted).toBe(10);
    for (const instance of instances) expect(instance.unexpectedExits).toEqual([]);
  }, 120_000);

  test('PostgreSQL: connections terminated, then the server stopped and started: no instance exits, nothing lost or doubled', async () => {
    // Each instance keeps its own answers in memory (server/README.md, "Caching of the public GETs"):
    // every one is asked once, so whichever HAProxy picks during the outage has the answer to give.
    const primed = await Promise.all(
      instances.map((instance) => send({ method: 'GET', url: `${instance.origin}/api/jobs?page=1` })),
    );
    expect(primed.map((answer) => answer.status)).toEqual(instances.map(() => 200));
    const cachedBefore = primed[0]?.body.toString();
    expect(primed.map((answer) => answer.body.toString())).toEqual(instances.map(() => cachedBefore));
    const terminated = pg.sql(
      `SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE datname = 'fleet' AND pid <> pg_backend_pid()`,
      'postgres',
    );
    const afterTerminate = submissions(30, 600_000, 'pg-terminated');
    all.push(...afterTerminate);
    await submitAll(afterTerminate, haproxy.origin);
    report(
      `PostgreSQL: ${terminated} connections terminated; ${afterTerminate.filter((s) => s.outcome?.answer.status === 201).length} of 30 sent right after stored`,
    );
    expect(afterTerminate.map((s) => s.outcome?.answer.status)).toEqual(afterTerminate.map(() => 201));

    pg.stop();
    const whileDown = submissions(30, 700_000, 'pg-down');
    all.push(...whileDown);
    const sending = submitAll(whileDown, haproxy.origin);
    const readyDown = await Promise.all(
      instances.map(async (instance) => {
        let status = 0;
        await until(async () => {
          status =
            (await send({ method: 'GET', url: `${instance.origin}/api/ready` }).catch(() => undefined))?.status ?? 0;
          return status === 503;
        }, `${instance.name} not ready`).catch(() => undefined);
        return status;
      }),
    );
    const cachedDuring = await send({ method: 'GET', url: `${haproxy.origin}/api/jobs?page=1` });
    const cachedDuringEach = await Promise.all(
      instances.map((instance) => send({ method: 'GET', url: `${instance.origin}/api/jobs?page=1` })),
    );
    const pageDuring = await send({ method: 'GET', url: `${haproxy.origin}/en/blog` });
    const refusedDuring = await send(
      await request({ n: 799_999, kind: 'contact', key: 'pg-down-probe' }, haproxy.origin),
    );
    // One visitor trying five times during the outage; HAProxy also retries each 503 up to three
    // times, so without refunds these would spend the visitor's whole form allowance.
    const outageVisitor = visitorAddress(800_000);
    const outageTries = submissions(5, 800_000, 'outage-visitor').map((s) => ({
      ...s,
      kind: 'contact' as const,
      cv: undefined,
    }));
    const duringOutage: number[] = [];
    for (const submission of outageTries)
      duringOutage.push((await send({ ...(await request(submission, haproxy.origin)), from: outageVisitor })).status);
    await sleep(3_000);
    pg.start();
    const readyAgain = Date.now();
    await until(
      async () =>
        (
          await Promise.all(
            instances.map((i) =>
              send({ method: 'GET', url: `${i.origin}/api/ready` }).then(
                (a) => a.status,
                () => 0,
              ),
            ),
          )
        ).every((status) => status === 200),
      'every instance ready again',
      30_000,
    );
    const readyAfterMs = Date.now() - readyAgain;
    await sending;
    const afterOutage: number[] = [];
    for (const submission of submissions(11, 810_000, 'after-outage-visitor').map((s) => ({
      ...s,
      kind: 'contact' as const,
      cv: undefined,
    })))
      afterOutage.push((await send({ ...(await request(submission, haproxy.origin)), from: outageVisitor })).status);
    report(
      `PostgreSQL down: one address's 5 tries answered ${duringOutage.join(' ')}; once back, ${afterOutage.filter((s) => s === 201).length} of its next 11 accepted`,
    );
    expect(duringOutage).toEqual([503, 503, 503, 503, 503]);
    expect(afterOutage.filter((status) => status === 201)).toHaveLength(10);
    expect(afterOutage.at(-1)).toBe(429);
    const retried = whileDown.filter((s) => s.outcome?.failures.includes('503'));
    report(
      `PostgreSQL down: /api/ready ${readyDown.join(' ')}, cached GET ${cachedDuring.status}, page ${pageDuring.status}, a submission ${refusedDuring.status}; ` +
        `ready again ${readyAfterMs} ms after the start; ${whileDown.filter((s) => s.outcome?.answer.status === 201).length} of 30 stored, ${retried.length} of them after a 503`,
    );
    expect(readyDown).toEqual([503, 503, 503]);
    expect(cachedDuring.status).toBe(200);
    expect(cachedDuring.body.toString()).toBe(cachedBefore);
    expect(cachedDuringEach.map((answer) => `${answer.status} ${answer.body.toString() === cachedBefore}`)).toEqual(
      instances.map(() => '200 true'),
    );
    expect(pageDuring.status).toBe(200);
    expect(refusedDuring.status).toBe(503);
    expect(whileDown.map((s) => s.outcome?.answer.status)).toEqual(whileDown.map(() => 201));
    for (const run of ['pg-terminated', 'pg-down']) {
      const counts = (Object.values(TABLES) as string[]).map((table) =>
        pg.sql(
          `SELECT count(*) || ' ' || count(DISTINCT idempotency_key) FROM ${table} WHERE idempotency_key LIKE '${run}-%'`,
        ),
      );
      const [rows, keys] = counts.reduce(
        ([r, k], line) => {
          const [a, b] = line.split(' ').map(Number);
          return [r + (a ?? 0), k + (b ?? 0)];
        },
        [0, 0],
      );
      expect([rows, keys]).toEqual([30, 30]);
    }
    for (const instance of instances) expect(instance.unexpectedExits).toEqual([]);
  }, 180_000);

  test('restore drill: pg_dump, a fresh database restored from it, an instance on it serves the same pages and CVs', async () => {
    const dump = path.join(pg.dir, 'fleet.dump');
    pg.run('pg_dump', ['-h', '127.0.0.1', '-p', String(pg.port), '-U', 'postgres', '-Fc', '-f', dump, 'fleet']);
    pg.sql('CREATE DATABASE restored', 'postgres');
    pg.run('pg_restore', [
      '-h',
      '127.0.0.1',
      '-p',
      String(pg.port),
      '-U',
      'postgres',
      '-d',
      'restored',
      '--no-owner',
      dump,
    ]);
    const restored = new Instance('restored', PORTS.restored, {});
    try {
      await restored.start({ ...env(), DATABASE_URL: pg.url('restored'), REDIS_URL: '' });
      const source = instances[0] as Instance;
      for (const url of ['/api/jobs?page=1', '/api/blog?page=1&lang=en', '/api/partners']) {
        const [a, b] = await Promise.all(
          [source, restored].map((i) => send({ method: 'GET', url: `${i.origin}${url}` })),
        );
        expect(b?.status).toBe(200);
        expect(b?.body.toString()).toBe(a?.body.toString());
      }
      for (const page of ['/en/blog', '/en/jobOffers']) {
        const [a, b] = await Promise.all(
          [source, restored].map((i) => send({ method: 'GET', url: `${i.origin}${page}` })),
        );
        const titles = (answer?: Answer) => answer?.body.toString().match(/<h[23][^>]*>[^<]+/g) ?? [];
        expect(b?.status).toBe(200);
        expect(titles(b)).toEqual(titles(a));
      }
      const rows = Number(pg.sql(`SELECT count(*) FROM applications`, 'restored'));
      const session = await signIn(restored.origin);
      const applications = all.filter((s) => s.kind === 'application' && s.reference);
      let same = 0;
      for (const application of applications) {
        const answer = await cvThrough(restored.origin, session.cookie, application.reference ?? '');
        if (answer.status === 200 && answer.body.equals(application.cv as Buffer)) same++;
      }
      report(
        `restore drill: ${rows} applications restored, ${same} of ${applications.length} CVs read back from the restored database`,
      );
      expect(same).toBe(applications.length);
    } finally {
      await restored.stop('SIGTERM');
      restored.remove();
    }
  }, 180_000);
});
