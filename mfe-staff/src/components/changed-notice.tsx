import { useTranslation } from 'react-i18next';
import { STAFF_NS } from '../config/i18n';
import type { ChangedUnderneath } from '../lib/record-sync';
import { FormAlert } from './form-alert';

/** Says that the record changed on the server while the member was typing (their text is kept). */
export function ChangedNotice({ changed }: { changed: ChangedUnderneath | null }) {
  const { t, i18n } = useTranslation(STAFF_NS);
  if (!changed) return null;
  const at = new Date(changed.at);
  const time = Number.isNaN(at.getTime())
    ? ''
    : new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' }).format(at);
  return (
    <FormAlert tone="info">{t('changed_underneath', { name: changed.name ?? t('inbox.someone'), at: time })}</FormAlert>
  );
}
