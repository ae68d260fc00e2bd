import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ReplyTemplate } from '@freight/shared/core/schemas/reply-templates';
import { Button } from '@freight/shared/web/ui/button';
import { ErrorState } from '@freight/shared/web/ui/error-state';
import { LoadingState } from '@freight/shared/web/ui/loading-state';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { columnsOf, DataTable } from '../../components/data-table';
import { FormAlert } from '../../components/form-alert';
import { PageHeading } from '../../components/page-heading';
import { STAFF_NS } from '../../config/i18n';
import { deleteReplyTemplate, useReplyTemplates } from '../../features/inbox/api/reply-templates';
import { TemplateForm } from '../../features/inbox/components/template-form';
import styles from '../../components/staff.module.css';

const column = columnsOf<ReplyTemplate>();

/**
 * /staff/reply-templates (whoever answers requests): their templates and the shared ones, a new one,
 * one edited or deleted (its author or an admin; docs/decisions/034). The open form is in the address
 * (?new=1, ?edit=<id>), so coming back after signing in again reopens it with its draft.
 */
export function ReplyTemplatesPage() {
  const { t } = useTranslation(STAFF_NS);
  const [params, setParams] = useSearchParams();
  const { data, error, mutate } = useReplyTemplates();
  const templates = data?.data;
  const [message, setMessage] = useState('');
  const [deleting, setDeleting] = useState<ReplyTemplate | null>(null);
  const editing = templates?.find((item) => item.id === Number(params.get('edit'))) ?? null;
  const creating = params.get('new') === '1';
  const closeForm = () => setParams({}, { replace: true });
  const latest = useRef({ edit: (item: ReplyTemplate) => setParams({ edit: String(item.id) }), remove: setDeleting });
  latest.current = { edit: (item) => setParams({ edit: String(item.id) }), remove: setDeleting };

  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('name', { header: () => t('inbox.template_name') }),
        column.accessor('language', {
          header: () => t('inbox.template_language'),
          cell: (info) => t(`requests.languages.${info.getValue()}`, { ns: 'forms' }),
        }),
        column.accessor((item) => (item.shared ? t('inbox.template_is_shared') : t('inbox.template_is_mine')), {
          id: 'shared',
          header: () => t('inbox.template_who'),
        }),
        column.accessor((item) => item.owner.name, { id: 'owner', header: () => t('inbox.template_owner') }),
        column.display({
          id: 'actions',
          header: () => t('accounts.actions'),
          cell: ({ row }) =>
            row.original.editable ? (
              <div className={styles.actions}>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`${t('inbox.template_edit_action')} ${row.original.name}`}
                  onClick={() => latest.current.edit(row.original)}
                >
                  {t('inbox.template_edit_action')}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`${t('inbox.template_delete')} ${row.original.name}`}
                  onClick={() => latest.current.remove(row.original)}
                >
                  {t('inbox.template_delete')}
                </Button>
              </div>
            ) : null,
        }),
      ]),
    [t],
  );

  return (
    <>
      <PageHeading title={t('inbox.templates_title')}>{t('inbox.templates_title')}</PageHeading>
      <p>{t('inbox.templates_about')}</p>
      <p>
        <Button onClick={() => setParams({ new: '1' })}>{t('inbox.template_new')}</Button>
      </p>
      <div aria-live="polite">{message ? <FormAlert tone="info">{message}</FormAlert> : null}</div>
      {error ? (
        <ErrorState message={t('errors.network')} onRetry={() => void mutate()} retryLabel={t('actions.retry')} />
      ) : null}
      {!templates && !error ? <LoadingState label={t('layout.loading')} /> : null}
      {templates && templates.length === 0 ? <p>{t('inbox.templates_empty')}</p> : null}
      {templates && templates.length > 0 ? (
        <div className={styles.tableWrap}>
          <DataTable
            caption={t('inbox.templates_title')}
            columns={columns}
            rows={templates}
            rowKey={(item) => String(item.id)}
          />
        </div>
      ) : null}
      {creating || editing ? (
        <TemplateForm
          key={editing?.id ?? 'new'}
          template={editing}
          onCancel={closeForm}
          onSaved={(saved) => {
            setMessage(t('inbox.template_saved', { name: saved.name }));
            closeForm();
            void mutate();
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('inbox.template_delete')}
          text={t('inbox.template_delete_text', { name: deleting.name })}
          confirmLabel={t('inbox.template_delete')}
          onClose={() => setDeleting(null)}
          action={async () => {
            await deleteReplyTemplate(deleting.id);
            setMessage(t('inbox.template_deleted', { name: deleting.name }));
            setDeleting(null);
            await mutate();
          }}
        />
      ) : null}
    </>
  );
}
