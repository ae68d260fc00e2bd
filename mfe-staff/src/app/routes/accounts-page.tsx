import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { StaffAccount } from '@freight/shared/core/schemas/staff';
import { Button } from '@freight/shared/web/ui/button';
import { ErrorState } from '@freight/shared/web/ui/error-state';
import { LoadingState } from '@freight/shared/web/ui/loading-state';
import { FormAlert } from '../../components/form-alert';
import { PageHeading } from '../../components/page-heading';
import { STAFF_NS } from '../../config/i18n';
import { sendResetLink, useAccounts } from '../../features/accounts/api/accounts';
import { AccountDialog } from '../../features/accounts/components/account-dialog';
import { AccountsTable } from '../../features/accounts/components/accounts-table';
import { ConfirmStateDialog } from '../../features/accounts/components/confirm-state-dialog';
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
        <ConfirmStateDialog
          account={toggling}
          onClose={() => setToggling(null)}
          onDone={(text) => {
            setToggling(null);
            done(text);
          }}
        />
      ) : null}
    </>
  );
}
