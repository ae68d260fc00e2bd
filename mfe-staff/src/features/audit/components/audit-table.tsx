import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffAuditEntry } from '@freight/shared/core/schemas/staff';
import { columnsOf, DataTable } from '../../../components/data-table';
import { STAFF_NS } from '../../../config/i18n';

const column = columnsOf<StaffAuditEntry>();

/** The log's lines: when, who, what, on what, and the details as recorded. */
export function AuditTable({ entries }: { entries: StaffAuditEntry[] }) {
  const { t, i18n } = useTranslation(STAFF_NS);
  const columns = useMemo(() => {
    const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
    return column.columns([
      column.accessor('at', {
        header: () => t('audit.at'),
        cell: (info) => <time dateTime={info.getValue()}>{when.format(new Date(info.getValue()))}</time>,
      }),
      column.accessor('actor_name', {
        header: () => t('audit.actor'),
        cell: (info) => info.getValue() ?? t('audit.nobody'),
      }),
      column.accessor('action', {
        header: () => t('audit.action'),
        cell: (info) => t(`audit.actions.${info.getValue()}`, { defaultValue: info.getValue() }),
      }),
      column.accessor((entry) => (entry.target_kind ? `${entry.target_kind} ${entry.target_id ?? ''}` : ''), {
        id: 'target',
        header: () => t('audit.target'),
      }),
      column.accessor('details', {
        header: () => t('audit.details'),
        cell: (info) => (
          <code dir="ltr">{Object.keys(info.getValue()).length > 0 ? JSON.stringify(info.getValue()) : ''}</code>
        ),
      }),
    ]);
  }, [t, i18n.language]);
  return (
    <DataTable caption={t('audit.caption')} columns={columns} rows={entries} rowKey={(entry) => String(entry.id)} />
  );
}
