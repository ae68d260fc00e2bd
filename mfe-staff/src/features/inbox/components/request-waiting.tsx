import { useTranslation } from 'react-i18next';
import { toLanguage } from '@freight/shared/core/constants';
import { localeFor } from '@freight/shared/core/i18n/format';
import type { RequestSummary } from '@freight/shared/core/schemas/staff-inbox';
import { VisuallyHidden } from '@freight/shared/web/ui/visually-hidden';
import { STAFF_NS } from '../../../config/i18n';
import styles from '../../../components/staff.module.css';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "3 days ago": the largest whole unit of calendar time since `at`. */
export function ageText(at: string, language: string, now = Date.now()): string {
  const elapsed = Math.max(0, now - Date.parse(at));
  const [unit, size] = UNITS.find(([, ms]) => elapsed >= ms) ?? ['minute', 60_000];
  return new Intl.RelativeTimeFormat(localeFor(language), { numeric: 'auto' }).format(
    -Math.floor(elapsed / size),
    unit,
  );
}

/** Office minutes as minutes under an hour, else hours to a tenth ("4.5 hr"). */
export function officeTimeText(minutes: number, language: string): string {
  const hours = minutes >= 60;
  return new Intl.NumberFormat(localeFor(language), {
    style: 'unit',
    unit: hours ? 'hour' : 'minute',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(hours ? minutes / 60 : minutes);
}

/**
 * How long a request has waited for its first answer (office hours), or how long it took; an overdue
 * one says so in words with an icon, never by colour alone (docs/decisions/029).
 */
export function RequestWaiting({ row }: { row: RequestSummary }) {
  const { t, i18n } = useTranslation(STAFF_NS);
  const language = toLanguage(i18n.language);
  const time = officeTimeText(row.waiting_minutes, language);
  return (
    <span className={styles.waiting}>
      <span>{t('inbox.age', { age: ageText(row.created_at, language) })}</span>
      <span>{row.first_reply_at ? t('inbox.answered_after', { time }) : t('inbox.waiting_for', { time })}</span>
      {row.overdue ? (
        <strong className={styles.overdue}>
          <span aria-hidden="true">⚠</span> {t('inbox.overdue')}
          <VisuallyHidden>{t('inbox.overdue_explained')}</VisuallyHidden>
        </strong>
      ) : null}
    </span>
  );
}
