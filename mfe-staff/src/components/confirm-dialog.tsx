import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@freight/shared/web/ui/button';
import { Dialog } from '@freight/shared/web/ui/dialog';
import { STAFF_NS } from '../config/i18n';
import { errorText } from '../lib/error-text';
import { FormAlert } from './form-alert';
import { useReturnFocus } from './use-return-focus';
import styles from './staff.module.css';

/**
 * A confirmation before an action that matters (an account disabled, a person's data erased): the
 * action runs only from here, a refusal is shown in the dialog, and the focus goes back where it was.
 */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  action,
  onClose,
  onRefused,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  /** Runs the action; the caller closes the dialog once it is done. */
  action: () => Promise<void>;
  onClose: () => void;
  /** A refusal the caller shows itself answers false (and closes the dialog); the others are shown here. */
  onRefused?: (error: unknown) => boolean;
}) {
  const { t } = useTranslation(STAFF_NS);
  const [refusal, setRefusal] = useState('');
  const [sending, setSending] = useState(false);
  const returnFocus = useReturnFocus();
  const close = () => {
    onClose();
    returnFocus();
  };
  const confirm = async () => {
    setSending(true);
    setRefusal('');
    try {
      await action();
      returnFocus();
    } catch (error) {
      if (onRefused?.(error) ?? true) {
        setRefusal(errorText(t, error));
        setSending(false);
      }
    }
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : close())} title={title} description={text}>
      <FormAlert>{refusal}</FormAlert>
      <div className={styles.actions}>
        <Button type="button" onClick={confirm} disabled={sending}>
          {confirmLabel}
        </Button>
        <Button type="button" variant="ghost" onClick={close}>
          {t('actions.cancel')}
        </Button>
      </div>
    </Dialog>
  );
}
