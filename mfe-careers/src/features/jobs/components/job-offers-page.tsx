import { useTranslation } from 'react-i18next';
import { Button } from '@freight/shared/ui/button';
import { ErrorState } from '@freight/shared/ui/error-state';
import { LoadingState } from '@freight/shared/ui/loading-state';
import { usePageTitle } from '@freight/shared/seo/use-page-title';
import { PageIntro, PageSection } from '@freight/shared/ui/page';
import { CAREERS_NS } from '../locales';
import { useJobsFeed } from '../hooks/use-jobs-feed';
import { JobCard } from './job-card';
import { SpontaneousApplication } from './spontaneous-application';
import styles from './jobs.module.css';

export function JobOffersPage() {
  const { t } = useTranslation(CAREERS_NS);
  usePageTitle(t('meta_title'));
  const feed = useJobsFeed();
  const empty = !feed.isLoading && !feed.error && feed.jobs.length === 0;

  return (
    <>
      <PageIntro title={t('title')} lead={t('lead')} />
      <PageSection title={t('list.title')}>
        {feed.isLoading ? <LoadingState label={t('list.loading')} /> : null}
        {empty ? <p>{t('list.empty')}</p> : null}
        {feed.jobs.length > 0 ? (
          <>
            <ul className={styles.grid}>
              {feed.jobs.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} />
                </li>
              ))}
            </ul>
            <p className={styles.count} aria-live="polite">
              {t('list.count', { shown: feed.jobs.length, total: feed.total })}
            </p>
          </>
        ) : null}
        {/* A failed first page or a failed 'see more': either way the offers already shown stay. */}
        {feed.error ? <ErrorState title={t('list.error_title')} message={t('list.error_message')} onRetry={() => void feed.retry()} /> : null}
        {feed.hasMore && !feed.error ? (
          <div className={styles.more}>
            <Button onClick={() => void feed.loadMore()} loading={feed.loadingMore}>
              {t('list.see_more')}
            </Button>
          </div>
        ) : null}
      </PageSection>
      <SpontaneousApplication />
    </>
  );
}
