import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database';
import type { Mailer } from './mailer';
import { claimDue, markAttemptFailed, markDelivered, type OutboxRow, releaseClaims, renewClaims } from './outbox';

// Delivers the outbox: at least once (a crash between sending and recording
// it sends the message again after the lease), never silently dropped (a
// message that keeps failing ends as 'failed', with its last error, in the table).
// Each message is recorded as soon as it is sent, so a sender that dies sends
// again at most the one message it was sending: one duplicate per crash.
// A claim is short (LEASE_MS) and renewed while its sender lives, so what a
// crashed instance held is sent by another within about LEASE_MS, while a live
// sender waiting on a slow SMTP server keeps its messages (docs/deploy.md).

export interface RetryPolicy {
  /** Attempts before a message is marked 'failed'. */
  maxAttempts: number;
  /** Wait after the first failure; doubled after each further one. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: 10, baseDelayMs: 30_000, maxDelayMs: 3_600_000 };

/** How long a claimed message is hidden from other senders unless its sender renews the claim. */
export const LEASE_MS = 30_000;
const BATCH_SIZE = 20;
/** A run stops after this many batches; the next tick continues. */
const MAX_BATCHES = 50;
/**
 * A kick (a submission) starts a run this much later, and kicks meanwhile join
 * it: under a flood of submissions one run claims their e-mails together
 * rather than one claim (about a millisecond of PGlite's only connection, even
 * when it finds nothing) per submission.
 */
export const KICK_DELAY_MS = 100;

/** 30 s, 1 min, 2 min, ... at most 1 h (with the default policy). */
export function retryDelayMs(failedAttempts: number, policy: RetryPolicy = DEFAULT_RETRY_POLICY): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, failedAttempts - 1));
}

export interface SendReport {
  sent: number;
  logged: number;
  retried: number;
  failed: number;
}

export interface OutboxSender {
  /** Delivers every due message. A call during a run waits for it, then runs again. */
  runOnce(): Promise<SendReport>;
  /** Starts a run KICK_DELAY_MS later without waiting for it (right after an enqueue); kicks meanwhile join it. */
  kick(): void;
  /** Runs every `intervalMs` until stop(). */
  start(intervalMs: number): void;
  /** Stops the timer and kicks, waits for the run in progress, closes the mailer. */
  stop(): Promise<void>;
}

export interface OutboxSenderOptions {
  db: Queryable;
  mailer: Mailer;
  log: FastifyBaseLogger;
  retry?: RetryPolicy;
  /** LEASE_MS unless a test shortens it. */
  leaseMs?: number;
}

export function createOutboxSender({
  db,
  mailer,
  log,
  retry = DEFAULT_RETRY_POLICY,
  leaseMs = LEASE_MS,
}: OutboxSenderOptions): OutboxSender {
  let current: Promise<SendReport> | null = null;
  let next: Promise<SendReport> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  async function deliver(row: OutboxRow, report: SendReport) {
    try {
      const status = await mailer.deliver(row);
      await markDelivered(db, [row.id], status);
      report[status] += 1;
    } catch (error) {
      const attempts = row.attempts + 1;
      const giveUp = attempts >= retry.maxAttempts;
      const reason = error instanceof Error ? error.message : String(error);
      const retryInMs = retryDelayMs(attempts, retry);
      await markAttemptFailed(db, row.id, reason, { giveUp, retryInMs });
      if (giveUp) {
        report.failed += 1;
        log.error({ outbox: row.id, kind: row.kind, attempts, err: error }, 'e-mail failed for good');
      } else {
        report.retried += 1;
        log.warn({ outbox: row.id, kind: row.kind, attempts, retryInMs, err: error }, 'e-mail failed, will retry');
      }
    }
  }

  async function drain(): Promise<SendReport> {
    const report: SendReport = { sent: 0, logged: 0, retried: 0, failed: 0 };
    // The claimed messages not yet sent or failed, with the attempts they were claimed with.
    const held = new Map<number, number>();
    const renew = setInterval(() => {
      const rows = [...held].map(([id, attempts]) => ({ id, attempts }));
      renewClaims(db, rows, leaseMs).catch((error: unknown) =>
        log.warn({ err: error, held: rows.length }, 'outbox claims not renewed: another sender may take them'),
      );
      // Three chances to renew before a claim runs out.
    }, leaseMs / 3);
    renew.unref();
    try {
      for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
        if (stopped) break;
        const rows = await claimDue(db, BATCH_SIZE, leaseMs);
        if (rows.length === 0) break;
        for (const row of rows) held.set(row.id, row.attempts);
        for (const [index, row] of rows.entries()) {
          // Stopping: the message being sent is finished, the rest of the batch handed back at once
          // (not left hidden for the lease) to the next sender, this one's next start or another instance.
          if (stopped) {
            const unsent = rows.slice(index).map((left) => left.id);
            for (const id of unsent) held.delete(id);
            await releaseClaims(db, unsent);
            return report;
          }
          await deliver(row, report);
          held.delete(row.id);
        }
        // A short batch took every due row: no claim to find nothing (what came in since kicked a run).
        if (rows.length < BATCH_SIZE) break;
      }
      return report;
    } finally {
      clearInterval(renew);
    }
  }

  function runOnce(): Promise<SendReport> {
    if (current) {
      // Messages enqueued during this run may have been missed by its claims.
      next ??= current.then(
        () => runOnce(),
        () => runOnce(),
      );
      return next;
    }
    next = null;
    current = drain().finally(() => {
      current = null;
    });
    return current;
  }

  function runInBackground() {
    if (stopped) return;
    runOnce().catch((error: unknown) => log.error({ err: error }, 'outbox run failed'));
  }

  let kicked: NodeJS.Timeout | null = null;
  function kick() {
    if (stopped || kicked) return;
    kicked = setTimeout(() => {
      kicked = null;
      runInBackground();
    }, KICK_DELAY_MS);
  }

  return {
    runOnce,
    kick,
    start(intervalMs) {
      if (timer || stopped) return;
      timer = setInterval(runInBackground, intervalMs);
      timer.unref();
      runInBackground();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      if (kicked) clearTimeout(kicked);
      kicked = null;
      await (next ?? current)?.catch(() => undefined);
      mailer.close();
    },
  };
}
