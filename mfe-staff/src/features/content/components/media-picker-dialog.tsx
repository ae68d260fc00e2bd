import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SiteLanguage } from '@freight/shared/core/constants';
import type { StaffMedia } from '@freight/shared/core/schemas/staff-media';
import { Button } from '@freight/shared/web/ui/button';
import { Dialog } from '@freight/shared/web/ui/dialog';
import { ErrorState } from '@freight/shared/web/ui/error-state';
import { LoadingState } from '@freight/shared/web/ui/loading-state';
import { FormAlert } from '../../../components/form-alert';
import { STAFF_NS } from '../../../config/i18n';
import { useMediaList } from '../api/media';
import contentStyles from './content.module.css';
import staffStyles from '../../../components/staff.module.css';

/**
 * A picture of the media library for a body in `language`: one radio a picture, with its alt text in
 * that language (the one the picture will carry). The newest pictures first, a page at a time.
 */
export function MediaPickerDialog({
  language,
  onPick,
  onClose,
}: {
  language: SiteLanguage;
  onPick: (media: StaffMedia) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(STAFF_NS);
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useMediaList(page);
  const [chosen, setChosen] = useState<number | null>(null);
  const [refusal, setRefusal] = useState('');
  const languageName = t(`content.languages.${language}`);
  const insert = () => {
    const media = data?.data.find((item) => item.id === chosen);
    if (!media) return setRefusal(t('content.media.choose_first'));
    onPick(media);
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('content.media.pick_title', { language: languageName })}
      description={t('content.media.pick_hint')}
      size="lg"
    >
      <FormAlert>{refusal}</FormAlert>
      {error ? (
        <ErrorState message={t('errors.network')} onRetry={() => void mutate()} retryLabel={t('actions.retry')} />
      ) : null}
      {!data && !error ? <LoadingState label={t('layout.loading')} /> : null}
      {data && data.data.length === 0 ? (
        <p>
          {t('content.media.empty')} <Link to="/staff/media">{t('content.media.go_upload')}</Link>
        </p>
      ) : null}
      {data && data.data.length > 0 ? (
        <fieldset className={contentStyles.mediaChoices}>
          <legend>{t('content.media.list')}</legend>
          {data.data.map((media) => (
            <label key={media.id}>
              <input
                type="radio"
                name="media-choice"
                checked={chosen === media.id}
                onChange={() => {
                  setChosen(media.id);
                  setRefusal('');
                }}
              />
              <img src={media.url} alt="" />
              <span>{media.file_name}</span>
              <span lang={language} dir="auto">
                {media.alt[language] || t('content.media.no_alt_in', { language: languageName })}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {data && data.last_page > 1 ? (
        <div className={staffStyles.actions}>
          <Button type="button" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('content.list.previous')}
          </Button>
          <Button type="button" variant="secondary" disabled={page >= data.last_page} onClick={() => setPage(page + 1)}>
            {t('content.list.next')}
          </Button>
        </div>
      ) : null}
      <div className={staffStyles.actions}>
        <Button type="button" onClick={insert}>
          {t('content.media.insert')}
        </Button>
        <Button type="button" variant="ghost" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
      </div>
    </Dialog>
  );
}
