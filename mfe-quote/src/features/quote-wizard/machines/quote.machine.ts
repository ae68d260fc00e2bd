import { assign, fromPromise, setup } from 'xstate';
import { z } from 'zod';
import { QUOTE_TYPES, SECTORS, type QuoteType, type Sector } from '@freight/shared/core/constants';
import {
  quoteClientSchema,
  quoteLoadingSchema,
  quoteProductSchema,
  quoteRequestSchema,
  quoteTypeSchema,
  quoteUnloadingAfter,
  type QuoteRequest,
} from '@freight/shared/core/schemas/quote';
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

// The quote wizard (docs/product-rules.md#quote-flows):
// idle -> client -> goods -> loading -> unloading -> submitting -> sent | failed.
// The modal's visibility is context.open, not a state, so closing keeps the step.

/** Steps holding typed values, named as in the request: the `goods` state fills `product`. */
export type QuoteStep = 'client' | 'product' | 'loading' | 'unloading';

export const quoteEventSchema = z.discriminatedUnion('type', [
  // `sector`: opened from a link naming the visitor's sector (/cotation?sector=food), chosen in the goods step.
  z.object({ type: z.literal('CHOOSE_TYPE'), quoteType: z.enum(QUOTE_TYPES), sector: z.enum(SECTORS).optional() }),
  z.object({ type: z.literal('NEXT'), data: formValuesSchema }),
  z.object({ type: z.literal('BACK'), data: formValuesSchema.optional() }),
  z.object({ type: z.literal('CLOSE'), data: formValuesSchema.optional() }),
  z.object({ type: z.literal('OPEN') }),
  z.object({ type: z.literal('RETRY') }),
  z.object({ type: z.literal('EDIT') }),
]);
export type QuoteEvent = z.infer<typeof quoteEventSchema>;

/** What the visitor typed, step by step, as typed (the request is parsed from it). */
export interface QuoteDraft {
  cotation: { type: QuoteType } | null;
  client: FormValues | null;
  product: FormValues | null;
  loading: FormValues | null;
  unloading: FormValues | null;
}

export interface QuoteContext {
  open: boolean;
  draft: QuoteDraft;
  /** The current step's field errors (`email`, `date`); dotted paths (`loading.date`) name an earlier step. */
  errors: FieldErrors;
  /** Created with the draft; every attempt to send this draft carries it. */
  idempotencyKey: string | null;
  /** The request the key was last sent with (contentOf); a different one gets a new key. */
  keyFor: string | null;
  /** The parsed request, fixed when the wizard leaves `unloading`; a retry sends it again unchanged. */
  request: QuoteRequest | null;
  reference: string | null;
  submitError: SubmitError | null;
}

const EMPTY_DRAFT: QuoteDraft = { cotation: null, client: null, product: null, loading: null, unloading: null };
/** The goods step with the sector chosen, unless the visitor already chose one. */
function withSector(product: QuoteDraft['product'], sector: Sector | undefined): QuoteDraft['product'] {
  if (!sector || product?.['sector_of_activity']) return product;
  return { ...product, sector_of_activity: sector };
}

const EMPTY_CONTEXT: QuoteContext = {
  open: false,
  draft: EMPTY_DRAFT,
  errors: {},
  idempotencyKey: null,
  keyFor: null,
  request: null,
  reference: null,
  submitError: null,
};

const STEP_SCHEMAS = { client: quoteClientSchema, product: quoteProductSchema, loading: quoteLoadingSchema } satisfies Record<
  Exclude<QuoteStep, 'unloading'>,
  z.ZodType
>;

/** The step's schema; unloading also checks its date against the loading date already given. */
function stepSchema(step: QuoteStep, draft: QuoteDraft): z.ZodType {
  if (step !== 'unloading') return STEP_SCHEMAS[step];
  const loadingDate = draft.loading?.['date'];
  return quoteUnloadingAfter(typeof loadingDate === 'string' ? loadingDate.trim() : undefined);
}

