import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedPath } from '@freight/shared/core/federation/site-paths';
import { BUSINESS_TIME_ZONE, toLanguage } from '@freight/shared/core/constants';
import { Button } from '@freight/shared/web/ui/button';
import { Dialog } from '@freight/shared/web/ui/dialog';
import { FormAlert } from '../../../components/form-alert';
import { STAFF_NS } from '../../../config/i18n';
import type { StaleChange } from '../../../lib/error-text';
import type { EditedRecord } from '../hooks/use-content-editor';
import { ScheduleDialog } from './schedule-dialog';
import styles from '../../../components/staff.module.css';

export interface EditorActionsProps {
  record: EditedRecord | null;
  busy: boolean;
  refusal: string;
  notice: string;
  stale: StaleChange | null;
  publicPath: string | null;
  language: string;
  onPublish: () => void;
  onUnpublish: () => void;
  /** Publishes at an instant in the future; true when done. */
  onSchedule: (at: string) => Promise<boolean>;
  onReload: () => void;
  /** The preview's button and dialog. */
  preview: ReactNode;
  /** The versions' button and dialog (a saved record's). */
  versions?: ReactNode;
}

/**
 * Under an editor: its state, save, publish, unpublish (after a confirmation), the preview and the
 * public page once published; a 409 says who changed the record and when, with the reload.
 */
export function EditorActions(props: EditorActionsProps) {
  const { record, busy, refusal, notice, stale, publicPath, language } = props;
  const { t, i18n } = useTranslation(STAFF_NS);
  const [confirming, setConfirming] = useState(false);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  // A scheduled record is published for later: not on the site yet, so it acts as a draft here.
  const scheduled = record?.scheduled === true;
  const published = record?.status === 'published' && !scheduled;
  const companyWhen = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: BUSINESS_TIME_ZONE,
  });
  const staleText = stale
    ? t('content.editor.stale', {
        name: stale.name ?? t('content.editor.someone'),
        when: stale.at ? when.format(new Date(stale.at)) : '',
      })
    : '';
  return (
    <div className={styles.form}>
      <div aria-live="polite">
        <FormAlert tone="info">{notice}</FormAlert>
      </div>
      <FormAlert>{stale ? staleText : refusal}</FormAlert>
      {stale ? (
        <p>
          <Button type="button" variant="secondary" onClick={props.onReload} disabled={busy}>
            {t('content.editor.reload')}
          </Button>
        </p>
      ) : null}
      <p>
        {t('content.state.label')}{' '}
        <strong>
          {scheduled && record?.published_at
            ? t('content.schedule.state', { when: companyWhen.format(new Date(record.published_at)) })
            : t(published ? 'content.state.published' : record ? 'content.state.draft' : 'content.state.new')}
        </strong>
        {record?.updated_by
          ? ` · ${t('content.list.changed_by', { name: record.updated_by.name, when: when.format(new Date(record.updated_at)) })}`
          : null}
      </p>
      <div className={styles.actions}>
        <Button type="submit" disabled={busy}>
          {t(
            published
              ? 'content.editor.save_published'
              : scheduled
                ? 'content.schedule.save'
                : 'content.editor.save_draft',
          )}
        </Button>
        {record && !published ? (
          <Button type="button" variant="secondary" onClick={props.onPublish} disabled={busy}>
            {t(scheduled ? 'content.schedule.publish_now' : 'content.editor.publish')}
          </Button>
        ) : null}
        {record && !published ? <ScheduleDialog record={record} busy={busy} onSchedule={props.onSchedule} /> : null}
        {scheduled ? (
          <Button type="button" variant="ghost" onClick={props.onUnpublish} disabled={busy}>
            {t('content.schedule.unschedule')}
          </Button>
        ) : null}
        {published ? (
          <Button type="button" variant="secondary" onClick={() => setConfirming(true)} disabled={busy}>
            {t('content.editor.unpublish')}
          </Button>
        ) : null}
        {props.preview}
        {props.versions}
        {published && publicPath ? (
          <a href={localizedPath(publicPath, toLanguage(language))} target="_blank" rel="noopener">
            {t('content.editor.public_page')}
          </a>
        ) : null}
      </div>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('content.editor.unpublish_title')}
        description={t('content.editor.unpublish_text')}
      >
        <div className={styles.actions}>
          <Button
            type="button"
            onClick={() => {
              setConfirming(false);
              props.onUnpublish();
            }}
          >
            {t('content.editor.unpublish')}
          </Button>
          <Button type="button" variant="ghost" onClick={() => setConfirming(false)}>
            {t('actions.cancel')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
