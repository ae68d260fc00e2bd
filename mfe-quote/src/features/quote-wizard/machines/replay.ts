import { assign, createActor, fromPromise, waitFor, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { z } from 'zod';
import type { OtherQuoteRequest } from '@freight/shared/core/schemas/other-quote';
import type { QuoteRequest } from '@freight/shared/core/schemas/quote';
import { otherQuoteEventSchema, otherQuoteMachine } from './other-quote.machine';
import { loadDraft, saveDraft, type DraftStorage } from './persistence';
import { quoteEventSchema, quoteMachine } from './quote.machine';
import type { EventLog } from './recorder';
import type { SubmitInput, SubmitOutput } from './wizard';

// Plays a recorded event log (recorder.ts) against a machine with scripted
// submissions and predictable idempotency keys: the QA replay test and the
// recorder's own test use it. Nothing here touches the network.

/** `key-1`, `key-2`, ... in creation order. */
export function sequentialKeys(prefix = 'key'): () => string {
  let count = 0;
  return () => `${prefix}-${++count}`;
}

/** Answers submissions in order: `ok:REF` resolves with that reference; `fail:code[:status]` rejects like the API client. */
export function scriptedSubmit<TRequest>(script: readonly string[]) {
  const remaining = [...script];
  const inputs: Array<SubmitInput<TRequest>> = [];
  const logic = fromPromise<SubmitOutput, SubmitInput<TRequest>>(async ({ input }) => {
    inputs.push(input);
    const next = remaining.shift();
    if (next === undefined) throw new Error('The log has no scripted result left for this submission');
    if (next.startsWith('ok:')) return { reference: next.slice('ok:'.length) };
    const [, code, status] = next.split(':');
    throw Object.assign(new Error(`Scripted failure: ${next}`), { code, status: status ? Number(status) : 0 });
  });
  return { logic, inputs, remaining };
}

/** A submission the test settles by hand: `succeed('REF')` or `fail(error)`, oldest first. */
export function controlledSubmit<TRequest>() {
  const inputs: Array<SubmitInput<TRequest>> = [];
  const pending: Array<{ resolve: (output: SubmitOutput) => void; reject: (error: unknown) => void }> = [];
  const logic = fromPromise<SubmitOutput, SubmitInput<TRequest>>(({ input }) => {
    inputs.push(input);
    return new Promise((resolve, reject) => pending.push({ resolve, reject }));
  });
  return {
    logic,
    inputs,
    succeed: (reference: string) => pending.shift()?.resolve({ reference }),
    fail: (error: unknown) => pending.shift()?.reject(error),
  };
}

const DRAFT_KEY = 'replay-draft';

// Events were checked against the machine's own event schema before they get here.
async function play(
  machine: AnyStateMachine,
  events: readonly AnyEventObject[],
  reloadAfter: number | undefined,
  storage: DraftStorage,
): Promise<AnyMachineSnapshot> {
  let actor = createActor(machine).start();
  const settle = () => waitFor(actor, (snapshot) => !snapshot.hasTag('submitting'), { timeout: 2000 });
  for (const [index, event] of events.entries()) {
    actor.send(event);
    await settle();
    if (index === reloadAfter) {
      // What the page does around a reload: save on change, restore into a new actor.
      saveDraft(storage, DRAFT_KEY, actor.getSnapshot());
      actor.stop();
      actor = createActor(machine, { snapshot: loadDraft(storage, DRAFT_KEY, machine) ?? undefined }).start();
    }
  }
  const final = actor.getSnapshot();
  actor.stop();
  return final;
}

export interface ReplayResult {
  state: string;
  context: Record<string, unknown>;
  /** What each submission received, in order. */
  submissions: Array<SubmitInput<unknown>>;
  /** Scripted results no submission used. */
  unusedResults: string[];
}

const contextSchema = z.record(z.string(), z.unknown());

export async function replayEventLog(log: EventLog, storage: DraftStorage): Promise<ReplayResult> {
  const nextKey = sequentialKeys();
  if (log.machine === 'quote') {
    const submit = scriptedSubmit<QuoteRequest>(log.submit);
    const machine = quoteMachine.provide({
      actors: { submitQuote: submit.logic },
      actions: { newIdempotencyKey: assign({ idempotencyKey: () => nextKey() }) },
    });
    const final = await play(machine, z.array(quoteEventSchema).parse(log.events), log.reloadAfter, storage);
    return { state: String(final.value), context: contextSchema.parse(final.context), submissions: submit.inputs, unusedResults: submit.remaining };
  }
  const submit = scriptedSubmit<OtherQuoteRequest>(log.submit);
  const machine = otherQuoteMachine.provide({
    actors: { submitOtherQuote: submit.logic },
    actions: { newIdempotencyKey: assign({ idempotencyKey: () => nextKey() }) },
  });
  const final = await play(machine, z.array(otherQuoteEventSchema).parse(log.events), log.reloadAfter, storage);
  return { state: String(final.value), context: contextSchema.parse(final.context), submissions: submit.inputs, unusedResults: submit.remaining };
}
