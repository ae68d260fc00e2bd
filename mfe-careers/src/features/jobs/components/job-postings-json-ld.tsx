import { useMemo } from 'react';
import type { Job } from '@freight/shared/core/api/models';
import { readProfileName } from '@freight/shared/web/profiles/page-profile';
import { getProfile } from '@freight/shared/core/profiles/profiles';
import { jobPostingData, serializeJsonLd } from '../job-posting';

/** One JobPosting script per offer shown: after 'see more', the new offers get theirs. */
export function JobPostingsJsonLd({ jobs }: { jobs: Job[] }) {
  const profile = useMemo(() => getProfile(readProfileName()), []);
  const page = { origin: window.location.origin, pageUrl: `${window.location.origin}${window.location.pathname}` };
  return (
    <>
      {jobs.map((job) => (
        // serializeJsonLd escapes '<', so an offer's text cannot end the script element.
        <script key={job.id} type="application/ld+json" data-job-id={job.id} dangerouslySetInnerHTML={{ __html: serializeJsonLd(jobPostingData(job, profile, page)) }} />
      ))}
    </>
  );
}
