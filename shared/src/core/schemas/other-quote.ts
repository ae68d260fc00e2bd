import { z } from 'zod/mini';
import { MESSAGE, TEXT_LIMITS, missingOr, requiredText } from './fields';
import { VALIDATION } from './messages';
import { quoteClientSchema } from './quote';

const step = { error: missingOr(VALIDATION.invalid) };

/** Subject and message: both required (docs/product-rules.md#forms-and-validation). */
export const otherQuoteInfoSchema = z.object(
  {
    object: requiredText(TEXT_LIMITS.subject),
    message: requiredText(TEXT_LIMITS.message, MESSAGE),
  },
  step,
);
export type OtherQuoteInfo = z.infer<typeof otherQuoteInfoSchema>;

/** The other-quote request: its client step is the quote wizard's. */
export const otherQuoteSchema = z.object({ client: quoteClientSchema, info: otherQuoteInfoSchema }, step);
export type OtherQuoteRequest = z.infer<typeof otherQuoteSchema>;
