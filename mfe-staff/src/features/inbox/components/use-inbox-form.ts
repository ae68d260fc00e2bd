import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type * as z4 from 'zod/v4/core';
import { STAFF_NS } from '../../../config/i18n';
import { readDraft, removeDraft, saveDraft } from '../../../lib/drafts';
import { StaffApiError } from '../../../lib/staff-api';
import { refusalText } from './stale-text';

// The inbox's note and reply forms: react-hook-form checked by the shared zod schema the API
// validates with, field errors in the shared `forms` messages, what is typed kept as a draft of the tab
// (so a session that expires mid-reply loses nothing: sign in again, come back, it is there).

export function useInboxForm<Values extends FieldValues>(
  schema: z4.$ZodType<unknown, Values>,
  defaultValues: Values,
  draftKey: string,
) {
  const { t, i18n } = useTranslation(STAFF_NS);
  const form = useForm<Values>({
    resolver: zodResolver(schema as z4.$ZodType<Values, Values>),
    defaultValues: readDraft(draftKey, defaultValues) as DefaultValues<Values>,
    reValidateMode: 'onChange',
  });
  const [refusal, setRefusal] = useState('');

  useEffect(() => {
    const subscription = form.watch((values) => saveDraft(draftKey, values));
    return () => subscription.unsubscribe();
  }, [draftKey, form]);

  return {
    form,
    refusal,
    setRefusal,
    /** The translated error under a field (a `validation.*` key of the shared `forms` namespace). */
    errorOf: (name: Path<Values>) => {
      const message = form.getFieldState(name, form.formState).error?.message;
      return message ? t(message, { ns: 'forms' }) : undefined;
    },
    /** A refused call: the fields the API named get their error, the reason (a 409 says who and when) goes above. */
    refuse(error: unknown) {
      const fields = error instanceof StaffApiError ? Object.entries(error.fields) : [];
      fields.forEach(([field, key], index) => {
        form.setError(field as Path<Values>, { type: 'server', message: key }, { shouldFocus: index === 0 });
      });
      setRefusal(refusalText(t, i18n.language, error));
    },
    /** Sent: the draft goes, the form empties. */
    done() {
      removeDraft(draftKey);
      form.reset(defaultValues);
      setRefusal('');
    },
  };
}
