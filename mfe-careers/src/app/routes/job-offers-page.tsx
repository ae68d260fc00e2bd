import { useTranslation } from 'react-i18next';
import { usePageHead } from '@freight/shared/web/seo/use-page-title';
import { PAGES } from '../../config/pages';
import { PageIntro } from '@freight/shared/web/ui/page';
import { CAREERS_NS } from '../../config/i18n';
import { careerTypeFor } from '@freight/shared/core/seo/job-contract';
import { JobList } from '../../features/jobs/components/job-list';
import { SpontaneousApplication } from '../../features/application/components/spontaneous-application';
import { Prefetch, useApplicationSlot } from './application-slot';

/** /jobOffers: the offers (each linking to its page), a spontaneous application, and the one application modal every 'apply' opens. */
export function JobOffersPage() {
  const { t } = useTranslation(CAREERS_NS);
  usePageHead({ pages: PAGES, path: '/jobOffers' });
  const { apply, slot } = useApplicationSlot();
  return (
    <Prefetch>
      <PageIntro title={t('title')} lead={t('lead')} />
      <JobList onApply={(job) => apply({ job, type: careerTypeFor(job.contract) })} />
      <SpontaneousApplication onApply={() => apply({ job: null })} />
      {slot}
    </Prefetch>
  );
}
