import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RequestSummary } from '@freight/shared/core/schemas/staff-inbox';
import { columnsOf, DataTable } from '../../../components/data-table';
import { STAFF_NS } from '../../../config/i18n';

const column = columnsOf<RequestSummary>();

/** The inbox's lines (already one page, newest first, from the API): each reference leads to its request. */
export function InboxTable({ rows }: { rows: RequestSummary[] }) {
  const { t, i18n } = useTranslation(STAFF_NS);
  const columns = useMemo(() => {
    const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
    return column.columns([
      column.accessor('reference', {
        header: () => t('inbox.reference'),
        cell: (info) => (
          <Link to={`/staff/inbox/${info.getValue()}`} dir="ltr">
            {info.getValue()}
          </Link>
        ),
      }),
      column.accessor('kind', { header: () => t('inbox.kind'), cell: (info) => t(`inbox.kinds.${info.getValue()}`) }),
      column.accessor('full_name', { header: () => t('inbox.name') }),
      column.accessor((row) => row.company ?? row.email, {
        id: 'company',
        header: () => t('inbox.company_or_email'),
      }),
      column.accessor('created_at', {
        header: () => t('inbox.received'),
        cell: (info) => <time dateTime={info.getValue()}>{when.format(new Date(info.getValue()))}</time>,
      }),
      column.accessor('status', {
        header: () => t('inbox.status'),
        cell: (info) => t(`inbox.statuses.${info.getValue()}`),
      }),
      column.accessor((row) => row.assignee?.name ?? '', {
        id: 'assignee',
        header: () => t('inbox.assignee'),
        cell: (info) => info.getValue() || t('inbox.nobody'),
      }),
    ]);
  }, [t, i18n.language]);
  return <DataTable caption={t('inbox.caption')} columns={columns} rows={rows} rowKey={(row) => row.reference} />;
}
