import { z } from 'zod/mini';

// zod/mini, as the quote wizard's schemas (shared/src/core/schemas/fields.ts): the wizard checks
// this answer without bringing classic zod (docs/decisions/027-interactive-as-fast-as-react-alone.md).

/** The answer of every form endpoint (201): the reference the visitor can quote. */
export const submissionResponseSchema = z.object({ reference: z.string() });
export type SubmissionResponse = z.infer<typeof submissionResponseSchema>;
