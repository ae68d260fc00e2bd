import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffAccount } from '@freight/shared/core/schemas/staff';
import { Button } from '@freight/shared/web/ui/button';
import { Dialog } from '@freight/shared/web/ui/dialog';
import { FormAlert } from '../../../components/form-alert';
import { useReturnFocus } from '../../../components/use-return-focus';
import { STAFF_NS } from '../../../config/i18n';
import { errorText } from '../../../lib/error-text';
import { updateAccount } from '../api/accounts';
import styles from '../../../components/staff.module.css';

/** Disabling (its sessions end at once) or enabling an account, after a confirmation. */
export function ConfirmStateDialog({
  account,
  onClose,
  onDone,
}: {
  account: StaffAccount;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation(STAFF_NS);
  const [refusal, setRefusal] = useState('');
  const [sending, setSending] = useState(false);
  const returnFocus = useReturnFocus();
  const close = () => {
    onClose();
    returnFocus();
  };
  const disabling = !account.disabled;
  const confirm = async () => {
    setSending(true);
    setRefusal('');
    try {
      await updateAccount(account.id, { disabled: disabling, updated_at: account.updated_at });
      onDone(t(disabling ? 'accounts.disabled_done' : 'accounts.enabled_done', { name: account.name }));
      returnFocus();
    } catch (error) {
      setRefusal(errorText(t, error));
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : close())}
      title={t(disabling ? 'accounts.disable_title' : 'accounts.enable_title', { name: account.name })}
      description={t(disabling ? 'accounts.disable_text' : 'accounts.enable_text', { name: account.name })}
    >
      <FormAlert>{refusal}</FormAlert>
      <div className={styles.actions}>
        <Button type="button" onClick={confirm} disabled={sending}>
          {t(disabling ? 'accounts.disable' : 'accounts.enable')}
        </Button>
        <Button type="button" variant="ghost" onClick={close}>
          {t('actions.cancel')}
        </Button>
      </div>
    </Dialog>
  );
}
