import { useTranslation } from 'react-i18next';
import type { Job } from '@freight/shared/core/api/models';
import { Button } from '@freight/shared/web/ui/button';
import { ErrorState } from '@freight/shared/web/ui/error-state';
import { LoadingState } from '@freight/shared/web/ui/loading-state';
import { PageSection } from '@freight/shared/web/ui/page';
import { CAREERS_NS } from '../../../config/i18n';
import { useJobsFeed } from '../hooks/use-jobs-feed';
import { JobCard } from './job-card';
import styles from './jobs.module.css';

const PLACEHOLDERS = ['a', 'b', 'c', 'd', 'e', 'f'];

/** The open positions: cards linking to each offer's page (which carries its JobPosting data), with 'apply', and 'see more' while pages remain. */
export function JobList({ onApply }: { onApply: (job: Job) => void }) {
  const { t } = useTranslation(CAREERS_NS);
  const feed = useJobsFeed();
  const empty = !feed.isLoading && !feed.error && feed.jobs.length === 0;

  return (
    <PageSection title={t('list.title')}>
      {feed.isLoading ? (
        <>
          <LoadingState label={t('list.loading')} className={styles.loading} />
          {/* Card-sized placeholders hold the place of the first page, so nothing below jumps when it arrives. */}
          <ul className={`${styles.grid} ${styles.placeholders}`} aria-hidden="true">
            {PLACEHOLDERS.map((key) => (
              <li key={key} className={styles.placeholder} />
            ))}
          </ul>
        </>
      ) : null}
      {empty ? <p>{t('list.empty')}</p> : null}
      {feed.jobs.length > 0 ? (
        <>
          <ul className={styles.grid}>
            {feed.jobs.map((job) => (
              <li key={job.id}>
                <JobCard job={job} onApply={onApply} />
              </li>
            ))}
          </ul>
          <p className={styles.count} aria-live="polite">
            {t('list.count', { shown: feed.jobs.length, total: feed.total })}
          </p>
        </>
      ) : null}
      {/* A failed first page or a failed 'see more': either way the offers already shown stay. */}
      {feed.error ? (
        <ErrorState title={t('list.error_title')} message={t('list.error_message')} onRetry={() => void feed.retry()} />
      ) : null}
      {feed.hasMore && !feed.error ? (
        <div className={styles.more}>
          <Button onClick={() => void feed.loadMore()} loading={feed.loadingMore}>
            {t('list.see_more')}
          </Button>
        </div>
      ) : null}
    </PageSection>
  );
}
