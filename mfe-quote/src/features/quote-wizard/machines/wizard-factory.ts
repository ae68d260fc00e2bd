import { assign, fromPromise, setup } from 'xstate';
import { safeParse } from 'zod/mini';
import { checkFlow, stepSchema, type WizardFlow } from './wizard-flow';
import {
  contentOf,
  dataOf,
  errorsOf,
  keyNeedsRenewal,
  randomIdempotencyKey,
  submissionOf,
  toSubmitError,
  type SubmitInput,
  type SubmitOutput,
  type WizardContext,
  type WizardEvent,
  type WizardTag,
  withStep,
} from './wizard';

// One machine for every wizard (mfe-quote/README.md, "Wizards"):
// initial -> step 1 -> ... -> step n -> submitting -> sent | failed, the steps
// given as data (wizard-flow.ts). NEXT is guarded by the step's schema (the last one's by the
// whole request, and sends it at once); BACK keeps the step's values; CLOSE
// keeps the draft and the step; `failed` offers RETRY (same request, same key),
// EDIT (back to the first step, everything kept), CLOSE and OPEN.

/** A machine built by the factory; tests take any of them. */
export type WizardMachine<TDraft extends object, TRequest, TState extends string> = ReturnType<
  typeof createWizardMachine<TDraft, TRequest, TState>
>;

