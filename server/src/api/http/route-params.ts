import { z } from 'zod';
import { languageSchema } from '@freight/shared/core/api/models';

export const langQuerySchema = z.object({ lang: languageSchema.default('fr') });

// The id stays a string in the schema: an id that names nothing (abc, 0, 1.5,
// or beyond the integer column) is "not found", like an id that was deleted,
// so the page shows its not-found message rather than a form error.
export const idParamsSchema = z.object({ id: z.string() });

const MAX_ID = 2_147_483_647;

export function parseId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}

/** A staff route's numeric id (`/api/staff/…/:id`): a malformed one is the caller's mistake, 400. */
export const staffIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(MAX_ID),
});
