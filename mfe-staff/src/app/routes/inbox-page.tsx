import { useEffect, useRef, useState } from 'react';
import type { RowSelectionState } from '@tanstack/react-table';
import { useSWRConfig } from 'swr';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { REQUEST_KINDS_BY_ROLE, REQUEST_STATUSES } from '@freight/shared/core/schemas/staff-inbox';
import { ErrorState } from '@freight/shared/web/ui/error-state';
import { LoadingState } from '@freight/shared/web/ui/loading-state';
import { PageHeading } from '../../components/page-heading';
import { PagedTable } from '../../components/pager';
import { STAFF_NS } from '../../config/i18n';
import {
  changeRequest,
  exportHref,
  filtersOf,
  type InboxFilters,
  searchOf,
  useAssignees,
  useFreshOnOpen,
  useInboxPage,
} from '../../features/inbox/api/inbox';
import { useLatestArrival, VIEWS_KEY } from '../../features/inbox/api/views';
import { BulkActions } from '../../features/inbox/components/bulk-actions';
import { InboxFiltersForm } from '../../features/inbox/components/inbox-filters';
import { ViewActions } from '../../features/inbox/components/view-actions';
import { InboxPages } from '../../features/inbox/components/inbox-pages';
import { ShortcutsHelp } from '../../features/inbox/components/shortcuts-help';
import { refusalText } from '../../lib/stale-text';
import { type RowAction, useInboxShortcuts } from '../../features/inbox/hooks/use-inbox-shortcuts';
import { InboxTable } from '../../features/inbox/components/inbox-table';
import { useStaffSession } from '../../lib/session';
import styles from '../../components/staff.module.css';

/**
 * /staff/inbox (sales, recruiters, admins): the requests of the role's kinds, newest first, filtered
 * and paged through the address (a shared link reopens the same view; Back and Forward work).
 */
export function InboxPage() {
  const { t, i18n } = useTranslation(STAFF_NS);
  const account = useStaffSession().data?.session?.account;
  const role = account?.role ?? 'editor';
  const navigate = useNavigate();
  const [helpOpen, setHelpOpen] = useState(false);
  const [notice, setNotice] = useState('');
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const { data, error, mutate, isValidating } = useInboxPage(filters);
  useFreshOnOpen(mutate);
  const assignees = useAssignees().data ?? [];
  const go = (next: InboxFilters) => setParams(searchOf(next));
  const { mutate: mutateKey } = useSWRConfig();
  // Bulk actions: TanStack Table's row selection, keyed by reference; another page or filter starts afresh.
  const [selection, setSelection] = useState<RowSelectionState>({});
  const listKey = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address is what clears the selection.
  useEffect(() => setSelection({}), [listKey]);
  const selected = data?.data.filter((row) => selection[row.reference]) ?? [];

  // Live refresh: when the newest arrival moves, the page is read again in place (SWR keeps what is
  // shown, so focus, selection, scroll and the page stay).
  const latest = useLatestArrival().data;
  const seen = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (latest === undefined) return;
    const before = seen.current;
    seen.current = latest;
    if (before === undefined || latest === before) return;
    void mutate();
    void mutateKey(VIEWS_KEY);
  }, [latest, mutate, mutateKey]);
  // Rows newer than the newest this list showed, however the page was read again, are announced politely.
  const newest = useRef<{ key: string; at: string } | null>(null);
  const [arrivals, setArrivals] = useState('');
  useEffect(() => {
    if (!data) return;
    const top = data.data.reduce((max, row) => (row.created_at > max ? row.created_at : max), '');
    const previous = newest.current?.key === listKey ? newest.current : null;
    newest.current = { key: listKey, at: previous && previous.at > top ? previous.at : top };
    if (!previous?.at) return;
    const fresh = data.data.filter((row) => row.created_at > previous.at).length;
    if (fresh > 0) setArrivals(t('inbox.new_arrivals', { n: fresh }));
  }, [data, listKey, t]);
  const searchFor = (next: InboxFilters) => new URLSearchParams(searchOf(next)).toString();

  // Assign and archive from the list, with the updated_at the list read: a colleague's change
  // meanwhile is refused (409) and said, and the list is read again either way.
  const actOn = async (action: RowAction, reference: string) => {
    const row = data?.data.find((line) => line.reference === reference);
    if (action === 'open') return navigate(`/staff/inbox/${reference}`);
    if (action === 'reply') return navigate(`/staff/inbox/${reference}#request-reply`);
    if (!row || !account) return;
    try {
      if (action === 'assign') await changeRequest(reference, { assignee_id: account.id, updated_at: row.updated_at });
      else await changeRequest(reference, { status: 'archived', updated_at: row.updated_at });
      setNotice(
        t(action === 'assign' ? 'inbox.shortcut_done_assigned' : 'inbox.shortcut_done_archived', { reference }),
      );
    } catch (error) {
      setNotice(refusalText(t, i18n.language, error));
    }
    await mutate();
  };
  useInboxShortcuts({ onRow: (action, reference) => void actOn(action, reference), onHelp: () => setHelpOpen(true) });
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
                to={{ search: searchFor({ ...filters, status, page: 1 }) }}
                aria-current={filters.status === status ? 'page' : undefined}
              >
                {status ? t(`requests.statuses.${status}`, { ns: 'forms' }) : t('inbox.all')}
                {data ? ` (${status ? data.counts[status] : total})` : ''}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ViewActions filters={filters} onNotice={setNotice} />
      <p className={styles.actions}>
        <a href={exportHref(filters, i18n.language)} download>
          {t('inbox.export')}
        </a>
        <ShortcutsHelp open={helpOpen} onOpenChange={setHelpOpen} />
      </p>
      {error ? (
        <ErrorState message={t('errors.network')} onRetry={() => void mutate()} retryLabel={t('actions.retry')} />
      ) : null}
      {!data && !error ? <LoadingState label={t('layout.loading')} /> : null}
      {/* Polite: the new count is read once the results have changed, without interrupting. */}
      <p role="status" aria-live="polite" aria-busy={isValidating || undefined}>
        {data ? t('inbox.count', { count: data.total, page: data.page, pages: Math.max(1, data.last_page) }) : ''}
      </p>
      <p aria-live="polite">{notice}</p>
      <p aria-live="polite" data-inbox-arrivals="">
        {arrivals}
      </p>
      {account ? (
        <BulkActions
          selected={selected}
          assignees={assignees}
          me={account.id}
          onDone={(outcome) => {
            setNotice(outcome);
            setSelection({});
            void mutate();
            void mutateKey(VIEWS_KEY);
          }}
        />
      ) : null}
      {data ? (
        <PagedTable
          section="inbox"
          rows={data.data.length}
          page={data.page}
          lastPage={data.last_page}
          onPage={(page) => go({ ...filters, page })}
        >
          <InboxTable rows={data.data} selection={{ state: selection, onChange: setSelection }} />
        </PagedTable>
      ) : null}
      {data ? (
        <InboxPages
          page={data.page}
          lastPage={data.last_page}
          searchFor={(page) => searchFor({ ...filters, page })}
          onPage={(page) => go({ ...filters, page })}
        />
      ) : null}
    </>
  );
}
