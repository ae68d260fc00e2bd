import {
  otherQuoteInfoSchema,
  otherQuoteSchema,
  type OtherQuoteRequest,
} from '@freight/shared/core/schemas/other-quote';
import { quoteClientSchema } from '@freight/shared/core/schemas/quote';
import type { WizardFlow } from './wizard-flow';
import { createWizardMachine } from './wizard-factory';
import type { FormValues, WizardContext } from './wizard';

// The other-quote flow (mfe-quote/README.md, "Wizards"):
// closed -> client -> info -> submitting -> sent | failed, with the quote
// wizard's rules. OPEN starts a draft, and reopens a kept one.

export type { OtherQuoteEvent } from './wizard-events';

export interface OtherQuoteDraft {
  client: FormValues | null;
  /** Subject (`object`) and `message`. */
  info: FormValues | null;
}

export type OtherQuoteContext = WizardContext<OtherQuoteDraft, OtherQuoteRequest>;

const EMPTY_DRAFT: OtherQuoteDraft = { client: null, info: null };

/** The steps in order; QA's recorded logs name the states: never rename one. */
export const otherQuoteFlow = {
  id: 'otherQuote',
  initial: 'closed',
  steps: [
    { state: 'client', holds: 'client', schema: quoteClientSchema },
    { state: 'info', holds: 'info', schema: otherQuoteInfoSchema },
  ],
  emptyDraft: EMPTY_DRAFT,
  request: otherQuoteSchema,
} as const satisfies WizardFlow<OtherQuoteDraft, OtherQuoteRequest, string>;

export const otherQuoteMachine = createWizardMachine(otherQuoteFlow);
