import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@freight/shared/web/ui/button';
import { ErrorState } from '@freight/shared/web/ui/error-state';
import { LoadingState } from '@freight/shared/web/ui/loading-state';
import { Select } from '@freight/shared/web/ui/select';
import { PageHeading } from '../../../components/page-heading';
import { STAFF_NS } from '../../../config/i18n';
import { type ContentKind, type ContentStatusFilter, useArticleList, useJobList } from '../api/content';
import { type ContentRow, ContentTable } from './content-table';
import styles from './content.module.css';
import staffStyles from '../../../components/staff.module.css';

const FILTERS: readonly ContentStatusFilter[] = ['all', 'draft', 'published'];
const filterOf = (value: string | null): ContentStatusFilter => FILTERS.find((filter) => filter === value) ?? 'all';

function useRows(kind: ContentKind, status: ContentStatusFilter, page: number) {
  const jobs = useJobList(status, page, kind === 'job');
  const articles = useArticleList(status, page, kind === 'article');
  const list = kind === 'job' ? jobs : articles;
  const rows: ContentRow[] | undefined =
    kind === 'job'
      ? jobs.data?.data.map((job) => ({
          id: job.id,
          title: job.post,
          status: job.status,
          scheduled: job.scheduled,
          validThrough: job.valid_through,
          expired: job.expired,
          updatedAt: job.updated_at,
          updatedBy: job.updated_by?.name ?? null,
        }))
      : articles.data?.data.map((article) => ({
          id: article.id,
          title: article.title,
          status: article.status,
          scheduled: article.scheduled,
          updatedAt: article.updated_at,
          updatedBy: article.updated_by?.name ?? null,
        }));
  return { rows, lastPage: list.data?.last_page ?? 1, total: list.data?.total, error: list.error, retry: list.mutate };
}

/** /staff/jobs and /staff/articles: the list by state, newest change first, paged; filter and page in the address. */
export function ContentList({ kind }: { kind: ContentKind }) {
  const { t } = useTranslation(STAFF_NS);
  const [params, setParams] = useSearchParams();
  const status = filterOf(params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { rows, lastPage, total, error, retry } = useRows(kind, status, page);
  const go = (next: { status?: ContentStatusFilter; page?: number }) => {
    const query: Record<string, string> = {};
    const nextStatus = next.status ?? status;
    if (nextStatus !== 'all') query.status = nextStatus;
    const nextPage = next.page ?? 1;
    if (nextPage > 1) query.page = String(nextPage);
    setParams(query);
  };
  const title = t(`content.list.title_${kind}`);
  return (
    <>
      <PageHeading title={title}>{title}</PageHeading>
      <p>
        <Button asChild>
          <Link to={`/staff/${kind}s/new`}>{t(`content.list.new_${kind}`)}</Link>
        </Button>
      </p>
      <Select
        label={t('content.list.filter')}
        placeholder={false}
        value={status}
        onChange={(event) => go({ status: filterOf(event.target.value) })}
        options={FILTERS.map((filter) => ({ value: filter, label: t(`content.list.filter_${filter}`) }))}
      />
      <p aria-live="polite">{total === undefined ? null : t('content.list.count', { count: total })}</p>
      {error ? (
        <ErrorState message={t('errors.network')} onRetry={() => void retry()} retryLabel={t('actions.retry')} />
      ) : null}
      {!rows && !error ? <LoadingState label={t('layout.loading')} /> : null}
      {rows && rows.length === 0 ? <p>{t(`content.list.empty_${kind}`)}</p> : null}
      {rows && rows.length > 0 ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
        <section className={staffStyles.tableWrap} tabIndex={0} aria-label={title}>
          <ContentTable kind={kind} rows={rows} />
        </section>
      ) : null}
      {lastPage > 1 ? (
        <nav aria-label={t('content.list.pages')} className={styles.pager}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
            {t('content.list.previous')}
          </Button>
          <span>{t('content.list.page', { page, last: lastPage })}</span>
          <Button variant="secondary" disabled={page >= lastPage} onClick={() => go({ page: page + 1 })}>
            {t('content.list.next')}
          </Button>
        </nav>
      ) : null}
    </>
  );
}
