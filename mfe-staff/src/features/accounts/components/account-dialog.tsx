import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  staffAccountCreateSchema,
  staffAccountUpdateSchema,
  type StaffAccount,
} from '@freight/shared/core/schemas/staff';
import { Button } from '@freight/shared/web/ui/button';
import { Dialog } from '@freight/shared/web/ui/dialog';
import { FormAlert } from '../../../components/form-alert';
import { useReturnFocus } from '../../../components/use-return-focus';
import { STAFF_NS } from '../../../config/i18n';
import { useDraft } from '../../../lib/drafts';
import { errorText, fieldTexts } from '../../../lib/error-text';
import { StaffApiError } from '../../../lib/staff-api';
import { focusFirstError, validate } from '../../../lib/validation';
import { createAccount, updateAccount } from '../api/accounts';
import { AccountFields, type AccountValues } from './account-fields';
import styles from '../../../components/staff.module.css';

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
export function AccountDialog({ account, onClose, onSaved, reload }: AccountDialogProps) {
  const { t } = useTranslation(STAFF_NS);
  const form = useRef<HTMLFormElement>(null);
  const initial: AccountValues = { email: account?.email ?? '', name: account?.name ?? '', role: account?.role ?? '' };
  const draft = useDraft(account ? `account-${account.id}` : 'account-new', initial);
  const [base, setBase] = useState(account);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState('');
  const [stale, setStale] = useState(false);
  const [sending, setSending] = useState(false);
  const { values } = draft;

  const returnFocus = useReturnFocus();
  const close = () => {
    draft.clear();
    onClose();
    returnFocus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = base
      ? { name: values.name, role: values.role, updated_at: base.updated_at }
      : { email: values.email, name: values.name, role: values.role };
    const found = validate(t, base ? staffAccountUpdateSchema : staffAccountCreateSchema, body);
    setErrors(found);
    setRefusal('');
    setStale(false);
    if (Object.keys(found).length > 0) return requestAnimationFrame(() => focusFirstError(form.current));
    setSending(true);
    try {
      if (base) {
        const saved = await updateAccount(base.id, staffAccountUpdateSchema.parse(body));
        onSaved(t('accounts.saved', { name: saved.name }));
      } else {
        const created = await createAccount(staffAccountCreateSchema.parse(body));
        onSaved(t('accounts.created', { email: created.email }));
      }
      close();
    } catch (error) {
      setErrors(fieldTexts(t, error));
      setRefusal(errorText(t, error));
      setStale(error instanceof StaffApiError && error.code === 'STALE_UPDATE');
    } finally {
      setSending(false);
    }
  };

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
      <form ref={form} className={styles.form} onSubmit={submit} noValidate>
        <FormAlert>{refusal}</FormAlert>
        {stale ? (
          <Button type="button" variant="secondary" onClick={reloadAccount}>
            {t('accounts.reload')}
          </Button>
        ) : null}
        <AccountFields values={values} errors={errors} onChange={draft.setValues} withEmail={!account} />
        <div className={styles.actions}>
          <Button type="submit" disabled={sending}>
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
