import type { z } from 'zod/mini';
import type { QuoteType, Sector } from '@freight/shared/core/constants';
import {
  quoteClientSchema,
  quoteLoadingSchema,
  quoteProductSchema,
  quoteRequestSchema,
  quoteTypeSchema,
  quoteUnloadingAfter,
  type QuoteRequest,
} from '@freight/shared/core/schemas/quote';
import type { WizardFlow } from './wizard-flow';
import { createWizardMachine } from './wizard-factory';
import type { FormValues, WizardContext, WizardEvent } from './wizard';

// The quote wizard (mfe-quote/README.md, "Wizards"):
// idle -> client -> goods -> loading -> unloading -> submitting -> sent | failed.
// Choosing a type starts a draft; choosing again reopens it with that type.

/** Every wizard event: CHOOSE_TYPE, then OPEN, NEXT, BACK, CLOSE, RETRY, EDIT (wizard-events.ts). */
export type QuoteEvent = WizardEvent;

/** What the visitor typed, step by step, as typed; the `goods` state fills `product`. */
export interface QuoteDraft {
  cotation: { type: QuoteType } | null;
  client: FormValues | null;
  product: FormValues | null;
  loading: FormValues | null;
  unloading: FormValues | null;
}

export type QuoteContext = WizardContext<QuoteDraft, QuoteRequest>;

/** The goods step with the sector chosen, unless the visitor already chose one. */
function withSector(product: QuoteDraft['product'], sector: Sector | undefined): QuoteDraft['product'] {
  if (!sector || product?.sector_of_activity) return product;
  return { ...product, sector_of_activity: sector };
}

/** Unloading also checks its date against the loading date already given. */
function unloadingSchema(draft: QuoteDraft): z.core.$ZodType {
  const loadingDate = draft.loading?.date;
  return quoteUnloadingAfter(typeof loadingDate === 'string' ? loadingDate.trim() : undefined);
}

const EMPTY_DRAFT: QuoteDraft = { cotation: null, client: null, product: null, loading: null, unloading: null };

/** The steps in order; QA's recorded logs name the states: never rename one. */
export const quoteFlow = {
  id: 'quote',
  initial: 'idle',
  steps: [
    { state: 'client', holds: 'client', schema: quoteClientSchema },
    { state: 'goods', holds: 'product', schema: quoteProductSchema },
    { state: 'loading', holds: 'loading', schema: quoteLoadingSchema },
    { state: 'unloading', holds: 'unloading', schema: unloadingSchema },
  ],
  emptyDraft: EMPTY_DRAFT,
  request: quoteRequestSchema,
  choice: {
    // An untyped caller may send a type outside the wizard ("other").
    accepts: (event) => quoteTypeSchema.safeParse({ type: event.quoteType }).success,
    draft: (draft, event) => ({
      ...draft,
      cotation: { type: event.quoteType },
      product: withSector(draft.product, event.sector),
    }),
  },
} as const satisfies WizardFlow<QuoteDraft, QuoteRequest, string>;

export const quoteMachine = createWizardMachine(quoteFlow);
