import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffAccount } from '@freight/shared/core/schemas/staff';
import { Button } from '@freight/shared/web/ui/button';
import { columnsOf, DataTable } from '../../../components/data-table';
import { STAFF_NS } from '../../../config/i18n';
import styles from '../../../components/staff.module.css';

export interface AccountActions {
  edit: (account: StaffAccount) => void;
  toggle: (account: StaffAccount) => void;
  resetLink: (account: StaffAccount) => void;
}

const column = columnsOf<StaffAccount>();

/** Every account: who, role, state and last change, with what an admin can do to each. */
export function AccountsTable({ accounts, actions }: { accounts: StaffAccount[]; actions: AccountActions }) {
  const { t, i18n } = useTranslation(STAFF_NS);
  // The page hands new callbacks at each render; the columns stay the same, so the buttons are not
  // made anew and a closed dialog gives the focus back to the one that opened it.
  const latest = useRef(actions);
  latest.current = actions;
  const columns = useMemo(() => {
    const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
    const stateOf = (account: StaffAccount) =>
      account.disabled
        ? t('accounts.state_disabled')
        : account.password_set
          ? t('accounts.state_active')
          : t('accounts.state_invited');
    return column.columns([
      column.accessor('name', { header: () => t('accounts.name') }),
      column.accessor('email', { header: () => t('accounts.email') }),
      column.accessor('role', { header: () => t('accounts.role'), cell: (info) => t(`roles.${info.getValue()}`) }),
      column.accessor(stateOf, { id: 'state', header: () => t('accounts.state') }),
      column.accessor('updated_at', {
        header: () => t('accounts.updated'),
        cell: (info) => <time dateTime={info.getValue()}>{when.format(new Date(info.getValue()))}</time>,
      }),
      column.display({
        id: 'actions',
        header: () => t('accounts.actions'),
        cell: ({ row }) => {
          const account = row.original;
          // Each button says whose account it acts on (its visible text first, for voice control).
          const named = (key: string) => `${t(key)} ${account.name}`;
          return (
            <div className={styles.actions}>
              <Button
                size="sm"
                variant="secondary"
                aria-label={named('accounts.edit')}
                onClick={() => latest.current.edit(account)}
              >
                {t('accounts.edit')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                aria-label={named(account.disabled ? 'accounts.enable' : 'accounts.disable')}
                onClick={() => latest.current.toggle(account)}
              >
                {t(account.disabled ? 'accounts.enable' : 'accounts.disable')}
              </Button>
              {account.disabled ? null : (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={named('accounts.reset_link')}
                  onClick={() => latest.current.resetLink(account)}
                >
                  {t('accounts.reset_link')}
                </Button>
              )}
            </div>
          );
        },
      }),
    ]);
  }, [t, i18n.language]);
  return (
    <DataTable
      caption={t('accounts.caption')}
      columns={columns}
      rows={accounts}
      rowKey={(account) => String(account.id)}
    />
  );
}
