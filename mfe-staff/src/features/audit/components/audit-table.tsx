import { useTranslation } from 'react-i18next';
import type { StaffAuditEntry } from '@freight/shared/core/schemas/staff';
import { VisuallyHidden } from '@freight/shared/web/ui/visually-hidden';
import { STAFF_NS } from '../../../config/i18n';
import styles from '../../../components/staff.module.css';

/** The log's lines: when, who, what, on what, and the details as recorded. */
export function AuditTable({ entries }: { entries: StaffAuditEntry[] }) {
  const { t, i18n } = useTranslation(STAFF_NS);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  const actionText = (action: string) => t(`audit.actions.${action}`, { defaultValue: action });
  return (
    <table className={styles.table}>
      <caption>
        <VisuallyHidden>{t('audit.caption')}</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('audit.at')}</th>
          <th scope="col">{t('audit.actor')}</th>
          <th scope="col">{t('audit.action')}</th>
          <th scope="col">{t('audit.target')}</th>
          <th scope="col">{t('audit.details')}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td>
              <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
            </td>
            <td>{entry.actor_name ?? t('audit.nobody')}</td>
            <td>{actionText(entry.action)}</td>
            <td>{entry.target_kind ? `${entry.target_kind} ${entry.target_id ?? ''}` : ''}</td>
            <td>
              <code dir="ltr">{Object.keys(entry.details).length > 0 ? JSON.stringify(entry.details) : ''}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
