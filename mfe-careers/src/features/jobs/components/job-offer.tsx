import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@freight/shared/web/api/client';
import { useJob } from '@freight/shared/web/api/hooks';
import type { Job } from '@freight/shared/core/api/models';
import { usePageTitle } from '@freight/shared/web/seo/use-page-title';
import { plainText, summaryOf } from '@freight/shared/core/seo/page-head';
import { sanitizeHtml } from '@freight/shared/web/html/sanitize';
import { Button } from '@freight/shared/web/ui/button';
import { ErrorState } from '@freight/shared/web/ui/error-state';
import { LoadingState } from '@freight/shared/web/ui/loading-state';
import { PageContainer } from '@freight/shared/web/ui/page';
import { CAREERS_NS } from '../../../config/i18n';
import { JobDeadline, JobFacts } from './job-facts';
import { JobPostingJsonLd } from './job-posting-json-ld';
import styles from './jobs.module.css';

function BackLink() {
  const { t } = useTranslation(CAREERS_NS);
  return (
    <Link to="/jobOffers" className={styles.back}>
      {t('offer.back')}
    </Link>
  );
}

/**
 * One offer in full, its 'apply' button, and its JobPosting data. An id that
 * names no open offer (unknown, expired, not a number) shows the translated
 * not-found text; the server answers that address 404.
 */
export function JobOffer({ id, onApply }: { id: number | null; onApply: (job: Job) => void }) {
  const { t, i18n } = useTranslation(CAREERS_NS);
  const { data, error, isLoading, mutate } = useJob(id ?? 0, i18n.resolvedLanguage ?? i18n.language, {
    enabled: id !== null,
  });
  const job = data?.data;
  const notFound = id === null || (error instanceof ApiRequestError && error.status === 404);
  // The server writes the same title and description (shared/src/core/seo/page-head.ts).
  usePageTitle(
    job?.post ?? (notFound ? t('offer.not_found_title') : t('meta_title')),
    job ? summaryOf(plainText(job.description)) : notFound ? t('offer.not_found_text') : undefined,
  );

  if (notFound) {
    return (
      <PageContainer className={styles.offer}>
        <h1>{t('offer.not_found_title')}</h1>
        <p>{t('offer.not_found_text')}</p>
        <BackLink />
      </PageContainer>
    );
  }
  if (error) {
    return (
      <PageContainer className={styles.offer}>
        <h1>{t('offer.error_title')}</h1>
        <ErrorState title={t('offer.error_title')} message={t('list.error_message')} onRetry={() => void mutate()} />
        <BackLink />
      </PageContainer>
    );
  }
  if (isLoading || !job) {
    return (
      <PageContainer className={styles.offer}>
        <LoadingState label={t('offer.loading')} />
      </PageContainer>
    );
  }
  return (
    <PageContainer className={styles.offer}>
      <article aria-labelledby="job-offer-title">
        <BackLink />
        <h1 id="job-offer-title">{job.post}</h1>
        <JobFacts job={job} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the offer's HTML, through sanitizeHtml (DOMPurify, the article policy), as the blog renders an article. */}
        <div className={styles.richText} dangerouslySetInnerHTML={{ __html: sanitizeHtml(job.description) }} />
        <JobDeadline job={job} />
        {/* The same name as the cards' buttons: the visible word, then the offer. */}
        <Button onClick={() => onApply(job)} aria-label={t('job.apply_to', { post: job.post })}>
          {t('job.apply')}
        </Button>
      </article>
      <JobPostingJsonLd job={job} />
    </PageContainer>
  );
}
