import { formMetaOf, type FormMeta } from '../../core/schemas/form-meta';
import { dismissToast, showToast } from '@freight/shared/web/ui/toast-event';
import { randomIdempotencyKey } from './idempotency-key';

// How every public form sends (docs/decisions/005-form-submissions.md): the
// contact form, the application and the two quote wizards all go through
// sendForm, so they share one Idempotency-Key lifecycle, one reading of a
// failure and one place that raises the toasts.

/** How a form reads a failure: describeSubmitFailure's answer, or a form's own wider one (the application's file reasons). */
export interface SubmitFailureLike {
  reason: string;
  fields: Partial<Record<string, string>>;
}

/** What a form's toast says; the variant and the id are the helper's. */
export interface ToastText {
  title: string;
  description?: string;
}

export interface FormSubmissionOptions<TFailure extends SubmitFailureLike> {
  /** The form's name; its toasts carry the id `form:<name>`, so a success replaces the error before it. */
  form: string;
  /** Reads a failed POST; most forms pass `(error) => describeSubmitFailure(error, isField)`. */
  describe: (error: unknown) => TFailure;
  /**
   * The texts of the success toast (with the reference) and of the failure toast (with its reason);
   * already translated. A form that confirms in a dialog of its own (the quote wizards) has no
   * success toast: the success only takes its earlier error away (a toast would also sit above the
   * dialog and take the Escape key from it).
   */
  toasts: { success?: (reference: string) => ToastText; failure: (failure: TFailure) => ToastText };
}

export type SubmissionResult<TFailure> =
  | { status: 'sent'; reference: string }
  | { status: 'failed'; failure: TFailure; error: unknown }
  /** Stopped by the visitor (closed, left the page): nothing said, nothing lost. */
  | { status: 'aborted' };

/** The id every toast of a form carries. */
export function formToastId(form: string): string {
  return `form:${form}`;
}

/**
 * Sends one submission with its key and says how it went: a success toast
 * with the reference (or, for a form confirming in its own dialog, the earlier
 * error taken away), or a failure toast with the reason, under the form's
 * toast id so the latest replaces the one before. Never throws.
 */
export async function sendForm<TFailure extends SubmitFailureLike>(
  options: FormSubmissionOptions<TFailure>,
  post: () => Promise<{ reference: string }>,
  signal?: AbortSignal,
): Promise<SubmissionResult<TFailure>> {
  const id = formToastId(options.form);
  try {
    const { reference } = await post();
    if (options.toasts.success) showToast({ id, variant: 'success', ...options.toasts.success(reference) });
    else dismissToast(id);
    return { status: 'sent', reference };
  } catch (error) {
    if (signal?.aborted) return { status: 'aborted' };
    const failure = options.describe(error);
    showToast({ id, variant: 'error', ...options.toasts.failure(failure) });
    return { status: 'failed', failure, error };
  }
}

/** A File or Blob counts by what identifies it, not by its (unserialisable) bytes. */
function fingerprint(content: unknown): string {
  return JSON.stringify(content, (_name, value: unknown) => {
    if (typeof Blob !== 'undefined' && value instanceof Blob) {
      const file = value as Blob & { name?: unknown; lastModified?: unknown };
      return { blob: [file.name ?? '', file.size, file.type, file.lastModified ?? 0] };
    }
    return value;
  });
}

/**
 * One form's submissions: the Idempotency-Key is kept while the content is
 * the same (a retry after a lost answer or a failure is stored once at most)
 * and renewed as soon as the content changes (another message is another
 * request); forgotten once the API has stored it.
 */
export class FormSubmission<TFailure extends SubmitFailureLike> {
  #key: string | null = null;
  #fingerprint: string | null = null;
  readonly #options: FormSubmissionOptions<TFailure>;

  constructor(options: FormSubmissionOptions<TFailure>) {
    this.#options = options;
  }

  /** The key for this content. */
  keyFor(content: unknown): string {
    const print = fingerprint(content);
    if (this.#key === null || this.#fingerprint !== print) {
      this.#key = randomIdempotencyKey();
      this.#fingerprint = print;
    }
    return this.#key;
  }

  /** Sends `content` with its key; after a success the key is forgotten. */
  async send(
    content: unknown,
    post: (idempotencyKey: string) => Promise<{ reference: string }>,
    signal?: AbortSignal,
  ): Promise<SubmissionResult<TFailure>> {
    const key = this.keyFor(content);
    const result = await sendForm(this.#options, () => post(key), signal);
    if (result.status === 'sent') {
      this.#key = null;
      this.#fingerprint = null;
    }
    return result;
  }
}

/** Where the meta fields come from: the page's language, the honeypot's value, when the form was first shown. */
export interface FormMetaSource {
  language: string | undefined;
  honeypot: string;
  startedAt: number;
}

/** The body with the form meta fields beside the form's own (shared/src/core/schemas/form-meta.ts). */
export function withFormMeta<T extends object>(body: T, source: FormMetaSource, now?: number): T & Required<FormMeta> {
  return { ...body, ...formMetaOf({ ...source, now }) };
}
