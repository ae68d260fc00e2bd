import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@freight/shared/web/ui/error-state';
import { LoadingState } from '@freight/shared/web/ui/loading-state';
import { PageHeading } from '../../components/page-heading';
import { PagedTable } from '../../components/pager';
import { STAFF_NS } from '../../config/i18n';
import { useAccounts } from '../../features/accounts/api/accounts';
import { useAuditPage, type AuditFilters } from '../../features/audit/api/audit';
import { AuditFiltersForm } from '../../features/audit/components/audit-filters';
import { AuditTable } from '../../features/audit/components/audit-table';

const FILTERS = ['actor', 'action', 'from', 'to'] as const;

/** /staff/audit (admins): the log newest first, filtered and paged through the address (back and forward work). */
export function AuditPage() {
  const { t } = useTranslation(STAFF_NS);
  const [params, setParams] = useSearchParams();
  const filters: AuditFilters = {
    ...Object.fromEntries(FILTERS.flatMap((name) => (params.get(name) ? [[name, params.get(name)]] : []))),
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const { data, error, mutate } = useAuditPage(filters);
  const accounts = useAccounts().data ?? [];
  const go = (next: AuditFilters) =>
    setParams(
      Object.fromEntries(
        Object.entries({ ...next, page: next.page > 1 ? String(next.page) : '' }).filter(([, value]) => !!value),
      ) as Record<string, string>,
    );
  return (
    <>
      <PageHeading title={t('audit.title')}>{t('audit.title')}</PageHeading>
      <AuditFiltersForm
        key={params.toString()}
        filters={filters}
        accounts={accounts}
        onApply={(values) => go({ ...values, page: 1 })}
      />
      {error ? (
        <ErrorState message={t('errors.network')} onRetry={() => void mutate()} retryLabel={t('actions.retry')} />
      ) : null}
      {!data && !error ? <LoadingState label={t('layout.loading')} /> : null}
      {data ? (
        <>
          <p role="status">
            {t('audit.count', { count: data.total, page: data.page, pages: Math.max(1, data.last_page) })}
          </p>
          <PagedTable
            section="audit"
            rows={data.data.length}
            page={data.page}
            lastPage={data.last_page}
            onPage={(page) => go({ ...filters, page })}
          >
            <AuditTable entries={data.data} />
          </PagedTable>
        </>
      ) : null}
    </>
  );
}
