import { useTranslation } from 'react-i18next';
import type { Job } from '@freight/shared/core/api/models';
import { CAREERS_NS } from '../../../config/i18n';
import { useFormat } from '@freight/shared/web/i18n/formatted';
import { formatSalary, formatYears } from '../format';
import styles from './jobs.module.css';

/** Location, experience, monthly salary and contract of an offer: on its card and on its page. */
export function JobFacts({ job }: { job: Job }) {
  const { t, i18n } = useTranslation(CAREERS_NS);
  const lng = i18n.resolvedLanguage;
  const format = useFormat();
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t('job.location')}</dt>
        <dd>{job.location}</dd>
      </div>
      <div>
        <dt>{t('job.experience')}</dt>
        <dd>{job.experience === 0 ? t('job.experience_none') : formatYears(format, job.experience, lng)}</dd>
      </div>
      <div>
        <dt>{t('job.salary')}</dt>
        <dd>{t('job.salary_value', { amount: formatSalary(format, job.salary, lng) })}</dd>
      </div>
      <div>
        <dt>{t('job.contract')}</dt>
        <dd>{job.contract}</dd>
      </div>
    </dl>
  );
}

/** 'Apply by …' with the machine-readable date. */
export function JobDeadline({ job }: { job: Job }) {
  const { t, i18n } = useTranslation(CAREERS_NS);
  const deadline = useFormat().date(job.valid_through, i18n.resolvedLanguage);
  return deadline ? (
    <p className={styles.deadline}>
      <time dateTime={job.valid_through}>{t('job.valid_through', { date: deadline })}</time>
    </p>
  ) : null;
}
