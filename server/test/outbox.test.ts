import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { submissionResponseSchema } from '../src/api/http/submission';
import { createMailer, type Mailer } from '../src/api/outbox/mailer';
import { createOutboxSender, type OutboxSender } from '../src/api/outbox/sender';
import { frenchDate, inDays, otherQuoteBody, quoteBody } from './support/quote-fixtures';
import { freePort, startSmtpInbox, type SmtpInbox } from './support/smtp-inbox';
import { captureLogs, drivers, startApp } from './support/test-app';

const UNLIMITED = { max: 10_000, timeWindowMs: 60_000 };

interface OutboxState {
  status: string;
  attempts: number;
  last_error: string | null;
  sent: boolean;
  due_in_s: number;
}

/** A mailer that only notes the id of each message it is given, then runs `after` (a crash, a stop). */
function recordingMailer(sends: number[], after: () => void = () => undefined): Mailer {
  return {
    kind: 'smtp',
    close: () => undefined,
    async deliver(row) {
      sends.push(row.id);
      after();
      return 'sent';
    },
  };
}

describe.each(drivers)('the outbox sender on %s', (driver) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const logs = captureLogs('info');
  const cleanup: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    ({ app, close } = await startApp(driver, {
      rateLimit: UNLIMITED,
      formRateLimit: UNLIMITED,
      outbox: { autoSend: false },
      logger: logs.logger,
    }));
  });
  afterEach(async () => {
    // Nothing left due for the next test.
    await app.db.query(`UPDATE outbox SET status = 'failed' WHERE status = 'pending'`);
    while (cleanup.length > 0) await cleanup.pop()?.();
  });
  afterAll(() => close());

  const submit = async (url: string, payload: unknown) => {
    const response = await app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(201);
    return submissionResponseSchema.parse(response.json()).reference;
  };

  const stateOf = async (reference: string): Promise<OutboxState | undefined> =>
    (
      await app.db.query<OutboxState>(
        `SELECT status, attempts, last_error, sent_at IS NOT NULL AS sent,
                extract(epoch FROM next_attempt_at - now())::float8 AS due_in_s
         FROM outbox WHERE payload->>'reference' = $1`,
        [reference],
      )
    ).rows[0];

  /** The app's database until kill(): then every query fails, as in a process that died. */
  const dyingDatabase = () => {
    let dead = false;
    const db = {
      ...app.db,
      query: (sql: string, params?: unknown[]) =>
        dead ? Promise.reject(new Error('process killed')) : app.db.query(sql, params),
    } as typeof app.db;
    return {
      db,
      kill: () => {
        dead = true;
      },
    };
  };

  const smtpSender = (smtpUrl: string, maxAttempts = 10): OutboxSender => {
    const mailer = createMailer({ smtpUrl, from: 'noreply@boughaz-freight.example', log: app.log });
    const sender = createOutboxSender({
      db: app.db,
      mailer,
      log: app.log,
      retry: { maxAttempts, baseDelayMs: 30_000, maxDelayMs: 3_600_000 },
    });
    cleanup.push(() => sender.stop());
    return sender;
  };

  const inbox = async (port?: number): Promise<SmtpInbox> => {
    const started = await startSmtpInbox(port);
    cleanup.push(() => started.close());
    return started;
  };

  test('a queued quote e-mail reaches a real SMTP server, in French, with every field', async () => {
    const reference = await submit('/api/cotation', quoteBody('containers'));
    const smtp = await inbox();
    // The company's e-mail, then the visitor's acknowledgement (acknowledgements.test.ts).
    expect(await smtpSender(smtp.url).runOnce()).toEqual({ sent: 2, logged: 0, retried: 0, failed: 0 });

    const mail = (await smtp.waitFor(2)).find((received) =>
      received.envelopeTo.includes('contact@boughaz-freight.example'),
    );
    expect(mail?.envelopeTo).toEqual(['contact@boughaz-freight.example']);
    expect(mail?.envelopeFrom).toBe('noreply@boughaz-freight.example');
    expect(mail?.headers['reply-to']).toBe('amina@example.ma');
    expect(mail?.subject).toBe(`Demande de cotation ${reference} – Conteneurs – Agrumes du Nord`);
    for (const expected of [
      `Nouvelle demande de cotation ${reference}`,
      'Type de devis : Conteneurs',
      'Nom complet : Amina El Idrissi',
      'Téléphone : 0612345678',
      'Ville : Tétouan',
      "Secteur d'activité : Agriculture",
      'Type de véhicule : Méga bâché',
      'Poids approximatif (tonnes) : 12,5',
      'Marchandises dangereuses ? Non',
      'Lieu : Tanger Med',
      `Date : ${frenchDate(inDays(2))}`,
      'Créneau horaire : 14 h – 20 h, 20 h – 23 h',
      'Lieu : Perpignan, MIN Saint-Charles',
      'Informations complémentaires :\n    Palettes filmées.\n    Quai n° 4, appeler 1 h avant.',
    ]) {
      expect(mail?.text).toContain(expected);
    }
    expect(await stateOf(reference)).toMatchObject({ status: 'sent', attempts: 1, last_error: null, sent: true });
  });

  test('a refused connection schedules a retry; the message goes once the server is up', async () => {
    const reference = await submit('/api/other-quote', otherQuoteBody());
    const port = await freePort();
    const sender = smtpSender(`smtp://127.0.0.1:${port}`);

    // The company's e-mail and the visitor's acknowledgement both wait.
    expect(await sender.runOnce()).toMatchObject({ sent: 0, retried: 2 });
    const failed = await stateOf(reference);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, sent: false });
    expect(failed?.last_error).toMatch(/ECONNREFUSED|connect/i);
    // First retry after 30 s: not due now, so another run leaves it alone.
    expect(failed?.due_in_s).toBeGreaterThan(25);
    expect(failed?.due_in_s).toBeLessThanOrEqual(30);
    expect(await sender.runOnce()).toMatchObject({ sent: 0, retried: 0 });

    const smtp = await inbox(port);
    await app.db.query(`UPDATE outbox SET next_attempt_at = now() WHERE payload->>'reference' = $1`, [reference]);
    expect(await sender.runOnce()).toMatchObject({ sent: 1 });
    const [mail] = await smtp.waitFor(1);
    expect(mail?.subject).toBe(`Demande de devis ${reference} – Autre – Stockage sous douane`);
    expect(mail?.text).toContain('Message :\n    Nous cherchons 200 m² sous douane\n    pour 3 mois.');
    expect(await stateOf(reference)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
  });

  test('a message that keeps failing is marked failed after the last attempt', async () => {
    const reference = await submit('/api/other-quote', otherQuoteBody());
    const sender = smtpSender(`smtp://127.0.0.1:${await freePort()}`, 2);
    expect(await sender.runOnce()).toMatchObject({ retried: 2, failed: 0 });
    await app.db.query(`UPDATE outbox SET next_attempt_at = now() WHERE payload->>'reference' = $1`, [reference]);
    expect(await sender.runOnce()).toMatchObject({ retried: 0, failed: 1 });
    expect(await stateOf(reference)).toMatchObject({ status: 'failed', attempts: 2, sent: false });
  });

  test('without SMTP_URL the message is logged and marked logged', async () => {
    const reference = await submit('/api/cotation', quoteBody());
    expect(await app.outbox.runOnce()).toMatchObject({ logged: 2, sent: 0 });
    expect(await stateOf(reference)).toMatchObject({ status: 'logged', attempts: 1, sent: true });
    const line = logs.lines.find(
      (entry) => entry.msg.includes('logged instead') && JSON.stringify(entry).includes(reference),
    );
    expect(line).toBeDefined();
    expect(JSON.stringify(line)).toContain('Agrumes du Nord');
  });

  test('concurrent runs deliver each message once', async () => {
    const references = await Promise.all([
      submit('/api/other-quote', otherQuoteBody()),
      submit('/api/cotation', quoteBody()),
    ]);
    const smtp = await inbox();
    const senders = [smtpSender(smtp.url), smtpSender(smtp.url)];
    const reports = await Promise.all([...senders, ...senders].map((sender) => sender.runOnce()));
    // Two requests: each one's e-mail to the company and acknowledgement to the visitor, once.
    expect(reports.reduce((total, report) => total + report.sent, 0)).toBe(4);
    const toCompany = smtp.messages.filter((mail) => mail.envelopeTo.includes('contact@boughaz-freight.example'));
    expect(toCompany.map((mail) => mail.subject.split(' ')[3]).sort()).toEqual([...references].sort());
    expect(smtp.messages.filter((mail) => mail.envelopeTo.includes('amina@example.ma'))).toHaveLength(2);
  });

  test('a sender that dies after a send sends again only that message: one duplicate per crash', async () => {
    await Promise.all([1, 2, 3, 4].map(() => submit('/api/other-quote', otherQuoteBody())));
    const sends: number[] = [];
    const { rows: due } = await app.db.query<{ id: number }>(
      `SELECT id::int AS id FROM outbox WHERE status = 'pending' ORDER BY id`,
    );
    expect(due.length).toBeGreaterThanOrEqual(8);
    // The database "goes away" (the process dies) right after the SMTP server took the 5th message.
    const dying = dyingDatabase();
    const crashing = createOutboxSender({
      db: dying.db,
      log: app.log,
      mailer: recordingMailer(sends, () => {
        if (sends.length === 5) dying.kill();
      }),
    });
    await crashing.runOnce().catch(() => undefined);
    // The lease of what the dead sender held runs out (LEASE_MS, not waited here); a new sender takes over.
    await app.db.query(`UPDATE outbox SET next_attempt_at = now() WHERE status = 'pending'`);
    const next = createOutboxSender({
      db: app.db,
      log: app.log,
      mailer: recordingMailer(sends),
    });
    await next.runOnce();
    const dueIds = due.map((row) => row.id);
    const counts = dueIds.map((id) => sends.filter((sent) => sent === id).length);
    // Every message sent, and only the one in flight at the crash twice.
    expect(counts.filter((count) => count === 0)).toEqual([]);
    expect(sends.length - dueIds.length).toBe(1);
    expect(counts.indexOf(2)).toBe(4);
  });

  test('the message sent again after a crash has the same Message-ID, so the mailbox keeps one; two messages never share one', async () => {
    const reference = await submit('/api/other-quote', otherQuoteBody());
    const smtp = await inbox();
    const real = createMailer({
      smtpUrl: smtp.url,
      from: 'Boughaz Freight <noreply@boughaz-freight.example>',
      log: app.log,
    });
    cleanup.push(async () => real.close());
    // The process dies right after the SMTP server took the first message, before it is recorded as sent.
    const dying = dyingDatabase();
    const crashing = createOutboxSender({
      db: dying.db,
      log: app.log,
      mailer: {
        kind: 'smtp',
        close: () => undefined,
        deliver: async (row) => {
          const status = await real.deliver(row);
          dying.kill();
          return status;
        },
      },
    });
    await crashing.runOnce().catch(() => undefined);
    await app.db.query(`UPDATE outbox SET next_attempt_at = now() WHERE status = 'pending'`);
    await smtpSender(smtp.url).runOnce();

    const mails = (await smtp.waitFor(3)).filter((mail) => mail.subject.includes(reference));
    const ids = mails.map((mail) => mail.headers['message-id']);
    expect(ids).toHaveLength(3);
    for (const id of ids) expect(id).toMatch(/^<outbox\.\d+\.[0-9a-z]+@boughaz-freight\.example>$/);
    // The company's notification twice (the crash), under one Message-ID; the acknowledgement under another.
    expect(new Set(ids).size).toBe(2);
    expect(ids[0]).toBe(ids[1]);
    expect(mails[0]?.text).toBe(mails[1]?.text);
  });

  test("a live sender keeps renewing its claim on a slow message; a dead one's claims come back after the lease", async () => {
    const { rows: before } = await app.db.query<{ last: number }>(
      'SELECT coalesce(max(id), 0)::int AS last FROM outbox',
    );
    await submit('/api/other-quote', otherQuoteBody());
    const { rows: mine } = await app.db.query<{ id: number }>(
      `SELECT id::int AS id FROM outbox WHERE id > $1 AND status = 'pending' ORDER BY id`,
      [before[0]?.last ?? 0],
    );
    expect(mine.length).toBeGreaterThanOrEqual(2);
    const leaseMs = 300;
    // The first message takes four leases to send (a slow SMTP server); another sender tries meanwhile.
    let release: (value?: unknown) => void = () => undefined;
    const slowSends: number[] = [];
    const slow = createOutboxSender({
      db: app.db,
      log: app.log,
      leaseMs,
      mailer: {
        kind: 'smtp',
        close: () => undefined,
        async deliver(row) {
          slowSends.push(row.id);
          if (slowSends.length === 1) await new Promise((resolve) => (release = resolve));
          return 'sent';
        },
      },
    });
    const running = slow.runOnce();
    const otherSends: number[] = [];
    const other = createOutboxSender({ db: app.db, log: app.log, leaseMs, mailer: recordingMailer(otherSends) });
    for (let tick = 0; tick < 8; tick += 1) {
      await new Promise((resolve) => setTimeout(resolve, leaseMs / 2));
      await other.runOnce();
    }
    release();
    await running;
    expect(otherSends.filter((id) => mine.some((row) => row.id === id))).toEqual([]);
    expect(mine.every((row) => slowSends.includes(row.id))).toBe(true);

    // A sender that dies with messages claimed: nobody renews them, and the lease's end gives them back.
    await submit('/api/other-quote', otherQuoteBody());
    const { rows: dead } = await app.db.query<{ id: number }>(
      `UPDATE outbox SET next_attempt_at = now() + interval '300 milliseconds' WHERE status = 'pending' RETURNING id::int AS id`,
    );
    expect(dead.length).toBeGreaterThanOrEqual(2);
    const survivorSends: number[] = [];
    const survivor = createOutboxSender({ db: app.db, log: app.log, leaseMs, mailer: recordingMailer(survivorSends) });
    expect((await survivor.runOnce()).sent).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, leaseMs + 100));
    await survivor.runOnce();
    expect(survivorSends.sort()).toEqual(dead.map((row) => row.id).sort());
  });

  test('a sender asked to stop finishes its message and hands the rest of its batch back at once', async () => {
    const { rows: before } = await app.db.query<{ last: number }>(
      'SELECT coalesce(max(id), 0)::int AS last FROM outbox',
    );
    await Promise.all([1, 2, 3].map(() => submit('/api/other-quote', otherQuoteBody())));
    let stopSender: () => Promise<void> = async () => undefined;
    const sends: number[] = [];
    const sender = createOutboxSender({
      db: app.db,
      log: app.log,
      mailer: recordingMailer(sends, () => {
        if (sends.length === 2) void stopSender();
      }),
    });
    stopSender = () => sender.stop();
    await sender.runOnce();
    expect(sends).toHaveLength(2);
    const { rows } = await app.db.query<{ status: string; due: boolean }>(
      `SELECT status, next_attempt_at <= now() AS due FROM outbox WHERE id > $1 ORDER BY id`,
      [before[0]?.last ?? 0],
    );
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(2);
    // The others are due again now, not in five minutes.
    expect(rows.filter((row) => row.status === 'pending').every((row) => row.due)).toBe(true);
    expect(rows.filter((row) => row.status === 'pending').length).toBeGreaterThanOrEqual(4);
  });
});

describe.each(drivers)('a server with SMTP_URL on %s', (driver) => {
  let smtp: SmtpInbox;
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    smtp = await startSmtpInbox();
    ({ app, close } = await startApp(driver, {
      mail: { smtpUrl: smtp.url, notifyEmail: 'devis@boughaz-freight.example, ops@boughaz-freight.example' },
      outbox: { intervalMs: 60_000 },
    }));
  });
  afterAll(async () => {
    await close();
    await smtp.close();
  });

  test('sends right after the submission, to every NOTIFY_EMAIL address', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/other-quote',
      payload: JSON.stringify(otherQuoteBody()),
      headers: { 'content-type': 'application/json' },
    });
    const { reference } = submissionResponseSchema.parse(response.json());
    const [mail] = await smtp.waitFor(1);
    expect(mail?.subject).toContain(reference);
    expect(mail?.envelopeTo).toEqual(['devis@boughaz-freight.example', 'ops@boughaz-freight.example']);
  });
});
