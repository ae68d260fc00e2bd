import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { kindOfReference, REQUEST_KINDS_BY_ROLE, type RequestDetail } from '@freight/shared/core/schemas/staff-inbox';
import { ErrorState } from '@freight/shared/web/ui/error-state';
import { LoadingState } from '@freight/shared/web/ui/loading-state';
import { PageHeading } from '../../components/page-heading';
import { STAFF_NS } from '../../config/i18n';
import { useAssignees, useRequest } from '../../features/inbox/api/inbox';
import { FollowLinkAction } from '../../features/inbox/components/follow-link-action';
import { NoteForm } from '../../features/inbox/components/note-form';
import { ReplyForm } from '../../features/inbox/components/reply-form';
import { RequestFacts } from '../../features/inbox/components/request-facts';
import { RequestHistory } from '../../features/inbox/components/request-history';
import { RequestThread } from '../../features/inbox/components/request-thread';
import { RequestWorkflow } from '../../features/inbox/components/request-workflow';
import { OfferPanel } from '../../features/offers/components/offer-panel';
import { useStaffSession } from '../../lib/session';
import { StaffApiError } from '../../lib/staff-api';
import { NotAllowedPage } from './not-allowed-page';
import { StaffNotFoundPage } from './staff-not-found-page';
import styles from '../../components/staff.module.css';

/** /staff/inbox/:reference: what the visitor sent, the history, status and assignee, a note, a reply. */
export function RequestPage() {
  const { reference = '' } = useParams();
  const account = useStaffSession().data?.session?.account;
  const kind = kindOfReference(reference);
  if (!account) return null;
  if (!kind) return <StaffNotFoundPage />;
  // The reference names its kind: another role's request is refused before anything is asked.
  if (!REQUEST_KINDS_BY_ROLE[account.role].includes(kind)) return <NotAllowedPage />;
  return <RequestView reference={reference} me={account.id} />;
}

function RequestView({ reference, me }: { reference: string; me: number }) {
  const { t } = useTranslation(STAFF_NS);
  const { data, error, mutate } = useRequest(reference);
  const assignees = useAssignees().data ?? [];
  if (error instanceof StaffApiError && error.status === 404) return <StaffNotFoundPage />;
  if (error instanceof StaffApiError && error.status === 403) return <NotAllowedPage />;
  const title = t('inbox.request_title', { reference });
  const saved = (fresh: RequestDetail) => void mutate(fresh, { revalidate: false });
  const reload = () => mutate();
  return (
    <>
      <PageHeading title={title}>{title}</PageHeading>
      <p>
        <Link to="/staff/inbox">{t('inbox.back')}</Link>
      </p>
      {error ? (
        <ErrorState message={t('errors.network')} onRetry={() => void mutate()} retryLabel={t('actions.retry')} />
      ) : null}
      {!data && !error ? <LoadingState label={t('layout.loading')} /> : null}
      {data ? (
        <div className={styles.form}>
          <p>
            {t(`requests.statuses.${data.status}`, { ns: 'forms' })} · {data.assignee?.name ?? t('inbox.nobody')}
          </p>
          <RequestFacts request={data} />
          <RequestWorkflow request={data} me={me} assignees={assignees} onSaved={saved} reload={reload} />
          <RequestThread request={data} />
          {data.kind === 'quote' || data.kind === 'other-quote' ? (
            <OfferPanel reference={reference} language={data.language} />
          ) : null}
          <ReplyForm request={data} onSaved={saved} reload={reload} />
          <NoteForm reference={reference} onSaved={saved} />
          <FollowLinkAction request={data} />
          <RequestHistory events={data.history} />
        </div>
      ) : null}
    </>
  );
}
