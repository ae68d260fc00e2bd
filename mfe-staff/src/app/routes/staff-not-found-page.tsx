import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading';
import { STAFF_NS } from '../../config/i18n';

/** A /staff address the back office does not have: said inside the back office, in its language. */
export function StaffNotFoundPage() {
  const { t } = useTranslation(STAFF_NS);
  return (
    <>
      <PageHeading title={t('not_found.title')}>{t('not_found.title')}</PageHeading>
      <p>{t('not_found.text')}</p>
      <Link to="/staff">{t('not_allowed.home')}</Link>
    </>
  );
}
