import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { Button } from '@freight/shared/web/ui/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { STAFF_NS } from '../../../config/i18n';
import type { InboxFilters } from '../api/inbox';
import { createView, deleteView, renameView, useInboxViews, VIEWS_KEY } from '../api/views';
import { viewSearch } from './inbox-views-nav';
import { ViewNameDialog } from './view-name-dialog';
import styles from '../../../components/staff.module.css';

/**
 * Save the list's filters as a view of one's own; when the list shows one of the person's views,
 * rename or delete it. Each outcome is said through `onNotice` (a polite live region).
 */
export function ViewActions({ filters, onNotice }: { filters: InboxFilters; onNotice: (text: string) => void }) {
  const { t } = useTranslation(STAFF_NS);
  const { mutate } = useSWRConfig();
  const views = useInboxViews().data ?? [];
  const [dialog, setDialog] = useState<'save' | 'rename' | 'delete' | null>(null);
  const here = viewSearch({
    filters: Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, String(value ?? '')])),
  });
  const own = views.find((view) => typeof view.id === 'number' && viewSearch(view) === here);
  const ownId = own && typeof own.id === 'number' ? own.id : null;
  const refresh = () => mutate(VIEWS_KEY);
  return (
    <div className={styles.actions}>
      <Button type="button" variant="secondary" onClick={() => setDialog('save')}>
        {t('inbox.save_view')}
      </Button>
      {ownId !== null ? (
        <>
          <Button type="button" variant="ghost" onClick={() => setDialog('rename')}>
            {t('inbox.rename_view')}
          </Button>
          <Button type="button" variant="ghost" onClick={() => setDialog('delete')}>
            {t('inbox.delete_view')}
          </Button>
        </>
      ) : null}
      {dialog === 'save' || (dialog === 'rename' && ownId !== null) ? (
        <ViewNameDialog
          title={t(dialog === 'save' ? 'inbox.save_view' : 'inbox.rename_view')}
          initialName={dialog === 'save' ? '' : (own?.name ?? '')}
          submitLabel={t('inbox.save')}
          onClose={() => setDialog(null)}
          onSubmit={async (name) => {
            if (dialog === 'save' || ownId === null) await createView(name, filters);
            else await renameView(ownId, name);
            await refresh();
            setDialog(null);
            onNotice(t('inbox.view_saved', { name }));
          }}
        />
      ) : null}
      {dialog === 'delete' && ownId !== null ? (
        <ConfirmDialog
          title={t('inbox.delete_view')}
          text={t('inbox.delete_view_text', { name: own?.name })}
          confirmLabel={t('inbox.delete_view')}
          onClose={() => setDialog(null)}
          action={async () => {
            await deleteView(ownId);
            await refresh();
            setDialog(null);
            onNotice(t('inbox.view_deleted', { name: own?.name }));
          }}
        />
      ) : null}
    </div>
  );
}
