import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert';
import { PageHeading } from '../../components/page-heading';
import { STAFF_NS } from '../../config/i18n';
import { SignInForm } from '../../features/auth/components/sign-in-form';
import { safeNext } from '@freight/shared/core/staff/staff-paths';

/** /staff/sign-in: why one is here (session expired, signed out), the form, then back to `next`. */
export function SignInPage() {
  const { t } = useTranslation(STAFF_NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const reason = params.get('reason');
  return (
    <>
      <PageHeading title={t('sign_in.title')}>{t('sign_in.title')}</PageHeading>
      {reason === 'expired' ? <FormAlert tone="info">{t('sign_in.expired')}</FormAlert> : null}
      {reason === 'signed-out' ? <FormAlert tone="info">{t('sign_in.signed_out')}</FormAlert> : null}
      <SignInForm onSignedIn={() => navigate(safeNext(params.get('next')), { replace: true })} />
    </>
  );
}
