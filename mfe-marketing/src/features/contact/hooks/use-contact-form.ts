import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { postContact } from '@freight/shared/web/api/contact';
import { useFormSubmission } from '@freight/shared/web/api/use-form-submission';
import { fieldErrors } from '@freight/shared/core/schemas/messages';
import { MARKETING_NS } from '../../../config/i18n';
import { describeFailure, type FailureReason } from '../failure';
import { EMPTY_CONTACT, isContactField, type ContactField, type ContactValues } from '../fields';

let schema: ReturnType<typeof importSchema> | undefined;
const importSchema = () => import('../contact-schema.lazy');

/** The form's schema, asked for by the form's first focus, awaited by its submit; a failed load is tried again next time. */
export function loadContactSchema() {
  if (!schema) {
    schema = importSchema();
    schema.catch(() => {
      schema = undefined;
    });
  }
  return schema;
}

/** Field -> `forms` message key. */
export type ContactErrors = Partial<Record<ContactField, string>>;

function onlyFields(errors: Record<string, string>): ContactErrors {
  const kept: ContactErrors = {};
  for (const [name, key] of Object.entries(errors)) if (isContactField(name)) kept[name] = key;
  return kept;
}

/**
 * The contact form's state: what is typed, field errors, sending, and why the
 * last send failed. The form is emptied only once the API has stored the
 * message (docs/product-rules.md#contact-and-application-forms); a failure keeps everything. Sent through the shared
 * useFormSubmission: one Idempotency-Key per written message (a retry is
 * stored once, any edit makes a new key), the toasts, and the form meta fields
 * (language, honeypot, fill time).
 */
export function useContactForm() {
  const { t } = useTranslation(MARKETING_NS);
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  // Changes on every refused attempt, so the first invalid field takes the focus again.
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<FailureReason | null>(null);
  const submission = useFormSubmission({
    form: 'contact',
    describe: describeFailure,
    toasts: {
      success: (reference) => ({
        title: t('contact.form.sent_title'),
        description: t('contact.form.sent_text', { reference }),
      }),
      failure: (described) => ({
        title: t('contact.form.failed_title'),
        description: t(`contact.form.failure.${described.reason}`),
      }),
    },
  });
  const inFlight = useRef<AbortController | null>(null);

  // Leaving the page abandons the request; nobody would see its answer.
  useEffect(() => () => inFlight.current?.abort(), []);

  function refuse(fields: ContactErrors) {
    setErrors(fields);
    if (Object.keys(fields).length > 0) setAttempt((count) => count + 1);
  }

  function setValue(name: ContactField, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const rest = { ...current };
      delete rest[name];
      return rest;
    });
  }

  async function submit() {
    if (inFlight.current) return;
    const controller = new AbortController();
    inFlight.current = controller;
    const checked = await loadContactSchema().then(
      ({ contactSchema }) => contactSchema.safeParse(values),
      () => null,
    );
    if (controller.signal.aborted) return;
    if (!checked?.success) {
      inFlight.current = null;
      // The schema could not be fetched: nothing was sent, everything typed stays.
      setFailure(checked ? null : 'network');
      if (checked) refuse(onlyFields(fieldErrors(checked)));
      return;
    }
    const parsed = checked;
    setErrors({});
    setFailure(null);
    setSending(true);
    const result = await submission.send(
      parsed.data,
      (key, meta) => postContact({ ...parsed.data, ...meta }, key, { signal: controller.signal }),
      controller.signal,
    );
    inFlight.current = null;
    // Left the page: nothing to update.
    if (result.status === 'aborted') return;
    setSending(false);
    if (result.status === 'sent') {
      setValues(EMPTY_CONTACT);
      submission.restart();
    } else {
      refuse(result.failure.fields);
      setFailure(result.failure.reason);
    }
  }

  return {
    values,
    errors,
    attempt,
    sending,
    failure,
    honeypot: submission.honeypot,
    setValue,
    submit,
    prepare: loadContactSchema,
  };
}

export type ContactFormState = ReturnType<typeof useContactForm>;
