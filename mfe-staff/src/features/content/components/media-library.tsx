import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SiteLanguage } from '@freight/shared/core/constants';
import type { StaffMedia } from '@freight/shared/core/schemas/staff-media';
import { Button } from '@freight/shared/web/ui/button';
import { formatFileSize } from '@freight/shared/web/ui/file-size';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { STAFF_NS } from '../../../config/i18n';
import { deleteMedia } from '../api/media';
import { MediaAltDialog } from './media-alt-dialog';
import contentStyles from './content.module.css';
import staffStyles from '../../../components/staff.module.css';

/** The articles and job offers that show a picture, each linked to its editor. */
function usersOf(media: StaffMedia): Array<{ kind: 'article' | 'job'; id: number }> {
  return [
    ...media.used_by.map((id) => ({ kind: 'article' as const, id })),
    ...media.used_by_jobs.map((id) => ({ kind: 'job' as const, id })),
  ];
}

/**
 * The pictures of one page, newest first, as a list of cards: the thumbnail, its name, size and
 * alt text in the back office's language, where it is used, and its actions. A picture an article or
 * a job offer shows cannot be deleted (the API refuses too): the card links them instead.
 */
export function MediaLibrary({
  items,
  onChanged,
}: {
  items: readonly StaffMedia[];
  /** A picture was described or deleted: `message` says which, for the live region. */
  onChanged: (message: string) => void;
}) {
  const { t, i18n } = useTranslation(STAFF_NS);
  const language = i18n.language as SiteLanguage;
  const [describing, setDescribing] = useState<StaffMedia | null>(null);
  const [deleting, setDeleting] = useState<StaffMedia | null>(null);
  return (
    <>
      <ul className={contentStyles.mediaGrid} aria-label={t('content.media.list')}>
        {items.map((media) => (
          <li key={media.id} className={contentStyles.mediaCard}>
            <img src={media.url} alt="" width={media.width ?? undefined} height={media.height ?? undefined} />
            <p className={contentStyles.mediaName}>{media.file_name}</p>
            <p>
              {formatFileSize(media.size, i18n.language)}
              {media.width && media.height ? ` · ${media.width} × ${media.height}` : ''}
            </p>
            <p lang={language}>
              {media.alt[language]
                ? t('content.media.alt_is', { alt: media.alt[language] })
                : t('content.media.no_alt')}
            </p>
            {usersOf(media).length > 0 ? (
              <p>
                {t('content.media.used_by')}{' '}
                {usersOf(media).map(({ kind, id }, index) => (
                  <span key={`${kind}-${id}`}>
                    {index > 0 ? ', ' : ''}
                    <Link to={`/staff/${kind === 'article' ? 'articles' : 'jobs'}/${id}`}>
                      {t(`content.media.${kind}`, { id })}
                    </Link>
                  </span>
                ))}
              </p>
            ) : null}
            <div className={staffStyles.actions}>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`${t('content.media.describe')} ${media.file_name}`}
                onClick={() => setDescribing(media)}
              >
                {t('content.media.describe')}
              </Button>
              {usersOf(media).length === 0 ? (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`${t('content.media.delete')} ${media.file_name}`}
                  onClick={() => setDeleting(media)}
                >
                  {t('content.media.delete')}
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {describing ? (
        <MediaAltDialog
          media={describing}
          onClose={() => setDescribing(null)}
          onSaved={(saved) => {
            setDescribing(null);
            onChanged(t('content.media.described', { name: saved.file_name }));
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('content.media.delete_title')}
          text={t('content.media.delete_text', { name: deleting.file_name })}
          confirmLabel={t('content.media.delete')}
          onClose={() => setDeleting(null)}
          action={async () => {
            await deleteMedia(deleting.id);
            setDeleting(null);
            onChanged(t('content.media.deleted', { name: deleting.file_name }));
          }}
        />
      ) : null}
    </>
  );
}
