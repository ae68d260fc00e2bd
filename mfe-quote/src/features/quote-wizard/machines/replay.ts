import {
  assign,
  createActor,
  fromPromise,
  waitFor,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventFrom,
  type InspectionEvent,
  type Snapshot,
} from 'xstate';
import { z } from 'zod';
import { otherQuoteMachine } from './other-quote.machine';
import { loadDraft, saveDraft, type DraftStorage } from './persistence';
import { quoteMachine } from './quote.machine';
import { otherQuoteEventSchema, wizardEventSchema } from './wizard-events';
import type { EventLog, WizardMachineName } from './recorder';
import type { SubmitInput, SubmitOutput } from './wizard';
import type { WizardMachine } from './wizard-factory';

// Plays a recorded event log (recorder.ts) against a machine with scripted
// submissions and predictable idempotency keys: the QA replay test and the
// recorder's own test use it, the machine tests start their wizards with it.
// Nothing here touches the network.

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

/**
 * The machine tests' wizard: a running actor with a submission the test
 * settles by hand and keys `key-1`, `key-2`, ...; `snapshot` restores a
 * stored draft, `inspect` is the recorder's.
 */
export function startWizard<TDraft extends object, TRequest, TState extends string>(
  wizard: WizardMachine<TDraft, TRequest, TState>,
  options: { snapshot?: Snapshot<unknown> | null; inspect?: (event: InspectionEvent) => void } = {},
) {
  const submit = controlledSubmit<TRequest>();
  const nextKey = sequentialKeys();
  const machine = wizard.provide({
    actors: { submit: submit.logic },
    actions: { newIdempotencyKey: assign({ idempotencyKey: () => nextKey() }) },
  });
  const actor = createActor(machine, { snapshot: options.snapshot ?? undefined, inspect: options.inspect }).start();
  const send = (...events: Array<EventFrom<typeof machine>>) => {
    for (const event of events) actor.send(event);
  };
  const settled = () => waitFor(actor, (snapshot) => !snapshot.hasTag('submitting'), { timeout: 1000 });
  return { machine, actor, send, submit, settled, snapshot: () => actor.getSnapshot() };
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

/** The machine a log names, and the schema its events are checked against. */
const WIZARDS: Record<WizardMachineName, { machine: AnyStateMachine; events: z.ZodType<AnyEventObject> }> = {
  quote: { machine: quoteMachine, events: wizardEventSchema },
  'other-quote': { machine: otherQuoteMachine, events: otherQuoteEventSchema },
};

export async function replayEventLog(log: EventLog, storage: DraftStorage): Promise<ReplayResult> {
  const nextKey = sequentialKeys();
  const submit = scriptedSubmit<unknown>(log.submit);
  const { machine, events } = WIZARDS[log.machine];
  const provided = machine.provide({
    actors: { submit: submit.logic },
    actions: { newIdempotencyKey: assign({ idempotencyKey: () => nextKey() }) },
  });
  const final = await play(provided, z.array(events).parse(log.events), log.reloadAfter, storage);
  return {
    state: String(final.value),
    context: contextSchema.parse(final.context),
    submissions: submit.inputs,
    unusedResults: submit.remaining,
  };
}
