import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading';
import { STAFF_NS } from '../../config/i18n';
import { PasswordChangeForm } from '../../features/auth/components/password-change-form';
import { useStaffSession } from '../../lib/session';
import styles from '../../components/staff.module.css';

/** /staff/account: who one is, and one's own password (the other sessions end when it changes). */
export function MyAccountPage() {
  const { t } = useTranslation(STAFF_NS);
  const account = useStaffSession().data?.session?.account;
  return (
    <>
      <PageHeading title={t('my_account.title')}>{t('my_account.title')}</PageHeading>
      {account ? (
        <p>
          {account.name} · {account.email} · {t(`roles.${account.role}`)}
        </p>
      ) : null}
      <p>{t('my_account.other_sessions')}</p>
      <div className={styles.narrow}>
        <PasswordChangeForm />
      </div>
    </>
  );
}
