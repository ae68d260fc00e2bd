import { randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { splitFormMeta, spamSignal, type FormMeta, type SpamSignal } from '@freight/shared/core/schemas/form-meta';
import type { SubmissionMeta } from '../http/submission';
import { formatReference, type SubmissionTable } from './store-submission';
import type { SubmissionResponse } from '@freight/shared/core/api/submission-response';
import { sendStored, submissionMetaOf } from '../http/submission';

// The forms' spam guards (docs/decisions/005-form-submissions.md): a filled
// honeypot or a fill time under the minimum gets the answer a person gets,
// 201 with a reference of the right shape, but nothing is stored or sent.
// Only the log knows: each hit with its reason and a running count per reason.

export interface SpamGuard {
  /** The fill time (ms) under which a form was not filled in by a person. */
  readonly minFillMs: number;
  /** Why a submission looks automated, or null for a person's. */
  check(meta: FormMeta): SpamSignal | null;
  /** Logs and counts the hit, then answers 201 with a decoy reference (never one of the real sequence). */
  answer(request: FastifyRequest, reply: FastifyReply, signal: SpamSignal, table: SubmissionTable): SubmissionResponse;
  /**
   * A JSON form's parsed body: its own fields and what is stored beside them,
   * or the decoy answer already given when it looks automated.
   */
  receive<T extends FormMeta>(
    request: FastifyRequest,
    reply: FastifyReply,
    body: T,
    table: SubmissionTable,
  ): { decoy: SubmissionResponse } | { fields: Omit<T, keyof FormMeta>; submission: SubmissionMeta };
}

/** Same shape as a real reference (Q-2026-004217); the number is drawn, no sequence is advanced. */
export function decoyReference(prefix: string, now = new Date()): string {
  return formatReference(prefix, now, String(randomInt(1_000, 100_000)));
}

export function createSpamGuard(minFillMs: number): SpamGuard {
  const counts = new Map<SpamSignal, number>();
  const guard: SpamGuard = {
    minFillMs,
    check: (meta) => spamSignal(meta, minFillMs),
    answer(request, reply, signal, table) {
      const count = (counts.get(signal) ?? 0) + 1;
      counts.set(signal, count);
      request.log.warn(
        { spam: signal, count, route: request.routeOptions.url },
        'form submission looks automated: answered as stored, nothing kept',
      );
      return sendStored(reply, { reference: decoyReference(table.prefix), replayed: false });
    },
    receive(request, reply, body, table) {
      const { meta, fields } = splitFormMeta(body);
      // Read first, so a malformed Idempotency-Key is refused alike for people and bots.
      const submission = submissionMetaOf(request, meta);
      const signal = guard.check(meta);
      return signal ? { decoy: guard.answer(request, reply, signal, table) } : { fields, submission };
    },
  };
  return guard;
}
