import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { StaffAccount } from '@freight/shared/core/schemas/staff';
import { Button } from '@freight/shared/web/ui/button';
import { ErrorState } from '@freight/shared/web/ui/error-state';
import { LoadingState } from '@freight/shared/web/ui/loading-state';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormAlert } from '../../components/form-alert';
import { PageHeading } from '../../components/page-heading';
import { STAFF_NS } from '../../config/i18n';
import { sendResetLink, updateAccount, useAccounts } from '../../features/accounts/api/accounts';
import { AccountDialog } from '../../features/accounts/components/account-dialog';
import { AccountsTable } from '../../features/accounts/components/accounts-table';
import { errorText } from '../../lib/error-text';
import styles from '../../components/staff.module.css';

/**
 * /staff/accounts (admins): every account, a new one, a name or role changed, disabled or enabled,
 * a new one-time link. The open form is in the address (?new=1, ?edit=<id>), so coming back after
 * signing in again reopens it with its draft.
 */
export function AccountsPage() {
  const { t } = useTranslation(STAFF_NS);
  const [params, setParams] = useSearchParams();
  const { data: accounts, error, mutate } = useAccounts();
  const [message, setMessage] = useState<{ text: string; tone: 'info' | 'error' } | null>(null);
  const [toggling, setToggling] = useState<StaffAccount | null>(null);

  const editId = Number(params.get('edit'));
  const editing = accounts?.find((account) => account.id === editId) ?? null;
  const creating = params.get('new') === '1';
  const closeForm = () => setParams({}, { replace: true });
  const done = (text: string) => {
    setMessage({ text, tone: 'info' });
    void mutate();
  };
  const resetLink = async (account: StaffAccount) => {
    try {
      const { sent_to } = await sendResetLink(account.id);
      setMessage({ text: t('accounts.link_sent', { email: sent_to }), tone: 'info' });
    } catch (failure) {
      setMessage({ text: errorText(t, failure), tone: 'error' });
    }
  };

  return (
    <>
      <PageHeading title={t('accounts.title')}>{t('accounts.title')}</PageHeading>
      <p>
        <Button onClick={() => setParams({ new: '1' })}>{t('accounts.new')}</Button>
      </p>
      <div aria-live="polite">{message ? <FormAlert tone={message.tone}>{message.text}</FormAlert> : null}</div>
      {error ? (
        <ErrorState message={t('errors.network')} onRetry={() => void mutate()} retryLabel={t('actions.retry')} />
      ) : null}
      {!accounts && !error ? <LoadingState label={t('layout.loading')} /> : null}
      {accounts ? (
        <div className={styles.tableWrap}>
          <AccountsTable
            accounts={accounts}
            actions={{
              edit: (account) => setParams({ edit: String(account.id) }),
              toggle: setToggling,
              resetLink: (account) => void resetLink(account),
            }}
          />
        </div>
      ) : null}
      {creating || editing ? (
        <AccountDialog
          key={editing?.id ?? 'new'}
          account={editing}
          onClose={closeForm}
          onSaved={done}
          reload={async () => (await mutate())?.find((account) => account.id === editing?.id)}
        />
      ) : null}
      {toggling ? (
        <ConfirmDialog
          title={t(toggling.disabled ? 'accounts.enable_title' : 'accounts.disable_title', { name: toggling.name })}
          text={t(toggling.disabled ? 'accounts.enable_text' : 'accounts.disable_text', { name: toggling.name })}
          confirmLabel={t(toggling.disabled ? 'accounts.enable' : 'accounts.disable')}
          onClose={() => setToggling(null)}
          // Someone changed the account meanwhile: the list is reloaded, so that confirming again
          // sends what was asked (disabling stays disabling) on the account as it now is.
          onRefused={() => {
            void mutate();
            return true;
          }}
          action={async () => {
            const current = accounts?.find((account) => account.id === toggling.id) ?? toggling;
            // Disabling ends the account's sessions at once (the API's doing).
            await updateAccount(toggling.id, { disabled: !toggling.disabled, updated_at: current.updated_at });
            setToggling(null);
            done(t(toggling.disabled ? 'accounts.enabled_done' : 'accounts.disabled_done', { name: current.name }));
          }}
        />
      ) : null}
    </>
  );
}
