import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { postContact } from '@freight/shared/api/contact';
import { randomIdempotencyKey } from '@freight/shared/api/idempotency-key';
import { contactSchema } from '@freight/shared/schemas/contact';
import { fieldErrors } from '@freight/shared/schemas/messages';
import { showToast } from '@freight/shared/ui/toast-event';
import { MARKETING_NS } from '../../../config/i18n';
import { describeFailure, type FailureReason } from '../failure';
import { EMPTY_CONTACT, isContactField, type ContactField, type ContactValues } from '../fields';

/** The form's toasts share one id: a success replaces the error still shown. */
const CONTACT_TOAST = 'form:contact';

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
 * message (DECISIONS.md); a failure keeps everything. One Idempotency-Key per
 * written message: a retry after a lost answer is stored once, any edit makes
 * a new key.
 */
export function useContactForm() {
  const { t } = useTranslation(MARKETING_NS);
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  // Changes on every refused attempt, so the first invalid field takes the focus again.
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<FailureReason | null>(null);
  const idempotencyKey = useRef<string | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  // Leaving the page abandons the request; nobody would see its answer.
  useEffect(() => () => inFlight.current?.abort(), []);

  function refuse(fields: ContactErrors) {
    setErrors(fields);
    if (Object.keys(fields).length > 0) setAttempt((count) => count + 1);
  }

  function setValue(name: ContactField, value: string) {
    idempotencyKey.current = null;
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
    const parsed = contactSchema.safeParse(values);
    if (!parsed.success) {
      setFailure(null);
      refuse(onlyFields(fieldErrors(parsed)));
      return;
    }
    const controller = new AbortController();
    inFlight.current = controller;
    idempotencyKey.current ??= randomIdempotencyKey();
    setErrors({});
    setFailure(null);
    setSending(true);
    try {
      const { reference } = await postContact(parsed.data, idempotencyKey.current, { signal: controller.signal });
      showToast({ id: CONTACT_TOAST, variant: 'success', title: t('contact.form.sent_title'), description: t('contact.form.sent_text', { reference }) });
      idempotencyKey.current = null;
      setValues(EMPTY_CONTACT);
    } catch (error) {
      if (controller.signal.aborted) return;
      const described = describeFailure(error);
      refuse(described.fields);
      setFailure(described.reason);
      showToast({ id: CONTACT_TOAST, variant: 'error', title: t('contact.form.failed_title'), description: t(`contact.form.failure.${described.reason}`) });
    } finally {
      inFlight.current = null;
      if (!controller.signal.aborted) setSending(false);
    }
  }

  return { values, errors, attempt, sending, failure, setValue, submit };
}

export type ContactFormState = ReturnType<typeof useContactForm>;
