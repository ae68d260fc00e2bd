import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading';
import { STAFF_NS } from '../../config/i18n';
import { EraseForm } from '../../features/data-subjects/components/erase-form';
import { ExportForm } from '../../features/data-subjects/components/export-form';

/**
 * /staff/data-subjects (admins): what is stored about one e-mail address, exported as a file or
 * erased (docs/decisions/019-content-editing-and-retention.md). The audit log keeps who and the
 * counts, never the address.
 */
export function DataSubjectsPage() {
  const { t } = useTranslation(STAFF_NS);
  return (
    <>
      <PageHeading title={t('data_subjects.title')}>{t('data_subjects.title')}</PageHeading>
      <p>{t('data_subjects.intro')}</p>
      <ExportForm />
      <EraseForm />
    </>
  );
}
