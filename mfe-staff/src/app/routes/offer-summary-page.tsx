import { useTranslation } from 'react-i18next';
import { ErrorState } from '@freight/shared/web/ui/error-state';
import { LoadingState } from '@freight/shared/web/ui/loading-state';
import { PageHeading } from '../../components/page-heading';
import { STAFF_NS } from '../../config/i18n';
import { useOfferSummary } from '../../features/offers/api/offers';
import { OfferSummaryTable } from '../../features/offers/components/offer-summary-table';

/** /staff/offers (sales, admins): the offers sent, accepted and declined per month and currency, and their value. */
export function OfferSummaryPage() {
  const { t } = useTranslation(STAFF_NS);
  const { data, error, mutate } = useOfferSummary({});
  return (
    <>
      <PageHeading title={t('offers.summary_title')}>{t('offers.summary_title')}</PageHeading>
      <p>{t('offers.summary_about')}</p>
      {error ? (
        <ErrorState message={t('errors.network')} onRetry={() => void mutate()} retryLabel={t('actions.retry')} />
      ) : null}
      {!data && !error ? <LoadingState label={t('layout.loading')} /> : null}
      {data ? <OfferSummaryTable rows={data} /> : null}
    </>
  );
}
