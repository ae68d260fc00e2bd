import { useTranslation } from 'react-i18next';
import { Button } from '@freight/shared/web/ui/button';
import { Dialog } from '@freight/shared/web/ui/dialog';
import { Input } from '@freight/shared/web/ui/input';
import { FormAlert } from '../../../components/form-alert';
import { useReturnFocus } from '../../../components/use-return-focus';
import { STAFF_NS } from '../../../config/i18n';
import { errorText } from '../../../lib/error-text';
import { useStaffForm } from '../../../lib/staff-form';
import { viewNameSchema } from '../api/views';
import styles from '../../../components/staff.module.css';

/**
 * The name of a view being saved or renamed, in a dialog (focus trapped, given back on close). A refusal
 * (a name the person already uses, a lost connection) is shown here and keeps what was typed.
 */
export function ViewNameDialog({
  title,
  initialName = '',
  submitLabel,
  onSubmit,
  onClose,
}: {
  title: string;
  initialName?: string;
  submitLabel: string;
  /** Saves; the caller closes the dialog once it is done. */
  onSubmit: (name: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation(STAFF_NS);
  const returnFocus = useReturnFocus();
  const { form, refusal, setRefusal, refuse, errorOf } = useStaffForm({
    schema: viewNameSchema,
    defaultValues: { name: initialName },
    refusalOf: (error) => errorText(t, error),
  });
  const close = () => {
    onClose();
    returnFocus();
  };
  const submit = form.handleSubmit(async ({ name }) => {
    setRefusal('');
    try {
      await onSubmit(name);
      returnFocus();
    } catch (error) {
      refuse(error);
    }
  });
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : close())} title={title}>
      <form onSubmit={submit} noValidate>
        <FormAlert>{refusal}</FormAlert>
        <Input
          label={t('inbox.view_name')}
          required
          autoComplete="off"
          error={errorOf('name')}
          {...form.register('name')}
        />
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
