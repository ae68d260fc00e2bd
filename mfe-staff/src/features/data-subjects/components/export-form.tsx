import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataSubjectQuerySchema, type DataSubjectQuery } from '@freight/shared/core/schemas/staff-data-subjects';
import { Button } from '@freight/shared/web/ui/button';
import { Input } from '@freight/shared/web/ui/input';
import { FormAlert } from '../../../components/form-alert';
import { STAFF_NS } from '../../../config/i18n';
import { useStaffForm } from '../../../lib/staff-form';
import { type ExportCounts, exportDataSubject, isEmpty, saveFile } from '../api/data-subjects';
import { CountsList } from './counts-list';
import styles from '../../../components/staff.module.css';

type Outcome = { email: string; fileName: string; counts: ExportCounts | null } | { email: string; empty: true };

/**
 * Everything stored about one address, saved as the API's JSON file; the page says what it holds, or
 * that nothing is stored (then no file is saved). The address typed is a draft of the tab.
 */
export function ExportForm() {
  const { t } = useTranslation(STAFF_NS);
  const { form, refusal, setRefusal, refuse, errorOf } = useStaffForm<DataSubjectQuery>({
    schema: dataSubjectQuerySchema,
    defaultValues: { email: '' },
    draftKey: 'data-subject-export',
  });
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const submit = form.handleSubmit(async ({ email }) => {
    setRefusal('');
    setOutcome(null);
    try {
      const { file, fileName, counts } = await exportDataSubject(email);
      if (counts && isEmpty(counts)) {
        setOutcome({ email, empty: true });
        return;
      }
      saveFile(file, fileName);
      setOutcome({ email, fileName, counts });
    } catch (error) {
      refuse(error);
    }
  });

  return (
    <form
      className={`${styles.form} ${styles.section}`}
      onSubmit={submit}
      noValidate
      aria-labelledby="data-subject-export"
    >
      <h2 id="data-subject-export">{t('data_subjects.export_title')}</h2>
      <p>{t('data_subjects.export_text')}</p>
      <FormAlert>{refusal}</FormAlert>
      <Input
        label={t('data_subjects.email')}
        type="email"
        autoComplete="off"
        required
        error={errorOf('email')}
        {...form.register('email')}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t('data_subjects.export_submit')}
        </Button>
      </div>
      <div role="status" aria-atomic="true" className={outcome ? styles.notice : undefined}>
        {outcome && 'empty' in outcome ? t('data_subjects.nothing_stored', { email: outcome.email }) : null}
        {outcome && 'fileName' in outcome ? (
          <>
            <p>{t('data_subjects.exported', { file: outcome.fileName, email: outcome.email })}</p>
            {outcome.counts ? (
              <CountsList counts={{ ...outcome.counts }} label={t('data_subjects.export_counts')} />
            ) : null}
          </>
        ) : null}
      </div>
    </form>
  );
}
