import { useTranslation } from 'react-i18next';
import {
  FILE_SIGNATURE_BYTES,
  fileTypeOf,
  REPLY_ATTACHMENT_MAX_BYTES,
  REPLY_ATTACHMENTS_MAX_FILES,
  REPLY_ATTACHMENTS_MAX_TOTAL_BYTES,
} from '@freight/shared/core/schemas/reply-templates';
import { Button } from '@freight/shared/web/ui/button';
import { Field } from '@freight/shared/web/ui/field';
import { formatFileSize } from '@freight/shared/web/ui/file-size';
import { STAFF_NS } from '../../../config/i18n';
import styles from './request-thread.module.css';

// The files of a reply: chosen here, checked as the API checks them (first bytes, sizes, count), so a
// refusal is told before sending; the API checks again, and its refusal is told the same way.

export const ACCEPTED_FILES = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';

/** The `errors` key refusing `chosen` added to `kept`, or null when all may go. */
export async function refusalOf(kept: readonly File[], chosen: readonly File[]): Promise<string | null> {
  const all = [...kept, ...chosen];
  if (all.length > REPLY_ATTACHMENTS_MAX_FILES) return 'errors.too_many_attachments';
  for (const file of chosen) {
    if (file.size === 0) return 'errors.attachment_empty';
    if (file.size > REPLY_ATTACHMENT_MAX_BYTES) return 'errors.attachment_too_large';
    const head = new Uint8Array(await file.slice(0, FILE_SIGNATURE_BYTES).arrayBuffer());
    if (!fileTypeOf(head)) return 'errors.attachment_type';
  }
  const total = all.reduce((sum, file) => sum + file.size, 0);
  return total > REPLY_ATTACHMENTS_MAX_TOTAL_BYTES ? 'errors.attachments_too_large' : null;
}

export function ReplyAttachments({
  files,
  error,
  onChoose,
  onRemove,
}: {
  files: readonly File[];
  /** Already translated. */
  error?: string;
  onChoose: (chosen: File[]) => void;
  onRemove: (index: number) => void;
}) {
  const { t, i18n } = useTranslation(STAFF_NS);
  const size = (bytes: number) => formatFileSize(bytes, i18n.language);
  return (
    <div>
      <Field
        label={t('inbox.reply_attachments')}
        hint={t('inbox.reply_attachments_hint', {
          each: size(REPLY_ATTACHMENT_MAX_BYTES),
          total: size(REPLY_ATTACHMENTS_MAX_TOTAL_BYTES),
          count: REPLY_ATTACHMENTS_MAX_FILES,
        })}
        error={error}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            multiple
            accept={ACCEPTED_FILES}
            onChange={(event) => {
              onChoose([...(event.target.files ?? [])]);
              // The same file may be chosen again after a removal.
              event.target.value = '';
            }}
          />
        )}
      </Field>
      {files.length > 0 ? (
        <ul className={styles.files} aria-label={t('inbox.reply_attachments_chosen')}>
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`}>
              <bdi>{file.name}</bdi> ({size(file.size)}){' '}
              <Button type="button" variant="secondary" onClick={() => onRemove(index)}>
                {t('inbox.reply_attachment_remove', { name: file.name })}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
