import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { postApplication, type UploadProgress } from '@freight/shared/web/api/applications';
import type { Job } from '@freight/shared/core/api/models';
import { useFormSubmission } from '@freight/shared/web/api/use-form-submission';
import type { CareerType } from '@freight/shared/core/constants';
import { applicationFormSchema, cvFileSchema } from '@freight/shared/core/schemas/application';
import { ROOT_FIELD, fieldErrors } from '@freight/shared/core/schemas/messages';
import { showToast } from '@freight/shared/web/ui/toast-event';
import { CAREERS_NS } from '../../../config/i18n';
import { describeFailure } from '../failure';
import { EMPTY_VALUES, isFieldName, type FieldName, type TextField, type TextValues } from '../fields';

/** What an 'apply' button opens the form for: an offer (its type preselected), or none for a spontaneous application. */
export interface ApplyTarget {
  job: Job | null;
  type?: CareerType;
}

/** Field -> `forms` message key. */
export type FieldErrors = Partial<Record<FieldName, string>>;

function onlyFields(errors: Record<string, string>): FieldErrors {
  const kept: FieldErrors = {};
  for (const [name, key] of Object.entries(errors)) if (isFieldName(name)) kept[name] = key;
  return kept;
}

function without(errors: FieldErrors, name: FieldName): FieldErrors {
  if (!(name in errors)) return errors;
  const rest = { ...errors };
  delete rest[name];
  return rest;
}

/**
 * The application modal's state: which offer it is open for, what is typed
 * (kept when the modal closes, reset once the API confirms), field errors,
 * sending and upload progress. Sent through the shared useFormSubmission:
 * one Idempotency-Key per filled-in form (a second click, or a retry after a
 * lost answer, never stores a second application; any change to the form or
 * the CV makes a new one), the toasts, and the form meta fields (language,
 * honeypot, time since the form was first opened).
 */
export function useApplication() {
  const { t } = useTranslation(CAREERS_NS);
  // The target outlives the closing, so the title does not change during the closing animation.
  const [target, setTarget] = useState<ApplyTarget | null>(null);
  const [isOpen, setOpen] = useState(false);
  const [values, setValues] = useState<TextValues>(EMPTY_VALUES);
  const [file, setFileState] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  // Changes on every refused attempt, so the first invalid field takes the focus again.
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const submission = useFormSubmission(
    {
      form: 'application',
      describe: describeFailure,
      toasts: {
        success: (reference) => ({ title: t('apply.sent_title'), description: t('apply.sent_text', { reference }) }),
        failure: (failure) => ({ title: t('apply.error_title'), description: t(`apply.failure.${failure.reason}`) }),
      },
    },
    { shownOnMount: false },
  );
  const inFlight = useRef<AbortController | null>(null);

  // Leaving the page stops an upload nobody will see the end of.
  useEffect(() => () => inFlight.current?.abort(), []);

  function refuse(fields: FieldErrors) {
    setErrors(fields);
    setAttempt((count) => count + 1);
  }

  function open(next: ApplyTarget) {
    // Another offer is another application: the key follows the content, the offer included.
    submission.markShown();
    setTarget(next);
    setOpen(true);
    const { type } = next;
    if (type && type !== values.type) {
      setValues((current) => ({ ...current, type }));
      setErrors((current) => without(current, 'type'));
    }
  }

  /** Closing while sending stops the upload; what was typed stays for next time. */
  function close() {
    const controller = inFlight.current;
    if (controller) {
      controller.abort();
      showToast({ variant: 'info', title: t('apply.interrupted_title'), description: t('apply.interrupted_text') });
    }
    setOpen(false);
  }

  function setValue(name: TextField, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => without(current, name));
  }

  /** The CV is checked as soon as it is chosen: a Word file or a 6 MB PDF is refused before any upload. */
  function setFile(chosen: File | null) {
    setFileState(chosen);
    const error = chosen ? fieldErrors(cvFileSchema.safeParse(chosen))[ROOT_FIELD] : undefined;
    setErrors((current) => (error ? { ...current, file: error } : without(current, 'file')));
  }

  async function submit() {
    if (inFlight.current) return;
    const parsed = applicationFormSchema.safeParse({ ...values, job_id: target?.job?.id, file: file ?? undefined });
    if (!parsed.success) {
      refuse(onlyFields(fieldErrors(parsed)));
      return;
    }
    const controller = new AbortController();
    inFlight.current = controller;
    setErrors({});
    setProgress(null);
    setSending(true);
    const form = parsed.data;
    const result = await submission.send(
      form,
      (key, meta) => postApplication({ ...form, ...meta }, key, { signal: controller.signal, onProgress: setProgress }),
      controller.signal,
    );
    inFlight.current = null;
    setSending(false);
    setProgress(null);
    // Closed by the visitor: nothing to report, everything typed is kept (and the key, should it have arrived).
    if (result.status === 'aborted') return;
    if (result.status === 'sent') {
      setValues(EMPTY_VALUES);
      setFileState(null);
      setOpen(false);
      submission.restart();
    } else {
      refuse(result.failure.fields);
    }
  }

  return {
    target,
    isOpen,
    values,
    file,
    errors,
    attempt,
    sending,
    progress,
    honeypot: submission.honeypot,
    open,
    close,
    setValue,
    setFile,
    submit,
  };
}

export type ApplicationState = ReturnType<typeof useApplication>;
