import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { staffPasswordResetSchema } from '@freight/shared/core/schemas/staff';
import { Button } from '@freight/shared/web/ui/button';
import { FormAlert } from '../../../components/form-alert';
import { STAFF_NS } from '../../../config/i18n';
import { StaffApiError } from '../../../lib/staff-api';
import { useStaffForm } from '../../../lib/staff-form';
import { resetPassword } from '../api/passwords';
import { NewPasswordFields, withConfirmation } from './new-password-fields';
import styles from '../../../components/staff.module.css';

const schema = withConfirmation(staffPasswordResetSchema);

/** Chooses a password with a one-time link's token; an unknown, used or expired link offers to ask for another. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation(STAFF_NS);
  const { form, refusal, setRefusal, refuse, errorOf } = useStaffForm({
    schema,
    defaultValues: { token, newPassword: '', confirmation: '' },
  });
  const [state, setState] = useState<'editing' | 'done' | 'link-invalid'>(token ? 'editing' : 'link-invalid');

  if (state === 'done')
    return (
      <FormAlert tone="info">
        {t('reset.done')} <Link to="/staff/sign-in">{t('reset.sign_in')}</Link>
      </FormAlert>
    );
  if (state === 'link-invalid')
    return (
      <FormAlert>
        {t('errors.reset_link_invalid')} <Link to="/staff/forgot">{t('forgot.ask_again')}</Link>
      </FormAlert>
    );

  const submit = form.handleSubmit(async ({ newPassword }) => {
    setRefusal('');
    try {
      await resetPassword(token, newPassword);
      setState('done');
    } catch (error) {
      if (error instanceof StaffApiError && error.code === 'RESET_LINK_INVALID') return setState('link-invalid');
      refuse(error);
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormAlert>{refusal}</FormAlert>
      <NewPasswordFields register={form.register} errorOf={errorOf} typed={form.watch('newPassword')} token={token} />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {t('reset.submit')}
      </Button>
    </form>
  );
}
