import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@freight/shared/web/seo/use-page-title';
import { PageIntro } from '@freight/shared/web/ui/page';
import { CAREERS_NS } from '../../config/i18n';
import { careerTypeFor } from '../../features/jobs/contract';
import { JobList } from '../../features/jobs/components/job-list';
import type { ApplyRequest } from '../../features/application/components/application-modal';
import { SpontaneousApplication } from '../../features/application/components/spontaneous-application';
import type { ApplyTarget } from '../../features/application/hooks/use-application';
import styles from '../../features/application/components/application.module.css';

// The form's code loads when a visitor points at or focuses an 'apply' button
// (or, at the latest, clicks one): reading the offers does not pay for it.
const loadModal = () => import(/* webpackChunkName: "application-form" */ '../../features/application/components/application-modal');
const ApplicationModal = lazy(loadModal);
const prefetch = () => void loadModal().catch(() => undefined);

/** /jobOffers: the offers, a spontaneous application, and the one application modal every 'apply' opens. */
export function JobOffersPage() {
  const { t } = useTranslation(CAREERS_NS);
  usePageTitle(t('meta_title'));
  const [request, setRequest] = useState<ApplyRequest | null>(null);
  const [ready, setReady] = useState(false);
  const onReady = useCallback(() => setReady(true), []);
  const apply = (target: ApplyTarget) => setRequest((previous) => ({ target, id: (previous?.id ?? 0) + 1 }));

  return (
    <div onPointerOver={prefetch} onFocus={prefetch}>
      <PageIntro title={t('title')} lead={t('lead')} />
      <JobList onApply={(job) => apply({ job, type: careerTypeFor(job.contract) })} />
      <SpontaneousApplication onApply={() => apply({ job: null })} />
      {/* Announced while the form's code arrives on a slow connection. */}
      <p role="status" className={styles.opening}>
        {request && !ready ? t('apply.opening') : ''}
      </p>
      {request ? (
        <Suspense fallback={null}>
          <ApplicationModal request={request} onReady={onReady} />
        </Suspense>
      ) : null}
    </div>
  );
}