const quoteSetup = setup({
  types: {
    context: {} as QuoteContext,
    events: {} as QuoteEvent,
    tags: {} as WizardTag,
  },
  actors: {
    // The page provides the API call: quoteMachine.provide({ actors: { submitQuote: fromPromise(...) } }).
    submitQuote: fromPromise<SubmitOutput, SubmitInput<QuoteRequest>>(async () => {
      throw new Error('submitQuote is not provided');
    }),
  },
  guards: {
    typeChosen: ({ event }) => event.type === 'CHOOSE_TYPE' && quoteTypeSchema.safeParse({ type: event.quoteType }).success,
    stepValid: ({ context, event }, params: { step: QuoteStep }) =>
      event.type === 'NEXT' && stepSchema(params.step, context.draft).safeParse(event.data).success,
    // Sent once cotation, client, product, loading and unloading are all there.
    requestComplete: ({ context, event }) =>
      event.type === 'NEXT' && quoteRequestSchema.safeParse(withStep(context.draft, 'unloading', event.data)).success,
    hasRequest: ({ context }) => context.request !== null && context.idempotencyKey !== null,
  },
  actions: {
    startDraft: assign(({ event }) =>
      event.type === 'CHOOSE_TYPE'
        ? {
            ...EMPTY_CONTEXT,
            open: true,
            draft: { ...EMPTY_DRAFT, cotation: { type: event.quoteType }, product: withSector(null, event.sector) },
          }
        : {},
    ),
    // Swapped in tests for a predictable key.
    newIdempotencyKey: assign({ idempotencyKey: () => randomIdempotencyKey() }),
    setType: assign(({ context, event }) =>
      event.type === 'CHOOSE_TYPE'
        ? { draft: { ...context.draft, cotation: { type: event.quoteType }, product: withSector(context.draft.product, event.sector) } }
        : {},
    ),
    open: assign({ open: true }),
    // The request is built again from the reviewed steps.
    clearSubmitError: assign({ submitError: null, errors: {}, request: null }),
    close: assign({ open: false }),
    /** Stores the step's values when the event carries them (NEXT, and BACK or CLOSE from a form). */
    keep: assign(({ context, event }, params: { step: QuoteStep }) => {
      const data = dataOf(event);
      return data ? { draft: withStep(context.draft, params.step, data), errors: {} } : {};
    }),
    clearErrors: assign({ errors: {} }),
    /** Keeps what was typed and says why it cannot go on. */
    reject: assign(({ context, event }, params: { step: QuoteStep }) => {
      const draft = withStep(context.draft, params.step, dataOf(event) ?? {});
      const errors = errorsOf(stepSchema(params.step, draft), draft[params.step]);
      // The step is fine but an earlier one no longer is (a restored draft whose date has passed).
      return { draft, errors: Object.keys(errors).length > 0 ? errors : errorsOf(quoteRequestSchema, draft) };
    }),
    prepareRequest: assign(({ context }) => {
      const parsed = quoteRequestSchema.safeParse(context.draft);
      return { request: parsed.success ? parsed.data : null };
    }),
  },
});

const forward = (step: QuoteStep, target: string) => [
  { guard: { type: 'stepValid', params: { step } }, target, actions: { type: 'keep', params: { step } } },
  { actions: { type: 'reject', params: { step } } },
] as const;

const back = (step: QuoteStep, target: string) =>
  ({ target, actions: [{ type: 'keep', params: { step } }, 'clearErrors'] }) as const;

/** Modal events of every step: closing keeps the draft and the step; choosing a type again reopens it. */
const modal = (step: QuoteStep) =>
  ({
    CLOSE: { actions: [{ type: 'keep', params: { step } }, 'close'] },
    OPEN: { actions: 'open' },
    CHOOSE_TYPE: { guard: 'typeChosen', actions: ['setType', 'open'] },
  }) as const;

/** Before a send: a request whose content changed since its key was last sent gets a new key. */
const keyForRequest = quoteSetup.enqueueActions(({ context, enqueue }) => {
  if (keyNeedsRenewal(context)) enqueue('newIdempotencyKey');
  enqueue.assign({ keyFor: contentOf(context.request) });
});

const newDraft = { guard: 'typeChosen', target: 'client', actions: ['startDraft', 'newIdempotencyKey'] } as const;

export const quoteMachine = quoteSetup.createMachine({
  id: 'quote',
  context: EMPTY_CONTEXT,
  initial: 'idle',
  states: {
    idle: { on: { CHOOSE_TYPE: newDraft } },
    client: { tags: 'draft', on: { NEXT: forward('client', 'goods'), ...modal('client') } },
    goods: { tags: 'draft', on: { NEXT: forward('product', 'loading'), BACK: back('product', 'client'), ...modal('product') } },
    loading: { tags: 'draft', on: { NEXT: forward('loading', 'unloading'), BACK: back('loading', 'goods'), ...modal('loading') } },
    unloading: {
      tags: 'draft',
      on: {
        NEXT: [
          { guard: 'requestComplete', target: 'submitting', actions: [{ type: 'keep', params: { step: 'unloading' } }, 'prepareRequest', keyForRequest] },
          { actions: { type: 'reject', params: { step: 'unloading' } } },
        ],
        BACK: back('unloading', 'loading'),
        ...modal('unloading'),
      },
    },
    submitting: {
      tags: ['draft', 'submitting'],
      entry: assign({ submitError: null }),
      invoke: {
        id: 'submitQuote',
        src: 'submitQuote',
        input: ({ context }) => submissionOf(context),
        onDone: { target: 'sent', actions: assign({ reference: ({ event }) => event.output.reference }) },
        onError: { target: 'failed', actions: assign({ submitError: ({ event }) => toSubmitError(event.error) }) },
      },
    },
    sent: { tags: 'sent', on: { CLOSE: { actions: 'close' }, CHOOSE_TYPE: newDraft } },
    failed: {
      tags: 'draft',
      on: {
        ...FAILED_TRANSITIONS,
        CHOOSE_TYPE: { guard: 'typeChosen', actions: 'open' },
      },
    },
  },
});
