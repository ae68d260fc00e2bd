import { z } from 'zod/mini';
import { MESSAGE, TEXT_LIMITS, emailField, missingOr, phoneField, requiredText } from './fields';
import { VALIDATION } from './messages';

/** The contact page's message (docs/product-rules.md#forms-and-validation), as POST /api/contact validates it; zod/mini, as fields.ts. */
export const contactSchema = z.object(
  {
    name: requiredText(TEXT_LIMITS.name),
    email: emailField,
    telephone: phoneField,
    message: requiredText(TEXT_LIMITS.message, MESSAGE),
  },
  { error: missingOr(VALIDATION.invalid) },
);
export type ContactMessage = z.infer<typeof contactSchema>;
