import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formMetaOf, type FormMeta } from '../../core/schemas/form-meta';
import {
  FormSubmission,
  type FormSubmissionOptions,
  type SubmissionResult,
  type SubmitFailureLike,
} from './submission';

/** What a form's POST receives: its key, and the meta fields to put beside its own. */
export type FormPost = (idempotencyKey: string, meta: Required<FormMeta>) => Promise<{ reference: string }>;

/**
 * A form's submissions in React (FormSubmission underneath): the key per
 * content, the toasts, and the meta fields: the page's language, the
 * honeypot's value (bind `honeypot` to the form's <Honeypot>) and the time
 * since the form was first shown (on mount, or at `markShown()` for a form in
 * a dialog). Options are read at each send, so texts follow the language.
 */
export function useFormSubmission<TFailure extends SubmitFailureLike>(
  options: FormSubmissionOptions<TFailure>,
  { shownOnMount = true } = {},
) {
  const { i18n } = useTranslation();
  const latest = useRef(options);
  latest.current = options;
  const [submission] = useState(
    () =>
      new FormSubmission<TFailure>({
        form: options.form,
        describe: (error) => latest.current.describe(error),
        toasts: {
          ...(options.toasts.success
            ? { success: (reference: string) => latest.current.toasts.success?.(reference) ?? { title: reference } }
            : {}),
          failure: (failure) => latest.current.toasts.failure(failure),
        },
      }),
  );
  const [honeypot, setHoneypot] = useState('');
  const startedAt = useRef<number | null>(null);
  const markShown = useCallback(() => {
    startedAt.current ??= Date.now();
  }, []);
  useEffect(() => {
    if (shownOnMount) markShown();
  }, [shownOnMount, markShown]);

  const send = useCallback(
    (content: unknown, post: FormPost, signal?: AbortSignal): Promise<SubmissionResult<TFailure>> => {
      const meta = formMetaOf({
        language: i18n.resolvedLanguage ?? i18n.language,
        honeypot,
        startedAt: startedAt.current ?? Date.now(),
      });
      return submission.send(content, (key) => post(key, meta), signal);
    },
    [i18n, honeypot, submission],
  );

  /** After a success the form starts over: the next message is timed from now. */
  const restart = useCallback(() => {
    startedAt.current = Date.now();
  }, []);

  return { send, markShown, restart, honeypot: { value: honeypot, onChange: setHoneypot } };
}
