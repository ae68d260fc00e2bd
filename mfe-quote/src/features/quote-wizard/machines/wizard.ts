import { safeParse, type z } from 'zod/mini';
import { fieldErrors, type ValidationKey } from '@freight/shared/core/schemas/messages';
import type { FormValues } from './wizard-events';

// What every wizard machine (wizard-factory.ts) shares: the context, field errors, the submission
// contract and how a failure is described; the events' schemas are in wizard-events.ts.

export type { ChooseTypeEvent, FormValues, WizardEvent } from './wizard-events';

/** Dotted field path -> `forms` message key, e.g. `{ email: 'validation.email' }`. */
export type FieldErrors = Record<string, ValidationKey>;

/** Tags both machines put on their states; persistence and the UI read them. */
export const WIZARD_TAGS = { draft: 'draft', submitting: 'submitting', sent: 'sent' } as const;
export type WizardTag = (typeof WIZARD_TAGS)[keyof typeof WIZARD_TAGS];

/** A wizard's context; persisted drafts hold it (persistence.ts: bump DRAFT_VERSION when its shape changes). */
export interface WizardContext<TDraft, TRequest> {
  /** The modal's visibility: not a state, so closing keeps the step. */
  open: boolean;
  /** What the visitor typed, step by step, as typed (the request is parsed from it). */
  draft: TDraft;
  /** The current step's field errors (`email`); dotted paths (`loading.date`) name an earlier step. */
  errors: FieldErrors;
  /** Created with the draft; every attempt to send this draft carries it. */
  idempotencyKey: string | null;
  /** The request the key was last sent with (contentOf); a different one gets a new key. */
  keyFor: string | null;
  /** The parsed request, fixed when the last step is passed; a retry sends it again unchanged. */
  request: TRequest | null;
  reference: string | null;
  submitError: SubmitError | null;
}

/** What a submission actor receives: the request and the key the API deduplicates on. */
export interface SubmitInput<TRequest> {
  request: TRequest;
  idempotencyKey: string;
}

/** What a submission actor resolves with: the reference the API gave the stored request. */
export interface SubmitOutput {
  reference: string;
}

export interface SubmitError {
  /** The API's stable error code, `http_<status>`, `network` (no answer) or `interrupted` (page left mid-send). */
  code: string;
  /** True when sending the same request again may succeed. */
  retryable: boolean;
}

export const NETWORK_ERROR = 'network';
/** A draft saved while its submission was in flight: nobody knows whether it arrived. */
export const INTERRUPTED_ERROR = 'interrupted';

/** The draft with one step's values replaced. */
export function withStep<TDraft extends object>(draft: TDraft, step: keyof TDraft, data: FormValues): TDraft {
  return { ...draft, [step]: data };
}

/** The step values an event carries (NEXT always; BACK and CLOSE when sent from a form). */
export function dataOf(event: { type: string; data?: FormValues }): FormValues | undefined {
  return event.data;
}

/** The errors of `data` against `schema`; empty when valid. */
export function errorsOf(schema: z.core.$ZodType, data: unknown): FieldErrors {
  return fieldErrors(safeParse(schema, data));
}

function property(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
}

/** Same rule as the API client: no answer, a timeout, rate limiting or a server failure. */
function isRetryableStatus(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/** Describes whatever a submission actor threw (an ApiRequestError, a TypeError from fetch, ...). */
export function toSubmitError(error: unknown): SubmitError {
  const code = property(error, 'code');
  const status = property(error, 'status');
  const retryable = property(error, 'retryable');
  const httpStatus = typeof status === 'number' && status > 0 ? status : undefined;
  return {
    code: typeof code === 'string' && code !== '' ? code : httpStatus ? `http_${httpStatus}` : NETWORK_ERROR,
    retryable: typeof retryable === 'boolean' ? retryable : httpStatus === undefined || isRetryableStatus(httpStatus),
  };
}

/**
 * The content a key was sent with. A retry of the same request keeps its key
 * (the API answers once); a request changed after a failure (EDIT, then the
 * steps again) gets a new key, as every form of the site does
 * (@freight/shared/web/api/submission), or the API would refuse it as a reuse.
 */
export function contentOf(request: unknown): string | null {
  return request === null || request === undefined ? null : JSON.stringify(request);
}

/** True when the key was already sent with other content than `request`'s. */
export function keyNeedsRenewal(context: { keyFor?: string | null; request: unknown }): boolean {
  const sentWith = context.keyFor ?? null;
  return sentWith !== null && sentWith !== contentOf(context.request);
}

/** One key per draft, created with it (shared with every form of the site). */
export { randomIdempotencyKey } from '@freight/shared/web/api/idempotency-key';

/** The submission a machine is about to make; its absence is a bug, not a user error. */
export function submissionOf<TRequest>(context: {
  request: TRequest | null;
  idempotencyKey: string | null;
}): SubmitInput<TRequest> {
  if (context.request === null || context.idempotencyKey === null) {
    throw new Error('Nothing to submit: the request and its idempotency key are set before submitting');
  }
  return { request: context.request, idempotencyKey: context.idempotencyKey };
}
