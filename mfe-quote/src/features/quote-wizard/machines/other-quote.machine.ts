import { assign, fromPromise, setup } from 'xstate';
import { z } from 'zod';
import { otherQuoteInfoSchema, otherQuoteSchema, type OtherQuoteRequest } from '@freight/shared/core/schemas/other-quote';
import { quoteClientSchema } from '@freight/shared/core/schemas/quote';
import {
  contentOf,
  dataOf,
  errorsOf,
  FAILED_TRANSITIONS,
  formValuesSchema,
  keyNeedsRenewal,
  randomIdempotencyKey,
  submissionOf,
  toSubmitError,
  type FieldErrors,
  type FormValues,
  type SubmitError,
  type SubmitInput,
  type SubmitOutput,
  type WizardTag,
  withStep,
} from './wizard';

// The other-quote flow (docs/product-rules.md#quote-flows):
// closed -> client -> info -> submitting -> sent | failed, with the quote
// wizard's rules: the modal's visibility is context.open, so closing keeps the step.

export type OtherQuoteStep = 'client' | 'info';

export const otherQuoteEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('OPEN') }),
  z.object({ type: z.literal('NEXT'), data: formValuesSchema }),
  z.object({ type: z.literal('BACK'), data: formValuesSchema.optional() }),
  z.object({ type: z.literal('CLOSE'), data: formValuesSchema.optional() }),
  z.object({ type: z.literal('RETRY') }),
  z.object({ type: z.literal('EDIT') }),
]);
export type OtherQuoteEvent = z.infer<typeof otherQuoteEventSchema>;

export interface OtherQuoteDraft {
  client: FormValues | null;
  /** Subject (`object`) and `message`. */
  info: FormValues | null;
}

export interface OtherQuoteContext {
  open: boolean;
  draft: OtherQuoteDraft;
  /** The current step's field errors; dotted paths (`client.email`) name an earlier step. */
  errors: FieldErrors;
  idempotencyKey: string | null;
  /** The request the key was last sent with (contentOf); a different one gets a new key. */
  keyFor: string | null;
  /** The parsed request, fixed when the flow leaves `info`; a retry sends it again unchanged. */
  request: OtherQuoteRequest | null;
  reference: string | null;
  submitError: SubmitError | null;
}

const EMPTY_DRAFT: OtherQuoteDraft = { client: null, info: null };
const EMPTY_CONTEXT: OtherQuoteContext = {
  open: false,
  draft: EMPTY_DRAFT,
  errors: {},
  idempotencyKey: null,
  keyFor: null,
  request: null,
  reference: null,
  submitError: null,
};

const STEP_SCHEMAS = { client: quoteClientSchema, info: otherQuoteInfoSchema } satisfies Record<OtherQuoteStep, z.ZodType>;

const otherQuoteSetup = setup({
  types: {
    context: {} as OtherQuoteContext,
    events: {} as OtherQuoteEvent,
    tags: {} as WizardTag,
  },
  actors: {
    // The page provides the API call: otherQuoteMachine.provide({ actors: { submitOtherQuote: fromPromise(...) } }).
    submitOtherQuote: fromPromise<SubmitOutput, SubmitInput<OtherQuoteRequest>>(async () => {
      throw new Error('submitOtherQuote is not provided');
    }),
  },
  guards: {
    stepValid: ({ event }, params: { step: OtherQuoteStep }) =>
      event.type === 'NEXT' && STEP_SCHEMAS[params.step].safeParse(event.data).success,
    // Sent once client and info are both there.
    requestComplete: ({ context, event }) =>
      event.type === 'NEXT' && otherQuoteSchema.safeParse(withStep(context.draft, 'info', event.data)).success,
    hasRequest: ({ context }) => context.request !== null && context.idempotencyKey !== null,
  },
  actions: {
    startDraft: assign({ ...EMPTY_CONTEXT, open: true }),
    // Swapped in tests for a predictable key.
    newIdempotencyKey: assign({ idempotencyKey: () => randomIdempotencyKey() }),
    open: assign({ open: true }),
    // The request is built again from the reviewed steps.
    clearSubmitError: assign({ submitError: null, errors: {}, request: null }),
    close: assign({ open: false }),
    /** Stores the step's values when the event carries them (NEXT, and BACK or CLOSE from a form). */
    keep: assign(({ context, event }, params: { step: OtherQuoteStep }) => {
      const data = dataOf(event);
      return data ? { draft: withStep(context.draft, params.step, data), errors: {} } : {};
    }),
    clearErrors: assign({ errors: {} }),
    /** Keeps what was typed and says why it cannot go on. */
    reject: assign(({ context, event }, params: { step: OtherQuoteStep }) => {
      const draft = withStep(context.draft, params.step, dataOf(event) ?? {});
      const errors = errorsOf(STEP_SCHEMAS[params.step], draft[params.step]);
      // The step is fine but an earlier one no longer is (a draft restored from an older version).
      return { draft, errors: Object.keys(errors).length > 0 ? errors : errorsOf(otherQuoteSchema, draft) };
    }),
    prepareRequest: assign(({ context }) => {
      const parsed = otherQuoteSchema.safeParse(context.draft);
      return { request: parsed.success ? parsed.data : null };
    }),
  },
});

const modal = (step: OtherQuoteStep) =>
  ({
    CLOSE: { actions: [{ type: 'keep', params: { step } }, 'close'] },
    OPEN: { actions: 'open' },
  }) as const;

/** Before a send: a request whose content changed since its key was last sent gets a new key. */
const keyForRequest = otherQuoteSetup.enqueueActions(({ context, enqueue }) => {
  if (keyNeedsRenewal(context)) enqueue('newIdempotencyKey');
  enqueue.assign({ keyFor: contentOf(context.request) });
});

const newDraft = { target: 'client', actions: ['startDraft', 'newIdempotencyKey'] } as const;

export const otherQuoteMachine = otherQuoteSetup.createMachine({
  id: 'otherQuote',
  context: EMPTY_CONTEXT,
  initial: 'closed',
  states: {
    closed: { on: { OPEN: newDraft } },
    client: {
      tags: 'draft',
      on: {
        NEXT: [
          { guard: { type: 'stepValid', params: { step: 'client' } }, target: 'info', actions: { type: 'keep', params: { step: 'client' } } },
          { actions: { type: 'reject', params: { step: 'client' } } },
        ],
        ...modal('client'),
      },
    },
    info: {
      tags: 'draft',
      on: {
        NEXT: [
          { guard: 'requestComplete', target: 'submitting', actions: [{ type: 'keep', params: { step: 'info' } }, 'prepareRequest', keyForRequest] },
          { actions: { type: 'reject', params: { step: 'info' } } },
        ],
        BACK: { target: 'client', actions: [{ type: 'keep', params: { step: 'info' } }, 'clearErrors'] },
        ...modal('info'),
      },
    },
    submitting: {
      tags: ['draft', 'submitting'],
      entry: assign({ submitError: null }),
      invoke: {
        id: 'submitOtherQuote',
        src: 'submitOtherQuote',
        input: ({ context }) => submissionOf(context),
        onDone: { target: 'sent', actions: assign({ reference: ({ event }) => event.output.reference }) },
        onError: { target: 'failed', actions: assign({ submitError: ({ event }) => toSubmitError(event.error) }) },
      },
    },
    sent: { tags: 'sent', on: { CLOSE: { actions: 'close' }, OPEN: newDraft } },
    failed: {
      tags: 'draft',
      on: {
        ...FAILED_TRANSITIONS,
      },
    },
  },
});
