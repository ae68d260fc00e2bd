import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@freight/shared/web/ui/error-state';
import { LoadingState } from '@freight/shared/web/ui/loading-state';
import { PageHeading } from '../../components/page-heading';
import { STAFF_NS } from '../../config/i18n';
import { useOfferSummary } from '../../features/offers/api/offers';
import { type OfferSummaryRange, OfferSummaryFilters } from '../../features/offers/components/offer-summary-filters';
import { OfferSummaryTable } from '../../features/offers/components/offer-summary-table';

/** /staff/offers (sales, admins): the offers sent, accepted and declined per month and currency, and their value. */
export function OfferSummaryPage() {
  const { t } = useTranslation(STAFF_NS);
  // The dates live in the address: a range can be bookmarked or sent to a colleague, Back undoes it.
  const [params, setParams] = useSearchParams();
  const range: OfferSummaryRange = {
    ...(params.get('from') ? { from: params.get('from') as string } : {}),
    ...(params.get('to') ? { to: params.get('to') as string } : {}),
  };
  const { data, error, mutate } = useOfferSummary(range);
  return (
    <>
      <PageHeading title={t('offers.summary_title')}>{t('offers.summary_title')}</PageHeading>
      <p>{t('offers.summary_about')}</p>
      <OfferSummaryFilters
        key={params.toString()}
        range={range}
        onApply={(next) =>
          setParams(Object.fromEntries(Object.entries(next).filter(([, value]) => !!value)) as Record<string, string>)
        }
      />
      {error ? (
        <ErrorState message={t('errors.network')} onRetry={() => void mutate()} retryLabel={t('actions.retry')} />
      ) : null}
      {!data && !error ? <LoadingState label={t('layout.loading')} /> : null}
      {data ? <OfferSummaryTable rows={data} filtered={!!(range.from || range.to)} /> : null}
    </>
  );
}
