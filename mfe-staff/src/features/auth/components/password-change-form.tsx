import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staffPasswordChangeSchema } from '@freight/shared/core/schemas/staff';
import { Button } from '@freight/shared/web/ui/button';
import { Input } from '@freight/shared/web/ui/input';
import { FormAlert } from '../../../components/form-alert';
import { STAFF_NS } from '../../../config/i18n';
import { StaffApiError } from '../../../lib/staff-api';
import { useStaffForm } from '../../../lib/staff-form';
import { changePassword } from '../api/passwords';
import { NewPasswordFields, withConfirmation } from './new-password-fields';
import styles from '../../../components/staff.module.css';

const EMPTY = { currentPassword: '', newPassword: '', confirmation: '' };
const schema = withConfirmation(staffPasswordChangeSchema);

/** The member's own password: the current one, the new one twice. Passwords are never kept in a draft. */
export function PasswordChangeForm() {
  const { t } = useTranslation(STAFF_NS);
  const { form, refusal, setRefusal, refuse, errorOf } = useStaffForm({ schema, defaultValues: EMPTY });
  const { register, handleSubmit, reset, setError, formState } = form;
  const [done, setDone] = useState(false);

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setRefusal('');
    setDone(false);
    try {
      await changePassword(currentPassword, newPassword);
      reset(EMPTY);
      setDone(true);
    } catch (error) {
      refuse(error);
      // The API names the field; the page says what is wrong with it in its own words.
      if (error instanceof StaffApiError && error.fields.currentPassword)
        setError('currentPassword', { type: 'server', message: 'password.current_wrong' }, { shouldFocus: true });
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="password-change-title">
      <h2 id="password-change-title">{t('password.change_title')}</h2>
      <FormAlert>{refusal}</FormAlert>
      {done ? <FormAlert tone="info">{t('password.changed')}</FormAlert> : null}
      <Input
        label={t('password.current')}
        type="password"
        autoComplete="current-password"
        required
        error={errorOf('currentPassword')}
        {...register('currentPassword')}
      />
      <NewPasswordFields register={register} errorOf={errorOf} typed={form.watch('newPassword')} />
      <Button type="submit" disabled={formState.isSubmitting}>
        {t('password.change_submit')}
      </Button>
    </form>
  );
}