export function createWizardMachine<TDraft extends object, TRequest, TState extends string>(
  flow: WizardFlow<TDraft, TRequest, TState>,
) {
  checkFlow(flow);
  type Holds = keyof TDraft & string;
  const [first] = flow.steps;
  const last = flow.steps[flow.steps.length - 1] ?? first;
  const specOf = (holds: Holds) => flow.steps.find((step) => step.holds === holds) ?? first;
  const { choice } = flow;
  /** The draft as the event starting or reopening it says (the type chosen), else as it is. */
  const chosen = (draft: TDraft, event: WizardEvent) =>
    choice && event.type === 'CHOOSE_TYPE' ? choice.draft(draft, event) : draft;
  const emptyContext: WizardContext<TDraft, TRequest> = {
    open: false,
    draft: flow.emptyDraft,
    errors: {},
    idempotencyKey: null,
    keyFor: null,
    request: null,
    reference: null,
    submitError: null,
  };

  const wizardSetup = setup({
    types: {
      context: {} as WizardContext<TDraft, TRequest>,
      events: {} as WizardEvent,
      tags: {} as WizardTag,
    },
    actors: {
      // The page provides the API call: machine.provide({ actors: { submit: fromPromise(...) } }).
      submit: fromPromise<SubmitOutput, SubmitInput<TRequest>>(async () => {
        throw new Error(`${flow.id}: submit is not provided`);
      }),
    },
    guards: {
      typeChosen: ({ event }) => choice !== undefined && event.type === 'CHOOSE_TYPE' && choice.accepts(event),
      stepValid: ({ context, event }, params: { step: Holds }) =>
        event.type === 'NEXT' && safeParse(stepSchema(specOf(params.step), context.draft), event.data).success,
      // Sent once every part of the request is there.
      requestComplete: ({ context, event }) =>
        event.type === 'NEXT' && safeParse(flow.request, withStep(context.draft, last.holds, event.data)).success,
      hasRequest: ({ context }) => context.request !== null && context.idempotencyKey !== null,
    },
    actions: {
      startDraft: assign(({ event }) => ({ ...emptyContext, open: true, draft: chosen(flow.emptyDraft, event) })),
      // Swapped in tests for a predictable key.
      newIdempotencyKey: assign({ idempotencyKey: () => randomIdempotencyKey() }),
      /** A type chosen again on a kept draft: the draft takes it. */
      setType: assign(({ context, event }) => ({ draft: chosen(context.draft, event) })),
      open: assign({ open: true }),
      // The request is built again from the reviewed steps.
      clearSubmitError: assign({ submitError: null, errors: {}, request: null }),
      close: assign({ open: false }),
      /** Stores the step's values when the event carries them (NEXT, and BACK or CLOSE from a form). */
      keep: assign(({ context, event }, params: { step: Holds }) => {
        const data = dataOf(event);
        return data ? { draft: withStep(context.draft, params.step, data), errors: {} } : {};
      }),
      clearErrors: assign({ errors: {} }),
      /** Keeps what was typed and says why it cannot go on. */
      reject: assign(({ context, event }, params: { step: Holds }) => {
        const draft = withStep(context.draft, params.step, dataOf(event) ?? {});
        const errors = errorsOf(stepSchema(specOf(params.step), draft), draft[params.step]);
        // The step is fine but an earlier one no longer is (a restored draft whose date has passed).
        return { draft, errors: Object.keys(errors).length > 0 ? errors : errorsOf(flow.request, draft) };
      }),
      prepareRequest: assign(({ context }) => {
        const parsed = safeParse(flow.request, context.draft);
        return { request: parsed.success ? parsed.data : null };
      }),
    },
  });

  /** Before a send: a request whose content changed since its key was last sent gets a new key. */
  const keyForRequest = wizardSetup.enqueueActions(({ context, enqueue }) => {
    if (keyNeedsRenewal(context)) enqueue('newIdempotencyKey');
    enqueue.assign({ keyFor: contentOf(context.request) });
  });

  // Leaf states: without `states`, XState types the machine's state value as the union of their names.
  type StateConfig = Omit<Parameters<typeof wizardSetup.createStateConfig>[0], 'states'>;
  type On = NonNullable<StateConfig['on']>;
  const keep = (step: Holds) => ({ type: 'keep', params: { step } }) as const;
  const reject = (step: Holds) => ({ actions: { type: 'reject', params: { step } } }) as const;
  const next = (step: Holds, target: string | undefined): On['NEXT'] =>
    target
      ? [{ guard: { type: 'stepValid', params: { step } }, target, actions: keep(step) }, reject(step)]
      : [
          { guard: 'requestComplete', target: 'submitting', actions: [keep(step), 'prepareRequest', keyForRequest] },
          reject(step),
        ];
  const startActions = ['startDraft', 'newIdempotencyKey'] as const;
  const newDraft: On = choice
    ? { CHOOSE_TYPE: { guard: 'typeChosen', target: first.state, actions: startActions } }
    : { OPEN: { target: first.state, actions: startActions } };
  // A flow started by OPEN has nothing more: OPEN reopens the kept draft.
  const choiceAgain = (transition: On['CHOOSE_TYPE']): On => (choice ? { CHOOSE_TYPE: transition } : {});

  const stepStates = flow.steps.map((step, index): [TState, StateConfig] => {
    const previous = flow.steps[index - 1];
    const on: On = {
      NEXT: next(step.holds, flow.steps[index + 1]?.state),
      ...(previous ? { BACK: { target: previous.state, actions: [keep(step.holds), 'clearErrors'] } } : {}),
      // Closing keeps the draft and the step; choosing a type again reopens it there.
      CLOSE: { actions: [keep(step.holds), 'close'] },
      OPEN: { actions: 'open' },
      ...choiceAgain({ guard: 'typeChosen', actions: ['setType', 'open'] }),
    };
    return [step.state, { tags: 'draft', on }];
  });
  const initial: [TState, StateConfig] = [flow.initial, { on: newDraft }];
  // One entry per name of TState (the flow's initial state and steps); TypeScript cannot follow keys built at run time.
  const states = Object.fromEntries([initial, ...stepStates]) as Record<TState, StateConfig>;

  return wizardSetup.createMachine({
    id: flow.id,
    context: emptyContext,
    initial: flow.initial,
    states: {
      ...states,
      submitting: {
        tags: ['draft', 'submitting'],
        entry: assign({ submitError: null }),
        invoke: {
          id: 'submit',
          src: 'submit',
          input: ({ context }) => submissionOf(context),
          onDone: { target: 'sent', actions: assign({ reference: ({ event }) => event.output.reference }) },
          onError: { target: 'failed', actions: assign({ submitError: ({ event }) => toSubmitError(event.error) }) },
        },
      },
      sent: { tags: 'sent', on: { CLOSE: { actions: 'close' }, ...newDraft } },
      failed: {
        tags: 'draft',
        on: {
          // RETRY sends the same request with the same key; EDIT (a refusal that sending again cannot
          // cure, such as a date gone by overnight) goes back to the first step, each step checking again.
          RETRY: { guard: 'hasRequest', target: 'submitting', actions: 'open' },
          EDIT: { target: first.state, actions: ['clearSubmitError', 'open'] },
          CLOSE: { actions: 'close' },
          OPEN: { actions: 'open' },
          ...choiceAgain({ guard: 'typeChosen', actions: 'open' }),
        },
      },
    },
  });
}
