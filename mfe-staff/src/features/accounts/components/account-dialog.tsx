import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  staffAccountCreateSchema,
  staffAccountUpdateSchema,
  type StaffAccount,
} from '@freight/shared/core/schemas/staff';
import { Button } from '@freight/shared/web/ui/button';
import { Dialog } from '@freight/shared/web/ui/dialog';
import { ChangedNotice } from '../../../components/changed-notice';
import { FormAlert } from '../../../components/form-alert';
import { useReturnFocus } from '../../../components/use-return-focus';
import { STAFF_NS } from '../../../config/i18n';
import { StaffApiError } from '../../../lib/staff-api';
import { useRecordSync } from '../../../lib/record-sync';
import { useStaffForm } from '../../../lib/staff-form';
import { createAccount, updateAccount } from '../api/accounts';
import { AccountFields, type AccountValues } from './account-fields';
import styles from '../../../components/staff.module.css';

/** An account's name and role are checked as on creation; the e-mail is not edited. */
const editSchema = staffAccountCreateSchema.pick({ name: true, role: true });

export interface AccountDialogProps {
  /** The account edited, or null for a new one. */
  account: StaffAccount | null;
  onClose: () => void;
  /** After a save: the message to show on the page. */
  onSaved: (message: string) => void;
  /** Reads the accounts again; gives the fresh row of this one (after a 409). */
  reload: () => Promise<StaffAccount | undefined>;
}

/**
 * A new account (e-mail, name, role) or an account's name and role. What is typed is a draft of the
 * tab (restored after signing in again); a 409 STALE_UPDATE says who changed the account and offers to
 * reload it without losing what was typed.
 */
const valuesOf = (account: StaffAccount | null): AccountValues => ({
  email: account?.email ?? '',
  name: account?.name ?? '',
  role: account?.role ?? '',
});

export function AccountDialog({ account, onClose, onSaved, reload }: AccountDialogProps) {
  const { t } = useTranslation(STAFF_NS);
  const initial = valuesOf(account);
  const { form, refusal, setRefusal, refuse, errorOf, clearDraft } = useStaffForm<AccountValues>({
    schema: account ? editSchema : staffAccountCreateSchema,
    defaultValues: initial,
    draftKey: account ? `account-${account.id}` : 'account-new',
  });
  const [base, setBase] = useState(account);
  const [stale, setStale] = useState(false);
  // The list read again (another tab, a colleague): an untouched form takes the new version.
  const changed = useRecordSync({ form, record: account, base, valuesOf, adopt: setBase });

  const returnFocus = useReturnFocus();
  const close = () => {
    clearDraft();
    onClose();
    returnFocus();
  };

  const submit = form.handleSubmit(async (values) => {
    setRefusal('');
    setStale(false);
    try {
      if (base) {
        const body = { name: values.name, role: values.role, updated_at: base.updated_at };
        const saved = await updateAccount(base.id, staffAccountUpdateSchema.parse(body));
        onSaved(t('accounts.saved', { name: saved.name }));
      } else {
        const created = await createAccount(staffAccountCreateSchema.parse(values));
        onSaved(t('accounts.created', { email: created.email }));
      }
      close();
    } catch (error) {
      refuse(error);
      setStale(error instanceof StaffApiError && error.code === 'STALE_UPDATE');
    }
  });

  const reloadAccount = async () => {
    const fresh = await reload();
    if (fresh) setBase(fresh);
    setStale(false);
    setRefusal(t('accounts.reloaded'));
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : close())}
      title={account ? t('accounts.edit_title', { name: account.name }) : t('accounts.new_title')}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <FormAlert>{refusal}</FormAlert>
        <ChangedNotice changed={changed} />
        {stale ? (
          <Button type="button" variant="secondary" onClick={reloadAccount}>
            {t('accounts.reload')}
          </Button>
        ) : null}
        <AccountFields register={form.register} errorOf={errorOf} withEmail={!account} />
        <div className={styles.actions}>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {account ? t('accounts.save') : t('accounts.create')}
          </Button>
          <Button type="button" variant="ghost" onClick={close}>
            {t('actions.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
