import { z } from 'zod/mini';
import { MESSAGE, TEXT_LIMITS, missingOr, requiredText } from './fields';
import { VALIDATION } from './messages';
import { quoteClientSchema } from './quote';

// Made on their first use, as quote.ts's.
const step = { error: missingOr(VALIDATION.invalid) };

/** Subject and message: both required (docs/product-rules.md#forms-and-validation). */
export const otherQuoteInfoSchema = z.lazy(() =>
  z.object(
    {
      object: requiredText(TEXT_LIMITS.subject),
      message: requiredText(TEXT_LIMITS.message, MESSAGE),
    },
    step,
  ),
);
export type OtherQuoteInfo = z.infer<typeof otherQuoteInfoSchema>;

/** The other-quote request: its client step is the quote wizard's. */
export const otherQuoteSchema = z.lazy(() => z.object({ client: quoteClientSchema, info: otherQuoteInfoSchema }, step));
export type OtherQuoteRequest = z.infer<typeof otherQuoteSchema>;
