import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldError, type FieldValues, get, type Path, useForm } from 'react-hook-form';
import type * as z4 from 'zod/v4/core';
import { isValidationKey, VALIDATION } from '@freight/shared/core/schemas/messages';
import { STAFF_NS } from '../config/i18n';
import { readDraft, removeDraft, saveDraft } from './drafts';
import { errorText } from './error-text';
import { StaffApiError } from './staff-api';

// Every back-office form: react-hook-form checked by the shared zod schema the API validates with
// (docs/decisions/023-forms-and-tables.md), messages translated here, an optional draft of the tab.

export interface StaffFormOptions<Values extends FieldValues> {
  /** Checks the values as typed (a select's '' included): its input type need not be `Values`. */
  schema: z4.$ZodType;
  defaultValues: Values;
  /** Keeps what is typed in the tab's sessionStorage under this key until `clearDraft` (never for passwords). */
  draftKey?: string;
  /** The sentence above the form for a refused call; the back office's usual one by default. */
  refusalOf?: (error: unknown) => string;
}

/**
 * The translated error of a field. Shared `validation.*` keys read the `forms` namespace (a short
 * password says how long it must be); a key of this remote (a refinement's) reads `staff`.
 */
export function useFieldText() {
  const { t, i18n } = useTranslation(STAFF_NS);
  return (field: string, message: string | undefined): string | undefined => {
    if (!message) return undefined;
    if (/password/i.test(field) && message === VALIDATION.tooSmall) return t('errors.password_too_weak');
    if (isValidationKey(message)) return t(message, { ns: 'forms' });
    return i18n.exists(message, { ns: STAFF_NS }) ? t(message) : t(VALIDATION.invalid, { ns: 'forms' });
  };
}

export function useStaffForm<Values extends FieldValues>({
  schema,
  defaultValues,
  draftKey,
  refusalOf,
}: StaffFormOptions<Values>) {
  const { t } = useTranslation(STAFF_NS);
  const fieldText = useFieldText();
  const form = useForm<Values>({
    resolver: zodResolver(schema as z4.$ZodType<Values, Values>),
    defaultValues: (draftKey ? readDraft(draftKey, defaultValues) : defaultValues) as DefaultValues<Values>,
    reValidateMode: 'onChange',
  });
  const [refusal, setRefusal] = useState('');

  useEffect(() => {
    if (!draftKey) return;
    const subscription = form.watch((values) => saveDraft(draftKey, values));
    return () => subscription.unsubscribe();
  }, [draftKey, form]);

  return {
    form,
    /** The sentence above the form: the API's refusal, or '' */
    refusal,
    setRefusal,
    /** The translated error under a field. */
    errorOf: (name: Path<Values>) =>
      fieldText(name, (get(form.formState.errors, name) as FieldError | undefined)?.message),
    /** A refused call: each field the API named gets its error (the first takes the focus), the reason goes above. */
    refuse(error: unknown) {
      const fields = error instanceof StaffApiError ? Object.entries(error.fields) : [];
      fields.forEach(([field, key], index) => {
        form.setError(field as Path<Values>, { type: 'server', message: key }, { shouldFocus: index === 0 });
      });
      setRefusal(refusalOf ? refusalOf(error) : errorText(t, error));
    },
    clearDraft() {
      if (draftKey) removeDraft(draftKey);
    },
    /** Sent: the draft goes, the form empties. */
    done() {
      if (draftKey) removeDraft(draftKey);
      form.reset(defaultValues);
      setRefusal('');
    },
  };
}
