import { z } from 'zod';
import { emailField } from './fields';
import { VALIDATION } from './messages';

// An admin's export and erasure of what is stored about one e-mail address
// (docs/decisions/019-content-editing-and-retention.md).

export const dataSubjectQuerySchema = z.object({ email: emailField });
export type DataSubjectQuery = z.infer<typeof dataSubjectQuerySchema>;

/** POST /api/staff/data-subjects/erase: the address typed twice, as a guard against a slip. */
export const dataSubjectEraseSchema = z
  .object({ email: emailField, confirm: emailField })
  .refine((body) => body.email.toLowerCase() === body.confirm.toLowerCase(), {
    error: VALIDATION.invalid,
    path: ['confirm'],
  });
export type DataSubjectErase = z.infer<typeof dataSubjectEraseSchema>;

/** What an erasure removed, table by table. */
export const dataSubjectErasedSchema = z.object({
  quote_requests: z.number().int(),
  other_quote_requests: z.number().int(),
  contact_messages: z.number().int(),
  applications: z.number().int(),
  cv_files: z.number().int(),
  outbox: z.number().int(),
});
export type DataSubjectErased = z.infer<typeof dataSubjectErasedSchema>;

const rows = z.array(z.record(z.string(), z.unknown()));

/**
 * The export's JSON file (GET /api/staff/data-subjects/export): each table's rows as stored, so the
 * back office can say what the file holds. Only its shape is checked, not every column.
 */
export const dataSubjectExportSchema = z.object({
  email: z.string(),
  exported_at: z.string(),
  quote_requests: rows,
  other_quote_requests: rows,
  contact_messages: rows,
  applications: rows,
  history: rows,
  outbox: rows,
});
export type DataSubjectExport = z.infer<typeof dataSubjectExportSchema>;
