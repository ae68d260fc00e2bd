import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Job } from '@freight/shared/core/api/models';
import { plainText, summaryOf } from '@freight/shared/core/seo/page-head';
import { offerPath } from '../../../config/pages';
import { Button } from '@freight/shared/web/ui/button';
import { Card } from '@freight/shared/web/ui/card';
import { CAREERS_NS } from '../../../config/i18n';
import { JobDeadline, JobFacts } from './job-facts';
import styles from './jobs.module.css';

/** About three lines of a card. */
const CARD_TEXT_LENGTH = 240;

/** An offer in the list: its title links to its own page, where it is shown in full. */
export function JobCard({ job, onApply }: { job: Job; onApply: (job: Job) => void }) {
  const { t } = useTranslation(CAREERS_NS);
  return (
    <Card
      title={<Link to={offerPath(job.id)}>{job.post}</Link>}
      headingLevel={3}
      footer={
        <>
          <JobDeadline job={job} />
          {/* Every card has the same visible word: the name says which offer (and starts with that word). */}
          <Button
            className={styles.apply}
            onClick={() => onApply(job)}
            aria-label={t('job.apply_to', { post: job.post })}
          >
            {t('job.apply')}
          </Button>
        </>
      }
    >
      <JobFacts job={job} />
      {/* The description is HTML (the offer's page shows it whole): the card shows its words only. */}
      <p className={styles.description}>{summaryOf(plainText(job.description), CARD_TEXT_LENGTH)}</p>
    </Card>
  );
}
