import { localeFor } from '@freight/shared/core/i18n/format';
import { formatDate } from '@freight/shared/core/i18n/format';
import { sanitizeHtml } from '@freight/shared/web/html/sanitize';
import type { JobFormValues } from './job-form-values';
import { PreviewDialog } from './preview-dialog';
import styles from './content.module.css';

// The offer's page as mfe-careers draws it (features/jobs/components/job-offer.tsx and job-facts.tsx):
// title, facts, description (rich text, through the public page's sanitizer), last day. Remotes never import each other, so the layout is repeated
// here in a few lines with this remote's texts in each language.

const money = (amount: number, lng: string) =>
  new Intl.NumberFormat(localeFor(lng), { style: 'currency', currency: 'MAD', maximumFractionDigits: 0 }).format(
    amount,
  );
const years = (count: number, lng: string) =>
  new Intl.NumberFormat(localeFor(lng), { style: 'unit', unit: 'year', unitDisplay: 'long' }).format(count);

/** The offer's preview from what the form holds when it opens. */
export function JobPreview({ values }: { values: () => JobFormValues }) {
  return (
    <PreviewDialog
      render={(language, t) => {
        const job = values();
        const text = job.translations[language];
        const salary = Number(job.salary);
        const experience = Number(job.experience_years);
        const deadline = job.valid_through ? formatDate(job.valid_through, language) : '';
        return (
          <article>
            <h2>{text.post || t('content.preview.untitled')}</h2>
            <dl className={styles.facts}>
              <div>
                <dt>{t('content.preview.location')}</dt>
                <dd>{text.location}</dd>
              </div>
              <div>
                <dt>{t('content.preview.experience')}</dt>
                <dd>{experience === 0 ? t('content.preview.experience_none') : years(experience, language)}</dd>
              </div>
              <div>
                <dt>{t('content.preview.salary')}</dt>
                <dd>
                  {Number.isFinite(salary)
                    ? t('content.preview.salary_value', { amount: money(salary, language) })
                    : ''}
                </dd>
              </div>
              <div>
                <dt>{t('content.preview.contract')}</dt>
                <dd>{text.contract}</dd>
              </div>
            </dl>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the description through sanitizeHtml (DOMPurify), as the public page renders it. */}
            <div className={styles.description} dangerouslySetInnerHTML={{ __html: sanitizeHtml(text.description) }} />
            {deadline ? (
              <p>
                <time dateTime={job.valid_through}>{t('content.preview.valid_through', { date: deadline })}</time>
              </p>
            ) : null}
          </article>
        );
      }}
    />
  );
}
