import type { FormMeta } from '../../core/schemas/form-meta';
import type { OtherQuoteRequest } from '../../core/schemas/other-quote';
import type { QuoteRequest } from '../../core/schemas/quote';
import { apiFetch } from '@freight/shared/web/api/client';
import { submissionResponseSchema } from '../../core/api/submission-response';

// The two quote forms. The idempotency key is created with the draft, so a
// retry or a double click after a lost answer never stores a second request.

export function postQuote(
  request: QuoteRequest & FormMeta,
  idempotencyKey: string,
  { signal }: { signal?: AbortSignal } = {},
) {
  return apiFetch('/cotation', {
    schema: submissionResponseSchema,
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
    signal,
  });
}

export function postOtherQuote(
  request: OtherQuoteRequest & FormMeta,
  idempotencyKey: string,
  { signal }: { signal?: AbortSignal } = {},
) {
  return apiFetch('/other-quote', {
    schema: submissionResponseSchema,
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
    signal,
  });
}
