import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataSubjectErase, DataSubjectErased } from '@freight/shared/core/schemas/staff-data-subjects';
import { Button } from '@freight/shared/web/ui/button';
import { Dialog } from '@freight/shared/web/ui/dialog';
import { FormAlert } from '../../../components/form-alert';
import { useReturnFocus } from '../../../components/use-return-focus';
import { STAFF_NS } from '../../../config/i18n';
import { errorText } from '../../../lib/error-text';
import { eraseDataSubject } from '../api/data-subjects';
import styles from '../../../components/staff.module.css';

/** "This cannot be undone": the erasure is sent only from here. */
export function ConfirmEraseDialog({
  values,
  onClose,
  onErased,
  onRefused,
}: {
  values: DataSubjectErase;
  onClose: () => void;
  onErased: (counts: DataSubjectErased) => void;
  /** A refusal the form shows itself answers false (the dialog is then closed). */
  onRefused: (error: unknown) => boolean;
}) {
  const { t } = useTranslation(STAFF_NS);
  const [refusal, setRefusal] = useState('');
  const [sending, setSending] = useState(false);
  const returnFocus = useReturnFocus();
  const close = () => {
    onClose();
    returnFocus();
  };
  const erase = async () => {
    setSending(true);
    setRefusal('');
    try {
      onErased(await eraseDataSubject(values));
      returnFocus();
    } catch (error) {
      if (onRefused(error)) {
        setRefusal(errorText(t, error));
        setSending(false);
      }
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : close())}
      title={t('data_subjects.dialog_title', { email: values.email })}
      description={t('data_subjects.dialog_text')}
    >
      <FormAlert>{refusal}</FormAlert>
      <div className={styles.actions}>
        <Button type="button" onClick={erase} disabled={sending}>
          {t('data_subjects.erase_confirm')}
        </Button>
        <Button type="button" variant="ghost" onClick={close}>
          {t('actions.cancel')}
        </Button>
      </div>
    </Dialog>
  );
}
