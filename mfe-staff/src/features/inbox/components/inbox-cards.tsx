import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '@freight/shared/core/constants';
import { formatInstant } from '@freight/shared/core/i18n/request-labels';
import type { RequestSummary } from '@freight/shared/core/schemas/staff-inbox';
import type { TableSelection } from '../../../components/data-table';
import { STAFF_NS } from '../../../config/i18n';
import { offerCell } from './offer-cell';
import { RequestWaiting } from './request-waiting';
import styles from '../../../components/staff.module.css';

/** The inbox on a phone: one card a request (reference leading to it, kind, name, what was asked, status, date, waiting time, assignee). */
export function InboxCards({
  rows,
  selection,
}: {
  rows: RequestSummary[];
  /** The same selection as the table's (TanStack's row selection state, keyed by reference). */
  selection?: TableSelection<RequestSummary>;
}) {
  const { t, i18n } = useTranslation(STAFF_NS);
  const language = toLanguage(i18n.language);
  const all = rows.length > 0 && rows.every((row) => selection?.state[row.reference]);
  const toggle = (reference: string, on: boolean) => {
    if (!selection) return;
    const { [reference]: _was, ...rest } = selection.state;
    selection.onChange(on ? { ...rest, [reference]: true } : rest);
  };
  return (
    <>
      {selection ? (
        <p className={styles.selectAll}>
          <label>
            <input
              type="checkbox"
              checked={all}
              onChange={(event) =>
                selection.onChange(
                  event.target.checked ? Object.fromEntries(rows.map((row) => [row.reference, true])) : {},
                )
              }
            />{' '}
            {selection.allLabel}
          </label>
        </p>
      ) : null}
      <ul className={styles.cards} aria-label={t('inbox.caption')}>
        {rows.map((row) => (
          <li key={row.reference} className={styles.card}>
            {selection ? (
              <input
                type="checkbox"
                className={styles.rowCheckbox}
                checked={!!selection.state[row.reference]}
                onChange={(event) => toggle(row.reference, event.target.checked)}
                aria-label={selection.rowLabel(row)}
              />
            ) : null}
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
            {row.offer ? <span>{offerCell(t, i18n.language, row)}</span> : null}
          </li>
        ))}
      </ul>
    </>
  );
}
