import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { REQUEST_KINDS_BY_ROLE, REQUEST_STATUSES } from '@freight/shared/core/schemas/staff-inbox';
import { ErrorState } from '@freight/shared/web/ui/error-state';
import { LoadingState } from '@freight/shared/web/ui/loading-state';
import { PageHeading } from '../../components/page-heading';
import { PagedTable } from '../../components/pager';
import { STAFF_NS } from '../../config/i18n';
import {
  exportHref,
  filtersOf,
  type InboxFilters,
  searchOf,
  useAssignees,
  useFreshOnOpen,
  useInboxPage,
} from '../../features/inbox/api/inbox';
import { InboxFiltersForm } from '../../features/inbox/components/inbox-filters';
import { InboxTable } from '../../features/inbox/components/inbox-table';
import { useStaffSession } from '../../lib/session';
import styles from '../../components/staff.module.css';

/**
 * /staff/inbox (sales, recruiters, admins): the requests of the role's kinds, newest first, filtered
 * and paged through the address (a shared link reopens the same view; Back and Forward work).
 */
export function InboxPage() {
  const { t, i18n } = useTranslation(STAFF_NS);
  const role = useStaffSession().data?.session?.account.role ?? 'editor';
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const { data, error, mutate, isValidating } = useInboxPage(filters);
  useFreshOnOpen(mutate);
  const assignees = useAssignees().data ?? [];
  const go = (next: InboxFilters) => setParams(searchOf(next));
  const total = data ? Object.values(data.counts).reduce((sum, count) => sum + count, 0) : null;
  return (
    <>
      <PageHeading title={t('inbox.title')}>{t('inbox.title')}</PageHeading>
      <InboxFiltersForm
        key={params.toString()}
        filters={filters}
        kinds={REQUEST_KINDS_BY_ROLE[role]}
        assignees={assignees}
        onApply={(values) => go({ ...values, status: filters.status, page: 1 })}
      />
      <nav aria-label={t('inbox.by_status')}>
        <ul className={styles.statusTabs}>
          {[undefined, ...REQUEST_STATUSES].map((status) => (
            <li key={status ?? 'all'}>
              <Link
                to={{ search: new URLSearchParams(searchOf({ ...filters, status, page: 1 })).toString() }}
                aria-current={filters.status === status ? 'page' : undefined}
              >
                {status ? t(`requests.statuses.${status}`, { ns: 'forms' }) : t('inbox.all')}
                {data ? ` (${status ? data.counts[status] : total})` : ''}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p>
        <a href={exportHref(filters, i18n.language)} download>
          {t('inbox.export')}
        </a>
      </p>
      {error ? (
        <ErrorState message={t('errors.network')} onRetry={() => void mutate()} retryLabel={t('actions.retry')} />
      ) : null}
      {!data && !error ? <LoadingState label={t('layout.loading')} /> : null}
      {/* Polite: the new count is read once the results have changed, without interrupting. */}
      <p role="status" aria-live="polite" aria-busy={isValidating || undefined}>
        {data ? t('inbox.count', { count: data.total, page: data.page, pages: Math.max(1, data.last_page) }) : ''}
      </p>
      {data ? (
        <PagedTable
          section="inbox"
          rows={data.data.length}
          page={data.page}
          lastPage={data.last_page}
          onPage={(page) => go({ ...filters, page })}
        >
          <InboxTable rows={data.data} />
        </PagedTable>
      ) : null}
    </>
  );
}
