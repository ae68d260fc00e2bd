import { useTranslation } from 'react-i18next';
import type { StaffAccount } from '@freight/shared/core/schemas/staff';
import { Button } from '@freight/shared/web/ui/button';
import { VisuallyHidden } from '@freight/shared/web/ui/visually-hidden';
import { STAFF_NS } from '../../../config/i18n';
import styles from '../../../components/staff.module.css';

export interface AccountActions {
  edit: (account: StaffAccount) => void;
  toggle: (account: StaffAccount) => void;
  resetLink: (account: StaffAccount) => void;
}

/** Every account: who, role, state and last change, with what an admin can do to each. */
export function AccountsTable({ accounts, actions }: { accounts: StaffAccount[]; actions: AccountActions }) {
  const { t, i18n } = useTranslation(STAFF_NS);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const stateOf = (account: StaffAccount) =>
    account.disabled
      ? t('accounts.state_disabled')
      : account.password_set
        ? t('accounts.state_active')
        : t('accounts.state_invited');
  return (
    <table className={styles.table}>
      <caption>
        <VisuallyHidden>{t('accounts.caption')}</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('accounts.name')}</th>
          <th scope="col">{t('accounts.email')}</th>
          <th scope="col">{t('accounts.role')}</th>
          <th scope="col">{t('accounts.state')}</th>
          <th scope="col">{t('accounts.updated')}</th>
          <th scope="col">{t('accounts.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {accounts.map((account) => {
          // Each button says whose account it acts on (its visible text first, for voice control).
          const named = (key: string) => `${t(key)} ${account.name}`;
          return (
            <tr key={account.id}>
              <th scope="row">{account.name}</th>
              <td>{account.email}</td>
              <td>{t(`roles.${account.role}`)}</td>
              <td>{stateOf(account)}</td>
              <td>
                <time dateTime={account.updated_at}>{when.format(new Date(account.updated_at))}</time>
              </td>
              <td>
                <div className={styles.actions}>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={named('accounts.edit')}
                    onClick={() => actions.edit(account)}
                  >
                    {t('accounts.edit')}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={named(account.disabled ? 'accounts.enable' : 'accounts.disable')}
                    onClick={() => actions.toggle(account)}
                  >
                    {t(account.disabled ? 'accounts.enable' : 'accounts.disable')}
                  </Button>
                  {account.disabled ? null : (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={named('accounts.reset_link')}
                      onClick={() => actions.resetLink(account)}
                    >
                      {t('accounts.reset_link')}
                    </Button>
                  )}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
