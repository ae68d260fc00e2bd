import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@freight/shared/web/ui/button';
import { Dialog } from '@freight/shared/web/ui/dialog';
import { Input } from '@freight/shared/web/ui/input';
import { Textarea } from '@freight/shared/web/ui/textarea';
import { STAFF_NS } from '../config/i18n';
import { errorText } from '../lib/error-text';
import { useStaffForm } from '../lib/staff-form';
import { FormAlert } from './form-alert';
import { useReturnFocus } from './use-return-focus';
import styles from './staff.module.css';

/**
 * One text asked in a dialog (a view's name, an offer's withdrawal reason), checked by the API's schema
 * of that field: focus trapped and given back on close; a refusal is shown here and keeps what was typed.
 */
export function TextDialog({
  title,
  description,
  label,
  field,
  initial = '',
  multiline = false,
  submitLabel,
  onSubmit,
  onClose,
}: {
  title: string;
  description?: string;
  label: string;
  /** The shared schema of the one field. */
  field: z.core.$ZodType<string, string>;
  initial?: string;
  multiline?: boolean;
  submitLabel: string;
  /** Sends; the caller closes the dialog once it is done. */
  onSubmit: (text: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation(STAFF_NS);
  const returnFocus = useReturnFocus();
  const { form, refusal, setRefusal, refuse, errorOf } = useStaffForm({
    schema: z.object({ text: field }),
    defaultValues: { text: initial },
    refusalOf: (error) => errorText(t, error),
  });
  const close = () => {
    onClose();
    returnFocus();
  };
  const submit = form.handleSubmit(async ({ text }) => {
    setRefusal('');
    try {
      await onSubmit(text);
      returnFocus();
    } catch (error) {
      refuse(error);
    }
  });
  const control = { label, required: true, error: errorOf('text'), ...form.register('text') };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : close())} title={title} description={description}>
      <form onSubmit={submit} noValidate>
        <FormAlert>{refusal}</FormAlert>
        {multiline ? <Textarea rows={4} {...control} /> : <Input autoComplete="off" {...control} />}
        <div className={styles.actions}>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {submitLabel}
          </Button>
          <Button type="button" variant="ghost" onClick={close}>
            {t('actions.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
