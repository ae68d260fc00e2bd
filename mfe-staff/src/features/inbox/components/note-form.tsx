import { useTranslation } from 'react-i18next';
import { type RequestDetail, requestNoteSchema } from '@freight/shared/core/schemas/staff-inbox';
import { Button } from '@freight/shared/web/ui/button';
import { Textarea } from '@freight/shared/web/ui/textarea';
import { FormAlert } from '../../../components/form-alert';
import { STAFF_NS } from '../../../config/i18n';
import { addNote } from '../api/inbox';
import { useStaffForm } from '../../../lib/staff-form';
import { refusalText } from '../../../lib/stale-text';

/** An internal note (never e-mailed): kept as a draft of the tab until added. */
export function NoteForm({ reference, onSaved }: { reference: string; onSaved: (request: RequestDetail) => void }) {
  const { t, i18n } = useTranslation(STAFF_NS);
  const { form, refusal, setRefusal, refuse, errorOf, done } = useStaffForm({
    schema: requestNoteSchema,
    defaultValues: { text: '' },
    draftKey: `inbox-note-${reference}`,
    refusalOf: (error) => refusalText(t, i18n.language, error),
  });
  const submit = form.handleSubmit(async (values) => {
    setRefusal('');
    try {
      onSaved(await addNote(reference, values));
      done();
    } catch (error) {
      refuse(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby="request-note">
      <h2 id="request-note">{t('inbox.note_title')}</h2>
      <FormAlert>{refusal}</FormAlert>
      <Textarea
        label={t('inbox.note')}
        hint={t('inbox.note_hint')}
        required
        error={errorOf('text')}
        {...form.register('text')}
      />
      <Button type="submit" variant="secondary" disabled={form.formState.isSubmitting}>
        {t('inbox.add_note')}
      </Button>
    </form>
  );
}
