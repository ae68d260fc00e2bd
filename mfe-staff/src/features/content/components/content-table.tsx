import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@freight/shared/core/i18n/format';
import { columnsOf, DataTable } from '../../../components/data-table';
import { STAFF_NS } from '../../../config/i18n';
import type { ContentKind } from '../api/content';

/** One line of the offers' or articles' list. */
export interface ContentRow {
  id: number;
  /** The French title. */
  title: string;
  status: 'draft' | 'published';
  /** Published for a later time: not on the site yet. */
  scheduled: boolean;
  /** Offers only: the last day, and whether it has passed (the site hides the offer). */
  validThrough?: string;
  expired?: boolean;
  updatedAt: string;
  updatedBy: string | null;
}

const helper = columnsOf<ContentRow>();

/** The list of offers or articles, each title a link to its editor. */
export function ContentTable({ kind, rows }: { kind: ContentKind; rows: ContentRow[] }) {
  const { t, i18n } = useTranslation(STAFF_NS);
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const columns = useMemo(() => {
    const when = new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' });
    const title = helper.accessor('title', {
      header: () => t('content.list.title'),
      cell: ({ row }) => <Link to={`/staff/${kind}s/${row.original.id}`}>{row.original.title}</Link>,
    });
    const state = helper.accessor('status', {
      header: () => t('content.list.state'),
      cell: ({ row }) =>
        row.original.expired
          ? t('content.state.expired')
          : row.original.scheduled
            ? t('content.state.scheduled')
            : t(row.original.status === 'published' ? 'content.state.published' : 'content.state.draft'),
    });
    const lastDay = helper.accessor('validThrough', {
      header: () => t('content.list.valid_through'),
      cell: ({ getValue }) => {
        const day = getValue();
        return day ? <time dateTime={day}>{formatDate(day, lng)}</time> : null;
      },
    });
    const changed = helper.accessor('updatedAt', {
      header: () => t('content.list.updated'),
      cell: ({ row }) => (
        <>
          <time dateTime={row.original.updatedAt}>{when.format(new Date(row.original.updatedAt))}</time>
          {row.original.updatedBy ? ` · ${row.original.updatedBy}` : null}
        </>
      ),
    });
    return kind === 'job' ? helper.columns([title, state, lastDay, changed]) : helper.columns([title, state, changed]);
  }, [kind, lng, t]);
  return (
    <DataTable
      caption={t(`content.list.caption_${kind}`)}
      columns={columns}
      rows={rows}
      rowKey={(row) => String(row.id)}
    />
  );
}
