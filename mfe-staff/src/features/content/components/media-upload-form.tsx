import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEDIA_MAX_BYTES, type MediaAlt, type StaffMedia } from '@freight/shared/core/schemas/staff-media';
import { Button } from '@freight/shared/web/ui/button';
import { Field } from '@freight/shared/web/ui/field';
import { formatFileSize } from '@freight/shared/web/ui/file-size';
import { FormAlert } from '../../../components/form-alert';
import { STAFF_NS } from '../../../config/i18n';
import { errorText } from '../../../lib/error-text';
import { StaffApiError } from '../../../lib/staff-api';
import { useFieldText } from '../../../lib/staff-form';
import { pictureRefusal, uploadMedia } from '../api/media';
import { altErrorsOf, MediaAltFields, NO_ALT } from './media-alt-fields';
import staffStyles from '../../../components/staff.module.css';

// What the file input offers; the bytes decide (pictureRefusal, then the API).
const ACCEPTED = '.png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp';

/**
 * A new picture and what it shows in each language. Checked as the API checks it before sending; a
 * refusal keeps the file and the texts; while it uploads the button says so and the form is busy.
 */
export function MediaUploadForm({ onUploaded }: { onUploaded: (media: StaffMedia) => void }) {
  const { t, i18n } = useTranslation(STAFF_NS);
  const fieldText = useFieldText();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState<MediaAlt>(NO_ALT);
  const [fileError, setFileError] = useState<string | undefined>();
  const [altErrors, setAltErrors] = useState<Partial<Record<keyof MediaAlt, string>>>({});
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal('');
    setAltErrors({});
    if (!file) {
      setFileError(t('content.media.file_required'));
      fileInput.current?.focus();
      return;
    }
    // Busy from the click: a second click while the file is read must not send it twice.
    setBusy(true);
    let refused: string | null;
    try {
      refused = await pictureRefusal(file);
    } catch {
      // The browser could not read the file (moved, deleted or changed since it was chosen).
      refused = 'errors.media_unreadable';
    }
    if (refused) {
      setBusy(false);
      setFileError(t(refused));
      fileInput.current?.focus();
      return;
    }
    try {
      const media = await uploadMedia(file, alt);
      setFile(null);
      setAlt(NO_ALT);
      if (fileInput.current) fileInput.current.value = '';
      onUploaded(media);
    } catch (error) {
      const fields = error instanceof StaffApiError ? error.fields : {};
      setAltErrors(altErrorsOf(fields, (key) => fieldText('alt', key) ?? ''));
      if (error instanceof StaffApiError && ['MEDIA_TYPE', 'MEDIA_TOO_LARGE', 'MEDIA_MISSING'].includes(error.code))
        setFileError(errorText(t, error));
      else setRefusal(errorText(t, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={staffStyles.form} onSubmit={submit} noValidate aria-busy={busy}>
      <h2>{t('content.media.upload_title')}</h2>
      <FormAlert>{refusal}</FormAlert>
      <Field
        label={t('content.media.file')}
        hint={t('content.media.file_hint', { size: formatFileSize(MEDIA_MAX_BYTES, i18n.language) })}
        error={fileError}
        required
      >
        {(control) => (
          <input
            {...control}
            ref={fileInput}
            type="file"
            accept={ACCEPTED}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setFileError(undefined);
            }}
          />
        )}
      </Field>
      <MediaAltFields alt={alt} errors={altErrors} onChange={setAlt} />
      <div className={staffStyles.actions}>
        <Button type="submit" disabled={busy}>
          {busy ? t('content.media.uploading') : t('content.media.upload')}
        </Button>
      </div>
    </form>
  );
}
