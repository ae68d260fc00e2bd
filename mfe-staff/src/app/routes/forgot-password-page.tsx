import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading';
import { STAFF_NS } from '../../config/i18n';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';

/** /staff/forgot: a member who forgot the password asks for a link by e-mail. */
export function ForgotPasswordPage() {
  const { t } = useTranslation(STAFF_NS);
  return (
    <>
      <PageHeading title={t('forgot.title')}>{t('forgot.title')}</PageHeading>
      <ForgotPasswordForm />
    </>
  );
}
