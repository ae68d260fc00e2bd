import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@freight/shared/web/ui/button';
import { ErrorState } from '@freight/shared/web/ui/error-state';
import { LoadingState } from '@freight/shared/web/ui/loading-state';
import { FormAlert } from '../../components/form-alert';
import { PageHeading } from '../../components/page-heading';
import { STAFF_NS } from '../../config/i18n';
import { useMediaList } from '../../features/content/api/media';
import { MediaLibrary } from '../../features/content/components/media-library';
import { MediaUploadForm } from '../../features/content/components/media-upload-form';
import styles from '../../components/staff.module.css';

/**
 * /staff/media (editors, admins): the media library (docs/decisions/035, "Media"): upload a picture
 * with its alt texts, describe or delete one; the page of the list is in the address.
 */
export function MediaPage() {
  const { t } = useTranslation(STAFF_NS);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, error, mutate } = useMediaList(page);
  const [message, setMessage] = useState('');
  const changed = (text: string) => {
    setMessage(text);
    void mutate();
  };
  return (
    <>
      <PageHeading title={t('content.media.title')}>{t('content.media.title')}</PageHeading>
      <p>{t('content.nav.media_about')}</p>
      <MediaUploadForm
        onUploaded={(media) => {
          if (page !== 1) setParams({});
          changed(t('content.media.uploaded', { name: media.file_name }));
        }}
      />
      <h2>{t('content.media.list')}</h2>
      <div aria-live="polite">{message ? <FormAlert tone="info">{message}</FormAlert> : null}</div>
      {error ? (
        <ErrorState message={t('errors.network')} onRetry={() => void mutate()} retryLabel={t('actions.retry')} />
      ) : null}
      {!data && !error ? <LoadingState label={t('layout.loading')} /> : null}
      {data && data.data.length === 0 ? <p>{t('content.media.empty')}</p> : null}
      {data && data.data.length > 0 ? <MediaLibrary items={data.data} onChanged={changed} /> : null}
      {data && data.last_page > 1 ? (
        <nav className={styles.actions} aria-label={t('content.list.pages')}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => setParams({ page: String(page - 1) })}>
            {t('content.list.previous')}
          </Button>
          <span>{t('content.list.page', { page, last: data.last_page })}</span>
          <Button
            variant="secondary"
            disabled={page >= data.last_page}
            onClick={() => setParams({ page: String(page + 1) })}
          >
            {t('content.list.next')}
          </Button>
        </nav>
      ) : null}
    </>
  );
}
