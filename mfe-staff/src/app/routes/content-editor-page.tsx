import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWR, { useSWRConfig } from 'swr';
import { ErrorState } from '@freight/shared/web/ui/error-state';
import { LoadingState } from '@freight/shared/web/ui/loading-state';
import { PageHeading } from '../../components/page-heading';
import { STAFF_NS } from '../../config/i18n';
import { type ContentKind, fetchArticle, fetchJob, listKey, recordKey } from '../../features/content/api/content';
import { ArticleEditor } from '../../features/content/components/article-editor';
import { JobEditor } from '../../features/content/components/job-editor';
import { StaffApiError } from '../../lib/staff-api';
import { StaffNotFoundPage } from './staff-not-found-page';

interface EditorFrameProps<R extends { id: number }> {
  kind: ContentKind;
  fetch: (id: number) => Promise<R>;
  /** The record's French title, for the heading. */
  nameOf: (record: R) => string;
  children: (record: R | null, changed: (record: R) => void) => ReactNode;
}

/**
 * The editor's page: the record of the address (`new` for a new one) read, then its form. The id is
 * in the address, so signing in again after a 401 comes back to it, and to its draft.
 */
function EditorFrame<R extends { id: number }>({ kind, fetch, nameOf, children }: EditorFrameProps<R>) {
  const { t } = useTranslation(STAFF_NS);
  const { id = '' } = useParams();
  const { mutate: mutateAll } = useSWRConfig();
  const recordId = /^\d{1,9}$/.test(id) ? Number(id) : null;
  const creating = id === 'new';
  const { state } = useLocation();
  // A record just created here keeps its editor (focus, message); any other address gets a fresh one.
  const createdHere = state && typeof state === 'object' && 'created' in state && state.created === recordId;
  const formKey = createdHere ? 'new' : id;
  const { data, error, mutate } = useSWR(recordId === null ? null : recordKey(kind, recordId), () =>
    fetch(recordId ?? 0),
  );
  if (!creating && (recordId === null || (error instanceof StaffApiError && error.status === 404)))
    return <StaffNotFoundPage />;

  const changed = (record: R) => {
    void mutateAll(recordKey(kind, record.id), record, { revalidate: false });
    void mutateAll((key) => typeof key === 'string' && key.startsWith(listKey(kind)));
  };
  const title = data
    ? t(`content.editor.edit_${kind}`, { name: nameOf(data) })
    : t(creating ? `content.editor.new_${kind}` : 'layout.loading');
  return (
    <>
      <PageHeading title={title}>{title}</PageHeading>
      {error ? (
        <ErrorState message={t('errors.network')} onRetry={() => void mutate()} retryLabel={t('actions.retry')} />
      ) : null}
      {!creating && !data && !error ? <LoadingState label={t('layout.loading')} /> : null}
      {creating || data ? <div key={formKey}>{children(data ?? null, changed)}</div> : null}
    </>
  );
}

export function JobEditorPage() {
  return (
    <EditorFrame kind="job" fetch={fetchJob} nameOf={(job) => job.translations.fr.post}>
      {(job, changed) => <JobEditor job={job} onChanged={changed} />}
    </EditorFrame>
  );
}

export function ArticleEditorPage() {
  return (
    <EditorFrame kind="article" fetch={fetchArticle} nameOf={(article) => article.translations.fr.title}>
      {(article, changed) => <ArticleEditor article={article} onChanged={changed} />}
    </EditorFrame>
  );
}
