import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading';
import { STAFF_NS } from '../../config/i18n';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';

/** /staff/reset?token=: the page of the one-time link an admin had e-mailed. */
export function ResetPasswordPage() {
  const { t } = useTranslation(STAFF_NS);
  const [params] = useSearchParams();
  return (
    <>
      <PageHeading title={t('reset.title')}>{t('reset.title')}</PageHeading>
      <ResetPasswordForm token={params.get('token') ?? ''} />
    </>
  );
}
