import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '@freight/shared/core/constants';
import { formatInstant } from '@freight/shared/core/i18n/request-labels';
import type { RequestSummary } from '@freight/shared/core/schemas/staff-inbox';
import { STAFF_NS } from '../../../config/i18n';
import { RequestWaiting } from './request-waiting';
import styles from '../../../components/staff.module.css';

/** The inbox on a phone: one card a request (reference leading to it, kind, name, what was asked, status, date, waiting time, assignee). */
export function InboxCards({ rows }: { rows: RequestSummary[] }) {
  const { t, i18n } = useTranslation(STAFF_NS);
  const language = toLanguage(i18n.language);
  return (
    <ul className={styles.cards} aria-label={t('inbox.caption')}>
      {rows.map((row) => (
        <li key={row.reference} className={styles.card}>
          <Link to={`/staff/inbox/${row.reference}`} className={styles.reference} data-inbox-row={row.reference}>
            <bdi dir="ltr">{row.reference}</bdi>
          </Link>
          <span>{t(`requests.kinds.${row.kind}`, { ns: 'forms' })}</span>
          <span className={styles.cardName}>{row.full_name}</span>
          <span className={styles.preview} dir="auto">
            {row.preview ?? row.subject}
          </span>
          <span>
            {t(`requests.statuses.${row.status}`, { ns: 'forms' })} · {row.assignee?.name ?? t('inbox.nobody')}
          </span>
          <time dateTime={row.created_at}>{formatInstant(row.created_at, language)}</time>
          <RequestWaiting row={row} />
        </li>
      ))}
    </ul>
  );
}
