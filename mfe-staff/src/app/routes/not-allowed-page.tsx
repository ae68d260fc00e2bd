import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading';
import { STAFF_NS } from '../../config/i18n';

/** A page the member's role may not use (the API would refuse its data anyway). */
export function NotAllowedPage() {
  const { t } = useTranslation(STAFF_NS);
  return (
    <>
      <PageHeading title={t('not_allowed.title')}>{t('not_allowed.title')}</PageHeading>
      <p>{t('not_allowed.text')}</p>
      <Link to="/staff">{t('not_allowed.home')}</Link>
    </>
  );
}
