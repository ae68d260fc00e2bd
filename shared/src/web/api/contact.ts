import type { ContactMessage } from '../../core/schemas/contact';
import type { FormMeta } from '../../core/schemas/form-meta';
import { apiFetch, type FetchOptions } from '@freight/shared/web/api/client';

// The contact page's message. The key is made once per message the visitor
// writes, so a retry after a lost answer never stores it twice.

// The answer's schema comes with the answer: the page's first scripts carry no zod (docs/decisions/016-first-load-scripts.md).
const answer = () => import('../../core/api/submission-response');

/** The message, with the form meta fields beside it (shared/src/core/schemas/form-meta.ts). */
export function postContact(message: ContactMessage & FormMeta, idempotencyKey: string, { signal }: FetchOptions = {}) {
  return apiFetch('/contact', {
    schema: () => answer().then((m) => m.submissionResponseSchema),
    method: 'POST',
    body: message,
    headers: { 'Idempotency-Key': idempotencyKey },
    signal,
  });
}
