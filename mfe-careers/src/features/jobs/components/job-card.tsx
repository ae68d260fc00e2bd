import { useTranslation } from 'react-i18next';
import type { Job } from '@freight/shared/core/api/models';
import { formatDate } from '@freight/shared/core/i18n/format';
import { Button } from '@freight/shared/web/ui/button';
import { Card } from '@freight/shared/web/ui/card';
import { CAREERS_NS } from '../../../config/i18n';
import { formatSalary, formatYears } from '../format';
import styles from './jobs.module.css';

export function JobCard({ job, onApply }: { job: Job; onApply: (job: Job) => void }) {
  const { t, i18n } = useTranslation(CAREERS_NS);
  const lng = i18n.resolvedLanguage;
  const deadline = formatDate(job.valid_through, lng);
  return (
    <Card
      title={job.post}
      headingLevel={3}
      footer={
        <>
          {deadline ? (
            <p className={styles.deadline}>
              <time dateTime={job.valid_through}>{t('job.valid_through', { date: deadline })}</time>
            </p>
          ) : null}
          {/* Every card has the same visible word: the name says which offer (and starts with that word). */}
          <Button className={styles.apply} onClick={() => onApply(job)} aria-label={t('job.apply_to', { post: job.post })}>
            {t('job.apply')}
          </Button>
        </>
      }
    >
      <dl className={styles.facts}>
        <div>
          <dt>{t('job.location')}</dt>
          <dd>{job.location}</dd>
        </div>
        <div>
          <dt>{t('job.experience')}</dt>
          <dd>{job.experience === 0 ? t('job.experience_none') : formatYears(job.experience, lng)}</dd>
        </div>
        <div>
          <dt>{t('job.salary')}</dt>
          <dd>{t('job.salary_value', { amount: formatSalary(job.salary, lng) })}</dd>
        </div>
        <div>
          <dt>{t('job.contract')}</dt>
          <dd>{job.contract}</dd>
        </div>
      </dl>
      <p className={styles.description}>{job.description}</p>
    </Card>
  );
}
