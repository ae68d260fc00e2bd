import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '@freight/shared/core/constants';
import { formatInstant } from '@freight/shared/core/i18n/request-labels';
import type { RequestSummary } from '@freight/shared/core/schemas/staff-inbox';
import { columnsOf, DataTable, type TableSelection } from '../../../components/data-table';
import { STAFF_NS } from '../../../config/i18n';
import { useNarrow } from '../../../lib/use-narrow';
import { offerCell } from './offer-cell';
import { InboxCards } from './inbox-cards';
import { RequestWaiting } from './request-waiting';
import styles from '../../../components/staff.module.css';

const column = columnsOf<RequestSummary>();

/**
 * The inbox's lines (already one page, newest first, from the API): each reference leads to its request;
 * with `selection`, a checkbox a line and one for the page (bulk actions).
 */
export function InboxTable({
  rows,
  selection,
}: {
  rows: RequestSummary[];
  selection?: Pick<TableSelection<RequestSummary>, 'state' | 'onChange'>;
}) {
  const { t, i18n } = useTranslation(STAFF_NS);
  const narrow = useNarrow();
  const columns = useMemo(() => {
    const language = toLanguage(i18n.language);
    return column.columns([
      column.accessor('reference', {
        header: () => t('inbox.reference'),
        cell: (info) => (
          <Link to={`/staff/inbox/${info.getValue()}`} className={styles.reference} data-inbox-row={info.getValue()}>
            <bdi dir="ltr">{info.getValue()}</bdi>
          </Link>
        ),
      }),
      column.accessor('kind', {
        header: () => t('inbox.kind'),
        cell: (info) => t(`requests.kinds.${info.getValue()}`, { ns: 'forms' }),
      }),
      column.accessor('full_name', { header: () => t('inbox.name') }),
      column.accessor((row) => row.preview ?? row.subject ?? '', {
        id: 'preview',
        header: () => t('inbox.asked'),
        cell: (info) => (
          <span className={styles.preview} dir="auto">
            {info.getValue()}
          </span>
        ),
      }),
      column.accessor((row) => row.company ?? row.email, {
        id: 'company',
        header: () => t('inbox.company_or_email'),
      }),
      column.accessor('created_at', {
        header: () => t('inbox.received'),
        cell: (info) => <time dateTime={info.getValue()}>{formatInstant(info.getValue(), language)}</time>,
      }),
      column.accessor('waiting_minutes', {
        header: () => t('inbox.waiting'),
        cell: (info) => <RequestWaiting row={info.row.original} />,
      }),
      column.accessor('status', {
        header: () => t('inbox.status'),
        cell: (info) => t(`requests.statuses.${info.getValue()}`, { ns: 'forms' }),
      }),
      column.accessor((row) => row.offer?.status ?? '', {
        id: 'offer',
        header: () => t('inbox.offer_column'),
        cell: (info) => offerCell(t, i18n.language, info.row.original),
      }),
      column.accessor((row) => row.assignee?.name ?? '', {
        id: 'assignee',
        header: () => t('inbox.assignee'),
        cell: (info) => info.getValue() || t('inbox.nobody'),
      }),
    ]);
  }, [t, i18n.language]);
  const labelled = selection && {
    ...selection,
    rowLabel: (row: RequestSummary) => t('inbox.select_row', { reference: row.reference, name: row.full_name }),
    allLabel: t('inbox.select_page'),
  };
  if (narrow) return <InboxCards rows={rows} selection={labelled} />;
  return (
    <DataTable
      caption={t('inbox.caption')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.reference}
      selection={labelled}
    />
  );
}
