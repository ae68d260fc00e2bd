import { useTranslation } from 'react-i18next';
import type { Job } from '@freight/shared/api/models';
import { formatDate } from '@freight/shared/i18n/format';
import { Card } from '@freight/shared/ui/card';
import { CAREERS_NS } from '../locales';
import { formatSalary, formatYears } from '../format';
import styles from './jobs.module.css';

// The apply button and its modal come with the application form (later issue).
export function JobCard({ job }: { job: Job }) {
  const { t, i18n } = useTranslation(CAREERS_NS);
  const lng = i18n.resolvedLanguage;
  const deadline = formatDate(job.valid_through, lng);
  return (
    <Card
      title={job.post}
      headingLevel={3}
      footer={
        deadline ? (
          <p className={styles.deadline}>
            <time dateTime={job.valid_through}>{t('job.valid_through', { date: deadline })}</time>
          </p>
        ) : null
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
