import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaAlt, StaffMedia } from '@freight/shared/core/schemas/staff-media';
import { Button } from '@freight/shared/web/ui/button';
import { Dialog } from '@freight/shared/web/ui/dialog';
import { FormAlert } from '../../../components/form-alert';
import { STAFF_NS } from '../../../config/i18n';
import { errorText } from '../../../lib/error-text';
import { StaffApiError } from '../../../lib/staff-api';
import { useFieldText } from '../../../lib/staff-form';
import { updateMediaAlt } from '../api/media';
import { altErrorsOf, MediaAltFields } from './media-alt-fields';
import contentStyles from './content.module.css';
import staffStyles from '../../../components/staff.module.css';

/**
 * A picture's alt texts, changed over the version read: a colleague's change meanwhile is told
 * (409) and what was typed stays in the fields. The dialog traps the focus and gives it back.
 */
export function MediaAltDialog({
  media,
  onClose,
  onSaved,
}: {
  media: StaffMedia;
  onClose: () => void;
  onSaved: (media: StaffMedia) => void;
}) {
  const { t } = useTranslation(STAFF_NS);
  const fieldText = useFieldText();
  const [alt, setAlt] = useState<MediaAlt>(media.alt);
  const [errors, setErrors] = useState<Partial<Record<keyof MediaAlt, string>>>({});
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    setRefusal('');
    try {
      onSaved(await updateMediaAlt(media.id, alt, media.updated_at));
    } catch (error) {
      setErrors(altErrorsOf(error instanceof StaffApiError ? error.fields : {}, (key) => fieldText('alt', key) ?? ''));
      setRefusal(errorText(t, error));
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('content.media.alt_title', { name: media.file_name })}
      size="lg"
    >
      <FormAlert>{refusal}</FormAlert>
      <img className={contentStyles.mediaPreview} src={media.url} alt="" />
      <MediaAltFields alt={alt} errors={errors} onChange={setAlt} />
      <div className={staffStyles.actions}>
        <Button type="button" onClick={() => void save()} disabled={busy}>
          {t('content.media.alt_save')}
        </Button>
        <Button type="button" variant="ghost" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
      </div>
    </Dialog>
  );
}
