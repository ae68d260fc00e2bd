import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { get, type FieldError } from 'react-hook-form';
import {
  dataSubjectEraseSchema,
  type DataSubjectErase,
  type DataSubjectErased,
} from '@freight/shared/core/schemas/staff-data-subjects';
import { VALIDATION } from '@freight/shared/core/schemas/messages';
import { Button } from '@freight/shared/web/ui/button';
import { Input } from '@freight/shared/web/ui/input';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form-alert';
import { STAFF_NS } from '../../../config/i18n';
import { StaffApiError } from '../../../lib/staff-api';
import { useStaffForm } from '../../../lib/staff-form';
import { eraseDataSubject, isEmpty } from '../api/data-subjects';
import { CountsList } from './counts-list';
import styles from '../../../components/staff.module.css';

/**
 * The erasure: the address typed twice (the shared schema checks both), then a confirmation that it
 * cannot be undone, then what was deleted table by table, announced. What is typed is a draft of the
 * tab until the erasure is done: a refusal or an expired session loses none of it.
 */
export function EraseForm() {
  const { t } = useTranslation(STAFF_NS);
  const { form, refusal, setRefusal, refuse, errorOf, done } = useStaffForm<DataSubjectErase>({
    schema: dataSubjectEraseSchema,
    defaultValues: { email: '', confirm: '' },
    draftKey: 'data-subject-erase',
  });
  const [confirming, setConfirming] = useState<DataSubjectErase | null>(null);
  const [erased, setErased] = useState<{ email: string; counts: DataSubjectErased } | null>(null);

  // The shared schema's refinement says only "invalid" under the second address: here it is a mismatch.
  const confirmMessage = (get(form.formState.errors, 'confirm') as FieldError | undefined)?.message;
  const confirmError = confirmMessage === VALIDATION.invalid ? t('data_subjects.mismatch') : errorOf('confirm');

  const ask = form.handleSubmit((values) => {
    setRefusal('');
    setErased(null);
    setConfirming(values);
  });

  /** The API refused: the reason in the dialog, or, when it names fields, under them once the dialog is gone. */
  const refused = (error: unknown) => {
    if (error instanceof StaffApiError && Object.keys(error.fields).length > 0) {
      // The fields are behind the dialog: close it first, so the focus can go to the first one named.
      flushSync(() => setConfirming(null));
      refuse(error);
      return false;
    }
    return true;
  };

  return (
    <>
      <form
        className={`${styles.form} ${styles.section}`}
        onSubmit={ask}
        noValidate
        aria-labelledby="data-subject-erase"
      >
        <h2 id="data-subject-erase">{t('data_subjects.erase_title')}</h2>
        <p>{t('data_subjects.erase_text')}</p>
        <FormAlert>{refusal}</FormAlert>
        <Input
          label={t('data_subjects.email')}
          type="email"
          dir="ltr"
          autoComplete="off"
          required
          error={errorOf('email')}
          {...form.register('email')}
        />
        <Input
          label={t('data_subjects.confirm')}
          type="email"
          dir="ltr"
          autoComplete="off"
          required
          error={confirmError}
          {...form.register('confirm')}
        />
        <div className={styles.actions}>
          <Button type="submit">{t('data_subjects.erase_submit')}</Button>
        </div>
        <div role="status" aria-atomic="true" className={erased ? styles.notice : undefined}>
          {erased && isEmpty(erased.counts) ? t('data_subjects.nothing_erased', { email: erased.email }) : null}
          {erased && !isEmpty(erased.counts) ? (
            <>
              <p>{t('data_subjects.erased', { email: erased.email })}</p>
              <CountsList counts={{ ...erased.counts }} label={t('data_subjects.erased_counts')} />
            </>
          ) : null}
        </div>
      </form>
      {confirming ? (
        <ConfirmDialog
          title={t('data_subjects.dialog_title', { email: confirming.email })}
          text={t('data_subjects.dialog_text')}
          confirmLabel={t('data_subjects.erase_confirm')}
          onClose={() => setConfirming(null)}
          onRefused={refused}
          action={async () => {
            const counts = await eraseDataSubject(confirming);
            setConfirming(null);
            done();
            setErased({ email: confirming.email, counts });
          }}
        />
      ) : null}
    </>
  );
}
