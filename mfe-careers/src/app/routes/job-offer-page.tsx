import { useParams } from 'react-router-dom';
import { parseRecordId } from '@freight/shared/core/federation/site-paths';
import { careerTypeFor } from '@freight/shared/core/seo/job-contract';
import { JobOffer } from '../../features/jobs/components/job-offer';
import { Prefetch, useApplicationSlot } from './application-slot';

/** /jobOffers/:id: one offer in full, and the application modal its 'apply' opens. */
export function JobOfferPage() {
  const { id = '' } = useParams();
  const { apply, slot } = useApplicationSlot();
  return (
    <Prefetch>
      <JobOffer id={parseRecordId(id)} onApply={(job) => apply({ job, type: careerTypeFor(job.contract) })} />
      {slot}
    </Prefetch>
  );
}
